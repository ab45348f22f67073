import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/api-client-context.ts';
import type { MasterchainInfo } from '../../api/block/block-schemas.ts';
import { masterchainInfoQueryOptions } from '../../api/head/masterchain-info.ts';
import { sampleCatalogQueryOptions } from '../../api/sample-catalog.ts';
import type { ServerRange } from './block-neighbours.ts';

/** masterchainInfo as a range; a first block that is missing or did not read is unknown. */
export function serverRangeOf(info: MasterchainInfo | undefined): ServerRange | undefined {
  if (info === undefined) return undefined;
  const first = info.first?.seqno;
  return { first: typeof first === 'number' ? first : undefined, last: info.last.seqno };
}

/**
 * The server's first and last block, for the page of block `seqno`. masterchainInfo is asked only when
 * what is in memory does not already place the block below the newest (the head only moves forward, so
 * a newest block above `seqno` stays above it): stepping through older blocks asks nothing, the newest
 * block's page asks once (again when the answer is over 5 s old). `ask: 'always'` asks whenever the
 * answer in memory is stale ("No such block" needs the newest block now). Undefined while unknown (or
 * when the question failed): the pages then offer what they did without it.
 */
export function useServerRange(
  seqno: number,
  ask: 'below-head' | 'always' | 'never',
): ServerRange | undefined {
  const client = useApiClient();
  const query = useQuery({
    ...masterchainInfoQueryOptions(client),
    enabled: (current) => {
      if (ask !== 'below-head') return ask === 'always';
      const last = current.state.data?.last.seqno;
      return last === undefined || last <= seqno;
    },
  });
  return serverRangeOf(query.data);
}

/**
 * The blocks the server lists as held (the sample API's catalog), when `enabled`; undefined elsewhere
 * (toncenter has no catalog: every block from its first to its last is there).
 */
export function useListedBlocks(enabled: boolean): readonly number[] | undefined {
  const client = useApiClient();
  const query = useQuery({ ...sampleCatalogQueryOptions(client), enabled });
  return query.data?.blocks.map((block) => block.seqno);
}

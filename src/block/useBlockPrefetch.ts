import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useApiClient } from '../api/api-client-context.ts';
import {
  PREFETCH_MAX_BYTES,
  prefetchBlock,
  prefetchBlockWhenIdle,
  type MasterchainBlock,
} from '../api/block/masterchain-block.ts';
import { masterchainInfoQueryOptions } from '../api/head/masterchain-info.ts';
import { MAX_SEQNO } from '../ton/seqno.ts';

/**
 * Loads neighbouring blocks before they are opened: returns the prefetch for the pager's links (on hover
 * and focus), and fetches the next block by itself when the browser is idle.
 */
export function useBlockPrefetch(block: MasterchainBlock): (seqno: number) => void {
  const client = useApiClient();
  const queryClient = useQueryClient();

  const prefetch = useCallback(
    (seqno: number) => void prefetchBlock(queryClient, client, seqno),
    [client, queryClient],
  );
  // The next block is the likeliest next page: → is one key away. Fetched when the browser is idle, so
  // it never competes with this block's own rendering; and only once this block is complete. Not past the
  // newest block the index is known to have: that block does not exist yet, and asking would spend a
  // request (toncenter allows 1 a second without a key) on a 404.
  // Nor after a big block (its answer over PREFETCH_MAX_BYTES): the next one is likely big too, and a
  // guess is not worth that much of the user's data.
  const complete = block.partial === undefined;
  const big = (block.answerBytes ?? 0) > PREFETCH_MAX_BYTES;
  useEffect(() => {
    const next = block.seqno + 1;
    const newest = queryClient.getQueryData(masterchainInfoQueryOptions(client).queryKey)?.last.seqno;
    if (!complete || big || next > MAX_SEQNO || (newest !== undefined && next > newest)) return;
    return prefetchBlockWhenIdle(queryClient, client, next);
  }, [block.seqno, complete, big, queryClient, client]);

  return prefetch;
}

/**
 * A masterchain block in one line: its time and how many transactions it commits, read from the first
 * answer of /masterchainBlockShardState alone — never the transaction pages of the live shape. What the
 * time search probes, what the home page's recent blocks show and what "follow the head" counts.
 *
 * - The live shape (`{blocks}`): the masterchain block's own `gen_utime`, and the `tx_count` of the
 *   masterchain block plus that of each listed shard block it commits (`masterchain_block_ref` is this
 *   block). The answer is the shards' state: it lists each shard's latest block, also one committed by
 *   an earlier masterchain block (left out here), and only the latest of several a shard made since the
 *   last masterchain block (so the count is a lower bound: `transactionsAtLeast`).
 * - The spec shape (`{transactions}`): the latest transaction time (a block header is not part of it;
 *   a transaction's `now` is its shard block's time, within seconds of the masterchain block's), and the
 *   number of transactions. A block with no transaction has no time there: `time` is undefined.
 *
 * Only the fields read here are validated (a small schema of its own), so the pages that use it do not
 * carry the transaction schemas.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '../client.ts';
import { blockSchema, type Block } from './block-schemas.ts';
import { DEFAULT_RETRY_POLICY, LOAD_DEADLINE_MS, deadlineGiveUp, withRetry } from '../http/retry.ts';
import { endpointKey } from '../query-keys.ts';
import { lenient } from '../schema-kit.ts';
import { optionalInt } from '../tolerant-object.ts';

export interface BlockOverview {
  seqno: number;
  /** Unix seconds, or undefined when the answer gives no time (a spec-shaped answer with no transaction). */
  time: number | undefined;
  /** Where `time` comes from: the block's header, or its latest transaction. */
  timeSource: 'block' | 'transactions' | undefined;
  /** Transactions the block commits, or undefined when the live shape's headers leave a count out. */
  transactions: number | undefined;
  /** The live shape's count may miss the transactions of shard blocks the answer does not list. */
  transactionsAtLeast: boolean;
  shape: 'spec' | 'live';
}

const overviewAnswerSchema = z.looseObject({
  blocks: z.optional(lenient(z.array(blockSchema))),
  transactions: z.optional(lenient(z.array(z.looseObject({ now: optionalInt })))),
});

type OverviewAnswer = z.output<typeof overviewAnswerSchema>;

/** What one answer says of the block; exported for tests of the reading alone. */
export function overviewOf(seqno: number, answer: OverviewAnswer): BlockOverview {
  const blocks = answer.blocks;
  if (blocks) {
    const header = blocks.find((block) => block.workchain === -1 && block.seqno === seqno);
    // gen_utime is unix seconds: it fits a double exactly.
    const genUtime = header?.gen_utime;
    const time = typeof genUtime === 'bigint' ? Number(genUtime) : undefined;
    const transactions = committedTransactions(seqno, blocks);
    return {
      seqno,
      time,
      timeSource: time === undefined ? undefined : 'block',
      transactions,
      transactionsAtLeast: true,
      shape: 'live',
    };
  }
  const transactions = answer.transactions ?? [];
  let latest: number | undefined;
  for (const transaction of transactions) {
    const now = transaction.now;
    if (typeof now === 'number') latest = Math.max(latest ?? now, now);
  }
  return {
    seqno,
    time: latest,
    timeSource: latest === undefined ? undefined : 'transactions',
    transactions: transactions.length,
    transactionsAtLeast: false,
    shape: 'spec',
  };
}

/**
 * The transactions of the listed blocks this masterchain block commits: itself, and each shard block whose
 * `masterchain_block_ref` names it. Undefined when a count or a reference it needs is not given.
 */
function committedTransactions(seqno: number, blocks: readonly Block[]): number | undefined {
  let total = 0;
  for (const block of blocks) {
    const isItself = block.workchain === -1 && block.seqno === seqno;
    const reference = block.masterchain_block_ref;
    if (!isItself && (reference === undefined || reference === null)) return undefined;
    if (!isItself && reference?.seqno !== seqno) continue;
    const count = block.tx_count;
    if (typeof count !== 'number') return undefined;
    total += count;
  }
  return total;
}

export async function fetchBlockOverview(
  client: ApiClient,
  seqno: number,
  signal?: AbortSignal,
  options: { retry?: boolean; deadlineMs?: number } = {},
): Promise<BlockOverview> {
  const startedAt = Date.now();
  const deadlineMs = options.deadlineMs ?? LOAD_DEADLINE_MS;
  const deadlineAt = startedAt + deadlineMs;
  const { data } = await withRetry(
    () =>
      client.get('masterchainBlockShardState', [['seqno', String(seqno)]], overviewAnswerSchema, signal, {
        deadlineAt,
      }),
    {
      signal,
      deadlineAt,
      onGiveUp: deadlineGiveUp(seqno, startedAt, deadlineMs),
      ...(options.retry ? {} : { policy: { ...DEFAULT_RETRY_POLICY, attempts: 1 } }),
    },
  );
  return overviewOf(seqno, data);
}

/** A block never changes once the index holds it: its overview is asked for once per session. */
export function blockOverviewQueryOptions(client: ApiClient, seqno: number) {
  return queryOptions({
    queryKey: ['blockOverview', endpointKey(client), seqno],
    queryFn: ({ signal, client: queryClient }) =>
      fetchBlockOverview(client, seqno, signal, {
        retry: queryClient.getDefaultOptions().queries?.retry !== false,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

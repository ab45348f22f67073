/**
 * A masterchain block in one line: its time and how many transactions it commits, read from the first
 * answer of /masterchainBlockShardState alone — never the transaction pages of the live shape. What the
 * time search probes, what the home page's recent blocks show and what "follow the head" counts.
 *
 * - The live shape (`{blocks}`): the masterchain block's own `gen_utime`, and the sum of every listed
 *   block's `tx_count` (the masterchain block and each shard block it commits).
 * - The spec shape (`{transactions}`): the latest transaction time (a block header is not part of it;
 *   a transaction's `now` is its shard block's time, within seconds of the masterchain block's), and the
 *   number of transactions. A block with no transaction has no time there: `time` is undefined.
 *
 * Only the fields read here are validated (a small schema of its own), so the pages that use it do not
 * carry the transaction schemas.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { blockSchema } from './block-schemas.ts';
import { DEFAULT_RETRY_POLICY, LOAD_DEADLINE_MS, deadlineGiveUp, withRetry } from './retry.ts';
import { lenient, optionalInt } from './schema-kit.ts';

export interface BlockOverview {
  seqno: number;
  /** Unix seconds, or undefined when the answer gives no time (a spec-shaped answer with no transaction). */
  time: number | undefined;
  /** Where `time` comes from: the block's header, or its latest transaction. */
  timeSource: 'block' | 'transactions' | undefined;
  /** Transactions the block commits, or undefined when the live shape's headers leave a count out. */
  transactions: number | undefined;
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
    const time = header?.gen_utime === undefined ? undefined : Number(header.gen_utime);
    const counts = blocks.map((block) => block.tx_count);
    const transactions = counts.every((count) => count !== undefined)
      ? counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
      : undefined;
    return { seqno, time, timeSource: time === undefined ? undefined : 'block', transactions, shape: 'live' };
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
    shape: 'spec',
  };
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
      onGiveUp: deadlineGiveUp(`Block ${seqno}`, startedAt, deadlineMs),
      ...(options.retry ? {} : { policy: { ...DEFAULT_RETRY_POLICY, attempts: 1 } }),
    },
  );
  return overviewOf(seqno, data);
}

/** A block never changes once the index holds it: its overview is asked for once per session. */
export function blockOverviewQueryOptions(client: ApiClient, seqno: number) {
  // The client is identified by its base URL: a key changes who may ask, not what the answer is.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['blockOverview', client.baseUrl, seqno],
    queryFn: ({ signal, client: queryClient }) =>
      fetchBlockOverview(client, seqno, signal, {
        retry: queryClient.getDefaultOptions().queries?.retry !== false,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

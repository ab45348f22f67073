import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  chunkAnswerOf,
  planAccountStatesRequests,
  type AccountStatesChunkAnswer,
} from '../../api/account-states.ts';
import { ApiError } from '../../api/api-error.ts';
import { createApiClient } from '../../api/client.ts';
import type { Account } from '../../api/schemas.ts';
import { toRawAddress } from '../../ton/address.ts';
import {
  buildLookupSnapshot,
  chunkStatusOf,
  chunksWithStatus,
  lookupProgress,
  type ChunkQueryState,
} from './account-lookup.ts';

const client = createApiClient({ baseUrl: 'https://toncenter.com' });

function raws(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    toRawAddress({
      workchain: 0,
      hash: Uint8Array.from({ length: 32 }, (_, byte) => (index * 7 + byte) & 0xff),
    }),
  );
}

/** An answer to `asked` that has the given accounts with the given balances (nanotons). */
function answer(
  asked: readonly string[],
  found: Record<string, bigint>,
  previous?: AccountStatesChunkAnswer,
): AccountStatesChunkAnswer {
  const accounts: Account[] = Object.entries(found).map(([address, balance]) => ({
    address,
    balance,
    extra_currencies: {},
    status: 'active',
    last_transaction_lt: undefined,
  }));
  return chunkAnswerOf(asked, { accounts, address_book: {}, metadata: {} }, previous);
}

/** React Query's state of a chunk, as useQueries reports it. */
const fetching: ChunkQueryState = {
  status: 'pending',
  fetchStatus: 'fetching',
  data: undefined,
  error: null,
  dataUpdatedAt: 0,
};
const answered = (data: AccountStatesChunkAnswer, at: number): ChunkQueryState => ({
  status: 'success',
  fetchStatus: 'idle',
  data,
  error: null,
  dataUpdatedAt: at,
});
const failedWith = (error: unknown, data?: AccountStatesChunkAnswer): ChunkQueryState => ({
  status: 'error',
  fetchStatus: 'idle',
  data,
  error,
  dataUpdatedAt: data ? 1 : 0,
});

describe('chunkStatusOf', () => {
  it.each([
    ['pending', 'fetching', null, 'loading'],
    ['success', 'fetching', null, 'loading'],
    ['error', 'fetching', new Error('x'), 'loading'],
    ['pending', 'paused', null, 'waiting'],
    ['pending', 'idle', null, 'waiting'],
    ['success', 'idle', null, 'done'],
    ['error', 'idle', new ApiError({ kind: 'network', message: 'down' }), 'failed'],
    ['error', 'idle', new CancelledError(), 'cancelled'],
  ] as const)('%s while %s → %s', (status, fetchStatus, error, expected) => {
    expect(chunkStatusOf({ status, fetchStatus, error })).toBe(expected);
  });
});

describe('buildLookupSnapshot', () => {
  const list = raws(150);
  const planned = planAccountStatesRequests(client, list, true);
  const first = planned[0]!.rawAddresses;
  const running = planned.map(() => fetching);

  it('plans the list in chunks, all running', () => {
    const snapshot = buildLookupSnapshot(planned, running);
    expect(planned.length).toBeGreaterThan(1);
    expect(snapshot.rawAddresses).toEqual(list);
    expect(snapshot.chunkIndexOf.get(list.at(-1)!)).toBe(planned.length - 1);
    expect(lookupProgress(snapshot)).toMatchObject({ total: 150, settled: 0, running: true });
  });

  it('folds answers in as they arrive: found and not found', () => {
    const [a, b] = first;
    const states = [answered(answer(first, { [a!]: 5n, [b!]: 7n }), 1000), ...running.slice(1)];
    const snapshot = buildLookupSnapshot(planned, states);
    expect(snapshot.accounts.get(a!)?.balance).toBe(5n);
    expect(snapshot.notFound.size).toBe(first.length - 2);
    expect(snapshot.previousBalances).toBeNull();
    expect(lookupProgress(snapshot)).toMatchObject({
      settled: first.length,
      found: 2,
      running: true,
      lastAnswerAt: 1000,
    });
  });

  it('marks a failed chunk with its reason and offers only it for retry', () => {
    const error = new ApiError({ kind: 'http', status: 422, message: 'HTTP 422: boom' });
    const states = planned.map((chunk, index) =>
      index === 1 ? failedWith(error) : answered(answer(chunk.rawAddresses, {}), 5),
    );
    const snapshot = buildLookupSnapshot(planned, states);
    expect(chunksWithStatus(snapshot, ['failed'])).toEqual([1]);
    expect(snapshot.chunks[1]?.error).toBe(error);
    expect(lookupProgress(snapshot)).toMatchObject({
      failed: planned[1]!.rawAddresses.length,
      settled: 150,
      running: false,
    });
  });

  it('a cancelled lookup keeps what arrived and marks the rest not fetched', () => {
    const [a] = first;
    const states = [
      answered(answer(first, { [a!]: 3n }), 5),
      ...planned.slice(1).map(() => failedWith(new CancelledError())),
    ];
    const snapshot = buildLookupSnapshot(planned, states);
    expect(snapshot.accounts.get(a!)?.balance).toBe(3n);
    expect(chunksWithStatus(snapshot, ['cancelled'])).toEqual(planned.slice(1).map((_, index) => index + 1));
    expect(lookupProgress(snapshot)).toMatchObject({ running: false, notFetched: 150 - first.length });
  });

  it('a refresh keeps the values shown, and its answer carries the balances it replaced', () => {
    const three = list.slice(0, 3);
    const [a, b, c] = three;
    const [chunk] = planAccountStatesRequests(client, three, true);
    const before = answer(three, { [a!]: 5n, [b!]: 6n });
    // Refetching: React Query keeps the previous answer as the query's data.
    const during = buildLookupSnapshot([chunk!], [{ ...answered(before, 100), fetchStatus: 'fetching' }]);
    expect(during.chunks[0]?.status).toBe('loading');
    expect(during.accounts.get(a!)?.balance).toBe(5n);
    expect(lookupProgress(during)).toMatchObject({ running: true, settled: 0 });

    const after = buildLookupSnapshot(
      [chunk!],
      [answered(answer(three, { [a!]: 8n, [c!]: 1n }, before), 200)],
    );
    expect(after.previousBalances).toEqual(
      new Map([
        [a!, 5n],
        [b!, 6n],
        [c!, null],
      ]),
    );
    expect(after.accounts.has(b!)).toBe(false);
    expect(after.notFound.has(b!)).toBe(true);
    expect(after.accounts.get(c!)?.balance).toBe(1n);
  });
});

import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import type { AccountStatesResponse } from '../api/schemas.ts';
import { toRawAddress } from '../ton/address.ts';
import {
  applyAnswer,
  applyFailure,
  beginRefresh,
  cancelLookup,
  createLookup,
  failedChunks,
  isStale,
  LOOKUP_STALE_AFTER_MS,
  lookupProgress,
  markSent,
  suspendLookup,
  unsentChunks,
  type AccountLookupSnapshot,
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

/** An answer that has the given accounts with the given balances (nanotons). */
function answer(found: Record<string, bigint>): AccountStatesResponse {
  return {
    accounts: Object.entries(found).map(([address, balance]) => ({
      address,
      balance,
      extra_currencies: {},
      status: 'active',
      last_transaction_lt: undefined,
    })),
    address_book: {},
    metadata: {},
  };
}

function sendAll(snapshot: AccountLookupSnapshot) {
  return markSent(
    snapshot,
    snapshot.chunks.map((_, index) => index),
  );
}

describe('account lookup snapshots', () => {
  const list = raws(150);

  it('plans the list in chunks, all waiting', () => {
    const snapshot = createLookup(client, list, true, 0);
    expect(snapshot.chunks.length).toBeGreaterThan(1);
    expect(snapshot.rawAddresses).toEqual(list);
    expect(unsentChunks(snapshot)).toEqual(snapshot.chunks.map((_, index) => index));
    expect(lookupProgress(snapshot)).toMatchObject({ total: 150, settled: 0, running: true });
  });

  it('folds answers in as they arrive: found and not found', () => {
    const { snapshot, attempts } = sendAll(createLookup(client, list, true, 0));
    const first = snapshot.chunks[0]!;
    const [a, b] = first.rawAddresses;
    const next = applyAnswer(snapshot, 0, attempts.get(0)!, answer({ [a!]: 5n, [b!]: 7n }), 1000);
    expect(next.accounts.get(a!)?.balance).toBe(5n);
    expect(next.notFound.size).toBe(first.rawAddresses.length - 2);
    expect(lookupProgress(next)).toMatchObject({
      settled: first.rawAddresses.length,
      found: 2,
      running: true,
      lastAnswerAt: 1000,
    });
  });

  it('ignores an answer to an older attempt: a late answer never overwrites newer data', () => {
    const sent = sendAll(createLookup(client, list, true, 0));
    const [a] = sent.snapshot.chunks[0]!.rawAddresses;
    const oldAttempt = sent.attempts.get(0)!;
    // A refresh sends the chunk again before the first answer arrives.
    const again = markSent(beginRefresh(sent.snapshot, 10), [0]);
    const fresh = applyAnswer(again.snapshot, 0, again.attempts.get(0)!, answer({ [a!]: 9n }), 20);
    const late = applyAnswer(fresh, 0, oldAttempt, answer({ [a!]: 1n }), 30);
    expect(late).toBe(fresh);
    expect(late.accounts.get(a!)?.balance).toBe(9n);
    expect(applyFailure(fresh, 0, oldAttempt, new Error('late'))).toBe(fresh);
  });

  it('marks a failed chunk and offers only it for retry', () => {
    const sent = sendAll(createLookup(client, list, true, 0));
    const failed = applyFailure(sent.snapshot, 1, sent.attempts.get(1)!, new Error('boom'));
    expect(failedChunks(failed)).toEqual([1]);
    expect(lookupProgress(failed).failed).toBe(failed.chunks[1]!.rawAddresses.length);
  });

  it('cancel keeps what arrived and marks the rest not fetched; leaving the page only pauses', () => {
    const sent = sendAll(createLookup(client, list, true, 0));
    const [a] = sent.snapshot.chunks[0]!.rawAddresses;
    const partial = applyAnswer(sent.snapshot, 0, sent.attempts.get(0)!, answer({ [a!]: 3n }), 5);
    const cancelled = cancelLookup(partial);
    expect(cancelled.cancelledByUser).toBe(true);
    expect(cancelled.accounts.get(a!)?.balance).toBe(3n);
    expect(lookupProgress(cancelled)).toMatchObject({
      running: false,
      notFetched: 150 - partial.chunks[0]!.rawAddresses.length,
    });
    const paused = suspendLookup(partial);
    expect(paused.cancelledByUser).toBe(false);
    expect(unsentChunks(paused)).toEqual(partial.chunks.slice(1).map((_, index) => index + 1));
  });

  it('a refresh keeps the values shown and remembers the balances before it', () => {
    let snapshot = createLookup(client, list.slice(0, 3), true, 0);
    let sent = sendAll(snapshot);
    const [a, b, c] = list;
    snapshot = applyAnswer(sent.snapshot, 0, sent.attempts.get(0)!, answer({ [a!]: 5n, [b!]: 6n }), 100);
    snapshot = beginRefresh(snapshot, 200);
    expect(snapshot.accounts.get(a!)?.balance).toBe(5n);
    expect(snapshot.previousBalances).toEqual(
      new Map([
        [a!, 5n],
        [b!, 6n],
        [c!, null],
      ]),
    );
    sent = sendAll(snapshot);
    snapshot = applyAnswer(sent.snapshot, 0, sent.attempts.get(0)!, answer({ [a!]: 8n, [c!]: 1n }), 300);
    expect(snapshot.accounts.has(b!)).toBe(false);
    expect(snapshot.notFound.has(b!)).toBe(true);
    expect(snapshot.accounts.get(c!)?.balance).toBe(1n);
  });

  it('is stale only when finished and older than the limit', () => {
    const sent = sendAll(createLookup(client, list.slice(0, 2), true, 0));
    const done = applyAnswer(sent.snapshot, 0, sent.attempts.get(0)!, answer({}), 1000);
    expect(isStale(done, 1000 + LOOKUP_STALE_AFTER_MS)).toBe(false);
    expect(isStale(done, 1001 + LOOKUP_STALE_AFTER_MS)).toBe(true);
    expect(isStale(sent.snapshot, 10 * LOOKUP_STALE_AFTER_MS)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_JSON_VALUES } from '../../../test/fixtures/hostile-stored-values.ts';
import { BUDGET_FIELDS } from '../../../test/e2e/storage-keys.ts';
import { ApiError } from '../api-error.ts';
import {
  BUDGET_STORAGE_PREFIX,
  CAUTIOUS_HOLD_MS,
  MAX_SPACING_MS,
  CAUTIOUS_RUN,
  LEARNED_FOR_MS,
  PATIENCE_MS,
  SPEED_UP_AFTER_MS,
  SPEED_UP_RUN,
  budgetId,
  createRequestBudget,
  type BudgetEnvironment,
  type BudgetTicket,
  type RequestBudget,
} from './request-budget.ts';

/** What two tabs of one origin share: their localStorage. */
function sharedStorage(): NonNullable<BudgetEnvironment['storage']> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function environment(storage = sharedStorage()): BudgetEnvironment {
  return { now: () => Date.now(), storage, locks: undefined };
}

const unknownServer = { baseUrl: 'https://index.example.org' };
const keylessToncenter = { baseUrl: 'https://toncenter.com', knownRequestsPerSecond: 1 };

/** Takes `count` turns at once and records when each was let through, ms after the start. */
function takeMany(budget: RequestBudget, count: number) {
  const start = Date.now();
  const released: number[] = [];
  const tickets: BudgetTicket[] = [];
  for (let index = 0; index < count; index++) {
    void budget.take().then((ticket) => {
      released[index] = Date.now() - start;
      tickets[index] = ticket;
    });
  }
  return { released, tickets };
}

/** One turn, the clock run forward until it is given. */
async function turn(budget: RequestBudget): Promise<BudgetTicket> {
  let ticket: BudgetTicket | undefined;
  void budget.take().then((given) => (ticket = given));
  while (!ticket) await vi.advanceTimersByTimeAsync(50);
  return ticket;
}

describe('the request budget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spaces a known limit by a little over 1/rate, the first at once', async () => {
    const budget = createRequestBudget(keylessToncenter, environment());
    const { released, tickets } = takeMany(budget, 3);
    await vi.advanceTimersByTimeAsync(0);
    tickets[0]?.answered();
    await vi.advanceTimersByTimeAsync(5000);
    expect(released[0]).toBe(0);
    expect(released[1]).toBeGreaterThanOrEqual(1000);
    expect(released[2]! - released[1]!).toBeGreaterThanOrEqual(1000);
    expect(released[2]).toBeLessThan(2200);
  });

  it('asks an unknown server one request at a time, then in parallel after a run of answers', async () => {
    const budget = createRequestBudget(unknownServer, environment());
    const first = takeMany(budget, 3);
    await vi.advanceTimersByTimeAsync(100);
    // The second waits for the first to be answered…
    expect(first.released).toEqual([0]);
    first.tickets[0]?.answered();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.released).toEqual([0, 100]);
    // …or, when the answer is slow, for a quarter of a second at most.
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.released).toEqual([0, 100, 100 + CAUTIOUS_HOLD_MS]);
    first.tickets[2]?.answered();
    first.tickets[1]?.answered();
    for (let index = 2; index < CAUTIOUS_RUN; index++) (await turn(budget)).answered();
    const parallel = takeMany(budget, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(parallel.released).toEqual([0, 0, 0, 0, 0]);
  });

  it('a 429 pauses the whole endpoint for its Retry-After, then spaces requests by it', async () => {
    const budget = createRequestBudget(unknownServer, environment());
    (await turn(budget)).answered();
    await vi.advanceTimersByTimeAsync(10);
    const refused = await budget.take();
    expect(refused.refused(1000)).toBe(1000);
    const next = takeMany(budget, 3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(next.released[0]).toBeGreaterThanOrEqual(1000);
    expect(next.released[1]! - next.released[0]!).toBeGreaterThanOrEqual(1000);
    expect(next.released[2]! - next.released[1]!).toBeGreaterThanOrEqual(1000);
    expect(next.released[2]! - next.released[1]!).toBeLessThan(1100);
  });

  it('backs off 1, 2, 4 s on refusals without Retry-After', async () => {
    const budget = createRequestBudget(keylessToncenter, environment());
    const waits: number[] = [];
    for (let index = 0; index < 3; index++) waits.push((await turn(budget)).refused(undefined));
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('a Retry-After longer than anyone waits is reported, not imposed on the endpoint', async () => {
    const budget = createRequestBudget(unknownServer, environment());
    expect((await turn(budget)).refused(PATIENCE_MS + 30_000)).toBe(Infinity);
    const next = takeMany(budget, 1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(next.released[0]).toBeLessThanOrEqual(2100);
  });

  it('a wait longer than the caller still waits is reported, and not imposed on whoever asks next', async () => {
    const budget = createRequestBudget(keylessToncenter, environment());
    expect((await turn(budget)).refused(undefined, 5000)).toBe(1000);
    // Ten seconds asked, five left to the caller: it gives up, and the endpoint is not paused for ten.
    expect((await turn(budget)).refused(10_000, 5000)).toBe(Infinity);
    const next = takeMany(budget, 1);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(next.released[0]).toBeLessThan(10_000);
  });

  it('refusals of a burst sent under one spacing change it once', async () => {
    const budget = createRequestBudget(keylessToncenter, environment());
    const tickets = takeMany(budget, 3);
    await vi.advanceTimersByTimeAsync(2200);
    tickets.tickets[0]?.answered();
    tickets.tickets[1]?.refused(1000);
    tickets.tickets[2]?.refused(1000);
    await vi.advanceTimersByTimeAsync(1000);
    const after = takeMany(budget, 2);
    await vi.advanceTimersByTimeAsync(10_000);
    // Doubled once (2.1 s), not twice (4.2 s).
    expect(after.released[1]! - after.released[0]!).toBeGreaterThanOrEqual(2100);
    expect(after.released[1]! - after.released[0]!).toBeLessThan(2200);
  });

  it('speeds up after a run of answers, no more than once a minute, never below the refused spacing', async () => {
    const budget = createRequestBudget(unknownServer, environment());
    const answered = takeMany(budget, 1);
    await vi.advanceTimersByTimeAsync(0);
    answered.tickets[0]?.answered();
    await vi.advanceTimersByTimeAsync(400);
    // Refused 400 ms after the previous one: 400 ms is the floor; Retry-After 2 s sets the spacing.
    const refused = takeMany(budget, 1);
    await vi.advanceTimersByTimeAsync(0);
    refused.tickets[0]?.refused(2000);
    const spacing = async () => {
      const pair = takeMany(budget, 2);
      await vi.advanceTimersByTimeAsync(20_000);
      pair.tickets[0]?.answered();
      pair.tickets[1]?.answered();
      return pair.released[1]! - pair.released[0]!;
    };
    expect(await spacing()).toBeCloseTo(2100, -1);
    for (let index = 0; index < SPEED_UP_RUN; index++) (await turn(budget)).answered();
    // A run of answers, but within the minute: no change yet.
    expect(await spacing()).toBeCloseTo(2100, -1);
    let previous = 2100;
    for (let round = 0; round < 12; round++) {
      await vi.advanceTimersByTimeAsync(SPEED_UP_AFTER_MS);
      for (let index = 0; index < SPEED_UP_RUN; index++) (await turn(budget)).answered();
      const now = await spacing();
      expect(now).toBeLessThanOrEqual(previous + 1);
      previous = now;
    }
    expect(previous).toBeCloseTo(420, -1);
  });

  it('a refusal after the user was idle teaches no floor: the spacing comes back to the known limit', async () => {
    const budget = createRequestBudget(keylessToncenter, environment());
    (await turn(budget)).answered();
    await vi.advanceTimersByTimeAsync(30_000);
    (await turn(budget)).refused(1000);
    let spacing = Infinity;
    for (let round = 0; round < 4; round++) {
      await vi.advanceTimersByTimeAsync(SPEED_UP_AFTER_MS);
      for (let index = 0; index < SPEED_UP_RUN; index++) (await turn(budget)).answered();
      const pair = takeMany(budget, 2);
      await vi.advanceTimersByTimeAsync(20_000);
      pair.tickets[0]?.answered();
      pair.tickets[1]?.answered();
      spacing = pair.released[1]! - pair.released[0]!;
    }
    // Back to 1/s (+5 %), not held at the 30 s gap the refusal came after.
    expect(spacing).toBeCloseTo(1050, -1);
  });

  it('tabs share what is learned: a refusal in one pauses the other', async () => {
    const storage = sharedStorage();
    const tabA = createRequestBudget(keylessToncenter, environment(storage));
    const tabB = createRequestBudget(keylessToncenter, environment(storage));
    (await turn(tabA)).refused(5000);
    const fromB = takeMany(tabB, 1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(fromB.released[0]).toBeGreaterThanOrEqual(5000);
  });

  it('forgets what it learned after an hour', async () => {
    const budget = createRequestBudget(unknownServer, environment());
    (await turn(budget)).refused(2000);
    await vi.advanceTimersByTimeAsync(LEARNED_FOR_MS + 1);
    const fresh = takeMany(budget, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(fresh.released).toEqual([0]);
  });

  it('rejects a caller whose signal aborts while it waits, and lets the next one go', async () => {
    const budget = createRequestBudget(keylessToncenter, environment());
    (await turn(budget)).answered();
    const controller = new AbortController();
    const waiting = budget.take(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    const next = takeMany(budget, 1);
    await vi.advanceTimersByTimeAsync(1100);
    expect(next.released).toHaveLength(1);
  });

  it('gives each key its own budget, without writing the key', () => {
    const one = budgetId({ ...keylessToncenter, apiKey: 'first-secret-key' });
    const two = budgetId({ ...keylessToncenter, apiKey: 'second-secret-key' });
    expect(one).not.toBe(two);
    expect(one + two).not.toContain('secret');
  });
});

describe('a stored budget read as a stranger wrote it (issue 24, item 3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const key = BUDGET_STORAGE_PREFIX + budgetId(unknownServer);

  function poisoned(fields: Record<string, unknown>) {
    const storage = sharedStorage();
    const now = Date.now();
    const fresh = {
      version: 1,
      spacingMs: 0,
      floorMs: 0,
      cautiousLeft: 0,
      lastSentAt: now - 1000,
      pausedUntil: 0,
      refusalsInRow: 0,
      answersSinceChange: 0,
      changedAt: now,
      updatedAt: now,
    };
    storage.setItem(key, JSON.stringify({ ...fresh, ...fields }));
    return { storage, budget: createRequestBudget(unknownServer, environment(storage)) };
  }

  /** How long, on the fake clock, until a turn is given: Infinity past two minutes. */
  async function waitForTurn(budget: RequestBudget): Promise<number> {
    const start = Date.now();
    let givenAt: number | undefined;
    void budget.take().then((ticket) => {
      givenAt = Date.now();
      ticket.answered();
    });
    for (let waited = 0; givenAt === undefined && waited < 120_000; waited += 500)
      await vi.advanceTimersByTimeAsync(500);
    return givenAt === undefined ? Infinity : givenAt - start;
  }

  it('a pause 10^13 ms ahead holds the endpoint no longer than the longest wait it honours', async () => {
    const { budget } = poisoned({ pausedUntil: Date.now() + 1e13 });
    expect(await waitForTurn(budget)).toBeLessThanOrEqual(PATIENCE_MS);
  });

  it('a last send in the future and a spacing of 10^13 ms hold it no longer than the longest spacing', async () => {
    const { budget } = poisoned({ lastSentAt: Date.now() + 1e13, spacingMs: 1e13, floorMs: 1e13 });
    expect(await waitForTurn(budget)).toBeLessThanOrEqual(MAX_SPACING_MS);
  });

  // The shared hostile values and the budget's field names, as the poisoned-storage spec uses them.
  it.each(BUDGET_FIELDS)(
    'any value of %s leaves a turn within the longest honoured wait, and a state that adds up',
    async (field) => {
      for (const value of HOSTILE_JSON_VALUES) {
        const { budget, storage } = poisoned({ [field]: value });
        expect(await waitForTurn(budget)).toBeLessThanOrEqual(PATIENCE_MS);
        // What it learns next is written back as plain, bounded numbers.
        const refused = await turn(budget);
        expect(refused.refused(1000)).toBeLessThanOrEqual(PATIENCE_MS);
        const saved = JSON.parse(storage.getItem(key) ?? 'null') as Record<string, unknown>;
        for (const name of BUDGET_FIELDS)
          expect(Number.isFinite(saved[name]), `${field}=${JSON.stringify(value)}: ${name}`).toBe(true);
        expect(saved['spacingMs']).toBeLessThanOrEqual(MAX_SPACING_MS);
        expect(saved['pausedUntil']).toBeLessThanOrEqual(Date.now() + PATIENCE_MS);
      }
    },
  );

  it('a whole entry that is not a state (an array, a string, a number, __proto__) starts afresh', async () => {
    for (const text of ['[1,2]', '"x"', '1e308', '{"__proto__":{"version":1,"pausedUntil":1e300}}', '{']) {
      const storage = sharedStorage();
      storage.setItem(key, text);
      const budget = createRequestBudget(unknownServer, environment(storage));
      expect(await waitForTurn(budget)).toBe(0);
    }
  });

  it('a wait that would end past the caller’s deadline is refused at once, naming the pause', async () => {
    const { budget } = poisoned({ pausedUntil: Date.now() + 30_000 });
    const start = Date.now();
    let failure: unknown;
    void budget.take(undefined, { deadlineAt: start + 5_000, request: '/api/v3/masterchainInfo' }).then(
      (ticket) => ticket.released(),
      (error: unknown) => (failure = error),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('rate-limit');
    expect((failure as ApiError).request).toBe('/api/v3/masterchainInfo');
    expect((failure as ApiError).retryAfterMs).toBe(30_000);
  });

  it('a spacing that would end past the deadline is refused as no time left to ask', async () => {
    const { budget } = poisoned({ lastSentAt: Date.now(), spacingMs: 8_000, floorMs: 8_000 });
    let failure: unknown;
    void budget.take(undefined, { deadlineAt: Date.now() + 2_000, request: '/r' }).then(
      (ticket) => ticket.released(),
      (error: unknown) => (failure = error),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect((failure as ApiError | undefined)?.kind).toBe('timeout');
  });
});

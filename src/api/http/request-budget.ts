/**
 * One request budget per endpoint, learned from how the server answers and shared by every tab of this
 * origin. Servers the app cannot know in advance (a self-hosted index, a proxy, a paid toncenter plan,
 * two tabs on one key) refuse bursts with 429; the budget keeps the client from sending them.
 *
 * - It starts from what is known: toncenter's 1 request/s without a key and 10/s with one. An unknown
 *   server starts cautiously: each request waits for the one before it to be answered (across tabs), or
 *   for CAUTIOUS_HOLD_MS, until a run of answers shows it takes more; after that requests are not spaced
 *   until the server refuses one.
 * - A 429 pauses the whole endpoint (Retry-After, or a back-off of 1, 2, 4… s), and sets a spacing: the
 *   Retry-After (at most 2 s, so "Retry-After: 1" means one request a second), or twice the spacing
 *   that was refused. The spacing at which the server refused is remembered as a floor.
 * - After a run of answers with no refusal it speeds up again, a quarter at a time and no more than
 *   once a minute (a walk through blocks or a lookup never probes twice), never below the floor: the
 *   ceiling is the known limit, or the rate this server refused.
 *
 * Tabs share it through localStorage (the state) and Web Locks (who sends next); what is learned is
 * kept for an hour. Without either (Node, old browsers) the budget is this page's alone.
 */

import { ApiError, isApiError } from '../api-error.ts';
import { PATIENCE_MS, refusalPause } from './refusals.ts';
import { sleep } from './retry.ts';
import { httpMessages as m } from '../http-messages.ts';

export { PATIENCE_MS };

/** How a request that was let through ended, for the budget to learn from. */
export interface BudgetTicket {
  /** The server answered (2xx): a success toward speeding up. */
  answered(): void;
  /**
   * The server refused with 429. Returns how long, in ms, until this endpoint may be asked again;
   * `Infinity` when that wait (the server's Retry-After, or the back-off) is longer than the caller will
   * still wait (`patienceLeftMs`, at most PATIENCE_MS): the pause is then not imposed on the endpoint,
   * since the caller gives up and says so, and whoever asks next (a person's Try again) is not held back.
   */
  refused(retryAfterMs: number | undefined, patienceLeftMs?: number): number;
  /** Any other end (an error status, a network failure, a cancel): nothing learned. */
  released(): void;
}

/** The caller's deadline for its turn, and the request it is for (named by the error past it). */
export interface TurnDeadline {
  /** Epoch milliseconds: a turn that would come later is refused at once, and no wait goes past it. */
  deadlineAt?: number | undefined;
  request?: string | undefined;
}

export interface RequestBudget {
  /**
   * Resolves when the caller may send; rejects with the signal's reason if aborted while waiting, and
   * with an ApiError when the turn would come after `turn.deadlineAt` (`rate-limit` when a refusal's pause
   * is why, naming its wait; `timeout` otherwise): every wait of a load counts inside its deadline.
   */
  take(signal?: AbortSignal, turn?: TurnDeadline): Promise<BudgetTicket>;
  /** The milliseconds now kept between two sends (the learned or known limit; 0: not spaced). Read only. */
  spacingMs?(): number;
}

export interface RequestBudgetEndpoint {
  /** Absolute base URL of the endpoint (the app's origin for the built-in sample API). */
  baseUrl: string;
  apiKey?: string | undefined;
  /** The limit known in advance (toncenter's), or undefined for a server to learn. */
  knownRequestsPerSecond?: number | undefined;
}

/** Answers needed, one at a time, before an unknown server is sent requests in parallel. */
export const CAUTIOUS_RUN = 8;
/** Answers with no refusal, and time since the last change, before the spacing shrinks by a quarter. */
export const SPEED_UP_RUN = 20;
export const SPEED_UP_AFTER_MS = 60_000;
/** Learned state older than this is forgotten: servers and plans change. */
export const LEARNED_FOR_MS = 60 * 60_000;
// Timers fire a few ms early or late and the server counts by its own clock: an exact 1000 ms spacing is
// sometimes seen as 999 ms and refused.
const SLACK = 1.05;
export const MAX_SPACING_MS = 10_000;
const MAX_BACK_OFF_MS = 30_000;
/**
 * The longest pause a state may impose: no wait longer than the patience is ever imposed by a refusal
 * (learnFromRefusal), so a stored pause further ahead is a bad clock or a tampered value.
 */
export const MAX_PAUSE_MS = PATIENCE_MS;
const MAX_REFUSALS_IN_ROW = 64;
/**
 * The cautious start holds the turn through one request, but no longer than this: a slow answer must not
 * hold the others back (a lookup's other requests go on four a second at worst).
 */
export const CAUTIOUS_HOLD_MS = 250;

interface BudgetState {
  version: 1;
  /** Milliseconds between two sends; 0: not spaced. */
  spacingMs: number;
  /** The spacing at which the server refused (or the known limit's): never go below it. */
  floorMs: number;
  /** Answers still needed, one request at a time, before requests go in parallel (unknown servers). */
  cautiousLeft: number;
  lastSentAt: number;
  pausedUntil: number;
  refusalsInRow: number;
  answersSinceChange: number;
  /** When the spacing last changed: refusals of requests sent before it do not change it again. */
  changedAt: number;
  updatedAt: number;
}

export interface BudgetEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  locks: LockManager | undefined;
}

function defaultEnvironment(): BudgetEnvironment {
  let storage: BudgetEnvironment['storage'];
  try {
    storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // A sandboxed frame or disabled storage throws on access: this page keeps its own budget.
    storage = undefined;
  }
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return { now: () => Date.now(), storage, locks };
}

function initialState(endpoint: RequestBudgetEndpoint, now: number): BudgetState {
  const known = endpoint.knownRequestsPerSecond;
  const knownSpacing = known === undefined ? 0 : 1000 / known;
  return {
    version: 1,
    spacingMs: knownSpacing * SLACK,
    floorMs: knownSpacing,
    cautiousLeft: known === undefined ? CAUTIOUS_RUN : 0,
    lastSentAt: 0,
    pausedUntil: 0,
    refusalsInRow: 0,
    answersSinceChange: 0,
    changedAt: now,
    updatedAt: now,
  };
}

/** A number as stored, or undefined when it is not a finite number. */
function finite(record: Record<string, unknown>, key: keyof BudgetState): number | undefined {
  const value = Object.hasOwn(record, key) ? record[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A stored number brought within [min, max]; `fallback` when it is not a finite number. */
function within(value: number | undefined, min: number, max: number, fallback: number): number {
  return value === undefined ? fallback : Math.min(max, Math.max(min, value));
}

/**
 * The state as stored, read as a stranger wrote it (another version, a hand edit, a bad clock): every
 * field within its bounds and a field of the wrong type at its fresh value. Times are bounded by when the
 * state was saved (`updatedAt`, not now: a bound that moved with the clock would hold a pause off for
 * ever): no pause further than MAX_PAUSE_MS past it, no send or change after it. Spacings stay within
 * what is ever learned, counts whole and small. Not a version-1 object, or written by a clock ahead of
 * this one: undefined (start afresh).
 */
export function readStoredBudget(
  value: unknown,
  endpoint: RequestBudgetEndpoint,
  at: number,
): BudgetState | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, 'version') || record['version'] !== 1) return undefined;
  const stored = finite(record, 'updatedAt');
  // Written by a clock ahead of this one (it was set back, or the value is corrupt): start again.
  if (stored === undefined || stored > at + MAX_SPACING_MS) return undefined;
  const updatedAt = Math.max(0, Math.min(stored, at));
  const fresh = initialState(endpoint, at);
  const whole = (key: keyof BudgetState, max: number, fallback: number) =>
    Math.round(within(finite(record, key), 0, max, fallback));
  return {
    version: 1,
    spacingMs: within(finite(record, 'spacingMs'), 0, MAX_SPACING_MS, fresh.spacingMs),
    floorMs: within(finite(record, 'floorMs'), fresh.floorMs, MAX_SPACING_MS / SLACK, fresh.floorMs),
    cautiousLeft: whole('cautiousLeft', fresh.cautiousLeft === 0 ? 0 : CAUTIOUS_RUN, fresh.cautiousLeft),
    lastSentAt: within(finite(record, 'lastSentAt'), 0, updatedAt, 0),
    pausedUntil: within(finite(record, 'pausedUntil'), 0, updatedAt + MAX_PAUSE_MS, 0),
    refusalsInRow: whole('refusalsInRow', MAX_REFUSALS_IN_ROW, 0),
    answersSinceChange: whole('answersSinceChange', SPEED_UP_RUN, 0),
    changedAt: within(finite(record, 'changedAt'), 0, updatedAt, updatedAt),
    updatedAt,
  };
}

/** A short, stable name for a key, so two keys get two budgets and the key itself is written nowhere new. */
function fingerprint(text: string): string {
  // FNV-1a, 32 bits: not a secret hash, only a label that tells keys apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function budgetId(endpoint: RequestBudgetEndpoint): string {
  const known = endpoint.knownRequestsPerSecond;
  return [
    endpoint.baseUrl.replace(/\/+$/, ''),
    endpoint.apiKey ? `key-${fingerprint(endpoint.apiKey)}` : 'no-key',
    known === undefined ? 'learned' : `known-${known}`,
  ].join(' ');
}

/** Each endpoint's state is stored under this prefix and its budgetId. */
export const BUDGET_STORAGE_PREFIX = 'tonlens.requestBudget.';

const abortReason = (signal: AbortSignal) => signal.reason ?? new DOMException('Aborted', 'AbortError');

/** This page's exclusive section per budget, where Web Locks are missing. */
function createLocalLock() {
  let tail: Promise<void> = Promise.resolve();
  return function withLocalLock(
    signal: AbortSignal | undefined,
    section: () => Promise<void>,
  ): Promise<void> {
    const previous = tail;
    let done!: () => void;
    tail = new Promise<void>((resolve) => (done = resolve));
    const turn = previous.then(async () => {
      try {
        if (signal?.aborted) throw abortReason(signal);
        await section();
      } finally {
        done();
      }
    });
    if (!signal) return turn;
    // A caller that gives up while others hold the turn (its signal, its deadline) leaves at once; its
    // place in the queue passes on by itself.
    turn.catch(() => {});
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(abortReason(signal));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}

/**
 * The caller's signal, also aborted at its deadline with a `timeout` ApiError: waiting for the lock (held
 * by a request that waits out a pause) and for the slot end there. `done` clears the timer.
 */
function untilDeadline(
  signal: AbortSignal | undefined,
  turn: TurnDeadline,
  now: () => number,
): { signal: AbortSignal | undefined; done: () => void } {
  const { deadlineAt } = turn;
  if (deadlineAt === undefined) return { signal, done: () => {} };
  const controller = new AbortController();
  const onAbort = () => signal && controller.abort(abortReason(signal));
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () =>
      controller.abort(
        new ApiError({
          kind: 'timeout',
          words: { message: m.busyAtDeadline },
          request: turn.request,
        }),
      ),
    Math.max(0, deadlineAt - now()),
  );
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export function createRequestBudget(
  endpoint: RequestBudgetEndpoint,
  environment: BudgetEnvironment = defaultEnvironment(),
): RequestBudget {
  const id = budgetId(endpoint);
  const lockName = `tonlens-request-budget ${id}`;
  const { now, locks } = environment;
  const store = createBudgetStore(endpoint, environment, BUDGET_STORAGE_PREFIX + id);
  const withLocalLock = createLocalLock();

  function exclusive(signal: AbortSignal | undefined, section: () => Promise<void>): Promise<void> {
    if (!locks) return withLocalLock(signal, section);
    return locks.request(lockName, signal ? { signal } : {}, section).then(() => undefined);
  }

  return {
    spacingMs() {
      const state = store.load();
      return Math.max(state.spacingMs, state.floorMs);
    },
    take(callerSignal, turn = {}) {
      const { signal, done } = untilDeadline(callerSignal, turn, now);
      const given = new Promise<BudgetTicket>((resolve, reject) => {
        exclusive(signal, async () => {
          await waitForSlot(store, now, signal, turn);
          done();
          const state = store.load();
          const sent: Sent = { at: now(), previousAt: state.lastSentAt };
          state.lastSentAt = sent.at;
          store.save(state);
          if (state.cautiousLeft === 0) {
            resolve(createTicket(store, now, sent, () => {}));
            return;
          }
          // The cautious start: the lock is held until this request ends, so no other is in flight.
          await new Promise<void>((ended) => {
            const timer = setTimeout(ended, CAUTIOUS_HOLD_MS);
            resolve(
              createTicket(store, now, sent, () => {
                clearTimeout(timer);
                ended();
              }),
            );
          });
        }).catch(reject);
      });
      given.then(done, done);
      return given;
    },
  };
}

/** Where an endpoint's state is kept: localStorage, shared by the origin's tabs, or this page's memory. */
interface BudgetStore {
  /** The state as stored, started afresh when missing, written by a clock ahead, or learned too long ago. */
  load(): BudgetState;
  save(state: BudgetState): void;
}

function createBudgetStore(
  endpoint: RequestBudgetEndpoint,
  { now, storage }: BudgetEnvironment,
  storageKey: string,
): BudgetStore {
  let memory: BudgetState | undefined;

  function read(): BudgetState | undefined {
    if (!storage) return memory;
    try {
      return readStoredBudget(JSON.parse(storage.getItem(storageKey) ?? 'null'), endpoint, now());
    } catch {
      return undefined;
    }
  }

  function load(): BudgetState {
    const state = read();
    const at = now();
    if (!state) return initialState(endpoint, at);
    // What was learned an hour ago is forgotten (servers and plans change); when the last request was
    // sent is kept, so the spacing still holds.
    if (at - state.changedAt > LEARNED_FOR_MS && at >= state.pausedUntil) {
      return { ...initialState(endpoint, at), lastSentAt: state.lastSentAt };
    }
    return state;
  }

  /**
   * Saves, merged with what another tab may have saved since this one read it (loads and saves run
   * outside the lock when a request ends): the later send, the longer pause, the higher floor and the
   * newer spacing win, so no tab's refusal is lost.
   */
  function save(state: BudgetState): void {
    const stored = read();
    // Only what was saved after this state was read is another tab's news (a state started afresh is
    // newer than anything stored, and replaces it).
    if (stored && stored !== state && stored.updatedAt > state.updatedAt) mergeNews(state, stored);
    state.updatedAt = now();
    memory = state;
    try {
      storage?.setItem(storageKey, JSON.stringify(state));
    } catch {
      // Storage full or refused: this page still learns (memory); other tabs do not hear of it.
    }
  }

  return { load, save };
}

/** Another tab's news, merged into `state` so that no refusal is lost (see BudgetStore's save). */
function mergeNews(state: BudgetState, stored: BudgetState): void {
  state.lastSentAt = Math.max(state.lastSentAt, stored.lastSentAt);
  state.pausedUntil = Math.max(state.pausedUntil, stored.pausedUntil);
  state.floorMs = Math.max(state.floorMs, stored.floorMs);
  state.cautiousLeft = Math.min(state.cautiousLeft, stored.cautiousLeft);
  if (stored.changedAt > state.changedAt) {
    state.spacingMs = stored.spacingMs;
    state.changedAt = stored.changedAt;
    state.answersSinceChange = stored.answersSinceChange;
  }
}

/**
 * Waits for the endpoint's next slot; another tab may push it back meanwhile (a refusal), so it looks
 * again after each wait. A slot after the caller's deadline is refused at once (turnTooLate).
 */
async function waitForSlot(
  store: BudgetStore,
  now: () => number,
  signal: AbortSignal | undefined,
  turn: TurnDeadline,
) {
  try {
    for (;;) {
      const state = store.load();
      const at = now();
      const slot = Math.max(at, state.lastSentAt + state.spacingMs, state.pausedUntil);
      if (slot <= at) break;
      if (turn.deadlineAt !== undefined && slot > turn.deadlineAt) throw turnTooLate(state, at, turn);
      // A pause the server asked for is shown on the page; the usual spacing is not news.
      if (state.pausedUntil > at) refusalPause.waiting(state.pausedUntil);
      // In steps: a wait read from a bad clock must not become hours, nor overflow a timer.
      await sleep(Math.min(slot - at, MAX_BACK_OFF_MS), signal);
    }
  } finally {
    refusalPause.over(now());
  }
}

/** Why a turn past the deadline is refused: the pause a refusal imposed, or the endpoint's spacing. */
function turnTooLate(state: BudgetState, at: number, turn: TurnDeadline): ApiError {
  if (state.pausedUntil > (turn.deadlineAt ?? at)) {
    const waitMs = state.pausedUntil - at;
    return new ApiError({
      kind: 'rate-limit',
      words: { message: m.waitTooLong, values: { seconds: Math.ceil(waitMs / 1000) } },
      request: turn.request,
      retryAfterMs: waitMs,
    });
  }
  return new ApiError({
    kind: 'timeout',
    words: { message: m.turnAfterDeadline },
    request: turn.request,
  });
}

/** When a request was let through, and when the one before it was (0: none yet). */
interface Sent {
  at: number;
  previousAt: number;
}

/** The ticket of a request sent at `sent.at`: what its end teaches is saved once, then `release` runs. */
function createTicket(store: BudgetStore, now: () => number, sent: Sent, release: () => void): BudgetTicket {
  let settled = false;
  const settle = (learn: (state: BudgetState) => number): number => {
    if (settled) return 0;
    settled = true;
    const state = store.load();
    const result = learn(state);
    store.save(state);
    release();
    return result;
  };
  return {
    answered() {
      settle((state) => {
        learnFromAnswer(state, now());
        return 0;
      });
    },
    refused(retryAfterMs, patienceLeftMs = PATIENCE_MS) {
      return settle((state) => learnFromRefusal(state, now(), sent, retryAfterMs, patienceLeftMs));
    },
    released() {
      settle(() => 0);
    },
  };
}

/** An answer: one more toward leaving the cautious start, and toward speeding up by a quarter. */
function learnFromAnswer(state: BudgetState, at: number): void {
  state.refusalsInRow = 0;
  if (state.cautiousLeft > 0) state.cautiousLeft -= 1;
  state.answersSinceChange += 1;
  if (
    state.spacingMs > 0 &&
    state.answersSinceChange >= SPEED_UP_RUN &&
    at - state.changedAt >= SPEED_UP_AFTER_MS
  ) {
    state.spacingMs = Math.min(state.spacingMs, Math.max(state.floorMs * SLACK, state.spacingMs * 0.75));
    state.answersSinceChange = 0;
    state.changedAt = at;
  }
}

/**
 * A refusal: the spacing grows (and the pace refused becomes the floor), and the endpoint pauses. Returns
 * the wait until it may be asked again, or Infinity past the caller's patience (see BudgetTicket.refused).
 */
function learnFromRefusal(
  state: BudgetState,
  at: number,
  sent: Sent,
  retryAfterMs: number | undefined,
  patienceLeftMs: number,
): number {
  state.refusalsInRow += 1;
  state.cautiousLeft = 0;
  state.answersSinceChange = 0;
  // Only a request sent under the current spacing tells something about it: several refused together (a
  // burst) change it once.
  if (sent.at >= state.changedAt || state.spacingMs === 0) {
    // A gap longer than the spacing in force (or 2 s) is the user being idle, not a pace the server
    // refused: it teaches no floor.
    const gap = sent.at - sent.previousAt;
    if (sent.previousAt > 0 && gap <= Math.max(state.spacingMs, 2000)) {
      state.floorMs = Math.min(MAX_SPACING_MS / SLACK, Math.max(state.floorMs, gap));
    }
    const hinted = Math.min(retryAfterMs ?? 1000, 2000);
    state.spacingMs = Math.min(
      MAX_SPACING_MS,
      Math.max(state.spacingMs * 2, state.floorMs * SLACK, hinted * SLACK),
    );
    state.changedAt = at;
  }
  const pause = retryAfterMs ?? Math.min(1000 * 2 ** (state.refusalsInRow - 1), MAX_BACK_OFF_MS);
  if (pause > Math.min(patienceLeftMs, PATIENCE_MS)) return Infinity;
  state.pausedUntil = Math.max(state.pausedUntil, at + pause);
  return state.pausedUntil - at;
}

/**
 * Sends when the endpoint's budget allows (its turn, and every wait for it, inside `turn.deadlineAt`), and
 * tells the budget how it went. A refusal (429) waits its turn and is sent again, for up to `patienceMs`
 * from the first refusal; only then, at once when the server asks for a longer wait, or when the load's
 * deadline comes first, is it the caller's error ("Rate limit reached", with how many were refused).
 */
export async function sendInTurn<T>(
  budget: RequestBudget,
  { patienceMs, signal, turn }: { patienceMs: number; signal: AbortSignal | undefined; turn: TurnDeadline },
  send: () => Promise<T>,
): Promise<T> {
  const refused = { count: 0, firstAt: 0 };
  let last: ApiError | undefined;
  for (;;) {
    let ticket: BudgetTicket | undefined;
    try {
      ticket = await budget.take(signal, turn);
      const result = await send();
      ticket.answered();
      return result;
    } catch (error) {
      // Not a refusal (a turn past the deadline has no ticket): after refusals, a timeout or a turn too
      // late is their doing, and named so; anything else (a cancel, a 5xx, a bad answer) as it is.
      if (!ticket || !isApiError(error) || error.kind !== 'rate-limit') {
        ticket?.released();
        throw last && isApiError(error) && (error.kind === 'timeout' || error.kind === 'rate-limit')
          ? keptRefusing(error, last, refused)
          : error;
      }
      const now = Date.now();
      if (!last) refused.firstAt = now;
      refused.count += 1;
      last = error;
      // A wait past the load's deadline is not sat through either: the caller gives up now.
      const patienceLeft = Math.min(refused.firstAt + patienceMs, turn.deadlineAt ?? Infinity) - now;
      const waitMs = ticket.refused(error.retryAfterMs, patienceLeft);
      if (signal?.aborted || waitMs !== Infinity) continue;
      throw refused.count === 1 ? error : keptRefusing(error, last, refused);
    }
  }
}

/**
 * The error of a request the server kept refusing (429) until the patience or the load's deadline ran
 * out: a rate limit, with how many were refused in a row and for how long ("taking too long (1 try)"
 * would hide them).
 */
function keptRefusing(error: ApiError, last: ApiError, refused: { count: number; firstAt: number }) {
  const refusedForMs = Date.now() - refused.firstAt;
  return new ApiError({
    kind: 'rate-limit',
    words: {
      message: m.keptRefusing,
      values: { seconds: Math.max(1, Math.round(refusedForMs / 1000)), count: refused.count },
    },
    request: last.request,
    status: 429,
    serverMessage: last.serverMessage,
    retryAfterMs: last.retryAfterMs,
    refusedForMs,
    refusals: refused.count,
    keySent: last.keySent,
    cause: error,
  });
}

const budgets = new Map<string, RequestBudget>();

/** The budget of an endpoint, one per page, shared by every client of it (a client is made per setting). */
export function requestBudgetFor(endpoint: RequestBudgetEndpoint): RequestBudget {
  const id = budgetId(endpoint);
  let budget = budgets.get(id);
  if (!budget) {
    budget = createRequestBudget(endpoint);
    budgets.set(id, budget);
  }
  return budget;
}

// A simulated moving chain for tests and demos of "what changed" and the watch (SAMPLE_API_MOVING=1, off
// by default, never on in `npm start` / `npm run dev`): the recorded sample is a frozen moment, so nothing
// would ever change between two lookups. In this mode a few chosen sample accounts advance with every
// accountStates answer that includes them: their balance moves by a fixed step and their last transaction
// (lt, hash) and account state hash are new. Everything is derived from a per-server counter over the
// real recorded values — the same answers in the same order on every start, no invented addresses — and
// every accountStates answer of the mode says so in a member no real server sends (`sample_simulated`).
import { createHash } from 'node:crypto';
import type { SampleDataset } from './dataset.ts';
import { asString, type JsonObject } from './json.ts';

/** Written into every accountStates answer of the mode, so nobody mistakes it for chain data. */
export const MOVING_CHAIN_NOTE =
  'simulated moving chain: the balances, last transactions and state hashes of some sample accounts ' +
  'advance with every answer (derived from the recorded values and a counter); not chain data';

/** NanoGRAM per answer of the moving accounts, in order: +1.5 GRAM, −0.25 GRAM, +1 nanoGRAM. */
export const MOVING_STEPS: readonly bigint[] = [1_500_000_000n, -250_000_000n, 1n];

/**
 * The accounts that move: the first active recorded accounts (in raw-address order) with a balance of at
 * least 1 GRAM, one per step. Chosen by rule, so a re-recorded dataset still has them.
 */
export function movingAccountsOf(dataset: SampleDataset): string[] {
  return Object.keys(dataset.accounts)
    .sort()
    .filter((raw) => {
      const account = dataset.accounts[raw];
      return (
        account?.status === 'active' &&
        typeof account.balance === 'string' &&
        BigInt(account.balance) >= 1_000_000_000n &&
        typeof account.last_transaction_lt === 'string'
      );
    })
    .slice(0, MOVING_STEPS.length);
}

/** A 32-byte hash (base64) derived from a recorded one and the step: new for every step, the same every run. */
function derivedHash(recorded: unknown, step: number): string {
  return createHash('sha256')
    .update(`${String(recorded)} moving ${step}`)
    .digest('base64');
}

/**
 * The moving chain of one server: `answer(accounts)` counts an answer that includes a moving account and
 * returns the accounts as of that step (the first such answer is step 1; step 0 is the recording).
 */
export function createMovingChain(dataset: SampleDataset) {
  const moving = movingAccountsOf(dataset);
  const stepOf = new Map(moving.map((raw, index) => [raw, MOVING_STEPS[index] ?? 0n]));
  let counter = 0;

  const moved = (account: JsonObject, step: number): JsonObject => {
    const raw = asString(account.address, 'address');
    const perStep = stepOf.get(raw);
    if (perStep === undefined || step === 0) return account;
    const base = BigInt(asString(account.balance, 'balance'));
    let balance = base + perStep * BigInt(step);
    // A falling balance starts again from the recording rather than going below zero.
    if (balance < 0n) balance = base + perStep * BigInt(step % Number(base / -perStep || 1n));
    const lt = BigInt(asString(account.last_transaction_lt, 'last_transaction_lt')) + BigInt(step) * 1000n;
    return {
      ...account,
      balance: balance.toString(),
      last_transaction_lt: lt.toString(),
      last_transaction_hash: derivedHash(account.last_transaction_hash, step),
      account_state_hash: derivedHash(account.account_state_hash, step),
    };
  };

  return {
    moving,
    /** The answer's accounts as of the next step (the counter advances only when one of them moves). */
    answer(accounts: readonly JsonObject[]): JsonObject[] {
      const touches = accounts.some((account) => stepOf.has(asString(account.address, 'address')));
      if (!touches) return [...accounts];
      counter += 1;
      return accounts.map((account) => moved(account, counter));
    },
    /** How many answers have moved the chain. */
    get step() {
      return counter;
    },
  };
}

export type MovingChain = ReturnType<typeof createMovingChain>;

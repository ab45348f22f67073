// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleDataset } from './dataset.ts';
import { MOVING_CHAIN_NOTE, MOVING_STEPS, createMovingChain, movingAccountsOf } from './moving-chain.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

const mainnet = loadSampleDataset('mainnet');
const moving = movingAccountsOf(mainnet);
const [first, second, third] = moving;
if (!first || !second || !third) throw new Error('the sample has fewer than three moving accounts');
const recorded = (raw: string) => {
  const account = mainnet.accounts[raw];
  if (!account) throw new Error(`${raw} is not recorded`);
  return account;
};

interface StatesAnswer {
  sample_simulated?: string;
  accounts: Array<Record<string, string>>;
}

describe('moving chain (pure)', () => {
  it('chooses recorded active accounts, one per step', () => {
    expect(moving).toHaveLength(MOVING_STEPS.length);
    for (const raw of moving) expect(recorded(raw).status).toBe('active');
  });

  it('advances the chosen accounts by their step on each answer that includes them, others never', () => {
    const chain = createMovingChain(mainnet);
    const other = Object.keys(mainnet.accounts).find((raw) => !moving.includes(raw));
    if (!other) throw new Error('no unmoving account');
    expect(chain.answer([recorded(other)])).toEqual([recorded(other)]);
    expect(chain.step).toBe(0);
    const once = chain.answer([recorded(first), recorded(other)]);
    const twice = chain.answer([recorded(first)]);
    expect(chain.step).toBe(2);
    const base = BigInt(String(recorded(first).balance));
    expect(BigInt(String(once[0]?.balance))).toBe(base + MOVING_STEPS[0]!);
    expect(BigInt(String(twice[0]?.balance))).toBe(base + 2n * MOVING_STEPS[0]!);
    expect(once[1]).toEqual(recorded(other));
    expect(once[0]?.last_transaction_lt).not.toBe(recorded(first).last_transaction_lt);
    expect(twice[0]?.last_transaction_hash).not.toBe(once[0]?.last_transaction_hash);
    expect(twice[0]?.last_transaction_hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    // Deterministic: a new chain gives the same first step.
    expect(createMovingChain(mainnet).answer([recorded(first)])).toEqual([once[0]]);
  });

  it('never takes a falling balance below zero', () => {
    const chain = createMovingChain(mainnet);
    for (let step = 0; step < 2000; step++) {
      const [account] = chain.answer([recorded(second)]);
      expect(BigInt(String(account?.balance))).toBeGreaterThanOrEqual(0n);
    }
  });
});

describe('moving chain (server)', () => {
  let server: SampleApiServer;
  let still: SampleApiServer;
  beforeAll(async () => {
    server = await startSampleApiServer({ moving: true });
    still = await startSampleApiServer();
  });
  afterAll(async () => {
    await server.close();
    await still.close();
  });
  const states = async (origin: string) => {
    const query = moving.map((raw) => `address=${encodeURIComponent(raw)}`).join('&');
    const response = await fetch(`${origin}/api/v3/accountStates?${query}`);
    return (await response.json()) as StatesAnswer;
  };

  it('marks every answer as simulated and moves with each one', async () => {
    const a = await states(server.origin);
    const b = await states(server.origin);
    expect(a.sample_simulated).toBe(MOVING_CHAIN_NOTE);
    expect(b.sample_simulated).toBe(MOVING_CHAIN_NOTE);
    const balance = (answer: StatesAnswer, raw: string) =>
      BigInt(answer.accounts.find((account) => account.address === raw)?.balance ?? '0');
    expect(balance(b, third) - balance(a, third)).toBe(MOVING_STEPS[2]);
    expect(balance(b, first) - balance(a, first)).toBe(MOVING_STEPS[0]);
    const catalog = (await (await fetch(`${server.origin}/__sample/catalog`)).json()) as Record<
      string,
      unknown
    >;
    expect(catalog.moving_accounts).toEqual(moving);
  });

  it('is off by default: the recording, unmarked', async () => {
    const a = await states(still.origin);
    const b = await states(still.origin);
    expect(a.sample_simulated).toBeUndefined();
    expect(b).toEqual(a);
  });
});

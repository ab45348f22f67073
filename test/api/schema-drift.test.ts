// @vitest-environment node
/**
 * The schemas on drifted answers: recorded sample answers rewritten by the sample API's named drift
 * rewrites (sample-api/drift.ts), read as the page reads them. A field the page can live without is
 * read as absent and listed as drift when it was sent in another form, never when it was missing or
 * null; the older compute-phase and comment forms read as the current ones; an essential field fails
 * the answer and is named.
 */
import { describe, expect, it } from 'vitest';
import { loadSampleDataset } from '../../sample-api/dataset.ts';
import { applyDrift, EXTRA_FIELD_VALUE, type SampleDrift } from '../../sample-api/drift.ts';
import type { JsonValue } from '../../sample-api/json.ts';
import { parseResponse } from '../../src/api/read-answer.ts';
import { driftIn, driftOf } from '../../src/api/drift.ts';
import { accountStatesSchema, blockTransactionsSchema } from '../../src/api/schemas.ts';

const mainnet = loadSampleDataset('mainnet');
const WITH_SKIP = 50503953;
const WITH_COMMENTS = 47270678;

function blockAnswer(seqno: number): JsonValue {
  const block = mainnet.blocks.find((item) => item.seqno === seqno);
  if (!block) throw new Error(`no block ${seqno}`);
  return structuredClone({ transactions: block.transactions, address_book: block.address_book });
}

function accountsAnswer(): JsonValue {
  return structuredClone({ accounts: Object.values(mainnet.accounts), address_book: {}, metadata: {} });
}

function drifted(body: JsonValue, drift: SampleDrift): JsonValue {
  const result = applyDrift(body, drift);
  if ('error' in result) throw new Error(result.error);
  return result.body;
}

const readBlock = (body: JsonValue) =>
  parseResponse(blockTransactionsSchema, body, 'masterchainBlockShardState');
const readAccounts = (body: JsonValue) => parseResponse(accountStatesSchema, body, 'accountStates');

/** Every drift in a decoded value, as `path.field: message`. */
function allDrift(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = driftOf(value).map((drift) => `${path}${path ? '.' : ''}${drift.field}: ${drift.message}`);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [String(index), item])
    : Object.entries(value);
  return [
    ...own,
    ...entries.flatMap(([key, item]) =>
      typeof key === 'string' ? allDrift(item, `${path}${path ? '.' : ''}${key}`) : [],
    ),
  ];
}

describe('block answers', () => {
  const original = readBlock(blockAnswer(WITH_SKIP));
  const GAS_USED = 'transactions.*.description.compute_ph.gas_used';

  it('recorded: no drift anywhere', () => {
    expect(allDrift(original)).toEqual([]);
  });

  it.each(['missing', 'null'] as const)('%s gas_used: read as absent, not drift', (kind) => {
    const body = readBlock(drifted(blockAnswer(WITH_SKIP), { kind, field: GAS_USED }));
    expect(allDrift(body)).toEqual([]);
    for (const transaction of body.transactions) {
      expect(transaction.description?.compute_ph?.gas_used ?? undefined).toBeUndefined();
    }
  });

  it('retyped gas_used: read as absent and marked on its phase; every other value as recorded', () => {
    const body = readBlock(drifted(blockAnswer(WITH_SKIP), { kind: 'retype', field: GAS_USED }));
    const ran = body.transactions.filter((transaction) => !transaction.description?.compute_ph?.skipped);
    expect(ran.length).toBe(4);
    expect(allDrift(body)).toEqual(
      body.transactions.flatMap((transaction, index) =>
        transaction.description?.compute_ph?.skipped
          ? []
          : [
              `transactions.${index}.description.compute_ph.gas_used: expected a decimal integer string, got an array`,
            ],
      ),
    );
    body.transactions.forEach((transaction, index) => {
      const phase = transaction.description?.compute_ph;
      const recorded = original.transactions[index]?.description?.compute_ph;
      expect(phase?.gas_used).toBeUndefined();
      if (!phase?.skipped) expect(driftIn(phase, 'gas_used')).toMatch(/^expected a decimal integer string/);
      expect({ ...phase, gas_used: undefined }).toStrictEqual({ ...recorded, gas_used: undefined });
    });
  });

  it('retyped in_msg and extra currencies: the whole field is marked on the transaction', () => {
    let answer = drifted(blockAnswer(WITH_SKIP), { kind: 'retype', field: 'transactions.0.in_msg' });
    answer = drifted(answer, { kind: 'retype', field: 'transactions.0.total_fees_extra_currencies' });
    const [first] = readBlock(answer).transactions;
    expect(first?.in_msg).toBeUndefined();
    expect(driftOf(first)).toEqual([
      { field: 'total_fees_extra_currencies', message: 'expected an object, got a string' },
      { field: 'in_msg', message: 'expected an object, got a string' },
    ]);
  });

  it('an extra field is kept for the raw view and is not drift', () => {
    const body = readBlock(
      drifted(blockAnswer(WITH_SKIP), {
        kind: 'extra',
        field: 'transactions.*.description.compute_ph.future_field',
      }),
    );
    expect(allDrift(body)).toEqual([]);
    for (const transaction of body.transactions) {
      expect(transaction.description?.compute_ph?.['future_field']).toBe(EXTRA_FIELD_VALUE);
    }
  });

  it('the older compute-phase form reads exactly as the current one', () => {
    const body = readBlock(drifted(blockAnswer(WITH_SKIP), { kind: 'legacy-compute' }));
    expect(allDrift(body)).toEqual([]);
    expect(body.transactions.map((transaction) => transaction.description?.compute_ph)).toStrictEqual(
      original.transactions.map((transaction) => transaction.description?.compute_ph),
    );
    expect(
      body.transactions.find((tx) => tx.description?.compute_ph?.skipped)?.description?.compute_ph?.reason,
    ).toBe('no_gas');
  });

  it('the older comment form reads as a text comment', () => {
    const current = readBlock(blockAnswer(WITH_COMMENTS));
    const body = readBlock(drifted(blockAnswer(WITH_COMMENTS), { kind: 'legacy-comment' }));
    const comments = (block: typeof body) =>
      block.transactions.flatMap((transaction) =>
        [transaction.in_msg, ...transaction.out_msgs].flatMap((message) => {
          const decoded = message?.message_content?.decoded;
          return decoded?.['@type'] === 'text_comment' ? [decoded['comment']] : [];
        }),
      );
    expect(comments(body)).toEqual(['На покупку Dust', 'На покупку Dust']);
    expect(comments(body)).toEqual(comments(current));
    expect(allDrift(body)).toEqual([]);
  });

  it.each([
    ['transactions.*.hash', 'transactions[0].hash'],
    ['transactions.*.lt', 'transactions[0].lt'],
    ['transactions.*.account', 'transactions[0].account'],
  ])('an essential field retyped (%s) fails the answer, naming %s', (field, named) => {
    expect(() => readBlock(drifted(blockAnswer(WITH_SKIP), { kind: 'retype', field }))).toThrow(
      expect.objectContaining({ kind: 'unexpected-response', field: named }),
    );
  });
});

describe('account answers', () => {
  it('a retyped balance is read as absent and marked; status and the rest as recorded', () => {
    const original = readAccounts(accountsAnswer());
    const body = readAccounts(drifted(accountsAnswer(), { kind: 'retype', field: 'accounts.*.balance' }));
    body.accounts.forEach((account, index) => {
      expect(account.balance).toBeUndefined();
      expect(driftOf(account)).toEqual([
        { field: 'balance', message: 'expected a decimal integer string, got an array' },
      ]);
      expect({ ...account, balance: undefined }).toStrictEqual({
        ...original.accounts[index],
        balance: undefined,
      });
    });
  });

  it.each(['missing', 'null'] as const)('a %s balance is absent, not drift', (kind) => {
    const body = readAccounts(drifted(accountsAnswer(), { kind, field: 'accounts.*.balance' }));
    expect(allDrift(body)).toEqual([]);
  });

  it('a retyped address fails the answer, naming it', () => {
    expect(() =>
      readAccounts(drifted(accountsAnswer(), { kind: 'retype', field: 'accounts.*.address' })),
    ).toThrow(expect.objectContaining({ kind: 'unexpected-response', field: 'accounts[0].address' }));
  });
});

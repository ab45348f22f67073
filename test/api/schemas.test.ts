// @vitest-environment node
/**
 * The zod schemas of src/api/schemas.ts on every recorded and emulated answer of both sample networks,
 * and on drifted variants in which each field of a transaction in turn is removed, nulled or given a
 * value of the wrong kind: only the fields the page cannot live without fail the answer (and are named),
 * and the older and unusual forms read as the current ones.
 */
import { describe, expect, it } from 'vitest';
import mainnetDataset from '../../sample-api/dataset/mainnet.json' with { type: 'json' };
import testnetDataset from '../../sample-api/dataset/testnet.json' with { type: 'json' };
import { listDrift } from '../../src/api/drift.ts';
import { readWith } from '../../src/api/schema-kit.ts';
import {
  accountStatesSchema,
  blockTransactionsSchema,
  masterchainInfoSchema,
  NEGATIVE_AMOUNT,
  transactionSchema,
  type Transaction,
} from '../../src/api/schemas.ts';

type Json = Record<string, unknown>;
interface Dataset {
  blocks: { seqno: number; transactions: Json[]; address_book: Json; metadata: Json }[];
  accounts: Record<string, Json>;
  masterchain_info: Json;
}
const datasets = [mainnetDataset, testnetDataset] as unknown as Dataset[];
const transactions = datasets.flatMap((dataset) => dataset.blocks.flatMap((block) => block.transactions));

/** Every path to a value inside `value` (objects and arrays), e.g. ['in_msg', 'value']. */
function leafPaths(value: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries: [PropertyKey, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  const inner = entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  return prefix.length === 0 ? inner : [prefix, ...inner];
}

function withValueAt(value: unknown, path: PropertyKey[], replacement: unknown, remove = false): unknown {
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>;
  const last = path[path.length - 1] as PropertyKey;
  if (remove && !Array.isArray(parent)) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy;
}

const WRONG_VALUES: unknown[] = [null, 'x', '', '-12', 7, 2 ** 60, 1.5, true, {}, [], ['x'], { a: 1 }];
/** What a transaction cannot be shown, linked or ordered without. */
const ESSENTIAL = new Set(['account', 'hash', 'lt']);

describe('recorded answers', () => {
  it(`every recorded and emulated transaction (${transactions.length}) reads, amounts as bigint, no drift`, () => {
    for (const transaction of transactions) {
      const result = readWith(transactionSchema, transaction);
      expect(result.success, String(transaction.hash)).toBe(true);
      const read = result.data as Transaction;
      expect(typeof read.lt).toBe('bigint');
      if (transaction.total_fees !== null) expect(typeof read.total_fees).toBe('bigint');
      expect(listDrift(read)).toEqual([]);
    }
  });

  it('block bodies, accounts and masterchainInfo read', () => {
    for (const dataset of datasets) {
      for (const block of dataset.blocks) {
        const body = {
          transactions: block.transactions,
          address_book: block.address_book,
          metadata: block.metadata,
        };
        expect(readWith(blockTransactionsSchema, body).success, `block ${block.seqno}`).toBe(true);
      }
      const accounts = { accounts: Object.values(dataset.accounts), address_book: {}, metadata: {} };
      expect(readWith(accountStatesSchema, accounts).success).toBe(true);
      expect(readWith(masterchainInfoSchema, dataset.masterchain_info).success).toBe(true);
    }
  });
});

describe('drifted transactions: each field removed, nulled or of the wrong kind', () => {
  // One transaction of each kind of description and message layout is enough to reach every field.
  const samples = new Map<string, Json>();
  for (const transaction of transactions) {
    const description = transaction.description as Json | null;
    const compute = description?.compute_ph as Json | undefined;
    const kind = [
      description?.type,
      compute?.skipped,
      Boolean(description?.bounce),
      Boolean(transaction.in_msg),
      (transaction.out_msgs as unknown[]).length > 0,
      Boolean((transaction.in_msg as Json | null)?.message_content),
    ].join('/');
    if (!samples.has(kind)) samples.set(kind, transaction);
  }

  it('only an essential field fails the transaction, and the failure names it', () => {
    let variants = 0;
    for (const transaction of samples.values()) {
      for (const path of leafPaths(transaction)) {
        const essential = path.length === 1 && ESSENTIAL.has(String(path[0]));
        const label = `${String(transaction.hash)} ${path.join('.')}`;
        for (const [variant, value] of [
          ['removed', withValueAt(transaction, path, undefined, true)],
          ...WRONG_VALUES.map((wrong) => [JSON.stringify(wrong), withValueAt(transaction, path, wrong)]),
        ] as const) {
          const result = readWith(transactionSchema, value);
          variants += 1;
          if (result.success) continue;
          expect(essential, `${label} ${variant} failed: ${result.error.message}`).toBe(true);
          expect(result.error.issues[0]?.path, label).toEqual(path);
        }
      }
    }
    expect(variants).toBeGreaterThan(5000);
  });

  it('a removed or null field is never drift; a field of the wrong kind is drift where it is held', () => {
    const [transaction] = samples.values();
    if (!transaction) throw new Error('no sample');
    // Top-level fields: inside a lenient object, a missing required member (block_ref.workchain) makes
    // the whole object unreadable, which is drift of that object.
    for (const path of Object.keys(transaction).map((key) => [key])) {
      if (ESSENTIAL.has(String(path[0]))) continue;
      for (const value of [
        withValueAt(transaction, path, undefined, true),
        withValueAt(transaction, path, null),
      ]) {
        const result = readWith(transactionSchema, value);
        if (result.success) expect(listDrift(result.data), path.join('.')).toEqual([]);
      }
    }
    const retyped = readWith(transactionSchema, withValueAt(transaction, ['total_fees'], ['x']));
    expect(retyped.success && listDrift(retyped.data)).toEqual([
      { path: 'total_fees', message: 'expected a decimal integer string, got an array' },
    ]);
  });
});

describe('older and unusual forms of the normalised fields', () => {
  const [transaction] = transactions.filter((candidate) => (candidate.in_msg as Json | null)?.opcode);
  if (!transaction) throw new Error('no transaction with an opcode');
  const read = (path: string, value: unknown) => {
    const result = readWith(transactionSchema, withValueAt(transaction, path.split('.'), value));
    if (!result.success) throw new Error(`${path}: ${result.error.message}`);
    return result.data;
  };

  it('compute phase: the older `type`/`skip_reason` form reads as `skipped`/`reason`', () => {
    const legacySkip = read('description.compute_ph', { type: 'skipped', skip_reason: 'no_gas' });
    expect(legacySkip.description?.compute_ph).toStrictEqual({ skipped: true, reason: 'no_gas' });
    const legacyVm = read('description.compute_ph', { type: 'vm', success: true, gas_used: '12' });
    expect(legacyVm.description?.compute_ph).toStrictEqual({
      success: true,
      gas_used: 12n,
      skipped: false,
      reason: undefined,
    });
    const current = read('description.compute_ph', { skipped: true, reason: 'no_state', skip_reason: 'x' });
    expect(current.description?.compute_ph?.reason).toBe('no_state');
    const ran = read('description.compute_ph', { skipped: false, reason: 'dropped when not skipped' });
    expect(ran.description?.compute_ph?.reason).toBeUndefined();
  });

  it('opcodes: integer, "0x…" hex or decimal text, as unsigned 32 bits; anything else is drift', () => {
    expect(read('in_msg.opcode', 260734629).in_msg?.opcode).toBe(260734629);
    expect(read('in_msg.opcode', '0x0F8A7EA5').in_msg?.opcode).toBe(0x0f8a7ea5);
    expect(read('in_msg.opcode', '-1').in_msg?.opcode).toBe(0xffffffff);
    const unreadable = read('in_msg.opcode', 'nope');
    expect(unreadable.in_msg?.opcode).toBeUndefined();
    expect(listDrift(unreadable)).toEqual([
      { path: 'in_msg.opcode', message: 'expected a 32-bit opcode (an integer or "0x…" hex), got a string' },
    ]);
  });

  it('amounts that are never negative (fees, gas, values, sizes): a negative one is drift; 0 reads', () => {
    for (const path of [
      'total_fees',
      'in_msg.value',
      'in_msg.fwd_fee',
      'description.storage_ph.storage_fees_collected',
      'description.compute_ph.gas_fees',
      'description.compute_ph.gas_used',
    ]) {
      const negative = read(path, '-1000');
      expect(listDrift(negative), path).toEqual([{ path, message: NEGATIVE_AMOUNT }]);
      expect(listDrift(read(path, '0')), path).toEqual([]);
      expect(listDrift(read(path, -1)), path).toEqual([{ path, message: NEGATIVE_AMOUNT }]);
    }
    expect(read('total_fees', '-1000').total_fees).toBeUndefined();
    expect(read('total_fees', '0').total_fees).toBe(0n);
    // A balance is read as sent (the accounts page flags a negative one beside it).
    expect(read('account_state_after.balance', '-5').account_state_after?.balance).toBe(-5n);
  });

  it('comments: the older form without `@type` gets one', () => {
    const legacy = read('in_msg.message_content', { decoded: { type: 'text_comment', comment: 'hi' } });
    expect(legacy.in_msg?.message_content?.decoded).toStrictEqual({
      type: 'text_comment',
      comment: 'hi',
      '@type': 'text_comment',
    });
    const both = read('in_msg.message_content', { decoded: { '@type': 'x', type: 'y' } });
    expect(both.in_msg?.message_content?.decoded?.['@type']).toBe('x');
    expect(
      read('in_msg.message_content', { decoded: ['a'] }).in_msg?.message_content?.decoded,
    ).toBeUndefined();
  });

  it('currency maps keep the readable amounts; addresses are uppercased; lts may be integers', () => {
    const currencies = read('in_msg.value_extra_currencies', { '239': '1000', '-1': 'bad', '7': 5 });
    expect(currencies.in_msg?.value_extra_currencies).toStrictEqual({ '239': 1000n, '7': 5n });
    expect(listDrift(currencies)).toEqual([
      {
        path: 'in_msg.value_extra_currencies',
        message: '-1: expected a decimal integer string, got a string',
      },
    ]);
    expect(read('in_msg.source', '0:abcdef').in_msg?.source).toBe('0:ABCDEF');
    expect(read('in_msg.source', '').in_msg?.source).toBeUndefined();
    expect(read('out_msgs', 'nope').out_msgs).toEqual([]);
    expect(read('lt', 12345).lt).toBe(12345n);
    expect(read('lt', '00012').lt).toBe(12n);
    expect(read('block_ref', { workchain: 0, shard: '8000000000000000' }).block_ref).toBeUndefined();
  });
});

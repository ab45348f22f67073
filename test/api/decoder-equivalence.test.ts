// @vitest-environment node
/**
 * The decoders of src/api/schemas.ts must read every answer exactly as the zod schemas they replaced
 * (test/api/zod-reference-schemas.ts): same data out, and on failure the same field named. Checked on
 * every recorded and emulated transaction of both sample networks, on every recorded block body and
 * account, and on drifted variants in which each field in turn is removed, nulled or given a value of
 * the wrong kind.
 */
import { describe, expect, it } from 'vitest';
import mainnetDataset from '../../sample-api/dataset/mainnet.json' with { type: 'json' };
import testnetDataset from '../../sample-api/dataset/testnet.json' with { type: 'json' };
import * as decoders from '../../src/api/schemas.ts';
import * as reference from './zod-reference-schemas.ts';

type Json = Record<string, unknown>;
interface Dataset {
  blocks: { seqno: number; transactions: Json[]; address_book: Json; metadata: Json }[];
  accounts: Record<string, Json>;
  masterchain_info: Json;
}
const datasets = [mainnetDataset, testnetDataset] as unknown as Dataset[];
const transactions = datasets.flatMap((dataset) => dataset.blocks.flatMap((block) => block.transactions));

interface Parser {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: { path: PropertyKey[] }[] };
  };
}

function expectSameReading(ours: Parser, theirs: Parser, value: unknown, label: string) {
  const a = ours.safeParse(value);
  const b = theirs.safeParse(value);
  expect(a.success, `${label}: success`).toBe(b.success);
  if (a.success) expect(a.data, label).toStrictEqual(b.data);
  else expect(a.error?.issues[0]?.path, `${label}: failing field`).toEqual(b.error?.issues[0]?.path);
}

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

describe('the decoders read as the zod schemas did', () => {
  it(`every recorded and emulated transaction (${transactions.length})`, () => {
    for (const transaction of transactions) {
      expectSameReading(
        decoders.transactionSchema,
        reference.transactionSchema,
        transaction,
        String(transaction.hash),
      );
    }
  });

  it('block bodies, address books, metadata, accounts and masterchainInfo', () => {
    for (const dataset of datasets) {
      for (const block of dataset.blocks) {
        const body = {
          transactions: block.transactions,
          address_book: block.address_book,
          metadata: block.metadata,
        };
        expectSameReading(
          decoders.blockTransactionsSchema,
          reference.blockTransactionsSchema,
          body,
          `block ${block.seqno}`,
        );
      }
      const accounts = { accounts: Object.values(dataset.accounts), address_book: {}, metadata: {} };
      expectSameReading(decoders.accountStatesSchema, reference.accountStatesSchema, accounts, 'accounts');
      expectSameReading(
        decoders.masterchainInfoSchema,
        reference.masterchainInfoSchema,
        dataset.masterchain_info,
        'masterchainInfo',
      );
    }
  });

  it('drifted transactions: each field removed, nulled or of the wrong kind', () => {
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
    let variants = 0;
    for (const transaction of samples.values()) {
      for (const path of leafPaths(transaction)) {
        const label = `${String(transaction.hash)} ${path.join('.')}`;
        expectSameReading(
          decoders.transactionSchema,
          reference.transactionSchema,
          withValueAt(transaction, path, undefined, true),
          `${label} removed`,
        );
        for (const wrong of WRONG_VALUES) {
          expectSameReading(
            decoders.transactionSchema,
            reference.transactionSchema,
            withValueAt(transaction, path, wrong),
            `${label} = ${JSON.stringify(wrong)}`,
          );
          variants += 1;
        }
      }
    }
    expect(variants).toBeGreaterThan(5000);
  });

  it('legacy forms and unusual values of the fields that are normalised', () => {
    const [transaction] = transactions.filter((candidate) => (candidate.in_msg as Json | null)?.opcode);
    if (!transaction) throw new Error('no transaction with an opcode');
    const cases: [string, unknown][] = [
      ['description.compute_ph', { type: 'skipped', skip_reason: 'no_gas' }],
      ['description.compute_ph', { type: 'vm', success: true, gas_used: '12' }],
      ['description.compute_ph', { skipped: true, reason: 'no_state', skip_reason: 'ignored' }],
      ['description.compute_ph', { skipped: false, reason: 'dropped when not skipped' }],
      ['in_msg.opcode', 260734629],
      ['in_msg.opcode', '0x0F8A7EA5'],
      ['in_msg.opcode', '-1'],
      ['in_msg.message_content', { decoded: { type: 'text_comment', comment: 'hi' } }],
      ['in_msg.message_content', { decoded: { '@type': 'x', type: 'y' } }],
      ['in_msg.message_content', { decoded: ['not', 'a', 'map'] }],
      ['in_msg.value_extra_currencies', { '239': '1000', '-1': 'bad', '7': 5 }],
      ['in_msg.source', '0:abcdef'],
      ['in_msg.source', ''],
      ['out_msgs', [null]],
      ['out_msgs', 'nope'],
      ['account', '0:abc'],
      ['lt', 12345],
      ['lt', '00012'],
      ['block_ref', { workchain: 0, shard: '8000000000000000' }],
    ];
    for (const [path, value] of cases) {
      expectSameReading(
        decoders.transactionSchema,
        reference.transactionSchema,
        withValueAt(transaction, path.split('.'), value),
        `${path} = ${JSON.stringify(value)}`,
      );
    }
  });
});

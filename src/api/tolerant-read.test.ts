// The tolerant objects' one-pass read (schema-kit.ts): the common case reads the tolerant scalars by
// their readers and may decode in place; drift is still found and marked by path, extra fields kept,
// essential fields named, and what is no object goes to zod's own object parse.
import { describe, expect, it } from 'vitest';
import { driftPaths, listDrift } from './drift.ts';
import { isDecimalInput, readDecimal, readWith, toBigInt } from './schema-kit.ts';
import { transactionSchema } from './schemas.ts';

function rawTransaction(): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({
      account: '0:ab',
      hash: 'h1',
      lt: '5',
      now: 'yesterday',
      total_fees: '12',
      orig_status: null,
      server_extra: { kept: true },
      description: { aborted: false, compute_ph: { skipped: false, gas_used: '-1', vm_steps: 3 } },
      out_msgs: [{ value: 'lots', opcode: '0x0f8a7ea5', source: '0:cd' }],
    }),
  ) as Record<string, unknown>;
}

const DRIFT = [
  { path: 'now', message: 'expected an integer, got a string' },
  {
    path: 'description.compute_ph.gas_used',
    message: 'expected an amount of 0 or more, got a negative integer',
  },
  { path: 'out_msgs[0].value', message: 'expected a decimal integer string, got a string' },
];

describe('a tolerant object read in one pass', () => {
  it('reads a copy and in place alike, drift marked by path', () => {
    const copied = readWith(transactionSchema, rawTransaction());
    const raw = rawTransaction();
    const inPlace = readWith(transactionSchema, raw, { inPlace: true });
    expect(copied.success && inPlace.success).toBe(true);
    if (!copied.success || !inPlace.success) return;
    // In place: the parsed objects are the decoded ones.
    expect(inPlace.data).toBe(raw);
    expect(inPlace.data).toEqual(copied.data);
    expect(copied.data).toMatchObject({
      account: '0:AB',
      lt: 5n,
      now: undefined,
      total_fees: 12n,
      orig_status: null,
      server_extra: { kept: true },
    });
    expect(copied.data.out_msgs[0]?.opcode).toBe(0x0f8a7ea5);
    expect(listDrift(copied.data)).toEqual(DRIFT);
    expect(listDrift(inPlace.data)).toEqual(DRIFT);
    expect(driftPaths(inPlace.data)).toEqual(driftPaths(copied.data));
  });

  it('leaves out a "__proto__" field either way, as zod objects do', () => {
    const text = '{"account":"0:ab","hash":"h","lt":"1","__proto__":{"polluted":1}}';
    for (const inPlace of [false, true]) {
      const result = readWith(transactionSchema, JSON.parse(text), { inPlace });
      expect(result.success).toBe(true);
      if (!result.success) return;
      expect(Object.prototype.hasOwnProperty.call(result.data, '__proto__')).toBe(false);
      expect((result.data as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('names a missing or malformed essential field, and what is no object, by zod', () => {
    for (const inPlace of [false, true]) {
      const missing = readWith(transactionSchema, { account: '0:ab', lt: '1' }, { inPlace });
      expect(missing.success).toBe(false);
      expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['hash']]);
      const malformed = readWith(transactionSchema, { account: '0:ab', hash: 'h', lt: 'x' }, { inPlace });
      expect(malformed.error?.issues[0]?.path).toEqual(['lt']);
      const notObject = readWith(transactionSchema, ['no'], { inPlace });
      expect(notObject.error?.issues[0]?.message).toBe('expected an object, got an array');
    }
  });
});

describe('readDecimal', () => {
  it('reads what isDecimalInput accepts as toBigInt does, and nothing else', () => {
    const inputs: unknown[] = [
      ...['0', '-0', '7', '-7', '007', '123456789012345', '-123456789012345', '999999999999999'],
      ...['1234567890123456', '-1234567890123456', '9007199254740993', '1'.repeat(80), '1'.repeat(81)],
      ...['', '-', '--1', '+1', ' 1', '1 ', '1e5', '1.5', '0x10', '١٢٣', '12a', 'a12', '1-'],
      ...[0, 12, -12, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, Number.NaN, Infinity],
      ...[null, undefined, true, {}, [], 12n],
    ];
    for (const input of inputs) {
      const expected = isDecimalInput(input) ? toBigInt(input) : undefined;
      expect(readDecimal(input), String(input)).toBe(expected);
    }
  });
});

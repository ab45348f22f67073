import { describe, expect, it } from 'vitest';
import { KNOWN_OPCODES, formatOpcode, opcodeName, parseOpcode } from './opcodes';

describe('opcodeName', () => {
  it.each<[number, string]>([
    [0x0f8a7ea5, 'Jetton transfer'],
    [0x178d4519, 'Jetton internal transfer'],
    [0x7362d09c, 'Jetton transfer notification'],
    [0xd53276db, 'Excesses'],
    [0x595f07bc, 'Jetton burn'],
    [0x7bdd97de, 'Jetton burn notification'],
    [0x5fcc3d14, 'NFT transfer'],
    [0x05138d91, 'NFT ownership assigned'],
    [0x2fcb26a2, 'NFT get static data'],
    [0x8b771735, 'NFT report static data'],
    [0x693d3950, 'NFT get royalty params'],
    [0xa8cb00ad, 'NFT report royalty params'],
    [0x00000000, 'Text comment'],
    [0x2167da4b, 'Encrypted comment'],
    [0xffffffff, 'Bounce'],
    [0xfffffffe, 'Operation not allowed'],
    [0x2c76b973, 'Provide wallet address'],
    [0xd1735400, 'Take wallet address'],
    [0x04ded148, 'SBT prove ownership'],
    [0x0524c7ae, 'SBT ownership proof'],
    [0xd0c3bfea, 'SBT request owner'],
    [0x0dd607e3, 'SBT owner info'],
    [0x1f04537a, 'SBT destroy'],
    [0x6f89f5e3, 'SBT revoke'],
    [0x73696e74, 'Wallet v5 signed request (internal)'],
    [0x7369676e, 'Wallet v5 signed request (external)'],
    [0x6578746e, 'Wallet v5 extension request'],
  ])('opcodeName(%s) = %s', (op, name) => {
    expect(opcodeName(op)).toBe(name);
  });

  it.each([0x12345678, 1, -1, 0x1_0000_0000, 0.5, Number.NaN, -718113061])('is undefined for %s', (op) => {
    expect(opcodeName(op)).toBeUndefined();
  });

  it('has one entry per opcode, each a uint32 with a name and a source', () => {
    const ops = KNOWN_OPCODES.map((entry) => entry.op);
    expect(new Set(ops).size).toBe(ops.length);
    for (const entry of KNOWN_OPCODES) {
      expect(Number.isInteger(entry.op) && entry.op >= 0 && entry.op <= 0xffffffff).toBe(true);
      expect(entry.name).not.toBe('');
      expect(entry.source).not.toBe('');
    }
  });

  it('spells the wallet v5 opcodes as their ASCII tags', () => {
    const ascii = (op: number) =>
      String.fromCharCode(op >>> 24, (op >>> 16) & 0xff, (op >>> 8) & 0xff, op & 0xff);
    expect(ascii(0x73696e74)).toBe('sint');
    expect(ascii(0x7369676e)).toBe('sign');
    expect(ascii(0x6578746e)).toBe('extn');
  });
});

describe('formatOpcode', () => {
  it.each<[number, string]>([
    [0, '0x00000000'],
    [1, '0x00000001'],
    [0x0f8a7ea5, '0x0f8a7ea5'],
    [0x05138d91, '0x05138d91'],
    [0xd53276db, '0xd53276db'],
    [0xffffffff, '0xffffffff'],
  ])('formatOpcode(%s) = %s', (op, text) => {
    expect(formatOpcode(op)).toBe(text);
  });

  it.each([-1, 0x1_0000_0000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws for %s', (op) => {
    expect(() => formatOpcode(op)).toThrow(RangeError);
  });

  it('round-trips every known opcode through parseOpcode', () => {
    for (const { op } of KNOWN_OPCODES) {
      expect(parseOpcode(formatOpcode(op))).toBe(op);
    }
  });
});

describe('parseOpcode', () => {
  it.each<[unknown, number]>([
    // JSON integers
    [0, 0],
    [0x0f8a7ea5, 0x0f8a7ea5],
    [260734629, 0x0f8a7ea5],
    [0xffffffff, 0xffffffff],
    // negative signed int32, as indexers store op: same 32 bits
    [-718113061, 0xd53276db],
    [-1, 0xffffffff],
    [-2147483648, 0x80000000],
    // hex strings, any case, with or without leading zeros
    ['0x0f8a7ea5', 0x0f8a7ea5],
    ['0x0F8A7EA5', 0x0f8a7ea5],
    ['0X0f8a7ea5', 0x0f8a7ea5],
    ['0xf8a7ea5', 0x0f8a7ea5],
    ['0xD53276DB', 0xd53276db],
    ['0xffffffff', 0xffffffff],
    ['0x00000000', 0],
    ['0x0', 0],
    // decimal strings
    ['0', 0],
    ['260734629', 0x0f8a7ea5],
    ['4294967295', 0xffffffff],
    ['-718113061', 0xd53276db],
    ['-0', 0],
  ])('parseOpcode(%j) = %s', (input, expected) => {
    expect(parseOpcode(input)).toBe(expected);
  });

  it.each<unknown>([
    0x1_0000_0000,
    -2147483649,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 64,
    '',
    '0x',
    '0x100000000',
    '0x0000000001',
    '0xg0000000',
    '0x-1',
    ' 0x0f8a7ea5',
    '0x0f8a7ea5 ',
    '0x0f8a 7ea5',
    '4294967296',
    '-2147483649',
    '12345678901',
    '1.0',
    '1e3',
    '+1',
    'ffffffff',
    'transfer',
    null,
    undefined,
    true,
    0x0f8a7ea5n,
    {},
    [0x0f8a7ea5],
  ])('rejects %o', (input) => {
    expect(parseOpcode(input)).toBeNull();
  });
});

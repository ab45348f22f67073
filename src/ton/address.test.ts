import { Address, crc16 } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  crc16xmodem,
  isSameAddress,
  normalizeAddressKey,
  parseAddress,
  toFriendlyAddress,
  toRawAddress,
  type AddressErrorReason,
  type TonAddress,
} from './address.ts';

// Real mainnet accounts from recorded toncenter data.
const A_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const A_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const B_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const B_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
// The elector: a masterchain account.
const ELECTOR_RAW = '-1:3333333333333333333333333333333333333333333333333333333333333333';

const coreA = Address.parseRaw(A_RAW);
const coreB = Address.parseRaw(B_RAW);
const coreElector = Address.parseRaw(ELECTOR_RAW);
const B_STANDARD = coreB.toString({ bounceable: true, urlSafe: false }); // has a '/'

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

function fromCore(a: Address): TonAddress {
  return { workchain: a.workChain, hash: new Uint8Array(a.hash) };
}

/** A friendly string with arbitrary flag and workchain bytes but a correct checksum. */
function friendlyWithBytes(flags: number, workchain: number, hash: Uint8Array, urlSafe = true): string {
  const bytes = Buffer.alloc(36);
  bytes[0] = flags;
  bytes[1] = workchain & 0xff;
  bytes.set(hash, 2);
  bytes.set(crc16(bytes.subarray(0, 34)), 34);
  const text = bytes.toString('base64');
  return urlSafe ? text.replace(/\+/g, '-').replace(/\//g, '_') : text;
}

/** mulberry32: a tiny seeded PRNG so the property tests see the same addresses on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('crc16xmodem', () => {
  it('matches the CRC-16/XMODEM check value', () => {
    expect(crc16xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
    expect(crc16xmodem(new Uint8Array(0))).toBe(0);
  });

  it('matches @ton/core on random inputs', () => {
    const random = prng(7);
    for (let n = 0; n < 200; n++) {
      const bytes = new Uint8Array(34);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
      const expected = crc16(Buffer.from(bytes));
      expect(crc16xmodem(bytes)).toBe(expected.readUInt16BE(0));
    }
  });
});

describe('parseAddress: valid forms', () => {
  const cases: Array<{
    name: string;
    text: string;
    raw: string;
    form: 'raw' | 'friendly';
    bounceable?: boolean;
    testnetOnly?: boolean;
    urlSafe?: boolean;
  }> = [
    { name: 'raw uppercase', text: A_RAW, raw: A_RAW, form: 'raw' },
    { name: 'raw lowercase', text: A_RAW.toLowerCase(), raw: A_RAW, form: 'raw' },
    {
      name: 'raw mixed case',
      text: '0:9da971AF38d2F03abdf308D5F91636a97e5a2b07a66c39d71d7cbae3b032EDDC',
      raw: A_RAW,
      form: 'raw',
    },
    { name: 'raw masterchain', text: ELECTOR_RAW, raw: ELECTOR_RAW, form: 'raw' },
    { name: 'raw "-0" workchain folds to 0', text: '-' + A_RAW, raw: A_RAW, form: 'raw' },
    { name: 'raw with spaces around', text: `  ${B_RAW}\t`, raw: B_RAW, form: 'raw' },
    {
      name: 'non-bounceable mainnet UQ',
      text: A_UQ,
      raw: A_RAW,
      form: 'friendly',
      bounceable: false,
      testnetOnly: false,
      urlSafe: true,
    },
    {
      name: 'bounceable mainnet EQ',
      text: B_EQ,
      raw: B_RAW,
      form: 'friendly',
      bounceable: true,
      testnetOnly: false,
      urlSafe: true,
    },
    {
      name: 'bounceable testnet kQ',
      text: coreB.toString({ bounceable: true, testOnly: true }),
      raw: B_RAW,
      form: 'friendly',
      bounceable: true,
      testnetOnly: true,
      urlSafe: true,
    },
    {
      name: 'non-bounceable testnet 0Q',
      text: coreB.toString({ bounceable: false, testOnly: true }),
      raw: B_RAW,
      form: 'friendly',
      bounceable: false,
      testnetOnly: true,
      urlSafe: true,
    },
    {
      name: 'standard base64',
      text: B_STANDARD,
      raw: B_RAW,
      form: 'friendly',
      bounceable: true,
      testnetOnly: false,
      urlSafe: false,
    },
    {
      name: 'masterchain Ef',
      text: coreElector.toString({ bounceable: true }),
      raw: ELECTOR_RAW,
      form: 'friendly',
      bounceable: true,
      testnetOnly: false,
      urlSafe: true,
    },
    {
      name: 'masterchain Uf',
      text: coreElector.toString({ bounceable: false }),
      raw: ELECTOR_RAW,
      form: 'friendly',
      bounceable: false,
      testnetOnly: false,
      urlSafe: true,
    },
    {
      name: 'zero-width space and BOM at the edges',
      text: `\uFEFF\u200B${A_UQ}\u200D\u00A0`,
      raw: A_RAW,
      form: 'friendly',
      bounceable: false,
      testnetOnly: false,
      urlSafe: true,
    },
  ];

  it.each(cases)('$name', ({ text, raw, form, bounceable, testnetOnly, urlSafe }) => {
    const parsed = parseAddress(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(toRawAddress(parsed.address)).toBe(raw);
    expect(parsed.form).toBe(form);
    expect(parsed.bounceable).toBe(bounceable);
    expect(parsed.testnetOnly).toBe(testnetOnly);
    expect(parsed.urlSafe).toBe(urlSafe);
  });

  it('A_UQ and A_RAW are the same recorded account', () => {
    expect(coreA.toString({ bounceable: false })).toBe(A_UQ);
    expect(coreB.toString({ bounceable: true })).toBe(B_EQ);
    expect(B_STANDARD).toMatch(/[+/]/);
  });
});

describe('parseAddress: failures', () => {
  const hashA = new Uint8Array(coreA.hash);
  const cases: Array<{ name: string; text: string; reason: AddressErrorReason; message?: RegExp }> = [
    { name: 'empty string', text: '', reason: 'empty' },
    { name: 'only whitespace', text: ' \t\n ', reason: 'empty' },
    { name: 'only zero-width characters', text: '\u200B\uFEFF', reason: 'empty' },
    {
      name: 'Cyrillic look-alike',
      text: '\u0415' + B_EQ.slice(1),
      reason: 'bad-characters',
      message: /U\+0415.*position 1/,
    },
    { name: 'punctuation inside', text: B_EQ.slice(0, 10) + '!' + B_EQ.slice(11), reason: 'bad-characters' },
    { name: 'space inside', text: B_EQ.slice(0, 10) + ' ' + B_EQ.slice(10), reason: 'bad-characters' },
    { name: 'base64 padding', text: B_EQ + '=', reason: 'bad-characters' },
    {
      name: 'mixes URL-safe and standard alphabets',
      text: B_STANDARD.replace('/', '_').replace(/[A-Za-z]/, '+'),
      reason: 'bad-characters',
      message: /mixes/,
    },
    { name: 'one character missing', text: B_EQ.slice(0, 47), reason: 'wrong-length', message: /47/ },
    { name: 'one character extra', text: B_EQ + 'A', reason: 'wrong-length', message: /49/ },
    { name: 'short word', text: 'hello', reason: 'wrong-length' },
    {
      name: 'bare 64-hex hash without workchain',
      text: A_RAW.slice(2),
      reason: 'wrong-length',
      message: /workchain/,
    },
    {
      name: 'last character changed',
      text: B_EQ.slice(0, 47) + 'w',
      reason: 'bad-checksum',
      message: /checksum/,
    },
    {
      name: 'two characters swapped',
      text: 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3A4F',
      reason: 'bad-checksum',
    },
    { name: 'flag byte 0x22', text: friendlyWithBytes(0x22, 0, hashA), reason: 'bad-flags' },
    { name: 'flag byte 0x00', text: friendlyWithBytes(0x00, 0, hashA), reason: 'bad-flags' },
    { name: 'flag byte 0xff', text: friendlyWithBytes(0xff, 0, hashA), reason: 'bad-flags' },
    { name: 'friendly workchain 1', text: friendlyWithBytes(0x11, 1, hashA), reason: 'unknown-workchain' },
    {
      name: 'friendly workchain -128',
      text: friendlyWithBytes(0x51, -128, hashA),
      reason: 'unknown-workchain',
      message: /-128/,
    },
    { name: 'raw workchain 1', text: '1:' + A_RAW.slice(2), reason: 'unknown-workchain' },
    { name: 'raw workchain 127', text: '127:' + A_RAW.slice(2), reason: 'unknown-workchain' },
    { name: 'raw workchain -2', text: '-2:' + A_RAW.slice(2), reason: 'unknown-workchain' },
    { name: 'raw workchain 128', text: '128:' + A_RAW.slice(2), reason: 'bad-raw-workchain' },
    { name: 'raw letter O for zero', text: 'O:' + A_RAW.slice(2), reason: 'bad-raw-workchain' },
    { name: 'raw missing workchain', text: ':' + A_RAW.slice(2), reason: 'bad-raw-workchain' },
    { name: 'raw double minus', text: '--1:' + A_RAW.slice(2), reason: 'bad-raw-workchain' },
    { name: 'raw hash 63 digits', text: A_RAW.slice(0, -1), reason: 'bad-raw-hash', message: /63/ },
    { name: 'raw hash 65 digits', text: A_RAW + 'F', reason: 'bad-raw-hash', message: /65/ },
    { name: 'raw hash with G', text: A_RAW.slice(0, -1) + 'G', reason: 'bad-raw-hash', message: /"G"/ },
    { name: 'raw with two colons', text: '0::' + A_RAW.slice(2), reason: 'bad-raw-hash' },
    { name: 'raw empty hash', text: '0:', reason: 'bad-raw-hash' },
  ];

  it.each(cases)('$name -> $reason', ({ text, reason, message }) => {
    const parsed = parseAddress(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reason).toBe(reason);
    expect(parsed.message.length).toBeGreaterThan(10);
    if (message) expect(parsed.message).toMatch(message);
  });

  it('explains a checksum failure in words', () => {
    expect(parseAddress(B_EQ.slice(0, 47) + 'w')).toEqual({
      ok: false,
      reason: 'bad-checksum',
      message: 'bad checksum: the last 2 bytes do not match the rest (typo?)',
    });
  });
});

describe('formatting', () => {
  it('formats the recorded accounts', () => {
    const a = fromCore(coreA);
    expect(toRawAddress(a)).toBe(A_RAW);
    expect(toFriendlyAddress(a, { bounceable: false })).toBe(A_UQ);
    expect(toFriendlyAddress(fromCore(coreB), { bounceable: true })).toBe(B_EQ);
    expect(toFriendlyAddress(fromCore(coreB), { bounceable: true, urlSafe: false })).toBe(B_STANDARD);
    expect(toRawAddress(fromCore(coreElector))).toBe(ELECTOR_RAW);
  });

  it('prefixes match the documented flag bytes', () => {
    const a = fromCore(coreA);
    expect(toFriendlyAddress(a, { bounceable: true }).slice(0, 2)).toBe('EQ');
    expect(toFriendlyAddress(a, { bounceable: false }).slice(0, 2)).toBe('UQ');
    expect(toFriendlyAddress(a, { bounceable: true, testnetOnly: true }).slice(0, 2)).toBe('kQ');
    expect(toFriendlyAddress(a, { bounceable: false, testnetOnly: true }).slice(0, 2)).toBe('0Q');
    const m = fromCore(coreElector);
    expect(toFriendlyAddress(m, { bounceable: true }).slice(0, 3)).toBe('Ef8');
    expect(toFriendlyAddress(m, { bounceable: false }).slice(0, 3)).toBe('Uf8');
  });

  it('rejects malformed plain data instead of printing garbage', () => {
    expect(() => toRawAddress({ workchain: 0, hash: new Uint8Array(31) })).toThrow(RangeError);
    expect(() =>
      toFriendlyAddress({ workchain: 300, hash: new Uint8Array(32) }, { bounceable: true }),
    ).toThrow(RangeError);
  });
});

describe('isSameAddress and normalizeAddressKey', () => {
  it('compares across forms', () => {
    expect(isSameAddress(A_UQ, A_RAW.toLowerCase())).toBe(true);
    expect(isSameAddress(A_UQ, coreA.toString({ bounceable: true, testOnly: true }))).toBe(true);
    expect(isSameAddress(fromCore(coreB), B_STANDARD)).toBe(true);
    expect(isSameAddress(A_UQ, B_EQ)).toBe(false);
    expect(isSameAddress(A_UQ, 'nonsense')).toBe(false);
    expect(isSameAddress('nonsense', 'nonsense')).toBe(false);
    // Same hash, different workchain: different accounts.
    expect(isSameAddress(A_RAW, '-1' + A_RAW.slice(1))).toBe(false);
  });

  it('normalizes any form to the uppercase raw key', () => {
    expect(normalizeAddressKey(A_UQ)).toBe(A_RAW);
    expect(normalizeAddressKey(A_RAW.toLowerCase())).toBe(A_RAW);
    expect(normalizeAddressKey(` ${B_STANDARD}\n`)).toBe(B_RAW);
    expect(normalizeAddressKey(coreElector.toString())).toBe(ELECTOR_RAW);
    expect(normalizeAddressKey(B_EQ.slice(1))).toBeNull();
    expect(normalizeAddressKey('')).toBeNull();
  });
});

describe('property: agrees with @ton/core', () => {
  // Each random address is checked in all 9 forms: 400 give 3,200 friendly texts, every base64
  // character at each position of the hash about 50 times (3,000 took seconds, over 5 s under load).
  const COUNT = 400;
  const random = prng(0x70a11e5);
  const samples = Array.from({ length: COUNT }, () => {
    const hash = new Uint8Array(32);
    for (let i = 0; i < 32; i++) hash[i] = Math.floor(random() * 256);
    const workchain = random() < 0.5 ? 0 : -1;
    return {
      ours: { workchain, hash } satisfies TonAddress,
      core: new Address(workchain, Buffer.from(hash)),
    };
  });
  const flagSets = [true, false].flatMap((bounceable) =>
    [true, false].flatMap((testOnly) => [true, false].map((urlSafe) => ({ bounceable, testOnly, urlSafe }))),
  );

  it(`formats ${COUNT} random addresses exactly like @ton/core in all 9 forms`, () => {
    for (const { ours, core } of samples) {
      expect(toRawAddress(ours).toLowerCase()).toBe(core.toRawString().toLowerCase());
      for (const flags of flagSets) {
        expect(
          toFriendlyAddress(ours, {
            bounceable: flags.bounceable,
            testnetOnly: flags.testOnly,
            urlSafe: flags.urlSafe,
          }),
        ).toBe(core.toString(flags));
      }
    }
  });

  it(`parses @ton/core's strings for ${COUNT} random addresses back to the same account and flags`, () => {
    for (const { core } of samples) {
      const rawText = core.toRawString();
      for (const text of [rawText, rawText.toUpperCase()]) {
        const parsed = parseAddress(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
        expect(parsed.form).toBe('raw');
        expect(parsed.address.workchain).toBe(core.workChain);
        expect(hex(parsed.address.hash)).toBe(core.hash.toString('hex'));
      }
      for (const flags of flagSets) {
        const text = core.toString(flags);
        const parsed = parseAddress(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
        const coreParsed = Address.parseFriendly(text);
        expect(parsed.form).toBe('friendly');
        expect(parsed.address.workchain).toBe(coreParsed.address.workChain);
        expect(hex(parsed.address.hash)).toBe(coreParsed.address.hash.toString('hex'));
        expect(parsed.bounceable).toBe(coreParsed.isBounceable);
        expect(parsed.testnetOnly).toBe(coreParsed.isTestOnly);
        // A standard-base64 string without '+' or '/' is also valid base64url, so only that direction is certain.
        expect(parsed.urlSafe).toBe(flags.urlSafe || !/[+/]/.test(text));
      }
    }
  });

  it('detects every single-character substitution as an error', () => {
    const mutate = prng(99);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const { core } of samples) {
      const text = core.toString({ bounceable: mutate() < 0.5 });
      const at = Math.floor(mutate() * 48);
      let replacement = text.charAt(at);
      while (replacement === text.charAt(at)) replacement = alphabet.charAt(Math.floor(mutate() * 64));
      const parsed = parseAddress(text.slice(0, at) + replacement + text.slice(at + 1));
      expect(parsed.ok).toBe(false);
    }
  });
});

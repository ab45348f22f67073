import { Address, crc16 } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { AddressErrorReason } from '../address.ts';
import { parseAddressList } from './parse-address-list.ts';

// Real mainnet accounts from recorded toncenter data; the other forms are derived with @ton/core.
const A_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const A_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const B_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const B_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const M_RAW = '-1:3333333333333333333333333333333333333333333333333333333333333333';

const coreA = Address.parseRaw(A_RAW);
const coreB = Address.parseRaw(B_RAW);
const coreM = Address.parseRaw(M_RAW);

const A_EQ = coreA.toString({ bounceable: true });
const A_KQ = coreA.toString({ bounceable: true, testOnly: true });
const A_0Q = coreA.toString({ bounceable: false, testOnly: true });
const A_LOWER = A_RAW.toLowerCase();
const B_UQ = coreB.toString({ bounceable: false });
const B_STD = coreB.toString({ bounceable: true, urlSafe: false }); // contains '/'
const M_EF = coreM.toString({ bounceable: true });
const M_UF = coreM.toString({ bounceable: false });

// Broken addresses of every kind.
const BAD_CHECKSUM = B_EQ.slice(0, 47) + 'w';
const TOO_SHORT = B_EQ.slice(0, 47);
const TOO_LONG = B_EQ + 'x';
const CYRILLIC = '\u0415' + B_EQ.slice(1); // Cyrillic Е for Latin E
const MIXED_ALPHABETS = B_STD.replace('/', '_').replace('D', '+');
// A checksum-correct string whose flag byte (0x22) is neither bounceable nor non-bounceable.
const BAD_FLAGS = (() => {
  const bytes = Buffer.alloc(36);
  bytes[0] = 0x22;
  bytes.set(coreA.hash, 2);
  bytes.set(crc16(bytes.subarray(0, 34)), 34);
  return bytes;
})();
const BAD_FLAGS_TEXT = BAD_FLAGS.toString('base64url');
const WORKCHAIN_1_RAW = '1:' + A_RAW.slice(2);
const WORKCHAIN_1_FRIENDLY = new Address(1, coreA.hash).toString();
const SHORT_RAW = A_RAW.slice(0, -1);
const NON_HEX_RAW = A_RAW.slice(0, -1) + 'Z';

interface ExpectedAccount {
  raw: string;
  /** Distinct forms, in order; checked when given. */
  forms?: string[];
  line?: number;
  /** Defaults to false. */
  testnet?: boolean;
}

interface Case {
  name: string;
  input: string;
  accounts: ExpectedAccount[];
  /** Defaults to none: every case also checks that nothing else is reported. */
  errors?: Array<{ line: number; reason: AddressErrorReason; token?: string }>;
  tokenCount?: number;
  /** TON DNS domains reported (not sent); defaults to none. */
  domains?: Array<{ line: number; token: string }>;
}

const cases: Case[] = [
  // Domains cannot be looked up: each is reported on its line, never skipped silently.
  {
    name: 'a .ton domain',
    input: 'foundation.ton',
    accounts: [],
    domains: [{ line: 1, token: 'foundation.ton' }],
    tokenCount: 0,
  },
  {
    name: 'domains among addresses, a subdomain and a t.me name',
    input: `${A_UQ}\nwallet.foundation.ton\n  Alice.TON, \nbob.t.me.`,
    accounts: [{ raw: A_RAW }],
    domains: [
      { line: 2, token: 'wallet.foundation.ton' },
      { line: 3, token: 'Alice.TON' },
      { line: 4, token: 'bob.t.me' },
    ],
  },
  {
    name: 'a domain beside its address (an export row) is its name, not an entry',
    input: `${A_RAW},${A_UQ},foundation.ton,active`,
    accounts: [{ raw: A_RAW }],
  },
  {
    name: 'a Cyrillic look-alike domain is a domain too',
    input: 'tоncoin.ton',
    accounts: [],
    domains: [{ line: 1, token: 'tоncoin.ton' }],
  },
  {
    name: 'words that only end in "ton" are not domains',
    input: 'Boston\nton\n.ton\nmilton.tonic',
    accounts: [],
  },
  // Every valid form on its own.
  {
    name: 'non-bounceable UQ',
    input: A_UQ,
    accounts: [{ raw: A_RAW, forms: [A_UQ], line: 1 }],
    tokenCount: 1,
  },
  { name: 'bounceable EQ', input: B_EQ, accounts: [{ raw: B_RAW, forms: [B_EQ] }], tokenCount: 1 },
  { name: 'derived bounceable EQ', input: A_EQ, accounts: [{ raw: A_RAW, forms: [A_EQ] }] },
  { name: 'raw uppercase', input: A_RAW, accounts: [{ raw: A_RAW, forms: [A_RAW] }] },
  { name: 'raw lowercase', input: A_LOWER, accounts: [{ raw: A_RAW, forms: [A_LOWER] }] },
  {
    name: 'raw mixed case',
    input: '0:9da971af38d2f03abdf308d5f91636a97e5a2b07a66c39d71d7cbae3b032EDDC',
    accounts: [{ raw: A_RAW }],
  },
  { name: 'testnet bounceable kQ', input: A_KQ, accounts: [{ raw: A_RAW, testnet: true }] },
  { name: 'testnet non-bounceable 0Q', input: A_0Q, accounts: [{ raw: A_RAW, testnet: true }] },
  { name: 'standard base64 with /', input: B_STD, accounts: [{ raw: B_RAW, forms: [B_STD] }] },
  { name: 'masterchain raw', input: M_RAW, accounts: [{ raw: M_RAW }] },
  { name: 'masterchain raw lowercase', input: M_RAW.toLowerCase(), accounts: [{ raw: M_RAW }] },
  { name: 'masterchain Ef', input: M_EF, accounts: [{ raw: M_RAW, forms: [M_EF] }] },
  { name: 'masterchain Uf', input: M_UF, accounts: [{ raw: M_RAW, forms: [M_UF] }] },

  // Separators.
  {
    name: 'one per line',
    input: `${A_UQ}\n${B_EQ}\n${M_RAW}`,
    accounts: [
      { raw: A_RAW, line: 1 },
      { raw: B_RAW, line: 2 },
      { raw: M_RAW, line: 3 },
    ],
  },
  { name: 'comma', input: `${A_UQ},${B_EQ}`, accounts: [{ raw: A_RAW }, { raw: B_RAW }] },
  {
    name: 'comma and space',
    input: `${A_UQ}, ${B_EQ}, ${M_EF}`,
    accounts: [{ raw: A_RAW }, { raw: B_RAW }, { raw: M_RAW }],
  },
  { name: 'semicolon', input: `${A_UQ};${B_EQ};`, accounts: [{ raw: A_RAW }, { raw: B_RAW }] },
  { name: 'tab', input: `${A_UQ}\t${B_EQ}`, accounts: [{ raw: A_RAW }, { raw: B_RAW }] },
  { name: 'several spaces', input: `   ${A_UQ}     ${B_EQ}   `, accounts: [{ raw: A_RAW }, { raw: B_RAW }] },
  {
    name: 'markdown table with pipes',
    input: `| name | address |\n|---|---|\n| alice | ${A_UQ} |\n| bob | ${B_EQ} |`,
    accounts: [
      { raw: A_RAW, line: 3 },
      { raw: B_RAW, line: 4 },
    ],
    errors: [],
  },
  {
    name: 'Windows line endings',
    input: `${A_UQ}\r\n${B_EQ}\r\n`,
    accounts: [
      { raw: A_RAW, line: 1, forms: [A_UQ] },
      { raw: B_RAW, line: 2, forms: [B_EQ] },
    ],
  },
  {
    name: 'old Mac line endings (lone CR)',
    input: `${A_UQ}\r${B_EQ}`,
    accounts: [
      { raw: A_RAW, line: 1 },
      { raw: B_RAW, line: 2 },
    ],
  },
  {
    name: 'blank lines keep line numbers',
    input: `\n\n${A_UQ}\n\n\n${B_EQ}\n\n`,
    accounts: [
      { raw: A_RAW, line: 3 },
      { raw: B_RAW, line: 6 },
    ],
  },
  { name: 'trailing separators', input: `${A_UQ},,, ;;\t\n`, accounts: [{ raw: A_RAW }], tokenCount: 1 },
  { name: 'leading separators', input: `;, \t${A_UQ}`, accounts: [{ raw: A_RAW }] },
  {
    name: 'no-break spaces around',
    input: `\u00A0${A_UQ}\u00A0\u202F${B_EQ}`,
    accounts: [{ raw: A_RAW }, { raw: B_RAW }],
  },
  {
    name: 'zero-width spaces around',
    input: `\u200B${A_UQ}\u200B\n\u2060${B_EQ}\u200D`,
    accounts: [
      { raw: A_RAW, forms: [A_UQ] },
      { raw: B_RAW, forms: [B_EQ], line: 2 },
    ],
  },
  {
    name: 'BOM at the start',
    input: `\uFEFF${A_UQ}\n${B_EQ}`,
    accounts: [{ raw: A_RAW, forms: [A_UQ] }, { raw: B_RAW }],
  },
  {
    name: 'soft hyphen and zero-width space inside an address',
    input: `${A_UQ.slice(0, 20)}\u00AD${A_UQ.slice(20, 30)}\u200B${A_UQ.slice(30)}`,
    accounts: [{ raw: A_RAW, forms: [A_UQ] }],
  },
  {
    name: 'ideographic space and fullwidth comma',
    input: `${A_UQ}\u3000${B_EQ}\uFF0C${M_EF}`,
    accounts: [{ raw: A_RAW }, { raw: B_RAW }, { raw: M_RAW }],
  },
  {
    name: 'unicode line separator counts as a line',
    input: `${A_UQ}\u2028${B_EQ}`,
    accounts: [
      { raw: A_RAW, line: 1 },
      { raw: B_RAW, line: 2 },
    ],
  },

  // Spreadsheet and export shapes.
  {
    name: 'CSV with header row',
    input: `address,balance\n${A_UQ},12.5\n${B_EQ},0\n`,
    accounts: [
      { raw: A_RAW, line: 2 },
      { raw: B_RAW, line: 3 },
    ],
    errors: [],
    tokenCount: 2,
  },
  {
    name: 'CSV with quoted cells',
    input: `"Address","Amount","Comment"\r\n"${A_UQ}","1,000.50","payout ""march"""\r\n"${B_RAW}","7","ok"`,
    accounts: [
      { raw: A_RAW, line: 2, forms: [A_UQ] },
      { raw: B_RAW, line: 3, forms: [B_RAW] },
    ],
    errors: [],
  },
  {
    name: 'exchange TSV export with dates, times and hashes',
    input:
      'Date\tTime\tType\tAmount\tAddress\tTx hash\n' +
      `2024-03-01\t12:30:05\tWithdrawal\t150.25\t${A_UQ}\t${'ab'.repeat(32)}\n` +
      `2024-03-02\t08:01:59\tDeposit\t-3\t${B_EQ}\tq2K9dWxT0gB3v0pU1sZ8nYtB2cR7eF4hJ6kL9mN0pQ8=\n`,
    accounts: [
      { raw: A_RAW, line: 2 },
      { raw: B_RAW, line: 3 },
    ],
    errors: [],
    tokenCount: 2,
  },
  {
    name: 'semicolon CSV with decimal commas',
    input: `Adresse;Betrag\n${A_UQ};1,5\n${B_EQ};2,75`,
    accounts: [{ raw: A_RAW }, { raw: B_RAW }],
    errors: [],
  },
  {
    name: 'JSON array',
    input: JSON.stringify([A_UQ, B_EQ, M_RAW]),
    accounts: [{ raw: A_RAW }, { raw: B_RAW }, { raw: M_RAW }],
    errors: [],
  },
  {
    name: 'chat message with a sentence around',
    input: `hey, please send 5 TON to ${A_UQ}. thanks!\nmine is (${B_EQ})`,
    accounts: [
      { raw: A_RAW, forms: [A_UQ] },
      { raw: B_RAW, line: 2 },
    ],
    errors: [],
  },
  { name: 'label glued to the address', input: `address:${B_EQ}`, accounts: [{ raw: B_RAW, forms: [B_EQ] }] },

  // Links.
  {
    name: 'tonviewer link',
    input: `https://tonviewer.com/${B_EQ}`,
    accounts: [{ raw: B_RAW, forms: [B_EQ] }],
    tokenCount: 1,
  },
  {
    name: 'tonscan link',
    input: `https://tonscan.org/address/${A_UQ}`,
    accounts: [{ raw: A_RAW, forms: [A_UQ] }],
  },
  {
    name: 'explorer.toncoin.org query link',
    input: `https://explorer.toncoin.org/account?account=${B_EQ}`,
    accounts: [{ raw: B_RAW, forms: [B_EQ] }],
  },
  {
    name: 'testnet tonscan link with a testnet address',
    input: `https://testnet.tonscan.org/address/${A_KQ}`,
    accounts: [{ raw: A_RAW, testnet: true }],
  },
  {
    name: 'testnet tonviewer link marks even an EQ address as testnet',
    input: `https://testnet.tonviewer.com/${A_EQ}`,
    accounts: [{ raw: A_RAW, testnet: true }],
  },
  {
    name: 'ton://transfer link with amount',
    input: `ton://transfer/${B_EQ}?amount=1000000000&text=hello`,
    accounts: [{ raw: B_RAW, forms: [B_EQ] }],
  },
  {
    name: 'ton://transfer link with standard base64 containing /',
    input: `ton://transfer/${B_STD}?amount=5`,
    accounts: [{ raw: B_RAW, forms: [B_STD] }],
  },
  { name: 'link without a scheme', input: `tonviewer.com/${A_UQ}`, accounts: [{ raw: A_RAW }] },
  {
    name: 'link with percent-encoded raw address',
    input: `https://tonscan.org/address/${A_RAW.replace(':', '%3A')}`,
    accounts: [{ raw: A_RAW, forms: [A_RAW] }],
  },
  {
    name: 'markdown link',
    input: `[my wallet](https://tonviewer.com/${A_UQ}) and [docs](https://docs.ton.org/v3/concepts)`,
    accounts: [{ raw: A_RAW }],
    errors: [],
    tokenCount: 1,
  },
  {
    name: 'Tonkeeper universal link',
    input: `https://app.tonkeeper.com/transfer/${A_UQ}?amount=10&text=rent`,
    accounts: [{ raw: A_RAW }],
  },
  {
    name: 'link without an address is ignored',
    input: 'https://ton.org/docs\nhttps://tonviewer.com/',
    accounts: [],
    errors: [],
    tokenCount: 0,
  },
  {
    name: 'link with a broken address reports the link',
    input: `see https://tonviewer.com/${BAD_CHECKSUM}`,
    accounts: [],
    errors: [{ line: 1, reason: 'bad-checksum', token: `https://tonviewer.com/${BAD_CHECKSUM}` }],
  },

  {
    name: 'testnet masterchain kf and 0f',
    input: `${coreM.toString({ testOnly: true })}\n${coreM.toString({ testOnly: true, bounceable: false })}`,
    accounts: [{ raw: M_RAW, testnet: true }],
    tokenCount: 2,
  },
  {
    name: 'explorer link with percent-encoded standard base64',
    input: `https://tonviewer.com/${encodeURIComponent(B_STD)}`,
    accounts: [{ raw: B_RAW, forms: [B_STD] }],
  },
  {
    name: 'query link with percent-encoded standard base64',
    input: `https://explorer.toncoin.org/account?account=${encodeURIComponent(B_STD)}`,
    accounts: [{ raw: B_RAW, forms: [B_STD] }],
  },
  {
    name: 'wallet app deep link (tonkeeper://)',
    input: `tonkeeper://transfer/${B_EQ}?amount=1000000000&text=coffee`,
    accounts: [{ raw: B_RAW, forms: [B_EQ] }],
  },
  {
    name: 'explorer link with a fragment',
    input: `https://tonscan.org/address/${A_UQ}#transactions`,
    accounts: [{ raw: A_RAW, forms: [A_UQ] }],
  },
  {
    name: 'explorer link with a lowercase raw address',
    input: `https://tonviewer.com/${A_LOWER}`,
    accounts: [{ raw: A_RAW, forms: [A_LOWER] }],
  },
  {
    name: 'NFT marketplace link names the item, the last address in the path',
    input: `https://getgems.io/collection/${B_EQ}/${M_EF}`,
    accounts: [{ raw: M_RAW, forms: [M_EF] }],
    tokenCount: 1,
  },
  {
    name: 'address broken in two by a wrapped line in a chat',
    input: `${B_EQ.slice(0, 24)} ${B_EQ.slice(24)}`,
    accounts: [],
    errors: [{ line: 1, reason: 'wrong-length' }],
  },

  // Duplicates fold into one account.
  {
    name: 'same form twice',
    input: `${A_UQ}\n${A_UQ}`,
    accounts: [{ raw: A_RAW, forms: [A_UQ], line: 1 }],
    tokenCount: 2,
  },
  {
    name: 'four forms of one account',
    input: `${A_UQ}\n${A_EQ}\n${A_RAW}\n${A_LOWER}`,
    accounts: [{ raw: A_RAW, forms: [A_UQ, A_EQ, A_RAW, A_LOWER], line: 1 }],
    tokenCount: 4,
  },
  {
    name: 'duplicates interleaved keep first-appearance order',
    input: `${B_UQ}\n${A_EQ}\n${B_RAW}\n${A_UQ}\n${B_EQ}`,
    accounts: [
      { raw: B_RAW, forms: [B_UQ, B_RAW, B_EQ], line: 1 },
      { raw: A_RAW, forms: [A_EQ, A_UQ], line: 2 },
    ],
  },
  {
    name: 'a testnet form makes the merged account testnet',
    input: `${A_UQ}\n${A_KQ}`,
    accounts: [{ raw: A_RAW, forms: [A_UQ, A_KQ], testnet: true }],
  },
  {
    name: 'link and bare address of one account',
    input: `https://tonviewer.com/${B_EQ}\n${B_EQ}\n${B_STD}`,
    accounts: [{ raw: B_RAW, forms: [B_EQ, B_STD] }],
    tokenCount: 3,
  },

  // Each failure reason.
  {
    name: 'bad checksum',
    input: BAD_CHECKSUM,
    accounts: [],
    errors: [{ line: 1, reason: 'bad-checksum', token: BAD_CHECKSUM }],
  },
  {
    name: 'one character missing',
    input: TOO_SHORT,
    accounts: [],
    errors: [{ line: 1, reason: 'wrong-length' }],
  },
  {
    name: 'one character extra',
    input: TOO_LONG,
    accounts: [],
    errors: [{ line: 1, reason: 'wrong-length' }],
  },
  {
    name: 'two addresses glued together',
    input: A_UQ + B_EQ,
    accounts: [],
    errors: [{ line: 1, reason: 'wrong-length' }],
  },
  {
    name: 'Cyrillic look-alike',
    input: CYRILLIC,
    accounts: [],
    errors: [{ line: 1, reason: 'bad-characters' }],
  },
  {
    name: 'stray character inside',
    input: B_EQ.slice(0, 20) + '*' + B_EQ.slice(21),
    accounts: [],
    errors: [{ line: 1, reason: 'bad-characters' }],
  },
  {
    name: 'mixed base64 alphabets',
    input: MIXED_ALPHABETS,
    accounts: [],
    errors: [{ line: 1, reason: 'bad-characters' }],
  },
  { name: 'bad flags', input: BAD_FLAGS_TEXT, accounts: [], errors: [{ line: 1, reason: 'bad-flags' }] },
  {
    name: 'raw unknown workchain',
    input: WORKCHAIN_1_RAW,
    accounts: [],
    errors: [{ line: 1, reason: 'unknown-workchain' }],
  },
  {
    name: 'friendly unknown workchain',
    input: WORKCHAIN_1_FRIENDLY,
    accounts: [],
    errors: [{ line: 1, reason: 'unknown-workchain' }],
  },
  {
    name: 'raw hash too short',
    input: SHORT_RAW,
    accounts: [],
    errors: [{ line: 1, reason: 'bad-raw-hash' }],
  },
  {
    name: 'raw hash not hex',
    input: NON_HEX_RAW,
    accounts: [],
    errors: [{ line: 1, reason: 'bad-raw-hash' }],
  },
  {
    name: 'letter O instead of workchain 0',
    input: 'O:' + A_RAW.slice(2),
    accounts: [],
    errors: [{ line: 1, reason: 'bad-raw-workchain' }],
  },
  {
    name: 'errors carry their line numbers',
    input: `${A_UQ}\n${B_EQ}\n${BAD_CHECKSUM}\n\n${TOO_SHORT}`,
    accounts: [{ raw: A_RAW }, { raw: B_RAW }],
    errors: [
      { line: 3, reason: 'bad-checksum' },
      { line: 5, reason: 'wrong-length' },
    ],
    tokenCount: 4,
  },
  {
    name: 'the same bad token twice is reported twice',
    input: `${BAD_CHECKSUM}, ${BAD_CHECKSUM}`,
    accounts: [],
    errors: [
      { line: 1, reason: 'bad-checksum' },
      { line: 1, reason: 'bad-checksum' },
    ],
  },

  // A token that starts like a base-chain address (EQ, UQ, kQ, 0Q) is an attempt, however short: it is
  // reported with why, not skipped as a word (issue 25: `EQ-bogus` vanished while its neighbours got errors).
  {
    name: 'a short token with an address prefix beside valid addresses is reported',
    input: `${A_UQ}\nEQ-bogus\n${BAD_CHECKSUM}, UQ_1, kQx9`,
    accounts: [{ raw: A_RAW }],
    errors: [
      { line: 2, reason: 'wrong-length', token: 'EQ-bogus' },
      { line: 3, reason: 'bad-checksum' },
      { line: 3, reason: 'wrong-length', token: 'UQ_1' },
      { line: 3, reason: 'wrong-length', token: 'kQx9' },
    ],
    tokenCount: 5,
  },

  // Things that are not address attempts at all.
  { name: 'empty input', input: '', accounts: [], errors: [], tokenCount: 0 },
  { name: 'only separators', input: ' \n\r\n\t,;; \u200B\n', accounts: [], errors: [], tokenCount: 0 },
  {
    name: 'words, numbers and headers',
    input: 'address, balance, comment\nTotal 1,234.56 TON\nN/A - pending EQUALS Uf',
    accounts: [],
    errors: [],
    tokenCount: 0,
  },
  {
    name: 'hashes, times and ids are not addresses',
    input: `${'f'.repeat(64)} 12:30 10:15:00 1:2 tx:abc q2K9dWxT0gB3v0pU1sZ8nYtB2cR7eF4hJ6kL9mN0pQ8=`,
    accounts: [],
    errors: [],
    tokenCount: 0,
  },
  {
    name: 'everything mixed',
    input: `Name,Wallet,Note\r\nAlice,${A_UQ},"paid"\r\nBob,"${BAD_CHECKSUM}",late\r\nCarol,https://tonscan.org/address/${B_EQ},\r\nDave,${A_RAW.toLowerCase()},dup of alice\r\n`,
    accounts: [
      { raw: A_RAW, forms: [A_UQ, A_LOWER], line: 2 },
      { raw: B_RAW, forms: [B_EQ], line: 4 },
    ],
    errors: [{ line: 3, reason: 'bad-checksum', token: BAD_CHECKSUM }],
    tokenCount: 4,
  },
];

describe('parseAddressList', () => {
  it('has a broad table of inputs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases)('$name', ({ input, accounts, errors = [], tokenCount, domains = [] }) => {
    const result = parseAddressList(input);
    expect(result.accounts.map((a) => a.raw)).toEqual(accounts.map((a) => a.raw));
    result.accounts.forEach((actual, i) => {
      const expected = accounts[i] ?? { raw: '' };
      if (expected.forms) expect(actual.forms).toEqual(expected.forms);
      if (expected.line !== undefined) expect(actual.firstLine).toBe(expected.line);
      expect(actual.testnetOnly).toBe(expected.testnet ?? false);
      expect(actual.address.hash).toHaveLength(32);
    });
    expect(result.errors.map((e) => ({ line: e.line, reason: e.reason }))).toEqual(
      errors.map((e) => ({ line: e.line, reason: e.reason })),
    );
    result.errors.forEach((actual, i) => {
      const expected = errors[i];
      if (expected?.token !== undefined) expect(actual.token).toBe(expected.token);
      expect(actual.message).not.toBe('');
    });
    if (tokenCount !== undefined) expect(result.tokenCount).toBe(tokenCount);
    expect(result.domains).toEqual(domains);
  });

  it('lists the words of each line that names no account, so nothing pasted vanishes unsaid', () => {
    const result = parseAddressList(
      `hello world\n${A_UQ} a note beside it\n12.5\nfoundation.ton treasury\n\nEQUALS`,
    );
    expect(result.accounts.map((a) => a.raw)).toEqual([A_RAW]);
    // A line with an account or a domain: its other words are that row's (a label, an amount, a name).
    expect(result.skipped).toEqual([
      { line: 1, tokens: ['hello', 'world'] },
      { line: 3, tokens: ['12.5'] },
      { line: 6, tokens: ['EQUALS'] },
    ]);
  });

  it('returns the parsed address of each account', () => {
    const [account] = parseAddressList(B_EQ).accounts;
    expect(account?.address.workchain).toBe(0);
    expect(
      Buffer.from(account?.address.hash ?? [])
        .toString('hex')
        .toUpperCase(),
    ).toBe(B_RAW.slice(2));
  });
});

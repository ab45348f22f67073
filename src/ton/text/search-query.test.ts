import { describe, expect, it } from 'vitest';
import { classifySearch, searchHelp, type SearchTarget } from './search-query.ts';

// Real mainnet accounts from the recordings, in several forms.
const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const TOLYA_NON_BOUNCEABLE = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const JETTON_WALLET = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const JETTON_WALLET_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const JETTON_WALLET_STD = 'EQDEBy17BKtMUEzSI9/eQsgDfGqZJy02JK7Cy/8ucrEC3Xiq';

type Expected =
  | { kind: 'block'; seqno: number; transactionHash?: string }
  | { kind: 'latest' }
  | { kind: 'time'; unixSeconds: number; precision: 'day' | 'minute' | 'second' }
  | { kind: 'accounts'; rawAddresses: string[] }
  | { kind: 'invalid'; includes: string };

const cases: Array<[input: string, expected: Expected]> = [
  ['50503953', { kind: 'block', seqno: 50503953 }],
  ['  50503953  ', { kind: 'block', seqno: 50503953 }],
  ['#50503953', { kind: 'block', seqno: 50503953 }],
  ['0', { kind: 'block', seqno: 0 }],
  ['4294967295', { kind: 'block', seqno: 4294967295 }],
  ['4294967296', { kind: 'invalid', includes: 'too large' }],
  ['-1', { kind: 'invalid', includes: 'negative' }],
  ['-50', { kind: 'invalid', includes: 'negative' }],
  ['1.5', { kind: 'invalid', includes: 'Search takes' }],
  ['1e6', { kind: 'invalid', includes: 'Search takes' }],
  ['latest', { kind: 'latest' }],
  ['LATEST', { kind: 'latest' }],
  [' Latest ', { kind: 'latest' }],
  ['last', { kind: 'invalid', includes: 'Search takes' }],
  ['', { kind: 'invalid', includes: 'Search takes' }],
  ['   ', { kind: 'invalid', includes: 'Search takes' }],
  ['hello world', { kind: 'invalid', includes: 'Search takes' }],
  // Domains: said to be domains that cannot be looked up here, and why.
  ['tolya.ton', { kind: 'invalid', includes: '“tolya.ton” is a TON DNS domain, not an address' }],
  ['wallet.tolya.ton', { kind: 'invalid', includes: 'take addresses only and resolve no domains' }],
  ['durov.t.me', { kind: 'invalid', includes: '“durov.t.me” is a TON DNS domain' }],
  [TOLYA_NON_BOUNCEABLE, { kind: 'accounts', rawAddresses: [TOLYA_RAW] }],
  [TOLYA_RAW, { kind: 'accounts', rawAddresses: [TOLYA_RAW] }],
  [TOLYA_RAW.toLowerCase(), { kind: 'accounts', rawAddresses: [TOLYA_RAW] }],
  [JETTON_WALLET, { kind: 'accounts', rawAddresses: [JETTON_WALLET_RAW] }],
  [JETTON_WALLET_STD, { kind: 'accounts', rawAddresses: [JETTON_WALLET_RAW] }],
  [
    `${TOLYA_NON_BOUNCEABLE} ${JETTON_WALLET}`,
    { kind: 'accounts', rawAddresses: [TOLYA_RAW, JETTON_WALLET_RAW] },
  ],
  [
    `${TOLYA_NON_BOUNCEABLE},${JETTON_WALLET}`,
    { kind: 'accounts', rawAddresses: [TOLYA_RAW, JETTON_WALLET_RAW] },
  ],
  [
    `${TOLYA_NON_BOUNCEABLE}\n${JETTON_WALLET}\n`,
    { kind: 'accounts', rawAddresses: [TOLYA_RAW, JETTON_WALLET_RAW] },
  ],
  [`${TOLYA_NON_BOUNCEABLE}\n${TOLYA_RAW}`, { kind: 'accounts', rawAddresses: [TOLYA_RAW] }],
  [
    `ton://transfer/${TOLYA_NON_BOUNCEABLE}?amount=1000000000`,
    { kind: 'accounts', rawAddresses: [TOLYA_RAW] },
  ],
  [`https://tonviewer.com/${JETTON_WALLET}`, { kind: 'accounts', rawAddresses: [JETTON_WALLET_RAW] }],
  [`https://tonscan.org/address/${JETTON_WALLET}`, { kind: 'accounts', rawAddresses: [JETTON_WALLET_RAW] }],
  [
    `https://explorer.toncoin.org/account?account=${TOLYA_NON_BOUNCEABLE}`,
    { kind: 'accounts', rawAddresses: [TOLYA_RAW] },
  ],
  ['https://tonlens.example/block/50503953', { kind: 'block', seqno: 50503953 }],
  ['http://localhost:4173/block/45268909/', { kind: 'block', seqno: 45268909 }],
  [
    'https://tonlens.example/block/50503953?tx=9hsNgT8weTaQEpK452gbmkTWOCXkCO%2FKd%2BVP1Wxo86k%3D',
    { kind: 'block', seqno: 50503953, transactionHash: '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=' },
  ],
  ['https://tonlens.example/block/99999999999', { kind: 'invalid', includes: 'Search takes' }],
  ['https://example.com/', { kind: 'invalid', includes: 'Search takes' }],
  [`${TOLYA_NON_BOUNCEABLE.slice(0, -1)}A`, { kind: 'invalid', includes: 'checksum' }],
  [TOLYA_NON_BOUNCEABLE.slice(0, 40), { kind: 'invalid', includes: '' }],
  ['0:XYZ', { kind: 'invalid', includes: '' }],
  ['javascript:alert(1)', { kind: 'invalid', includes: 'Search takes' }],
  ['<script>alert(1)</script>', { kind: 'invalid', includes: 'Search takes' }],
  ['5050 3953', { kind: 'invalid', includes: 'not a block number' }],
  // Dates and times (UTC by default): the block in effect then. A plain number stays a seqno.
  ['2025-08-02 18:11', { kind: 'time', unixSeconds: 1754158260, precision: 'minute' }],
  ['2025-08-02T18:10:18Z', { kind: 'time', unixSeconds: 1754158218, precision: 'second' }],
  ['2025-08-02 21:10:18 +03:00', { kind: 'time', unixSeconds: 1754158218, precision: 'second' }],
  ['2025-08-02', { kind: 'time', unixSeconds: 1754092800, precision: 'day' }],
  ['20250802', { kind: 'block', seqno: 20250802 }],
  ['2025-02-30', { kind: 'invalid', includes: 'February 2025 has 28 days' }],
  ['2025-08-02 25:00', { kind: 'invalid', includes: 'There is no hour 25' }],
];

function normalise(target: SearchTarget): Expected {
  if (target.kind === 'accounts') return { kind: 'accounts', rawAddresses: target.rawAddresses };
  if (target.kind === 'invalid') return { kind: 'invalid', includes: target.message };
  if (target.kind === 'time')
    return { kind: 'time', unixSeconds: target.time.unixSeconds, precision: target.time.precision };
  return target;
}

describe('classifySearch', () => {
  it('reads a time without a zone in the browser’s zone when the display setting is local', () => {
    const target = classifySearch('2025-08-02 18:11', { timeZone: 'local' });
    expect(target).toMatchObject({
      kind: 'time',
      time: { unixSeconds: new Date(2025, 7, 2, 18, 11).getTime() / 1000, zone: 'local' },
    });
  });

  it('writes the time as the /block/at/ URL does', () => {
    expect(classifySearch('2025-08-02 21:10:18 +03:00')).toMatchObject({
      kind: 'time',
      canonical: '2025-08-02T21:10:18+03:00',
    });
    expect(classifySearch('2025-08-02')).toMatchObject({ kind: 'time', canonical: '2025-08-02' });
  });

  it('mentions times in its help', () => {
    expect(searchHelp()).toContain('date and time');
  });

  it('has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('%j', (input, expected) => {
    const result = normalise(classifySearch(input));
    if (expected.kind === 'invalid') {
      expect(result.kind).toBe('invalid');
      if (result.kind === 'invalid') expect(result.includes).toContain(expected.includes);
    } else {
      expect(result).toEqual(expected);
    }
  });
});

import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  accountsLocation,
  encodeAccountList,
  hrefOf,
  MAX_QUERY_LINK_LENGTH,
  type LinkAccount,
} from './account-list-link.ts';
import { decodeAccountList, readAccountsLink } from './account-list-link-reader.ts';
import { parseAddress, toRawAddress } from './address.ts';
import { parseAddressList } from './address-list/parse-address-list.ts';

function randomAccounts(count: number, seed = 1): LinkAccount[] {
  let state = seed;
  return Array.from({ length: count }, (_, index) => {
    const hash = new Uint8Array(32);
    for (let byte = 0; byte < 32; byte++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      hash[byte] = state >>> 24;
    }
    return { address: { workchain: index % 5 === 0 ? -1 : 0, hash }, testnetOnly: false };
  });
}

const rawsOf = (accounts: readonly LinkAccount[]) => accounts.map((account) => toRawAddress(account.address));
const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const TOLYA_EQ = 'EQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Fy9';

/** What a link opens as: the accounts the page will look up, in order. */
function accountsOpenedBy(href: string) {
  const url = new URL(href, 'https://tonlens.example');
  const content = readAccountsLink(url.search, url.hash);
  return { ...content, list: parseAddressList(content.text) };
}

describe('encodeAccountList / decodeAccountList', () => {
  it.each([0, 1, 7, 8, 9, 100, 1024])('round-trips %i accounts', (count) => {
    const accounts = randomAccounts(count);
    const decoded = decodeAccountList(encodeAccountList(accounts));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(rawsOf(decoded.accounts)).toEqual(rawsOf(accounts));
    expect(decoded.truncated).toBe(false);
    expect(decoded.declared).toBe(count);
  });

  it('keeps the testnet-only flag of each account', () => {
    const accounts = randomAccounts(20).map((account, index) => ({
      ...account,
      testnetOnly: index % 3 === 1,
    }));
    const decoded = decodeAccountList(encodeAccountList(accounts));
    expect(decoded.ok && decoded.accounts.map((account) => account.testnetOnly)).toEqual(
      accounts.map((account) => account.testnetOnly),
    );
  });

  it('costs 33 bytes per account plus 6: 45,064 characters for 1024', () => {
    expect(encodeAccountList(randomAccounts(1024))).toHaveLength(45_064);
    expect(encodeAccountList(randomAccounts(1))).toHaveLength(Math.ceil(((33 + 6) * 4) / 3));
  });

  it('reads what arrived of a link cut short, and says so', () => {
    const accounts = randomAccounts(50);
    const text = encodeAccountList(accounts);
    const decoded = decodeAccountList(text.slice(0, 1000));
    expect(decoded).toMatchObject({ ok: true, truncated: true, declared: 50 });
    if (!decoded.ok) return;
    // 1000 characters = 750 bytes: 4 of header, then 22 whole records of 33 bytes.
    expect(rawsOf(decoded.accounts)).toEqual(rawsOf(accounts.slice(0, 22)));
  });

  it('reads every whole record at every cut length, the testnet-only marks that arrived included', () => {
    const accounts = randomAccounts(40).map((account, index) => ({
      ...account,
      testnetOnly: index % 7 === 3,
    }));
    const text = encodeAccountList(accounts);
    for (let length = 0; length <= text.length; length++) {
      const decoded = decodeAccountList(text.slice(0, length));
      // A cut leaving one character of a group of four holds one byte fewer than a cut after it.
      const bytes = Math.floor(((length % 4 === 1 ? length - 1 : length) * 3) / 4);
      if (bytes < 4) {
        expect(decoded.ok, `cut at ${length}`).toBe(false);
        continue;
      }
      const whole = Math.min(40, Math.floor((bytes - 4) / 33));
      expect(decoded, `cut at ${length}`).toMatchObject({
        ok: true,
        declared: 40,
        truncated: length < text.length,
        verified: length === text.length,
      });
      if (!decoded.ok) continue;
      expect(rawsOf(decoded.accounts), `cut at ${length}`).toEqual(rawsOf(accounts.slice(0, whole)));
      const bitmapBytes = bytes - 4 - 40 * 33;
      decoded.accounts.forEach((account, index) => {
        const markArrived = bitmapBytes > index >> 3;
        expect(account.testnetOnly, `cut at ${length}, account ${index}`).toBe(
          markArrived && accounts[index]!.testnetOnly,
        );
      });
    }
  });

  it('refuses a whole link with one stray character after it', () => {
    const text = encodeAccountList(randomAccounts(3));
    expect(text.length % 4).toBe(0);
    expect(decodeAccountList(`${text}A`).ok).toBe(false);
  });

  it('refuses a link with a changed character (checksum)', () => {
    const text = encodeAccountList(randomAccounts(10));
    const index = 100;
    const changed = text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);
    expect(decodeAccountList(changed)).toMatchObject({
      ok: false,
      message: expect.stringContaining('damaged'),
    });
  });

  it.each([
    ['not base64url', '!!!!'],
    ['too short for a header', 'AQ'],
    ['longer than it says', `${encodeAccountList(randomAccounts(2))}AAAA`],
  ])('refuses a list that is %s', (_name, text) => {
    expect(decodeAccountList(text).ok).toBe(false);
  });

  it('names an unknown format version', () => {
    expect(decodeAccountList('AgAAAA')).toMatchObject({
      ok: false,
      message: expect.stringContaining('format 2'),
    });
  });
});

describe('accountsLocation', () => {
  it('writes short lists as ?address= in one canonical form per account', () => {
    const location = accountsLocation([TOLYA_UQ, TOLYA_RAW.toLowerCase(), TOLYA_EQ]);
    expect(hrefOf(location)).toBe(`/accounts?address=${TOLYA_EQ}`);
  });

  it('keeps the testnet-only flag in the canonical form', () => {
    const testnet = Address.parseRaw(TOLYA_RAW).toString({ bounceable: false, testOnly: true });
    const [param] = new URLSearchParams(accountsLocation([TOLYA_RAW, testnet]).search).getAll('address');
    expect(parseAddress(param!)).toMatchObject({ ok: true, bounceable: true, testnetOnly: true });
  });

  it('writes include_boc=false, and nothing when it is on', () => {
    expect(accountsLocation([TOLYA_UQ], { includeBoc: false }).search).toBe(
      `?address=${TOLYA_EQ}&include_boc=false`,
    );
    expect(accountsLocation([TOLYA_UQ], { includeBoc: true }).search).toBe(`?address=${TOLYA_EQ}`);
    expect(hrefOf(accountsLocation([]))).toBe('/accounts');
  });

  it('switches to the fragment when the query would pass ~2,000 characters', () => {
    const raws = rawsOf(randomAccounts(40));
    for (let count = 1; count <= raws.length; count++) {
      const location = accountsLocation(raws.slice(0, count));
      const queryLength =
        '/accounts'.length +
        `?${raws
          .slice(0, count)
          .map(() => `address=${'x'.repeat(48)}`)
          .join('&')}`.length;
      if (queryLength <= MAX_QUERY_LINK_LENGTH) expect(location.hash).toBe('');
      else expect(location).toMatchObject({ search: '', hash: expect.stringMatching(/^#list=/) });
    }
    expect(accountsLocation(raws.slice(0, 33)).hash).toBe('');
    expect(accountsLocation(raws.slice(0, 34)).hash).not.toBe('');
  });

  it('opens a 1024-account link to the same list, in order, within a 45 KB URL', () => {
    const raws = rawsOf(randomAccounts(1024, 3));
    const href = hrefOf(accountsLocation(raws, { includeBoc: false }));
    expect(href.length).toBeLessThan(45_200);
    expect(href).toMatch(/^\/accounts\?include_boc=false#list=[A-Za-z0-9_-]+$/);
    const opened = accountsOpenedBy(href);
    expect(opened.includeBoc).toBe(false);
    expect(opened.problem).toBeUndefined();
    expect(opened.list.errors).toEqual([]);
    expect(opened.list.accounts.map((account) => account.raw)).toEqual(raws);
  });

  it('keeps texts that are not addresses in the query, next to a fragment', () => {
    const raws = rawsOf(randomAccounts(50));
    const badChecksum = `${TOLYA_EQ.slice(0, 47)}w`;
    const location = accountsLocation(['hello', ...raws, badChecksum]);
    expect(new URLSearchParams(location.search).getAll('address')).toEqual(['hello', badChecksum]);
    const opened = accountsOpenedBy(hrefOf(location));
    expect(opened.list.accounts).toHaveLength(50);
    // "hello" is not an address attempt at all; the bad checksum is reported at its place.
    expect(opened.list.errors.map((error) => [error.line, error.reason])).toEqual([[2, 'bad-checksum']]);
  });
});

describe('readAccountsLink', () => {
  it('reads repeated and comma-joined ?address= values, one line per value', () => {
    const content = readAccountsLink(`?address=${TOLYA_UQ}&address=x,${TOLYA_RAW}`, '');
    expect(content.text).toBe(`${TOLYA_UQ}\nx,${TOLYA_RAW}`);
    expect(content.includeBoc).toBe(true);
  });

  it.each([
    ['?include_boc=false', false],
    ['?include_boc=0', false],
    ['?include_boc=true', true],
    ['', true],
  ])('reads %j as include_boc %s', (search, includeBoc) => {
    expect(readAccountsLink(search, '').includeBoc).toBe(includeBoc);
  });

  it('opens a 1024-account link cut at any of its last characters with every whole account, truthfully', () => {
    const raws = rawsOf(randomAccounts(1024, 5));
    const href = hrefOf(accountsLocation(raws));
    const full = accountsOpenedBy(href);
    expect(full.problem).toBeUndefined();
    const headerLength = href.indexOf('=') + 1;
    const listLength = href.length - headerLength;
    // The last 120 cut lengths (every residue mod 4, the checksum and the last records), and every 997th
    // (every residue mod 4, in records cut anywhere): each cut decodes up to 1,024 accounts, and every
    // 97th took seconds, over 5 s on a loaded machine.
    const cuts = new Set<number>();
    for (let cut = Math.max(0, listLength - 120); cut < listLength; cut++) cuts.add(cut);
    for (let cut = 0; cut < listLength; cut += 997) cuts.add(cut);
    for (const cut of cuts) {
      const opened = accountsOpenedBy(href.slice(0, headerLength + cut));
      const bytes = Math.floor(((cut % 4 === 1 ? cut - 1 : cut) * 3) / 4);
      if (bytes < 4) {
        expect(opened.problem, `cut at ${cut}`).toMatch(/damaged/);
        continue;
      }
      const whole = Math.min(1024, Math.floor((bytes - 4) / 33));
      expect(
        opened.list.accounts.map((account) => account.raw),
        `cut at ${cut}`,
      ).toEqual(raws.slice(0, whole));
      if (whole === 1024) {
        expect(opened.problem, `cut at ${cut}`).toBe(
          'This link was cut short at its very end: all 1,024 accounts arrived, but its checksum did not, so ' +
            'the list is not verified (a changed character would go unnoticed). Ask for the full link to be sure.',
        );
      } else {
        expect(opened.problem, `cut at ${cut}`).toContain(
          `it names 1,024 accounts; the first ${whole.toLocaleString('en-US')} arrived whole and ` +
            `${(1024 - whole).toLocaleString('en-US')} did not`,
        );
      }
    }
  });

  it('explains a damaged fragment and reads the query anyway', () => {
    const list = encodeAccountList(randomAccounts(3));
    const damaged = `${list.slice(0, 10)}${list[10] === 'A' ? 'B' : 'A'}${list.slice(11)}`;
    const content = readAccountsLink(`?address=${TOLYA_UQ}`, `#list=${damaged}`);
    expect(content.text).toBe(TOLYA_UQ);
    expect(content.problem).toMatch(/damaged/);
  });
});

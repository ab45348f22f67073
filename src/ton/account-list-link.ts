/**
 * The shareable link of an accounts lookup. Short lists are readable query parameters, like the API's own
 * (`/accounts?address=EQ…&address=EQ…`); long lists go into the URL fragment as a compact binary list
 * (`/accounts#list=AQEE…`), because a 1024-address query string (~60 KB) is refused by many servers and
 * static hosts, while a fragment is never sent to any server. See docs/decisions/2026-11-21-accounts-links.md.
 * This module writes links (every page does); reading them is account-list-link-reader.ts.
 *
 * Fragment format, version 1, base64url without padding:
 *   byte 0      format version (1)
 *   byte 1      flags: bit 0 = a testnet-only bitmap follows the records
 *   bytes 2–3   number of accounts n, big-endian
 *   n × 33      per account: workchain (int8), then the 32-byte account id
 *   ⌈n/8⌉       (when flagged) bit i set = account i was given in a testnet-only form (kQ…/0Q…)
 *   2 bytes     CRC16-XMODEM of everything before, big-endian: a changed character is caught
 * 1024 accounts make 33,798 bytes, 45,064 characters. Account ids are hashes, so compression gains
 * nothing (deflate-raw saves 0.4% on 1024 random ids) and would make building a link asynchronous.
 */
import { ADDRESS_PARAM, LIST_FRAGMENT_PARAM } from './account-link-params.ts';
import { bytesToBase64Url } from './base64.ts';
import { crc16xmodem, parseAddress, toFriendlyAddress, toRawAddress, type TonAddress } from './address.ts';

export const ACCOUNTS_PATHNAME = '/accounts';
/**
 * The longest path-plus-query written with `?address=`: with an origin of up to ~100 characters the whole
 * URL stays under 2,000, which every browser, server, proxy and chat app passes intact (33 addresses).
 */
export const MAX_QUERY_LINK_LENGTH = 1900;

export const FORMAT_VERSION = 1;
export const FLAG_TESTNET_BITMAP = 0x01;
export const HEADER_BYTES = 4;
export const RECORD_BYTES = 33;
export const CHECKSUM_BYTES = 2;
const MAX_ENCODED_ACCOUNTS = 0xffff;

export interface LinkAccount {
  address: TonAddress;
  /** Given in a testnet-only form: kept so the person who opens the link sees the same warning. */
  testnetOnly: boolean;
}

/** The binary list as base64url; throws RangeError beyond 65,535 accounts (the count is 16 bits). */
export function encodeAccountList(accounts: readonly LinkAccount[]): string {
  const count = accounts.length;
  if (count > MAX_ENCODED_ACCOUNTS) throw new RangeError(`at most ${MAX_ENCODED_ACCOUNTS} accounts per link`);
  const withFlags = accounts.some((account) => account.testnetOnly);
  const bitmapBytes = withFlags ? Math.ceil(count / 8) : 0;
  const bytes = new Uint8Array(HEADER_BYTES + count * RECORD_BYTES + bitmapBytes + CHECKSUM_BYTES);
  bytes[0] = FORMAT_VERSION;
  bytes[1] = withFlags ? FLAG_TESTNET_BITMAP : 0;
  bytes[2] = count >> 8;
  bytes[3] = count & 0xff;
  const bitmapStart = HEADER_BYTES + count * RECORD_BYTES;
  accounts.forEach(({ address, testnetOnly }, index) => {
    const offset = HEADER_BYTES + index * RECORD_BYTES;
    bytes[offset] = address.workchain & 0xff;
    bytes.set(address.hash, offset + 1);
    const bitmapAt = bitmapStart + (index >> 3);
    if (testnetOnly) bytes[bitmapAt] = (bytes[bitmapAt] ?? 0) | (1 << (index & 7));
  });
  const crcAt = bytes.length - CHECKSUM_BYTES;
  const crc = crc16xmodem(bytes, crcAt);
  bytes[crcAt] = crc >> 8;
  bytes[crcAt + 1] = crc & 0xff;
  return bytesToBase64Url(bytes);
}

/**
 * The one URL form of an account in a link: url-safe, bounceable flag set, testnet-only flag kept. Every
 * form of an account gives the same text, so one list is one link (whichever forms were pasted).
 */
export function canonicalLinkForm(account: LinkAccount): string {
  return toFriendlyAddress(account.address, {
    bounceable: true,
    testnetOnly: account.testnetOnly,
    urlSafe: true,
  });
}

export interface AccountsLinkOptions {
  /** The "Include code and data" toggle; on (the API's default) unless false. */
  includeBoc?: boolean | undefined;
}

export interface AccountsLocation {
  pathname: string;
  /** '' or starting with '?'. */
  search: string;
  /** '' or starting with '#'. */
  hash: string;
}

/**
 * The link of a list of addresses in any forms. Forms of one account fold into one entry. Texts that are
 * not addresses stay in the query as they are, so the page opened shows them as bad entries.
 */
export function accountsLocation(
  addresses: readonly string[],
  options: AccountsLinkOptions = {},
): AccountsLocation {
  const accounts: LinkAccount[] = [];
  const byRaw = new Map<string, LinkAccount>();
  const entries: Array<{ account: LinkAccount } | { text: string }> = [];
  const seenTexts = new Set<string>();
  for (const text of addresses) {
    const parsed = parseAddress(text);
    if (!parsed.ok) {
      if (!seenTexts.has(text)) entries.push({ text });
      seenTexts.add(text);
      continue;
    }
    const raw = toRawAddress(parsed.address);
    const existing = byRaw.get(raw);
    if (existing) {
      if (parsed.testnetOnly) existing.testnetOnly = true;
      continue;
    }
    const account: LinkAccount = { address: parsed.address, testnetOnly: parsed.testnetOnly === true };
    byRaw.set(raw, account);
    accounts.push(account);
    entries.push({ account });
  }

  const tail: Array<[string, string]> = options.includeBoc === false ? [['include_boc', 'false']] : [];
  const queryParams: Array<[string, string]> = entries.map((entry) => [
    ADDRESS_PARAM,
    'account' in entry ? canonicalLinkForm(entry.account) : entry.text,
  ]);
  const search = searchOf([...queryParams, ...tail]);
  if (accounts.length === 0 || ACCOUNTS_PATHNAME.length + search.length <= MAX_QUERY_LINK_LENGTH) {
    return { pathname: ACCOUNTS_PATHNAME, search, hash: '' };
  }
  const leftovers: Array<[string, string]> = entries.flatMap((entry) =>
    'text' in entry ? [[ADDRESS_PARAM, entry.text] as [string, string]] : [],
  );
  return {
    pathname: ACCOUNTS_PATHNAME,
    search: searchOf([...leftovers, ...tail]),
    hash: `#${LIST_FRAGMENT_PARAM}=${encodeAccountList(accounts)}`,
  };
}

function searchOf(params: Array<[string, string]>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
}

export function hrefOf(location: AccountsLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

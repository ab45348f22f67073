/**
 * The shareable link of an accounts lookup. Short lists are readable query parameters, like the API's own
 * (`/accounts?address=EQ…&address=EQ…`); long lists go into the URL fragment as a compact binary list
 * (`/accounts#list=AQEE…`), because a 1024-address query string (~60 KB) is refused by many servers and
 * static hosts, while a fragment is never sent to any server. See docs/decisions/2026-11-21-accounts-links.md.
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
import { bytesToBase64Url, base64ToBytes } from './base64.ts';
import { crc16xmodem, parseAddress, toFriendlyAddress, toRawAddress, type TonAddress } from './address.ts';
import { countOf, formatCount } from './count.ts';

export const ACCOUNTS_PATHNAME = '/accounts';
/** The fragment parameter that holds the binary list. */
export const LIST_FRAGMENT_PARAM = 'list';
/**
 * The longest path-plus-query written with `?address=`: with an origin of up to ~100 characters the whole
 * URL stays under 2,000, which every browser, server, proxy and chat app passes intact (33 addresses).
 */
export const MAX_QUERY_LINK_LENGTH = 1900;

const FORMAT_VERSION = 1;
const FLAG_TESTNET_BITMAP = 0x01;
const HEADER_BYTES = 4;
const RECORD_BYTES = 33;
const CHECKSUM_BYTES = 2;
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

export type DecodedAccountList =
  | {
      ok: true;
      accounts: LinkAccount[];
      /** How many accounts the link says it holds; more than `accounts.length` when it was cut short. */
      declared: number;
      /** The link was cut short: some accounts, the testnet-only marks or only the checksum did not arrive. */
      truncated: boolean;
      /** The checksum arrived and matched; false when it was cut off, so a changed character could go unseen. */
      verified: boolean;
    }
  | { ok: false; message: string };

/**
 * Reads a binary list. A link cut short (chat apps and some mail clients shorten long links) still gives
 * every account that arrived whole, wherever it was cut (even inside a base64 group of four characters,
 * or just before the checksum), with `truncated` set and `verified` false; a changed or foreign one gives
 * nothing.
 */
export function decodeAccountList(text: string): DecodedAccountList {
  // A cut can leave one character of a 4-character group: 6 bits, not a byte. Whatever whole bytes came
  // before it are read; that character, which no encoder writes, is what marks the cut.
  const clean = text.replace(/[\s=]+$/, '').replace(/\s+/g, '');
  const cutMidByte = clean.length % 4 === 1;
  const bytes = base64ToBytes(cutMidByte ? clean.slice(0, -1) : clean);
  const damaged = {
    ok: false,
    message: 'The list in this link is damaged (a character was changed or lost), so it was not read.',
  } as const;
  if (!bytes || bytes.length < HEADER_BYTES) return damaged;
  if (bytes[0] !== FORMAT_VERSION) {
    return {
      ok: false,
      message: `The list in this link is in format ${bytes[0]}, which this version of tonlens cannot read.`,
    };
  }
  const withFlags = ((bytes[1] ?? 0) & FLAG_TESTNET_BITMAP) !== 0;
  const declared = ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const bitmapStart = HEADER_BYTES + declared * RECORD_BYTES;
  const expected = bitmapStart + (withFlags ? Math.ceil(declared / 8) : 0) + CHECKSUM_BYTES;
  const testnetOnlyAt = (index: number) => {
    const at = bitmapStart + (index >> 3);
    return withFlags && at < bytes.length && ((bytes[at] ?? 0) & (1 << (index & 7))) !== 0;
  };

  if (bytes.length < expected) {
    // Cut short: no checksum to check; keep the records that arrived whole, and the testnet-only marks
    // that arrived with them.
    const whole = Math.min(declared, Math.floor((bytes.length - HEADER_BYTES) / RECORD_BYTES));
    const accounts: LinkAccount[] = [];
    for (let index = 0; index < whole; index++) accounts.push(readRecord(bytes, index, testnetOnlyAt(index)));
    return { ok: true, accounts, declared, truncated: true, verified: false };
  }
  // Longer than it says, or a whole link with a stray character after it: not a cut, a change.
  if (bytes.length > expected || cutMidByte) return damaged;
  const crcAt = expected - CHECKSUM_BYTES;
  const crc = crc16xmodem(bytes, crcAt);
  if (bytes[crcAt] !== crc >> 8 || bytes[crcAt + 1] !== (crc & 0xff)) return damaged;

  const accounts: LinkAccount[] = [];
  for (let index = 0; index < declared; index++)
    accounts.push(readRecord(bytes, index, testnetOnlyAt(index)));
  return { ok: true, accounts, declared, truncated: false, verified: true };
}

function readRecord(bytes: Uint8Array, index: number, testnetOnly: boolean): LinkAccount {
  const offset = HEADER_BYTES + index * RECORD_BYTES;
  const workchain = ((bytes[offset] ?? 0) << 24) >> 24; // signed int8
  return { address: { workchain, hash: bytes.slice(offset + 1, offset + RECORD_BYTES) }, testnetOnly };
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
    'address',
    'account' in entry ? canonicalLinkForm(entry.account) : entry.text,
  ]);
  const search = searchOf([...queryParams, ...tail]);
  if (accounts.length === 0 || ACCOUNTS_PATHNAME.length + search.length <= MAX_QUERY_LINK_LENGTH) {
    return { pathname: ACCOUNTS_PATHNAME, search, hash: '' };
  }
  const leftovers: Array<[string, string]> = entries.flatMap((entry) =>
    'text' in entry ? [['address', entry.text] as [string, string]] : [],
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

export interface AccountsLinkContent {
  /**
   * The link's addresses, one per line, in the order given (query entries first, then the fragment's):
   * fed to the list parser like pasted text, so a bad entry is reported with its position.
   */
  text: string;
  includeBoc: boolean;
  /** Why (part of) the list could not be read: a damaged or shortened fragment. */
  problem?: string | undefined;
  /** The problem's heading: the link was cut short, or its list could not be read. */
  problemTitle?: string | undefined;
}

/** What a link cut short says: how many of the accounts it names arrived, and that none is verified. */
export function cutShortMessage(arrived: number, declared: number): string {
  const accounts = (n: number) => countOf(n, 'account');
  if (arrived === declared) {
    return (
      `This link was cut short at its very end: all ${accounts(declared)} arrived, but its checksum did ` +
      'not, so the list is not verified (a changed character would go unnoticed). Ask for the full link ' +
      'to be sure.'
    );
  }
  return (
    `This link was cut short: it names ${accounts(declared)}; the first ${formatCount(arrived)} ` +
    `arrived whole and ${formatCount(declared - arrived)} did not (what arrived is not ` +
    'verified: the checksum is at the end). Ask for the full link to see the rest.'
  );
}

/** Reads both link forms; a link may carry both (bad entries stay in the query next to a fragment). */
export function readAccountsLink(search: string, hash: string): AccountsLinkContent {
  const query = new URLSearchParams(search);
  const lines = query.getAll('address');
  const includeBocText = query.get('include_boc');
  const includeBoc = includeBocText !== 'false' && includeBocText !== '0';
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const list = fragment.get(LIST_FRAGMENT_PARAM);
  let problem: string | undefined;
  let problemTitle: string | undefined;
  if (list !== null) {
    const decoded = decodeAccountList(list);
    if (!decoded.ok) {
      problem = decoded.message;
      problemTitle = "This link's list could not be read";
    } else {
      for (const account of decoded.accounts) lines.push(canonicalLinkForm(account));
      if (decoded.truncated) {
        problem = cutShortMessage(decoded.accounts.length, decoded.declared);
        problemTitle = 'This link was cut short';
      }
    }
  }
  return { text: lines.join('\n'), includeBoc, problem, problemTitle };
}

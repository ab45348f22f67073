/**
 * Reading an accounts link (see account-list-link.ts for its two forms and the fragment format): the
 * binary list decoded, a link cut short by a chat app read as far as it arrived, and what to say about it.
 * Apart from the writer because only the accounts page reads links, while every page writes them (the
 * writer is in the first download, this is not).
 */
import { base64ToBytes } from './base64.ts';
import { crc16xmodem } from './address.ts';
import { t } from './i18n/door.ts';
import { accountListLinkMessages } from './account-list-link-messages.ts';
import { ADDRESS_PARAM, LIST_FRAGMENT_PARAM, fragmentParams } from './account-link-params.ts';
import {
  CHECKSUM_BYTES,
  FLAG_TESTNET_BITMAP,
  FORMAT_VERSION,
  HEADER_BYTES,
  RECORD_BYTES,
  canonicalLinkForm,
  type LinkAccount,
} from './account-list-link.ts';

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
    message: t(accountListLinkMessages.damaged),
  } as const;
  if (!bytes || bytes.length < HEADER_BYTES) return damaged;
  if (bytes[0] !== FORMAT_VERSION) {
    return {
      ok: false,
      message: t(accountListLinkMessages.unknownFormat, { format: String(bytes[0]) }),
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
  if (arrived === declared) return t(accountListLinkMessages.cutAtEnd, { count: declared });
  return t(accountListLinkMessages.cutShort, {
    count: declared,
    arrived,
    missing: declared - arrived,
  });
}

/** Reads both link forms; a link may carry both (bad entries stay in the query next to a fragment). */
export function readAccountsLink(search: string, hash: string): AccountsLinkContent {
  const query = new URLSearchParams(search);
  const lines = query.getAll(ADDRESS_PARAM);
  const includeBocText = query.get('include_boc');
  const includeBoc = includeBocText !== 'false' && includeBocText !== '0';
  const list = fragmentParams(hash).get(LIST_FRAGMENT_PARAM);
  let problem: string | undefined;
  let problemTitle: string | undefined;
  if (list !== null) {
    const decoded = decodeAccountList(list);
    if (!decoded.ok) {
      problem = decoded.message;
      problemTitle = t(accountListLinkMessages.unreadableTitle);
    } else {
      for (const account of decoded.accounts) lines.push(canonicalLinkForm(account));
      if (decoded.truncated) {
        problem = cutShortMessage(decoded.accounts.length, decoded.declared);
        problemTitle = t(accountListLinkMessages.cutShortTitle);
      }
    }
  }
  return { text: lines.join('\n'), includeBoc, problem, problemTitle };
}

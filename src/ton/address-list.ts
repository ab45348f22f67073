/**
 * The paste box parser: turns whatever people paste (spreadsheet columns, CSV exports, chat messages,
 * explorer and ton:// links) into a list of distinct accounts plus the tokens that tried to be an
 * address and failed. Words, numbers, headers and hashes are not address attempts and are skipped
 * silently, so a whole CSV export can be pasted without a wall of errors. A TON DNS domain (`name.ton`)
 * is not skipped silently: it is listed, with why it cannot be looked up, unless its line also gives an
 * address (a row of an export: the address is looked up, the domain beside it is just its name).
 *
 * One pass over the characters with a lookup table, no backtracking regexes, slices instead of
 * per-character concatenation: a thousand addresses must parse in a few milliseconds.
 */
import { parseAddress, toRawAddress, type AddressErrorReason, type TonAddress } from './address.ts';

export interface AddressListAccount {
  /** Uppercase canonical raw form, the address_book key; unique within a list. */
  raw: string;
  address: TonAddress;
  /** The distinct texts that named this account (links contribute the address part), in input order. */
  forms: string[];
  /** 1-based line of the first mention. */
  firstLine: number;
  /** Some mention carried the testnet-only flag or came from a testnet explorer link. */
  testnetOnly: boolean;
}

export interface AddressListError {
  /** 1-based line. */
  line: number;
  /** The token as pasted (the whole link for links). */
  token: string;
  reason: AddressErrorReason;
  message: string;
}

export interface AddressListDomain {
  /** 1-based line. */
  line: number;
  /** The domain as pasted. */
  token: string;
}

/** What a domain in a pasted list is, said on its line. */
export const DOMAIN_IS_NOT_ADDRESS = 'is a TON DNS domain, not an address';

/**
 * Why a domain cannot be looked up: the two operations of the index API this explorer reads
 * (`accountStates`, `masterchainBlockShardState`) take addresses only, and the explorer uses no other.
 */
export const DOMAIN_WHY =
  'The index API operations this explorer uses (accountStates and masterchainBlockShardState) take ' +
  "addresses only and resolve no domains. Paste the domain's address instead (a wallet or a TON DNS " +
  'resolver shows it).';

/** Both, short, for the header search: "… is a TON DNS domain, not an address: …". */
export const DOMAIN_NOT_RESOLVED =
  `${DOMAIN_IS_NOT_ADDRESS}: the index API operations this explorer uses (accountStates and ` +
  'masterchainBlockShardState) take addresses only and resolve no domains.';

export interface AddressList {
  /** In order of first appearance; different forms of one account are folded into one entry. */
  accounts: AddressListAccount[];
  errors: AddressListError[];
  /** TON DNS domains on lines that give no address: not sent, each reported with why. */
  domains: AddressListDomain[];
  /** Address attempts read, valid or not, repeats included; skipped words and numbers do not count. */
  tokenCount: number;
}

const TOKEN = 0;
const SEPARATOR = 1;
const NEWLINE = 2;
/** Invisible characters that chat apps insert (soft hyphens, zero-width breaks): dropped, even inside. */
const IGNORABLE = 3;

const ASCII_CLASS = (() => {
  const table = new Uint8Array(128); // TOKEN by default
  for (let c = 0; c <= 0x20; c++) table[c] = SEPARATOR;
  table[0x7f] = SEPARATOR;
  table[0x0a] = NEWLINE;
  // CSV and chat punctuation: quotes and brackets only ever wrap an address, never belong to one.
  for (const c of ',;|"\'`()[]{}<>') table[c.charCodeAt(0)] = SEPARATOR;
  return table;
})();

function classOf(code: number): number {
  if (code < 128) return ASCII_CLASS[code] ?? TOKEN;
  switch (code) {
    case 0x00ad: // soft hyphen
    case 0x200b: // zero-width space
    case 0x200c:
    case 0x200d:
    case 0x2060: // word joiner
    case 0xfeff: // BOM / zero-width no-break space
      return IGNORABLE;
    case 0x0085:
    case 0x2028:
    case 0x2029:
      return NEWLINE;
    case 0x00a0: // no-break space
    case 0x1680:
    case 0x202f:
    case 0x205f:
    case 0x3000: // ideographic space
    case 0x00ab: // « »
    case 0x00bb:
    case 0x2018: // ‘ ’ “ ”
    case 0x2019:
    case 0x201c:
    case 0x201d:
    case 0x3001: // ideographic comma
    case 0xff0c: // fullwidth comma
    case 0xff1b: // fullwidth semicolon
      return SEPARATOR;
    default:
      return code >= 0x2000 && code <= 0x200a ? SEPARATOR : TOKEN;
  }
}

const IGNORABLE_CHARS = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

const FRIENDLY_PREFIXES = new Set(['EQ', 'UQ', 'kQ', '0Q', 'Ef', 'Uf', 'kf', '0f']);

function isBase64Code(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    (code >= 48 && code <= 57) || // 0-9
    code === 45 || // -
    code === 95 || // _
    code === 43 || // +
    code === 47 || // /
    code === 61 // = (padding: wrong, but still an attempt)
  );
}

function isAlnumCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

function isHexCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/**
 * A friendly-form attempt: about 48 base64 characters, or a known address prefix (EQ, UQ, kQ, 0Q and
 * their masterchain Ef/Uf/kf/0f) on something long. A few stray characters (a Cyrillic look-alike,
 * a typo) still count, so the user is told what is wrong instead of seeing the token vanish.
 */
function looksLikeFriendly(token: string): boolean {
  const length = token.length;
  if (length < 24) return false;
  let foreign = 0;
  for (let i = 0; i < length; i++) {
    if (!isBase64Code(token.charCodeAt(i)) && ++foreign > 3) return false;
  }
  return (length >= 46 && length <= 50) || FRIENDLY_PREFIXES.has(token.slice(0, 2));
}

/**
 * A raw-form attempt: a short number, ':' and a long alphanumeric run ("12:30" is a time, not an
 * address). A letter where the workchain digit should be ("O:" for "0:") counts when a full-length
 * hex hash follows.
 */
function looksLikeRaw(token: string, colon: number): boolean {
  if (colon < 1 || colon > 4) return false;
  const hashLength = token.length - colon - 1;
  if (hashLength < 16) return false;
  let digitsOnly = true;
  for (let i = 0; i < colon; i++) {
    const code = token.charCodeAt(i);
    const ok = (code >= 48 && code <= 57) || (code === 45 && i === 0);
    if (!ok) digitsOnly = false;
    if (!ok && !isAlnumCode(code)) return false;
  }
  let allHex = true;
  for (let i = colon + 1; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (!isAlnumCode(code)) return false;
    if (!isHexCode(code)) allHex = false;
  }
  return digitsOnly || (allHex && hashLength >= 60 && hashLength <= 68);
}

function isAddressAttempt(text: string): boolean {
  const colon = text.indexOf(':');
  return colon >= 0 ? looksLikeRaw(text, colon) : looksLikeFriendly(text);
}

function decodePiece(piece: string): string {
  if (!piece.includes('%')) return piece;
  try {
    return decodeURIComponent(piece);
  } catch {
    return piece;
  }
}

/** `tonviewer.com/EQ…` pasted without a scheme: a dotted host name before the first '/'. */
function isSchemelessLink(token: string): boolean {
  const slash = token.indexOf('/');
  if (slash < 4) return false;
  let dot = false;
  for (let i = 0; i < slash; i++) {
    const code = token.charCodeAt(i);
    if (code === 46) dot = true;
    else if (!isAlnumCode(code) && code !== 45) return false;
  }
  return dot;
}

/** A token's address part, and whether it came from a testnet explorer link. */
interface AddressCandidate {
  candidate: string;
  testnet: boolean;
}

/**
 * The address inside an explorer, wallet or ton:// link: the first path segment or query value that
 * looks like an address (`/address/EQ…`, `/EQ…`, `?account=EQ…`, `ton://transfer/EQ…?amount=…`).
 */
function addressInLink(link: string): AddressCandidate | null {
  const schemeEnd = link.indexOf('://');
  const rest = schemeEnd >= 0 ? link.slice(schemeEnd + 3) : link;
  let hostEnd = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const code = rest.charCodeAt(i);
    if (code === 47 || code === 63 || code === 35) {
      hostEnd = i;
      break;
    }
  }
  const host = rest.slice(0, hostEnd).toLowerCase();
  const testnet = host.includes('testnet');
  const after = rest.slice(hostEnd);
  let pathEnd = after.length;
  for (let i = 0; i < after.length; i++) {
    const code = after.charCodeAt(i);
    if (code === 63 || code === 35) {
      pathEnd = i;
      break;
    }
  }
  const path = after.slice(0, pathEnd);

  // Standard base64 contains '/', which splits it across path segments (ton://transfer/EQD+a/b…):
  // try each path tail that is exactly one address long before looking at single segments.
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1)) {
    const tail = path.slice(i + 1);
    if (tail.length === 48 && parseAddress(tail).ok) return { candidate: tail, testnet };
  }
  // Wallet deep links (ton://EQ…) put the address where a host would be.
  const query = pathEnd < after.length ? after.slice(pathEnd + 1).split(/[&=?#/]/) : [];
  const pieces = [rest.slice(0, hostEnd), ...path.split('/'), ...query];
  for (const piece of pieces) {
    const candidate = decodePiece(piece);
    if (candidate !== '' && isAddressAttempt(candidate)) return { candidate, testnet };
  }
  return null;
}

/**
 * `name.ton`, `sub.name.ton`, `name.t.me` (TON DNS): labels of anything but separators, dots, slashes,
 * colons and @, the last one `ton` (or `t.me`). The ton:// and https:// links are read as links before.
 */
const DOMAIN = /^(?:[^\s./:@]+\.)+(?:ton|t\.me)$/i;

/** Sentence punctuation glued to the end of a pasted address ("send to EQ….") is not part of it. */
function trimTrailingPunctuation(token: string): string {
  let end = token.length;
  while (end > 0) {
    const code = token.charCodeAt(end - 1);
    if (code !== 46 && code !== 33 && code !== 63) break; // . ! ?
    end--;
  }
  return end === token.length ? token : token.slice(0, end);
}

/**
 * The address a token tries to be: the one inside a link, the token itself, or what follows a label
 * glued to it; null for a token that is no address attempt (a word, a number, a domain).
 */
function addressCandidate(token: string): AddressCandidate | null {
  if (token.includes('://') || isSchemelessLink(token)) return addressInLink(token);
  if (isAddressAttempt(token)) return { candidate: token, testnet: false };
  // "address:EQ…" written without a space.
  const colon = token.indexOf(':');
  const value = colon >= 0 ? token.slice(colon + 1) : '';
  return value !== '' && looksLikeFriendly(value) ? { candidate: value, testnet: false } : null;
}

/** Calls `handle` with each token of `text` (invisible characters dropped) and its 1-based line. */
function forEachToken(text: string, handle: (token: string, line: number) => void): void {
  let line = 1;
  let start = -1;
  let hasIgnorable = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i === text.length ? 0x0a : text.charCodeAt(i);
    // A lone CR (old Mac exports) ends a line; the CR of a CRLF is just a separator.
    const kind = code === 0x0d && text.charCodeAt(i + 1) !== 0x0a ? NEWLINE : classOf(code);
    if (kind === TOKEN || kind === IGNORABLE) {
      if (start < 0) start = i;
      if (kind === IGNORABLE) hasIgnorable = true;
      continue;
    }
    if (start >= 0) {
      const slice = text.slice(start, i);
      handle(hasIgnorable ? slice.replace(IGNORABLE_CHARS, '') : slice, line);
      start = -1;
      hasIgnorable = false;
    }
    if (kind === NEWLINE) line++;
  }
}

export function parseAddressList(text: string): AddressList {
  const accounts: AddressListAccount[] = [];
  const byRaw = new Map<string, AddressListAccount>();
  const errors: AddressListError[] = [];
  const domainsFound: AddressListDomain[] = [];
  const linesWithAddress = new Set<number>();
  let tokenCount = 0;

  forEachToken(text, (pasted, line) => {
    const token = trimTrailingPunctuation(pasted);
    if (token === '') return;
    const found = addressCandidate(token);
    if (found === null) {
      if (DOMAIN.test(token)) domainsFound.push({ line, token });
      return;
    }

    tokenCount++;
    linesWithAddress.add(line);
    const { candidate } = found;
    const parsed = parseAddress(candidate);
    if (!parsed.ok) {
      errors.push({ line, token, reason: parsed.reason, message: parsed.message });
      return;
    }
    const raw = toRawAddress(parsed.address);
    const testnetOnly = parsed.testnetOnly === true || found.testnet;
    const existing = byRaw.get(raw);
    if (existing) {
      if (!existing.forms.includes(candidate)) existing.forms.push(candidate);
      if (testnetOnly) existing.testnetOnly = true;
      return;
    }
    const account: AddressListAccount = {
      raw,
      address: parsed.address,
      forms: [candidate],
      firstLine: line,
      testnetOnly,
    };
    byRaw.set(raw, account);
    accounts.push(account);
  });

  const domains = domainsFound.filter((domain) => !linesWithAddress.has(domain.line));
  return { accounts, errors, domains, tokenCount };
}

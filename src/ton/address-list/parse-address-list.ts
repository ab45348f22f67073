/**
 * The paste box parser: turns whatever people paste (spreadsheet columns, CSV exports, chat messages,
 * explorer and ton:// links) into a list of distinct accounts plus the tokens that tried to be an
 * address and failed. Words, numbers, headers and hashes are not address attempts and are skipped
 * silently, so a whole CSV export can be pasted without a wall of errors. A TON DNS domain (`name.ton`)
 * is not skipped silently: it is listed, with why it cannot be looked up, unless its line also gives an
 * address (a row of an export: the address is looked up, the domain beside it is just its name).
 *
 * Labels come with the list in two shapes, and only in these (see `readLabels` for the exact rule):
 * - a table whose first line is a header with a `label` column (and maybe `note`): `address,label,note`,
 *   tonlens's own export (`raw_address,…,label,note,…`); each row's label is the cell in that column;
 * - without such a header, a line that is exactly `address<TAB , or ;>label[<same>note]`.
 * Anything else (a chat message, an `address,amount` list, a domain beside an address) gives no label.
 *
 * One pass over the characters with a lookup table, no backtracking regexes, slices instead of
 * per-character concatenation: a thousand addresses must parse in a few milliseconds. Labels take a
 * second look only at the lines that start with an address (and at a header).
 */
import { parseAddress, toRawAddress, type AddressErrorReason, type TonAddress } from '../address.ts';
import { ADDRESS_COLUMNS, columnName, splitRow, spreadsheetText } from '../spreadsheet.ts';

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
  /** The label the list gives this account (the first line that gives one), trimmed. */
  label?: string;
  /** The note beside that label, when the list has a note column or a third field. */
  note?: string;
}

/** A label the list gives that will not be saved: refused by the caller's check, or a conflicting second one. */
export interface AddressListLabelProblem {
  /** 1-based line. */
  line: number;
  /** The label as pasted. */
  label: string;
  message: string;
}

export interface AddressListOptions {
  /** Why a label and note cannot be saved (too long, control characters), or undefined when they can. */
  labelProblem?: (label: string, note: string) => string | undefined;
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
  /** Labels given that will not be saved, each on its line. */
  labelProblems: AddressListLabelProblem[];
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

/**
 * Calls `handle` with each token of `text` (invisible characters dropped), its 1-based line and where it
 * starts and ends in `text`; `lineStarts` gets where each line starts.
 */
function forEachToken(
  text: string,
  handle: (token: string, line: number, start: number, end: number) => void,
  lineStarts: number[],
): void {
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
      handle(hasIgnorable ? slice.replace(IGNORABLE_CHARS, '') : slice, line, start, i);
      start = -1;
      hasIgnorable = false;
    }
    if (kind === NEWLINE) {
      line++;
      lineStarts.push(i + 1);
    }
  }
}

/** The first account named on a line, and whether it was the line's first token (a pair starts with it). */
interface LineAccount {
  line: number;
  account: AddressListAccount;
  firstToken: boolean;
  /** The token as pasted (invisible characters dropped) and where it is in the text. */
  token: string;
  start: number;
  end: number;
}

export function parseAddressList(text: string, options: AddressListOptions = {}): AddressList {
  const accounts: AddressListAccount[] = [];
  const byRaw = new Map<string, AddressListAccount>();
  const errors: AddressListError[] = [];
  const domainsFound: AddressListDomain[] = [];
  const linesWithAddress = new Set<number>();
  const lineStarts = [0];
  const lineAccounts: LineAccount[] = [];
  let firstTokenLine = 0;
  let tokenLine = 0;
  let tokenCount = 0;

  forEachToken(
    text,
    (pasted, line, start, end) => {
      const firstToken = line !== tokenLine;
      tokenLine = line;
      if (firstTokenLine === 0) firstTokenLine = line;
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
      let account = byRaw.get(raw);
      if (account) {
        if (!account.forms.includes(candidate)) account.forms.push(candidate);
        if (testnetOnly) account.testnetOnly = true;
      } else {
        account = { raw, address: parsed.address, forms: [candidate], firstLine: line, testnetOnly };
        byRaw.set(raw, account);
        accounts.push(account);
      }
      if (lineAccounts.at(-1)?.line !== line) {
        lineAccounts.push({ line, account, firstToken, token: pasted, start, end });
      }
    },
    lineStarts,
  );

  const domains = domainsFound.filter((domain) => !linesWithAddress.has(domain.line));
  const lines: ListLines = { text, starts: lineStarts, firstTokenLine, linesWithAddress };
  const labelProblems = readLabels(lines, lineAccounts, options);
  return { accounts, errors, domains, tokenCount, labelProblems };
}

/** The pasted text's lines, for the second look labels take. */
interface ListLines {
  text: string;
  /** Where each line starts (index: line − 1). */
  starts: readonly number[];
  /** The first line with any token: a header when it names no address. */
  firstTokenLine: number;
  linesWithAddress: ReadonlySet<number>;
}

/** A line's text, without its line break. */
function lineText(lines: ListLines, line: number): string {
  const start = lines.starts[line - 1] ?? 0;
  const next = lines.starts[line];
  const text = lines.text.slice(start, next === undefined ? lines.text.length : next - 1);
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}

/** The delimiter of a row: a tab when it has one, else the first comma or semicolon (undefined: none). */
function delimiterOf(row: string): string | undefined {
  if (row.includes('\t')) return '\t';
  for (let i = 0; i < row.length; i++) {
    const char = row[i];
    if (char === ',' || char === ';') return char;
  }
  return undefined;
}

const INVISIBLE_EDGES = /^[\s\u00AD\u200B-\u200D\u2060\uFEFF]+|[\s\u00AD\u200B-\u200D\u2060\uFEFF]+$/g;

/** A header cell as a column name: `Label`, ` "note" `, a BOM before `address` all count. */

/** A table's header: its delimiter and where its label and note columns are. */
interface Header {
  line: number;
  delimiter: string;
  label: number;
  note: number;
}

/**
 * The header, when the first line names no address, has two columns or more and names a label column or
 * an address column ("Hi team, the wallets:" is no header; "address,amount" is one, without labels).
 */
function headerOf(lines: ListLines): Header | undefined {
  const line = lines.firstTokenLine;
  if (line === 0 || lines.linesWithAddress.has(line)) return undefined;
  const row = lineText(lines, line);
  const delimiter = delimiterOf(row);
  const cells = delimiter === undefined ? null : splitRow(row, delimiter);
  if (delimiter === undefined || cells === null || cells.length < 2) return undefined;
  const names = cells.map(columnName);
  const label = names.indexOf('label');
  if (label < 0 && !names.some((name) => ADDRESS_COLUMNS.has(name))) return undefined;
  return { line, delimiter, label, note: names.indexOf('note') };
}

/** Amounts (`12.5`, `1,000`, `-3`): an `address,amount` list is a payout list, not a list of labels. */
const AMOUNT = /^[-+\u2212]?[\d\s.,'_]+$/;

/** A pair's second or third field names something else: an amount, a domain, another address. */
function isOtherValue(field: string): boolean {
  if (AMOUNT.test(field) || DOMAIN.test(field)) return true;
  for (const word of field.split(/[\s,;]+/)) {
    const token = trimTrailingPunctuation(word);
    if (token !== '' && addressCandidate(token) !== null) return true;
  }
  return false;
}

/** Only spaces, quotes or invisible characters before a line's first token: the token opens the row. */
const ROW_OPENING = /^[\s"\u00AD\u200B-\u200D\u2060\uFEFF]*$/;

/**
 * `address<d>label` or `address<d>label<d>note`, d a tab, comma or semicolon (the first one after the
 * address), CSV quoting: the label and note, or undefined when the line is not exactly such a pair.
 */
function pairOf(lines: ListLines, at: LineAccount): { label: string; note?: string } | undefined {
  const lineStart = lines.starts[at.line - 1] ?? 0;
  if (!at.firstToken || !ROW_OPENING.test(lines.text.slice(lineStart, at.start))) return undefined;
  const row = lineText(lines, at.line);
  const delimiter = delimiterOf(row.slice(at.end - lineStart));
  const cells = delimiter === undefined ? null : splitRow(row, delimiter, 3);
  const [address, labelCell, noteCell] = cells ?? [];
  if (address === undefined || labelCell === undefined) return undefined;
  if (address.replace(INVISIBLE_EDGES, '').replace(IGNORABLE_CHARS, '') !== at.token) return undefined;
  const label = spreadsheetText(labelCell.trim());
  const note = noteCell === undefined ? undefined : spreadsheetText(noteCell.trim());
  if (label === '' || isOtherValue(label) || (note !== undefined && isOtherValue(note))) return undefined;
  return note === undefined ? { label } : { label, note };
}

/** A header row's label and note cells (undefined when its label cell is empty). */
function cellsOf(
  lines: ListLines,
  at: LineAccount,
  header: Header,
): { label: string; note?: string } | undefined {
  const cells = splitRow(lineText(lines, at.line), header.delimiter) ?? [];
  const label = spreadsheetText((cells[header.label] ?? '').trim());
  if (label === '') return undefined;
  if (header.note < 0) return { label };
  return { label, note: spreadsheetText((cells[header.note] ?? '').trim()) };
}

/**
 * Gives each account the label its lines carry. The rule:
 * 1. When the first line with any text names no address, splits into two cells or more (at a tab, else
 *    its first comma or semicolon) and one cell is `label` or names an address column (`address`,
 *    `raw_address`, `bounceable`, `non_bounceable`, `user_friendly`, `wallet`, `account`; any case), it is
 *    a header, and the list is a table: a row's label is its cell in
 *    the `label` column (its note, in the `note` column), given to the first account the row names. A
 *    table without a `label` column gives no labels (`address,amount`).
 * 2. Otherwise a line gives a label only when it is exactly `address<d>label` or `address<d>label<d>note`,
 *    d being the first tab, comma or semicolon after the address, with CSV quoting; a label (or note) that
 *    is an amount, a domain or holds another address makes the line a plain list (`EQ…, EQ…`, `EQ…,12.5`).
 * The first label an account gets wins; a different one on a later line is reported there. A label the
 * caller's `labelProblem` refuses is reported on its line and not given.
 */
function readLabels(
  lines: ListLines,
  lineAccounts: readonly LineAccount[],
  options: AddressListOptions,
): AddressListLabelProblem[] {
  const problems: AddressListLabelProblem[] = [];
  const header = headerOf(lines);
  if (header !== undefined && header.label < 0) return problems;
  const labelLines = new Map<AddressListAccount, number>();
  for (const at of lineAccounts) {
    const given = header === undefined ? pairOf(lines, at) : cellsOf(lines, at, header);
    if (given === undefined) continue;
    const { account, line } = at;
    const problem = options.labelProblem?.(given.label, given.note ?? '');
    const first = labelLines.get(account);
    if (problem !== undefined) {
      problems.push({ line, label: given.label, message: problem });
    } else if (first === undefined) {
      account.label = given.label;
      if (given.note !== undefined) account.note = given.note;
      labelLines.set(account, line);
    } else if (account.label !== given.label || (given.note ?? '') !== (account.note ?? '')) {
      problems.push({
        line,
        label: given.label,
        message: `is a second, different label for an account: the label of line ${first} is kept`,
      });
    }
  }
  return problems;
}

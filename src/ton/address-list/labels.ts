/**
 * Labels a pasted list gives its accounts: a table's `label` (and `note`) column under a header, or lines
 * that are exactly `address<d>label[<d>note]`. The rule is written on `readLabels`.
 */
import { ADDRESS_COLUMNS, columnName, splitRow, spreadsheetText } from '../text/spreadsheet.ts';
import { t } from '../i18n/door.ts';
import { addressCandidate } from './address-candidate.ts';
import { listLabelMessages } from './domain-messages.ts';
import { DOMAIN } from './domains.ts';
import { IGNORABLE_CHARS, trimTrailingPunctuation } from './tokenize.ts';
import type { AddressListAccount, AddressListLabelProblem, AddressListOptions } from './types.ts';

/** The first account named on a line, and whether it was the line's first token (a pair starts with it). */
export interface LineAccount {
  line: number;
  account: AddressListAccount;
  firstToken: boolean;
  /** The token as pasted (invisible characters dropped) and where it is in the text. */
  token: string;
  start: number;
  end: number;
}

/** The pasted text's lines, for the second look labels take. */
export interface ListLines {
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
export function readLabels(
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
        message: t(listLabelMessages.secondLabel, { line: String(first) }),
      });
    }
  }
  return problems;
}

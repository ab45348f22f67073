/**
 * Spreadsheet text in and out: the one guard every exported CSV or TSV cell goes through, and a small
 * RFC 4180 reader for the CSV files and pasted rows people bring back (label files, exports).
 *
 * Exported cells can come from strangers (the address book's names, token names, labels from someone
 * else's file). A cell that starts with = + - @ (or a tab, carriage return or line feed) is run as a
 * formula by spreadsheets ("CSV injection"), so `spreadsheetCell` puts an apostrophe before such a cell
 * (OWASP's advice) unless the whole cell is a plain decimal number or a raw address, shapes no spreadsheet
 * runs: a negative balance stays a number. `spreadsheetText` takes that apostrophe off again on import.
 */

/** Shapes a spreadsheet reads as data, never as a formula: a decimal number (`-12.5`), a raw address. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const RAW_ADDRESS = /^-?\d{1,10}:[0-9A-Fa-f]{64}$/;
const FORMULA_START = /^[ ]*[=+\-@\t\r\n]/;

/**
 * The one guard every CSV and TSV cell goes through: a cell that starts (after any spaces) with = + - @,
 * a tab, a carriage return or a line feed gets a leading apostrophe, so spreadsheets show it as text
 * instead of running it; plain numbers and raw addresses are left as they are.
 */
export function spreadsheetCell(text: string): string {
  if (PLAIN_NUMBER.test(text) || RAW_ADDRESS.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text `spreadsheetCell` guarded: the apostrophe it put before a formula-like cell comes off. */
export function spreadsheetText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A header cell as a column name: spaces, a BOM and zero-width characters around it dropped, lowercase. */
export function columnName(cell: string): string {
  return cell
    .replace(/^[\s\u00AD\u200B-\u200D\u2060\uFEFF]+|[\s\u00AD\u200B-\u200D\u2060\uFEFF]+$/g, '')
    .toLowerCase();
}

/**
 * Column names that hold an account's address, in a header row (tonlens's own export writes four forms;
 * any one will do): read by the paste box and by label files alike.
 */
export const ADDRESS_COLUMNS: ReadonlySet<string> = new Set([
  'address',
  'raw_address',
  'bounceable',
  'non_bounceable',
  'user_friendly',
  'wallet',
  'account',
]);

/** A CSV cell, quoted when it holds a quote, a comma, a line break or spaces at either end (RFC 4180). */
export function csvCell(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file as tonlens exports them: RFC 4180 with CRLF, after a UTF-8 byte order mark (so spreadsheets
 * read names such as USD₮ right), the header as given and every other cell through `spreadsheetCell`.
 */
export function csvFile(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.join(',')];
  for (const row of rows) lines.push(row.map((cell) => csvCell(spreadsheetCell(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * `tonlens-<subject>-2026-11-22T10-15-00Z.<extension>`: the name of an exported file, sortable by time and
 * valid on every file system (no colons).
 */
export function exportedFileName(subject: string, extension: string, at: Date): string {
  return `tonlens-${subject}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.${extension}`;
}

export interface CsvRecord {
  /** 1-based line the record starts on (a quoted cell may hold line breaks). */
  line: number;
  cells: string[];
}

/**
 * Reads CSV text (RFC 4180: quoted cells with "" for a quote and line breaks inside; CRLF, LF or CR line
 * ends; a leading byte order mark dropped) with `delimiter` (',' by default; ';' and tab also occur).
 * Lenient like spreadsheets: a quote inside an unquoted cell is kept as text, and an unclosed quote runs
 * to the end. Empty lines give no record. One pass, slices instead of per-character concatenation.
 */
export function readCsv(text: string, delimiter = ','): CsvRecord[] {
  return Array.from(csvRecords(text, delimiter));
}

/**
 * `readCsv`, one record at a time: a reader of a big file keeps only the records it needs, and can stop
 * or pause between two.
 */
export function* csvRecords(text: string, delimiter = ','): Generator<CsvRecord, void, undefined> {
  const sep = delimiter.charCodeAt(0);
  const length = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < length) {
    const startLine = line;
    const cells: string[] = [];
    for (;;) {
      let cell: string;
      if (text.charCodeAt(i) === 0x22) {
        // A quoted cell: runs to the next lone quote; "" is one quote; line breaks are kept.
        let end = i + 1;
        let value = '';
        for (;;) {
          const quote = text.indexOf('"', end);
          if (quote < 0) {
            value += text.slice(end);
            end = length;
            break;
          }
          value += text.slice(end, quote);
          if (text.charCodeAt(quote + 1) === 0x22) {
            value += '"';
            end = quote + 2;
          } else {
            end = quote + 1;
            break;
          }
        }
        line += countLineBreaks(value);
        // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
        let j = end;
        while (j < length && !isCellEnd(text.charCodeAt(j), sep)) j++;
        cell = value + text.slice(end, j);
        i = j;
      } else {
        let j = i;
        while (j < length && !isCellEnd(text.charCodeAt(j), sep)) j++;
        cell = text.slice(i, j);
        i = j;
      }
      cells.push(cell);
      if (i < length && text.charCodeAt(i) === sep) {
        i++;
        continue;
      }
      break;
    }
    // The line end: CRLF, LF or a lone CR.
    if (text.charCodeAt(i) === 0x0d) i++;
    if (text.charCodeAt(i) === 0x0a) i++;
    line++;
    if (cells.length > 1 || cells[0] !== '') yield { line: startLine, cells };
  }
}

function isCellEnd(code: number, sep: number): boolean {
  return code === sep || code === 0x0a || code === 0x0d;
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) count++;
  }
  return count;
}

/**
 * One row's cells (no line breaks in it), split at `delimiter` with CSV quoting; null when the row has
 * more than `maxCells` cells (the caller wanted a short row and can stop reading a long one early).
 */
export function splitRow(row: string, delimiter: string, maxCells = Infinity): string[] | null {
  const cells: string[] = [];
  const sep = delimiter.charCodeAt(0);
  let i = 0;
  for (;;) {
    if (cells.length === maxCells) return null;
    // Spaces before an opening quote (`a, "b"`) are not part of the cell.
    let start = i;
    while (start < row.length && row.charCodeAt(start) === 0x20) start++;
    if (row.charCodeAt(start) === 0x22) {
      const [value, end] = quotedCell(row, start, sep);
      cells.push(value);
      i = end;
    } else {
      const end = row.indexOf(delimiter, i);
      cells.push(row.slice(i, end < 0 ? row.length : end));
      i = end < 0 ? row.length : end;
    }
    if (i < row.length && row.charCodeAt(i) === sep) {
      i++;
      continue;
    }
    return cells;
  }
}

/** A quoted cell from its opening quote: its text and where its delimiter (or the row's end) is. */
function quotedCell(row: string, open: number, sep: number): [string, number] {
  let value = '';
  let at = open + 1;
  for (;;) {
    const quote = row.indexOf('"', at);
    if (quote < 0) return [value + row.slice(at), row.length];
    value += row.slice(at, quote);
    if (row.charCodeAt(quote + 1) === 0x22) {
      value += '"';
      at = quote + 2;
      continue;
    }
    let end = quote + 1;
    while (end < row.length && row.charCodeAt(end) !== sep) end++;
    return [value + row.slice(quote + 1, end).trimEnd(), end];
  }
}

/**
 * Labels as a file, to move them between browsers: written as JSON (lossless, versioned) or CSV (for a
 * spreadsheet), and read back from either — also from any CSV whose header names an address column and a
 * `label` column (tonlens's accounts export is one), with the address in any form.
 *
 * A file may come from anyone: every row is checked on its own, a bad row is skipped and counted (the
 * first LABEL_FILE_PROBLEMS_LISTED with their line (CSV) or entry number (JSON) and why), and the good rows
 * are imported. Reading never deletes a label: a row with neither label nor note is ignored, not taken as
 * "remove". What a reader keeps is bounded whatever the file holds: at most `maxEntries` good rows (the
 * most labels a browser keeps; the rows after are counted, not read) and the listed problems.
 */
import { parseAddress, toRawAddress } from '../ton/address.ts';
import {
  ADDRESS_COLUMNS,
  columnName,
  csvFile,
  csvRecords,
  exportedFileName,
  spreadsheetText,
  type CsvRecord,
} from '../ton/text/spreadsheet.ts';
import { t, tEnglish } from '../ton/i18n/door.ts';
import { LABELS_MAX, labelProblemWords, type AccountLabel } from './labels.ts';
import { labelFileMessages as m, type Words } from './workspace-messages.ts';

export const LABEL_FILE_FORMAT = 'tonlens-labels';
export const LABEL_FILE_VERSION = 1;
/** Far above any real label file (5 MB is ~40,000 labels with notes), far below what hurts a tab. */
export const LABEL_FILE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The bad rows named one by one, with their line and why; the rest are counted. Enough to see what is wrong
 * with a file; a 5 MB file of bad rows (1.3 million of them) would otherwise be 1.3 million list items.
 */
export const LABEL_FILE_PROBLEMS_LISTED = 20;
/** Rows read between two hand-backs of the thread, when a file is read on the page itself. */
const ROWS_PER_SLICE = 2_000;

export interface LabelFileRecord {
  address: string;
  label: string;
  note: string;
  /** ISO 8601, UTC. */
  updated_at: string;
}

function byAddress(labels: Iterable<AccountLabel>): AccountLabel[] {
  return [...labels].sort((a, b) => (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
}

/** `{ "format": "tonlens-labels", "version": 1, "labels": [...] }`, sorted by address. */
export function labelsToJson(labels: Iterable<AccountLabel>): string {
  const records: LabelFileRecord[] = byAddress(labels).map((label) => ({
    address: label.raw,
    label: label.label,
    note: label.note,
    updated_at: new Date(label.updatedAt).toISOString(),
  }));
  const file = { format: LABEL_FILE_FORMAT, version: LABEL_FILE_VERSION, labels: records };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** `address,label,note` (RFC 4180, CRLF, after a BOM), every cell through the formula guard. */
export function labelsToCsv(labels: Iterable<AccountLabel>): string {
  return csvFile(
    ['address', 'label', 'note'],
    byAddress(labels).map((label) => [label.raw, label.label, label.note]),
  );
}

/** `tonlens-labels-2026-11-22T10-15-00Z.json`: sortable, and valid on every file system. */
export function labelFileName(extension: 'json' | 'csv', at: Date): string {
  return exportedFileName('labels', extension, at);
}

export interface LabelFileEntry {
  raw: string;
  /**
   * Absent when the file's cell is empty (or it has no such column): the stored label or note is kept.
   * An import adds and changes labels; it never blanks one.
   */
  label?: string;
  note?: string;
}

export interface LabelFileProblem {
  /** "Line 4" (CSV) or "Entry 4" (JSON, 1-based); "File" for the file as a whole. */
  where: string;
  /** The row's address (or label) as given, for the reader to recognise it. */
  text: string;
  message: string;
  /**
   * `where` and `message` as words: the strings above are English (they may be made in a worker, and
   * `where === 'File'` is how a refused file is told); `labelFileProblemText` reads these in the page's
   * language for the reader.
   */
  words: { where: Words; message: Words };
}

/** A problem's `where` and `message` in the page's language, for the reader. */
export function labelFileProblemText(problem: LabelFileProblem): { where: string; message: string } {
  const { where, message } = problem.words;
  return { where: t(where.message, where.values), message: t(message.message, message.values) };
}

function english(words: Words): string {
  return tEnglish(words.message, words.values);
}

export interface LabelFile {
  /** Good rows, one per account, in file order: at most the reader's `maxEntries`. */
  entries: LabelFileEntry[];
  /** The first LABEL_FILE_PROBLEMS_LISTED rows skipped, each with why. */
  problems: LabelFileProblem[];
  /** Every row skipped for a problem, listed or not. */
  problemCount: number;
  /** Rows after the `maxEntries`-th good one: not read, so neither imported nor checked. */
  unread: number;
}

export interface ReadLabelFileOptions {
  /** The most good rows to collect: LABELS_MAX, the most labels a browser keeps, unless said. */
  maxEntries?: number;
}

/**
 * Collects rows: each checked, one per account (a repeat with the same label is folded silently), until
 * `maxEntries` are collected; problems are counted, and the first ones kept.
 */
class Collector {
  readonly entries: LabelFileEntry[] = [];
  readonly problems: LabelFileProblem[] = [];
  problemCount = 0;
  unread = 0;
  private readonly seen = new Map<string, { where: Words; entry: LabelFileEntry }>();

  constructor(private readonly maxEntries: number) {}

  /** True once `maxEntries` good rows are collected: every row after is only counted, as unread. */
  get full(): boolean {
    return this.entries.length >= this.maxEntries;
  }

  problem(where: Words, text: string, message: Words) {
    this.problemCount++;
    if (this.problems.length < LABEL_FILE_PROBLEMS_LISTED)
      this.problems.push({
        where: english(where),
        text,
        message: english(message),
        words: { where, message },
      });
  }

  add(where: Words, address: string, label: string, note: string | undefined) {
    if (this.full) {
      this.unread++;
      return;
    }
    const parsed = parseAddress(address.trim());
    if (!parsed.ok) {
      const message: Words =
        address.trim() === ''
          ? { message: m.noAddress }
          : { message: m.notAnAddress, values: { reason: parsed.message } };
      this.problem(where, address, message);
      return;
    }
    const trimmedLabel = label.trim();
    const trimmedNote = note?.trim();
    if (trimmedLabel === '' && (trimmedNote ?? '') === '') return; // no label here: nothing to import
    const problem = labelProblemWords(trimmedLabel, trimmedNote ?? '');
    if (problem !== undefined) {
      this.problem(where, address, problem);
      return;
    }
    const raw = toRawAddress(parsed.address);
    const entry: LabelFileEntry = { raw };
    if (trimmedLabel !== '') entry.label = trimmedLabel;
    if (trimmedNote !== undefined && trimmedNote !== '') entry.note = trimmedNote;
    const first = this.seen.get(raw);
    if (first === undefined) {
      this.seen.set(raw, { where, entry });
      this.entries.push(entry);
    } else if (first.entry.label !== entry.label || first.entry.note !== entry.note) {
      const { values } = first.where;
      this.problem(
        where,
        address,
        first.where.message === m.whereLine
          ? { message: m.differentLabelLine, values }
          : { message: m.differentLabelEntry, values },
      );
    }
  }

  refuse(message: Words, text = ''): LabelFile {
    const where: Words = { message: m.whereFile };
    const problem = { where: english(where), text, message: english(message), words: { where, message } };
    return { entries: [], problems: [problem], problemCount: 1, unread: 0 };
  }

  result(): LabelFile {
    return {
      entries: this.entries,
      problems: this.problems,
      problemCount: this.problemCount,
      unread: this.unread,
    };
  }
}

/** The reading, in steps: it yields after each ROWS_PER_SLICE rows, and returns the file read. */
type Reading = Generator<void, LabelFile, undefined>;

function* readJson(text: string, rows: Collector): Reading {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return rows.refuse({
      message: m.notJson,
      values: { error: error instanceof Error ? error.message : String(error) },
    });
  }
  const record = typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {};
  if (record.format !== LABEL_FILE_FORMAT || !Array.isArray(record.labels))
    return rows.refuse({ message: m.notLabelsFile, values: { format: LABEL_FILE_FORMAT } });
  if (typeof record.version !== 'number' || record.version > LABEL_FILE_VERSION)
    return rows.refuse({
      message: m.newerVersion,
      values: { version: String(record.version), supported: String(LABEL_FILE_VERSION) },
    });
  const items = record.labels as unknown[];
  for (let index = 0; index < items.length; index++) {
    if (index > 0 && index % ROWS_PER_SLICE === 0) yield;
    if (rows.full) {
      rows.unread += items.length - index;
      break;
    }
    const where: Words = { message: m.whereEntry, values: { entry: String(index + 1) } };
    const item = items[index];
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { address, label, note } = entry;
    if (
      typeof address !== 'string' ||
      typeof label !== 'string' ||
      (note !== undefined && typeof note !== 'string')
    ) {
      rows.problem(where, typeof address === 'string' ? address : '', { message: m.needsFields });
      continue;
    }
    rows.add(where, address, label, note);
  }
  return rows.result();
}

/** The delimiter of a CSV file: a tab when its first line has one, else ';' when it has no comma. */
function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  if (firstLine.includes('\t')) return '\t';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

function* readCsvFile(text: string, rows: Collector): Reading {
  const records = csvRecords(text, csvDelimiter(text));
  const first = records.next();
  if (first.done) return rows.refuse({ message: m.noRows });
  let columns = { address: 0, label: 1, note: 2 };
  const isHeader = !parseAddress((first.value.cells[0] ?? '').trim()).ok;
  if (isHeader) {
    // A header: which columns hold the address, the label and the note.
    const names = first.value.cells.map(columnName);
    const address = names.findIndex((name) => ADDRESS_COLUMNS.has(name));
    const label = names.indexOf('label');
    if (address < 0 || label < 0) return rows.refuse({ message: m.needsHeader }, first.value.cells.join(','));
    columns = { address, label, note: names.indexOf('note') };
  }
  const { address, label, note } = columns;
  const readRow = (record: CsvRecord) => {
    const cell = (index: number) => spreadsheetText(record.cells[index] ?? '');
    const noted = note >= 0 && note < record.cells.length ? cell(note) : undefined;
    const where: Words = { message: m.whereLine, values: { line: String(record.line) } };
    rows.add(where, cell(address), cell(label), noted);
  };
  if (!isHeader) readRow(first.value);
  let read = 0;
  for (const record of records) {
    if (++read % ROWS_PER_SLICE === 0) yield;
    if (rows.full) rows.unread++;
    else readRow(record);
  }
  return rows.result();
}

function* reading(text: string, options: ReadLabelFileOptions): Reading {
  const rows = new Collector(options.maxEntries ?? LABELS_MAX);
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') || start.startsWith('[')
    ? yield* readJson(start, rows)
    : yield* readCsvFile(text, rows);
}

/** Reads a labels file: JSON when it starts with `{` or `[`, CSV otherwise. */
export function readLabelFile(text: string, options: ReadLabelFileOptions = {}): LabelFile {
  const steps = reading(text, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `readLabelFile` in slices of rows, awaiting `between()` after each: on the page, a big file is read
 * in many short tasks (where no worker can read it).
 */
export async function readLabelFileInSlices(
  text: string,
  between: () => Promise<void>,
  options: ReadLabelFileOptions = {},
): Promise<LabelFile> {
  const steps = reading(text, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await between();
  }
}

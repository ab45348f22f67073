/**
 * Labels as a file, to move them between browsers: written as JSON (lossless, versioned) or CSV (for a
 * spreadsheet), and read back from either — also from any CSV whose header names an address column and a
 * `label` column (tonlens's accounts export is one), with the address in any form.
 *
 * A file may come from anyone: every row is checked on its own, a bad row is reported with its line (CSV)
 * or entry number (JSON) and skipped, and the good rows are imported. Reading never deletes a label: a row
 * with neither label nor note is ignored, not taken as "remove".
 */
import { parseAddress, toRawAddress } from '../ton/address.ts';
import {
  ADDRESS_COLUMNS,
  columnName,
  csvFile,
  exportedFileName,
  readCsv,
  spreadsheetText,
  type CsvRecord,
} from '../ton/text/spreadsheet.ts';
import { labelProblem, type AccountLabel } from './labels.ts';

export const LABEL_FILE_FORMAT = 'tonlens-labels';
export const LABEL_FILE_VERSION = 1;
/** Far above any real label file (5 MB is ~40,000 labels with notes), far below what hurts a tab. */
export const LABEL_FILE_MAX_BYTES = 5 * 1024 * 1024;

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
}

export interface LabelFile {
  /** Good rows, one per account, in file order. */
  entries: LabelFileEntry[];
  /** Rows skipped, each with why. */
  problems: LabelFileProblem[];
}

/** Collects rows: each checked, one per account (a repeat with the same label is folded silently). */
class Collector {
  readonly entries: LabelFileEntry[] = [];
  readonly problems: LabelFileProblem[] = [];
  private readonly seen = new Map<string, { where: string; entry: LabelFileEntry }>();

  add(where: string, address: string, label: string, note: string | undefined) {
    const parsed = parseAddress(address.trim());
    if (!parsed.ok) {
      const message = address.trim() === '' ? 'has no address' : `is not an address: ${parsed.message}`;
      this.problems.push({ where, text: address, message });
      return;
    }
    const trimmedLabel = label.trim();
    const trimmedNote = note?.trim();
    if (trimmedLabel === '' && (trimmedNote ?? '') === '') return; // no label here: nothing to import
    const problem = labelProblem(trimmedLabel, trimmedNote ?? '');
    if (problem !== undefined) {
      this.problems.push({ where, text: address, message: problem });
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
      this.problems.push({
        where,
        text: address,
        message: `gives a different label to the account of ${first.where.toLowerCase()} (the first is kept)`,
      });
    }
  }

  refuse(message: string, text = ''): LabelFile {
    return { entries: [], problems: [{ where: 'File', text, message }] };
  }

  result(): LabelFile {
    return { entries: this.entries, problems: this.problems };
  }
}

function readJson(text: string): LabelFile {
  const rows = new Collector();
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    return rows.refuse(`is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const record = typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {};
  if (record.format !== LABEL_FILE_FORMAT || !Array.isArray(record.labels))
    return rows.refuse(
      `is not a tonlens labels file (no "format": "${LABEL_FILE_FORMAT}" with a "labels" list)`,
    );
  if (typeof record.version !== 'number' || record.version > LABEL_FILE_VERSION)
    return rows.refuse(
      `is version ${String(record.version)} of the labels file; this tonlens reads version ${LABEL_FILE_VERSION}`,
    );
  (record.labels as unknown[]).forEach((item, index) => {
    const where = `Entry ${index + 1}`;
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { address, label, note } = entry;
    if (
      typeof address !== 'string' ||
      typeof label !== 'string' ||
      (note !== undefined && typeof note !== 'string')
    ) {
      rows.problems.push({
        where,
        text: typeof address === 'string' ? address : '',
        message: 'needs "address" and "label" as text (and "note" as text, when given)',
      });
      return;
    }
    rows.add(where, address, label, note);
  });
  return rows.result();
}

/** The delimiter of a CSV file: a tab when its first line has one, else ';' when it has no comma. */
function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  if (firstLine.includes('\t')) return '\t';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

function readCsvFile(text: string): LabelFile {
  const rows = new Collector();
  const records = readCsv(text, csvDelimiter(text));
  const [first] = records;
  if (first === undefined) return rows.refuse('has no rows');
  let columns = { address: 0, label: 1, note: 2 };
  let body: CsvRecord[] = records;
  if (!parseAddress((first.cells[0] ?? '').trim()).ok) {
    // A header: which columns hold the address, the label and the note.
    const names = first.cells.map(columnName);
    const address = names.findIndex((name) => ADDRESS_COLUMNS.has(name));
    const label = names.indexOf('label');
    if (address < 0 || label < 0)
      return rows.refuse(
        'needs a first line naming its columns: address,label (and note)',
        first.cells.join(','),
      );
    columns = { address, label, note: names.indexOf('note') };
    body = records.slice(1);
  }
  for (const record of body) {
    const cell = (index: number) => spreadsheetText(record.cells[index] ?? '');
    const note = columns.note >= 0 && columns.note < record.cells.length ? cell(columns.note) : undefined;
    rows.add(`Line ${record.line}`, cell(columns.address), cell(columns.label), note);
  }
  return rows.result();
}

/** Reads a labels file: JSON when it starts with `{` or `[`, CSV otherwise. */
export function readLabelFile(text: string): LabelFile {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('{') || start.startsWith('[') ? readJson(start) : readCsvFile(text);
}

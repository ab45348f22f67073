import { useState } from 'react';
import { countOf, formatCount } from '../../ton/count.ts';
import { LABEL_FILE_MAX_BYTES, readLabelFile, type LabelFileProblem } from '../../workspace/label-files.ts';
import { setLabels } from '../../workspace/labels.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';

export interface LabelImportResult {
  /** "12 labels imported (3 new, 9 changed), 2 rows skipped". */
  summary: string;
  /** The rows skipped, each with its line or entry and why. */
  skipped: LabelFileProblem[];
  /** False: the labels work in this tab but storage refused them (useStorageProblem says why). */
  saved: boolean;
}

/** What a file's import did, in one sentence. */
function summaryOf(
  applied: { added: number; changed: number; unchanged: number },
  skipped: number,
  fileRefused: boolean,
): string {
  if (fileRefused) return 'No labels imported: the file was not read.';
  const imported = applied.added + applied.changed + applied.unchanged;
  const parts = [`${formatCount(applied.added)} new`, `${formatCount(applied.changed)} changed`];
  if (applied.unchanged > 0) parts.push(`${formatCount(applied.unchanged)} already the same`);
  const rows = skipped > 0 ? `, ${countOf(skipped, 'row')} skipped` : '';
  return `${countOf(imported, 'label')} imported (${parts.join(', ')})${rows}`;
}

/**
 * Imports a labels file chosen by the user: refused above LABEL_FILE_MAX_BYTES before it is read; each
 * bad row skipped with its message; the good rows set in one write, nothing stored removed.
 */
export function useLabelImport() {
  const [result, setResult] = useState<LabelImportResult | undefined>();
  const [busy, setBusy] = useState(false);

  async function importFile(file: File) {
    if (file.size > LABEL_FILE_MAX_BYTES) {
      const megabytes = (file.size / 1024 / 1024).toFixed(1);
      setResult({
        summary: `No labels imported: ${shownStrangerText(file.name, 120)} is ${megabytes} MB, and a labels file has at most ${formatCount(LABEL_FILE_MAX_BYTES / 1024 / 1024)} MB.`,
        skipped: [],
        saved: true,
      });
      return;
    }
    setBusy(true);
    try {
      const read = readLabelFile(await file.text());
      const applied = await setLabels(read.entries);
      const fileRefused = read.problems.some((problem) => problem.where === 'File');
      setResult({
        summary: summaryOf(applied, read.problems.length, fileRefused),
        skipped: read.problems,
        saved: applied.saved,
      });
    } catch (error) {
      setResult({
        summary: `No labels imported: the file could not be read (${shownStrangerText(error instanceof Error ? error.message : String(error), 200)}).`,
        skipped: [],
        saved: true,
      });
    } finally {
      setBusy(false);
    }
  }

  return { result, busy, importFile };
}

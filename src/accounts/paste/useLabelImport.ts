import { useState } from 'react';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';
import { readLabelFileOffThread } from '../../workspace/label-file-reader.ts';
import { LABEL_FILE_MAX_BYTES, type LabelFileProblem } from '../../workspace/label-files.ts';
import { LABELS_MAX, setLabels } from '../../workspace/labels.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';

export interface LabelImportResult {
  /** "12 labels imported (3 new, 9 changed), 2 rows skipped". */
  summary: string;
  /** The first rows skipped (LABEL_FILE_PROBLEMS_LISTED at most), each with its line or entry and why. */
  skipped: LabelFileProblem[];
  /** Every row skipped, listed or not. */
  skippedCount: number;
  /** False: the labels work in this tab but storage refused them (useStorageProblem says why). */
  saved: boolean;
}

/** What a file's import did, in one sentence. */
function summaryOf(
  applied: { added: number; changed: number; unchanged: number; overLimit: number },
  skipped: number,
  unread: number,
  fileRefused: boolean,
): string {
  if (fileRefused) return t(m.importFileNotRead);
  const imported = applied.added + applied.changed + applied.unchanged;
  const details =
    applied.unchanged > 0
      ? t(m.importedDetailsSame, { added: applied.added, changed: applied.changed, same: applied.unchanged })
      : t(m.importedDetails, { added: applied.added, changed: applied.changed });
  const rows = skipped > 0 ? t(m.importedRowsSkipped, { count: skipped }) : '';
  const notAdded = applied.overLimit + unread;
  const full = notAdded > 0 ? t(m.importedOverLimit, { count: notAdded, max: LABELS_MAX }) : '';
  return `${t(m.imported, { count: imported, details })}${rows}${full}`;
}

/**
 * Imports a labels file chosen by the user: refused above LABEL_FILE_MAX_BYTES before it is read; read
 * off the main thread (label-file-reader.ts), each bad row skipped and counted, the first ones listed; the
 * good rows set in batches, nothing stored removed.
 */
export function useLabelImport() {
  const [result, setResult] = useState<LabelImportResult | undefined>();
  const [busy, setBusy] = useState(false);

  async function importFile(file: File) {
    if (file.size > LABEL_FILE_MAX_BYTES) {
      const megabytes = (file.size / 1024 / 1024).toFixed(1);
      setResult({
        summary: t(m.importTooBig, {
          name: shownStrangerText(file.name, 120),
          size: megabytes,
          max: LABEL_FILE_MAX_BYTES / 1024 / 1024,
        }),
        skipped: [],
        skippedCount: 0,
        saved: true,
      });
      return;
    }
    setBusy(true);
    setResult({
      summary: t(m.importReading, { name: shownStrangerText(file.name, 120) }),
      skipped: [],
      skippedCount: 0,
      saved: true,
    });
    try {
      const read = await readLabelFileOffThread(file);
      const applied = await setLabels(read.entries);
      const fileRefused = read.problems.some((problem) => problem.where === 'File');
      setResult({
        summary: summaryOf(applied, read.problemCount, read.unread, fileRefused),
        skipped: read.problems,
        skippedCount: read.problemCount,
        saved: applied.saved,
      });
    } catch (error) {
      setResult({
        summary: t(m.importFailed, {
          error: shownStrangerText(error instanceof Error ? error.message : String(error), 200),
        }),
        skipped: [],
        skippedCount: 0,
        saved: true,
      });
    } finally {
      setBusy(false);
    }
  }

  return { result, busy, importFile };
}

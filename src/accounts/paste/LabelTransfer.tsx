import { useId, type ChangeEvent } from 'react';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';
import {
  labelFileName,
  labelFileProblemText,
  labelsToCsv,
  labelsToJson,
} from '../../workspace/label-files.ts';
import { useLabels, useLabelsLoaded } from '../../workspace/labels.ts';
import { useStorageProblem } from '../../workspace/workspace-db.ts';
import { downloadFile } from '../../components/ui/download-file.ts';
import { useMenuPanel } from '../../components/ui/useMenuPanel.ts';
import { EntryList } from './RejectedEntries.tsx';
import { useLabelImport, type LabelImportResult } from './useLabelImport.ts';
import styles from './LabelTransfer.module.css';
import { shownStrangerText } from '../../ton/text/text-safety.ts';

/** What the last import did: one sentence (read out), a storage failure, then each skipped row. */
function ImportResult({ result, idPrefix }: { result: LabelImportResult | undefined; idPrefix: string }) {
  const problem = useStorageProblem();
  return (
    <>
      <p role="status" className={styles.result}>
        {result?.summary}
        {result && !result.saved
          ? problem
            ? t(m.keptForTabBecause, { problem: shownStrangerText(problem.message, 200) })
            : t(m.keptForTabRefused)
          : ''}
      </p>
      {result && result.skipped.length > 0 ? (
        <EntryList
          id={`${idPrefix}-skipped`}
          title={t(m.rowsSkippedTitle, { count: result.skippedCount })}
          entries={result.skipped.map((row) => {
            const { where, message } = labelFileProblemText(row);
            return { where, token: row.text, reason: message };
          })}
          more={
            result.skippedCount > result.skipped.length
              ? t(m.moreRowsSkipped, { count: result.skippedCount - result.skipped.length })
              : undefined
          }
        />
      ) : null}
    </>
  );
}

/**
 * Labels in and out of this browser: every stored label as a JSON or CSV file, and a JSON or CSV file
 * read back (any address form; bad rows listed, nothing stored removed).
 */
function LabelTransfer() {
  const labels = useLabels();
  const loaded = useLabelsLoaded();
  const { result, busy, importFile } = useLabelImport();
  const id = useId();

  function exportAs(kind: 'json' | 'csv') {
    const at = new Date();
    const all = labels.values();
    if (kind === 'json') downloadFile(labelsToJson(all), labelFileName('json', at), 'application/json');
    else downloadFile(labelsToCsv(all), labelFileName('csv', at), 'text/csv;charset=utf-8');
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) imports it again.
    event.target.value = '';
    if (file) void importFile(file);
  }

  return (
    <section className={styles.transfer} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t(m.labels)}
      </h2>
      <p className={`muted ${styles.count}`}>
        {loaded ? t(m.labelsInBrowser, { count: labels.size }) : t(m.readingLabels)}
      </p>
      <button type="button" className="button" disabled={labels.size === 0} onClick={() => exportAs('json')}>
        {t(m.exportJson)}
      </button>
      <button type="button" className="button" disabled={labels.size === 0} onClick={() => exportAs('csv')}>
        {t(m.exportCsv)}
      </button>
      <label className={`button ${styles.fileButton}`} aria-disabled={busy || undefined}>
        {t(m.importLabels)}
        <input
          type="file"
          className="visually-hidden"
          accept=".json,.csv,.tsv,.txt,application/json,text/csv,text/tab-separated-values,text/plain"
          disabled={busy}
          onChange={choose}
        />
      </label>
      <ImportResult result={result} idPrefix={id} />
    </section>
  );
}

/**
 * The toolbar's "Labels" button and the panel it opens (moving labels in and out of this browser). Always
 * offered, also before any lookup: moving labels to a new browser starts on an empty page. A disclosure,
 * as the Lists menu: Escape closes it and gives focus back to the button. The panel stays mounted when
 * closed, so an import's result is still there when it is opened again.
 */
export function LabelsMenu() {
  const { open, setOpen, toggleRef, rootRef } = useMenuPanel();
  const labels = useLabels();
  const loaded = useLabelsLoaded();
  const panelId = useId();
  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {loaded && labels.size > 0 ? t(m.labelsWithCount, { count: labels.size }) : t(m.labels)}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <LabelTransfer />
      </div>
    </div>
  );
}

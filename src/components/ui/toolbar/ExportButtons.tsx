import { CopyTextButton } from '../clipboard/CopyTextButton.tsx';
import { downloadFile } from '../download-file.ts';
import styles from './toolbar.module.css';
import { t } from '../../../ton/i18n/door.ts';
import { uiMessages as m } from '../ui-messages.ts';

/** A file made on click: what it holds and the name it is saved under. */
type ExportedFile = { content: string; fileName: string };

/**
 * Export CSV and Export JSON, and with `tsv` a Copy as TSV (for pasting into a spreadsheet). Each file is
 * made when its button is pressed, from what is shown then.
 */
export function ExportButtons({
  csv,
  json,
  tsv,
}: {
  csv: () => ExportedFile;
  json: () => ExportedFile;
  /** The text copied, and what the announcement names ("3 rows as TSV"). */
  tsv?: { text: () => string; what: () => string };
}) {
  function save(make: () => ExportedFile, type: string) {
    const { content, fileName } = make();
    downloadFile(content, fileName, type);
  }
  return (
    <span className={styles.exports}>
      <button type="button" className="button" onClick={() => save(csv, 'text/csv;charset=utf-8')}>
        {t(m.exportCsv)}
      </button>
      <button type="button" className="button" onClick={() => save(json, 'application/json')}>
        {t(m.exportJson)}
      </button>
      {tsv ? (
        <CopyTextButton value={tsv.text} what={tsv.what}>
          {t(m.copyTsv)}
        </CopyTextButton>
      ) : null}
    </span>
  );
}

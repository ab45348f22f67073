import { useCoinFormat } from '../components/ton/coin-format.ts';
import { CopyTextButton } from '../components/ui/CopyTextButton.tsx';
import type { TokenImages } from '../settings/image-policy.ts';
import { countOf, formatCount } from '../ton/count.ts';
import { exportFileName, toCsv, toJson, toTsv } from './account-export.ts';
import {
  SORT_LABELS,
  STATUS_LABELS,
  STATUS_ORDER,
  type AccountRow,
  type SortKey,
  type StatusKey,
  type TonNetwork,
} from './account-rows.ts';
import { downloadFile } from '../components/ui/download-file.ts';
import type { ResultRows } from './useResultRows.ts';
import styles from './AccountsRoute.module.css';

const SORT_KEYS = Object.keys(SORT_LABELS) as SortKey[];

/** Which rows are shown and in what order: status filter (with each status's count), find, sort. */
function RowControls({ view, counts }: { view: ResultRows; counts: ReadonlyMap<StatusKey, number> }) {
  const { rows, statusFilter, setStatusFilter, findText, setFindText, sortKey, setSortKey } = view;
  const filterOptions = STATUS_ORDER.filter((key) => (counts.get(key) ?? 0) > 0 || key === statusFilter);
  return (
    <>
      <label className={styles.control}>
        Status
        <select
          value={statusFilter}
          onChange={(event) => setStatusFilter(event.target.value as StatusKey | 'all')}
        >
          <option value="all">All ({formatCount(rows.length)})</option>
          {filterOptions.map((key) => (
            <option key={key} value={key}>
              {STATUS_LABELS[key]} ({formatCount(counts.get(key) ?? 0)})
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        Find
        <input
          type="search"
          className={styles.find}
          value={findText}
          onChange={(event) => setFindText(event.target.value)}
          placeholder="address, domain, label, token"
          spellCheck={false}
          autoComplete="off"
        />
      </label>
      <label className={styles.control}>
        Sort by
        <select value={sortKey} onChange={(event) => setSortKey(event.target.value as SortKey)}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/**
 * The rows shown, as a CSV or JSON file or as TSV on the clipboard (for a spreadsheet); the balance's
 * columns are named after the coin's ticker the user chose.
 */
function ExportButtons({
  shown,
  network,
  includeBoc,
}: {
  shown: readonly AccountRow[];
  network: TonNetwork;
  includeBoc: boolean;
}) {
  const { ticker } = useCoinFormat();
  function exportAs(kind: 'csv' | 'json') {
    const at = new Date();
    if (kind === 'csv')
      downloadFile(toCsv(shown, ticker), exportFileName('csv', at), 'text/csv;charset=utf-8');
    else
      downloadFile(
        toJson(shown, { network, includeBoc, exportedAt: at, ticker }),
        exportFileName('json', at),
        'application/json',
      );
  }
  return (
    <span className={styles.exports}>
      <button type="button" className="button" onClick={() => exportAs('csv')}>
        Export CSV
      </button>
      <button type="button" className="button" onClick={() => exportAs('json')}>
        Export JSON
      </button>
      <CopyTextButton
        value={() => toTsv(shown, ticker)}
        what={() => `${countOf(shown.length, 'row')} as TSV`}
      >
        Copy as TSV
      </CopyTextButton>
    </span>
  );
}

interface AccountsToolbarProps {
  view: ResultRows;
  counts: ReadonlyMap<StatusKey, number>;
  tokenImages: TokenImages;
  network: TonNetwork;
  includeBoc: boolean;
}

/** Above the table: which rows and in what order, whether token images load, and the exports. */
export function AccountsToolbar({ view, counts, tokenImages, network, includeBoc }: AccountsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <RowControls view={view} counts={counts} />
      <button
        type="button"
        className="button"
        aria-pressed={tokenImages.allowed}
        title="Token images are loaded from servers chosen by the token's creator, who then sees your IP address"
        disabled={tokenImages.locked}
        onClick={() => tokenImages.setAllowed(!tokenImages.allowed)}
      >
        {tokenImages.allowed ? '✓ ' : ''}Show token images
      </button>
      <ExportButtons shown={view.shown} network={network} includeBoc={includeBoc} />
    </div>
  );
}

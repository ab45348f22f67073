import { useCallback, useMemo, useState } from 'react';
import { CopyTextButton } from '../components/ui/CopyTextButton.tsx';
import { countOf, formatCount } from '../ton/count.ts';
import { useTokenImages } from '../settings/image-policy.ts';
import { lookupProgress } from './account-lookup.ts';
import { exportFileName, toCsv, toJson, toTsv } from './account-export.ts';
import {
  buildAccountRows,
  countByStatus,
  filterRows,
  SORT_LABELS,
  sortRows,
  STATUS_LABELS,
  STATUS_ORDER,
  totalBalance,
  type AccountRow,
  type SortKey,
  type StatusKey,
  type TonNetwork,
} from './account-rows.ts';
import { AccountsTable } from './AccountsTable.tsx';
import { downloadFile } from './download-file.ts';
import { groupFailures, LookupStatus } from './LookupStatus.tsx';
import type { AccountLookupControls } from './useAccountLookup.ts';
import styles from './AccountsRoute.module.css';

interface AccountsResultsProps {
  lookup: AccountLookupControls;
  includeBoc: boolean;
  network: TonNetwork;
  pastedForms: ReadonlyMap<string, readonly string[]>;
  testnetForms: ReadonlySet<string>;
}

const SORT_KEYS = Object.keys(SORT_LABELS) as SortKey[];

/** The lookup's progress and controls, the table options and exports, and the table. */
export function AccountsResults({
  lookup,
  includeBoc,
  network,
  pastedForms,
  testnetForms,
}: AccountsResultsProps) {
  const { snapshot } = lookup;
  const [statusFilter, setStatusFilter] = useState<StatusKey | 'all'>('all');
  const [sortKey, setSortKey] = useState<SortKey>('input');
  const [findText, setFindText] = useState('');
  const tokenImages = useTokenImages();
  const showImages = tokenImages.shown;
  // Rows by raw address from the previous answer: unchanged rows keep their identity (see buildAccountRows).
  const [rowCache] = useState(() => new Map<string, AccountRow>());

  const { retry } = lookup;
  const retryChunk = useCallback((chunkIndex: number) => retry([chunkIndex]), [retry]);
  const rows = useMemo(
    () => (snapshot ? buildAccountRows(snapshot, { network, pastedForms, testnetForms }, rowCache) : []),
    [snapshot, network, pastedForms, testnetForms, rowCache],
  );
  const shown = useMemo(
    () => sortRows(filterRows(rows, statusFilter, findText), sortKey),
    [rows, statusFilter, findText, sortKey],
  );

  if (!snapshot) {
    return (
      <p role="status" aria-busy="true">
        Preparing the lookup…
      </p>
    );
  }

  const progress = lookupProgress(snapshot);
  const counts = countByStatus(rows);
  const total = totalBalance(shown);
  const changedBalances = rows.filter((row) => row.balanceChange).length;
  const filterOptions = STATUS_ORDER.filter((key) => (counts.get(key) ?? 0) > 0 || key === statusFilter);

  function exportAs(kind: 'csv' | 'json') {
    const at = new Date();
    if (kind === 'csv') downloadFile(toCsv(shown), exportFileName('csv', at), 'text/csv;charset=utf-8');
    else
      downloadFile(
        toJson(shown, { network, includeBoc, exportedAt: at }),
        exportFileName('json', at),
        'application/json',
      );
  }

  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <LookupStatus
        progress={progress}
        failures={groupFailures(snapshot.chunks)}
        changedBalances={changedBalances}
        onCancel={lookup.cancel}
        onResume={lookup.resume}
        onRefresh={lookup.refresh}
        onRetry={lookup.retry}
      />
      <div className={styles.toolbar}>
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
            placeholder="address, domain, token"
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
        <span className={styles.exports}>
          <button type="button" className="button" onClick={() => exportAs('csv')}>
            Export CSV
          </button>
          <button type="button" className="button" onClick={() => exportAs('json')}>
            Export JSON
          </button>
          <CopyTextButton value={() => toTsv(shown)} what={() => `${countOf(shown.length, 'row')} as TSV`}>
            Copy as TSV
          </CopyTextButton>
        </span>
      </div>
      {tokenImages.needsReload ? (
        <p className={styles.filterNote} role="status">
          Token images are allowed from now on. This page was loaded without them (its security policy blocks
          images from other servers), so they show after a reload.{' '}
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload now
          </button>
        </p>
      ) : null}
      {statusFilter !== 'all' || findText.trim() !== '' ? (
        <p className={`muted ${styles.filterNote}`}>
          Showing {formatCount(shown.length)} of {formatCount(rows.length)}; the total and the exports cover
          the rows shown.
        </p>
      ) : null}
      <AccountsTable
        // Opened details belong to the lookup they were opened in; a refresh keeps them.
        key={lookup.id}
        rows={shown}
        includeBoc={includeBoc}
        showImages={showImages}
        network={network}
        total={total}
        sortedBy={sortKey}
        onRetryChunk={retryChunk}
      />
    </section>
  );
}

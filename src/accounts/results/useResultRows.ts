import { useMemo, useState } from 'react';
import { useLabels } from '../../workspace/labels.ts';
import type { AccountChange } from '../watch/account-changes.ts';
import type { AccountLookupSnapshot } from '../lookup/account-lookup.ts';
import {
  buildAccountRows,
  filterRows,
  sortRows,
  type AccountRow,
  type SortKey,
  type StatusKey,
  type TonNetwork,
} from '../account-rows.ts';

/**
 * The lookup's rows, and those shown: filtered by status and found text, sorted. The filter, the text and
 * the sort are the toolbar's; the rows shown are what the table, its total and the exports cover.
 */
export function useResultRows(
  snapshot: AccountLookupSnapshot | undefined,
  network: TonNetwork,
  pastedForms: ReadonlyMap<string, readonly string[]>,
  testnetForms: ReadonlySet<string>,
  /** What changed since a saved list was last looked at, for the "Changed only" filter. */
  changes?: ReadonlyMap<string, AccountChange>,
) {
  const [statusFilter, setStatusFilter] = useState<StatusKey | 'all'>('all');
  const [sortKey, setSortKey] = useState<SortKey>('input');
  const [findText, setFindText] = useState('');
  const [changedOnlyChosen, setChangedOnly] = useState(false);
  // Nothing changed (or nothing compared): the filter is off, whatever was chosen before.
  const changedOnly = changedOnlyChosen && changes !== undefined && changes.size > 0;
  // Rows by raw address from the previous answer: unchanged rows keep their identity (see buildAccountRows).
  const [rowCache] = useState(() => new Map<string, AccountRow>());

  const rows = useMemo(
    () => (snapshot ? buildAccountRows(snapshot, { network, pastedForms, testnetForms }, rowCache) : []),
    [snapshot, network, pastedForms, testnetForms, rowCache],
  );
  // Find matches labels and notes too; without a find text a label edit need not filter the rows again.
  const labels = useLabels();
  const labelsToFind = findText.trim() === '' ? undefined : labels;
  const shown = useMemo(() => {
    const filtered = filterRows(rows, statusFilter, findText, labelsToFind);
    return sortRows(changedOnly ? filtered.filter((row) => changes?.has(row.raw)) : filtered, sortKey);
  }, [rows, statusFilter, findText, labelsToFind, sortKey, changedOnly, changes]);
  return {
    rows,
    shown,
    statusFilter,
    setStatusFilter,
    sortKey,
    setSortKey,
    findText,
    setFindText,
    changedOnly,
    setChangedOnly,
  };
}

export type ResultRows = ReturnType<typeof useResultRows>;

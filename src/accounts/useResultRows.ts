import { useMemo, useState } from 'react';
import type { AccountLookupSnapshot } from './account-lookup.ts';
import {
  buildAccountRows,
  filterRows,
  sortRows,
  type AccountRow,
  type SortKey,
  type StatusKey,
  type TonNetwork,
} from './account-rows.ts';

/**
 * The lookup's rows, and those shown: filtered by status and found text, sorted. The filter, the text and
 * the sort are the toolbar's; the rows shown are what the table, its total and the exports cover.
 */
export function useResultRows(
  snapshot: AccountLookupSnapshot | undefined,
  network: TonNetwork,
  pastedForms: ReadonlyMap<string, readonly string[]>,
  testnetForms: ReadonlySet<string>,
) {
  const [statusFilter, setStatusFilter] = useState<StatusKey | 'all'>('all');
  const [sortKey, setSortKey] = useState<SortKey>('input');
  const [findText, setFindText] = useState('');
  // Rows by raw address from the previous answer: unchanged rows keep their identity (see buildAccountRows).
  const [rowCache] = useState(() => new Map<string, AccountRow>());

  const rows = useMemo(
    () => (snapshot ? buildAccountRows(snapshot, { network, pastedForms, testnetForms }, rowCache) : []),
    [snapshot, network, pastedForms, testnetForms, rowCache],
  );
  const shown = useMemo(
    () => sortRows(filterRows(rows, statusFilter, findText), sortKey),
    [rows, statusFilter, findText, sortKey],
  );
  return { rows, shown, statusFilter, setStatusFilter, sortKey, setSortKey, findText, setFindText };
}

export type ResultRows = ReturnType<typeof useResultRows>;

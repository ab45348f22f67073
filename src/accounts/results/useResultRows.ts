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
import {
  filterHoldsAny,
  heldJettons,
  jettonColumns,
  parseJettonSortKey,
  sortByJetton,
  type JettonSortKey,
  type OwnerTokensMap,
} from '../holdings.ts';

const NO_TOKENS: OwnerTokensMap = new Map();

/**
 * The lookup's rows, and those shown: filtered by status, found text and the jettons held ("Holds any
 * of…"), sorted (by a column, or by a jetton column's balance). The filters and the sort are the toolbar's; the rows shown are what the table, its total and the exports cover.
 */
export function useResultRows(
  snapshot: AccountLookupSnapshot | undefined,
  network: TonNetwork,
  pastedForms: ReadonlyMap<string, readonly string[]>,
  testnetForms: ReadonlySet<string>,
  /** What changed since a saved list was last looked at, for the "Changed only" filter. */
  changes?: ReadonlyMap<string, AccountChange>,
  /** What each owner holds (the token lookup's answers), by raw address. */
  tokens: OwnerTokensMap = NO_TOKENS,
) {
  const [statusFilter, setStatusFilter] = useState<StatusKey | 'all'>('all');
  const [sortKey, setSortKey] = useState<SortKey | JettonSortKey>('input');
  // "Holds any of…": jetton masters chosen; none chosen shows every row.
  const [holdsAny, setHoldsAny] = useState<ReadonlySet<string>>(() => new Set());
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
  const owners = useMemo(() => rows.map((row) => row.raw), [rows]);
  // The list's jetton columns and the jettons "Holds any of…" offers: counted over every row, not those
  // shown, so a filter does not move the columns.
  const columns = useMemo(() => jettonColumns(owners, tokens), [owners, tokens]);
  const held = useMemo(() => heldJettons(owners, tokens), [owners, tokens]);
  // A chosen jetton no longer held in the list is not a filter any more.
  const holdsAnyShown = useMemo(
    () => new Set([...holdsAny].filter((master) => held.some((jetton) => jetton.master === master))),
    [holdsAny, held],
  );
  const shown = useMemo(() => {
    let filtered = filterRows(rows, statusFilter, findText, labelsToFind);
    if (changedOnly) filtered = filtered.filter((row) => changes?.has(row.raw));
    filtered = filterHoldsAny(filtered, tokens, holdsAnyShown);
    const jetton = parseJettonSortKey(sortKey);
    if (jetton) return sortByJetton(sortRows(filtered, 'input'), tokens, jetton.master, jetton.direction);
    return sortRows(filtered, sortKey as SortKey);
  }, [rows, statusFilter, findText, labelsToFind, sortKey, changedOnly, changes, tokens, holdsAnyShown]);
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
    tokens,
    jettonColumns: columns,
    heldJettons: held,
    holdsAny: holdsAnyShown,
    setHoldsAny,
  };
}

export type ResultRows = ReturnType<typeof useResultRows>;

import { useMemo } from 'react';
import { useCoinFormat } from '../../components/ton/coin-format.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import { actionsOf } from '../model/block-actions.ts';
import type { BlockFilters } from '../model/block-filters.ts';
import { buildListView, type BlockIndex, type TransactionListView } from '../model/block-index.ts';
import type { BlockActionsView } from '../actions/useBlockActionsView.ts';
import {
  transactionRecord,
  transactionsCsv,
  transactionsFileName,
  transactionsJson,
} from './transaction-export.ts';

/**
 * The list the filters leave (the action type filter reads the block's actions), and its exports.
 */
export function useTransactionListView(
  seqno: number,
  index: BlockIndex,
  filters: BlockFilters,
  labels: ReadonlyMap<string, AccountLabel>,
  actions: BlockActionsView,
) {
  const view = useMemo(
    () => buildListView(index, filters, labels, actions.byTransaction),
    [index, filters, labels, actions.byTransaction],
  );
  const exports = useTransactionExports(seqno, view, actions);
  return { view, exports };
}

/**
 * The shown transactions (filters and sort applied) as CSV and JSON, with their actions in the user's unit
 * and ticker: made when a button is pressed, from what is shown then.
 */
export function useTransactionExports(seqno: number, view: TransactionListView, actions: BlockActionsView) {
  const format = useCoinFormat();
  const csv = () => {
    const records = view.order.map((item) =>
      transactionRecord(item, actionsOf(actions, item.transaction.hash), actions.jettons, format),
    );
    return {
      content: transactionsCsv(records, format),
      fileName: transactionsFileName(seqno, 'csv', new Date()),
    };
  };
  const json = () => {
    const exportedAt = new Date();
    return {
      content: transactionsJson(view.order, (hash) => actionsOf(actions, hash), {
        seqno,
        jettons: actions.jettons,
        format,
        exportedAt,
      }),
      fileName: transactionsFileName(seqno, 'json', exportedAt),
    };
  };
  return { csv, json };
}

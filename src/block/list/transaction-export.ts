/**
 * The transaction list as CSV and JSON (issue 27): the shown transactions, in the order shown, each with
 * the action it belongs to — the sentence as text (actionSentenceText: amounts exact, jettons in their own
 * units, the coin in the user's unit and ticker), its type and where it came from ("server" or "tonlens")
 * — and how many more actions it belongs to. Amounts of the coin are exact nanoGRAM integers as strings,
 * in columns named after the ticker (`fees_nanograms`), as the accounts exports write them. Every CSV cell
 * goes through spreadsheetCell (csvFile): a sentence quotes strangers' comments, and a comment can start
 * with "=". JSON keeps every action of every transaction.
 */
import type { Transaction } from '../../api/schemas.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import { actionSentenceText } from '../../ton/actions/action-text.ts';
import type { CoinFormat } from '../../ton/coin.ts';
import { coinColumnName } from '../../ton/coin-labels.ts';
import { csvFile, exportedFileName } from '../../ton/text/spreadsheet.ts';
import type { IndexedTransaction } from '../model/block-index.ts';
import { incomingValue } from '../model/block-summary.ts';
import { resultText } from './transaction-result-text.ts';

export interface ExportedAction {
  id: string;
  type: string;
  sentence: string;
  source: Action['source'];
  success: boolean | null;
  failure: string | null;
  transactions: readonly string[];
}

export interface TransactionRecord {
  hash: string;
  lt: string;
  time: string | null;
  account: string;
  outcome: string;
  value_in_nano: string;
  fees_nano: string | null;
  out_msgs: number;
  action_type: string | null;
  action: string | null;
  action_source: Action['source'] | null;
  more_actions: number;
}

const COLUMNS: readonly (keyof TransactionRecord)[] = [
  'hash',
  'lt',
  'time',
  'account',
  'outcome',
  'value_in_nano',
  'fees_nano',
  'out_msgs',
  'action_type',
  'action',
  'action_source',
  'more_actions',
];

function timeOf(transaction: Transaction): string | null {
  // A time the server sent that no date can hold (beyond ±8.64e15 ms) is no time, never a thrown RangeError.
  const date = typeof transaction.now === 'number' ? new Date(transaction.now * 1000) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

export function exportedAction(action: Action, jettons: JettonDirectory, format: CoinFormat): ExportedAction {
  return {
    id: action.id,
    type: action.type,
    sentence: actionSentenceText(action, jettons, format),
    source: action.source,
    success: action.success,
    failure: action.failure,
    transactions: action.transactions,
  };
}

export function transactionRecord(
  item: IndexedTransaction,
  actions: readonly Action[],
  jettons: JettonDirectory,
  format: CoinFormat,
): TransactionRecord {
  const { transaction } = item;
  const [first] = actions;
  return {
    hash: transaction.hash,
    lt: transaction.lt.toString(),
    time: timeOf(transaction),
    account: transaction.account,
    outcome: resultText(item.outcome),
    value_in_nano: incomingValue(transaction).toString(),
    fees_nano: transaction.total_fees === undefined ? null : transaction.total_fees.toString(),
    out_msgs: transaction.out_msgs.length,
    action_type: first ? first.type : null,
    action: first ? actionSentenceText(first, jettons, format) : null,
    action_source: first ? first.source : null,
    more_actions: Math.max(0, actions.length - 1),
  };
}

function columnName(key: string, format: CoinFormat): string {
  return key.endsWith('_nano')
    ? coinColumnName(key.slice(0, -'_nano'.length), { unit: 'nanoton', ticker: format.ticker })
    : key;
}

export function transactionColumns(format: CoinFormat): string[] {
  return COLUMNS.map((key) => columnName(key, format));
}

/** RFC 4180 with CRLF after a byte order mark; an unknown value is an empty cell. */
export function transactionsCsv(records: readonly TransactionRecord[], format: CoinFormat): string {
  return csvFile(
    transactionColumns(format),
    records.map((record) => COLUMNS.map((column) => (record[column] === null ? '' : String(record[column])))),
  );
}

export function transactionsJson(
  items: readonly IndexedTransaction[],
  actionsOf: (hash: string) => readonly Action[],
  context: { seqno: number; jettons: JettonDirectory; format: CoinFormat; exportedAt: Date },
): string {
  const { jettons, format } = context;
  const transactions = items.map((item) => {
    const actions = actionsOf(item.transaction.hash);
    const record = transactionRecord(item, actions, jettons, format);
    const renamed: Record<string, unknown> = {};
    for (const key of COLUMNS) {
      if (key === 'action_type' || key === 'action' || key === 'action_source' || key === 'more_actions')
        continue;
      renamed[columnName(key, format)] = record[key];
    }
    renamed['actions'] = actions.map((action) => exportedAction(action, jettons, format));
    return renamed;
  });
  return `${JSON.stringify(
    {
      exported_at: context.exportedAt.toISOString(),
      masterchain_block: context.seqno,
      transactions,
    },
    null,
    2,
  )}\n`;
}

/** `tonlens-block-50503959-transactions-2026-11-26T16-15-00Z.csv`. */
export function transactionsFileName(seqno: number, extension: string, at: Date): string {
  return exportedFileName(`block-${seqno}-transactions`, extension, at);
}

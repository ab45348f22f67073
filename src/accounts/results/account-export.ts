/**
 * The table as CSV, TSV and JSON. Every value is exact and written as a string: balances in nanoGRAM
 * and in GRAM (all nine decimals, no grouping), logical times as decimal strings, hashes as sent. The
 * balance columns are named after the ticker the user chose (src/ton/coin.ts, `coinColumnName`):
 * `balance_nanograms` and `balance_gram`, or with the old ticker `balance_nanotons` and `balance_ton`,
 * the names they had before the coin was renamed.
 *
 * Almost every column can come from strangers: the address book's `user_friendly`, domains, statuses,
 * hashes, extra-currency ids, token names, server messages, labels imported from someone else's file. Every
 * CSV and TSV cell goes through one guard, `spreadsheetCell` (src/ton/text/spreadsheet.ts), so no cell is run as
 * a formula. JSON is not run by anything and keeps every value exactly.
 *
 * `label` and `note` are this browser's private labels (src/workspace/labels.ts), read at export time.
 */
import { csvFile, exportedFileName, spreadsheetCell } from '../../ton/text/spreadsheet.ts';
import { labelOf } from '../../workspace/labels.ts';
import { failureReason, type AccountRow, type RowState } from '../account-rows.ts';
import { coinAmountNumber, type CoinTicker } from '../../ton/coin.ts';
import { coinColumnName } from '../../ton/coin-labels.ts';

const EXPORT_STATUS: Record<Exclude<RowState, 'found'>, string> = {
  'not-found': 'not_found',
  failed: 'failed',
  waiting: 'waiting',
  'not-fetched': 'not_fetched',
};

function statusOf(row: AccountRow): string {
  return row.state === 'found' ? (row.account?.status ?? 'unknown') : EXPORT_STATUS[row.state];
}

export interface ExportRecord {
  raw_address: string;
  bounceable: string;
  non_bounceable: string;
  user_friendly: string;
  domain: string | null;
  /** This browser's label for the account ('' without one). */
  label: string;
  note: string;
  status: string;
  error: string | null;
  /** The balance in nanoGRAM: exported as `balance_nanograms` (or `balance_nanotons`, see coinColumns). */
  balance_nano: string | null;
  /** The balance in GRAM, every decimal and an ASCII minus: `balance_gram` (or `balance_ton`). */
  balance_coin: string | null;
  extra_currencies: Record<string, string>;
  last_transaction_lt: string | null;
  last_transaction_hash: string | null;
  code_hash: string | null;
  data_hash: string | null;
  frozen_hash: string | null;
  account_state_hash: string | null;
  contract_methods: number[] | null;
  interfaces: string[];
  token_type: string | null;
  token_name: string | null;
  token_symbol: string | null;
  is_scam: boolean;
  is_nsfw: boolean;
}

export function exportRecord(row: AccountRow): ExportRecord {
  const account = row.account;
  const balance = account?.balance;
  const stored = labelOf(row.raw);
  const extra: Record<string, string> = {};
  for (const [id, amount] of Object.entries(account?.extra_currencies ?? {})) extra[id] = amount.toString();
  return {
    raw_address: row.raw,
    bounceable: row.bounceable,
    non_bounceable: row.nonBounceable,
    user_friendly: row.userFriendly,
    domain: row.entry?.domain ?? null,
    label: stored?.label ?? '',
    note: stored?.note ?? '',
    status: statusOf(row),
    error: row.state === 'failed' ? failureReason(row.error) : null,
    balance_nano: balance === undefined ? null : coinAmountNumber(balance, 'nanoton'),
    balance_coin: balance === undefined ? null : coinAmountNumber(balance, 'ton'),
    extra_currencies: extra,
    last_transaction_lt: account?.last_transaction_lt?.toString() ?? null,
    last_transaction_hash: account?.last_transaction_hash ?? null,
    code_hash: account?.code_hash ?? null,
    data_hash: account?.data_hash ?? null,
    frozen_hash: account?.frozen_hash ?? null,
    account_state_hash: account?.account_state_hash ?? null,
    contract_methods: account?.contract_methods ?? null,
    interfaces: row.entry?.interfaces ?? [],
    token_type: row.token?.type ?? null,
    token_name: row.token?.name ?? null,
    token_symbol: row.token?.symbol ?? null,
    is_scam: row.token?.isScam ?? false,
    is_nsfw: row.token?.isNsfw ?? false,
  };
}

/** Column name and cell text; every cell is guarded by `spreadsheetCell`. */
const FLAT_COLUMNS: ReadonlyArray<[string, (record: ExportRecord) => string]> = [
  ['raw_address', (r) => r.raw_address],
  ['bounceable', (r) => r.bounceable],
  ['non_bounceable', (r) => r.non_bounceable],
  ['user_friendly', (r) => r.user_friendly],
  ['domain', (r) => r.domain ?? ''],
  ['label', (r) => r.label],
  ['note', (r) => r.note],
  ['status', (r) => r.status],
  ['error', (r) => r.error ?? ''],
  ['balance_nano', (r) => r.balance_nano ?? ''],
  ['balance_coin', (r) => r.balance_coin ?? ''],
  [
    'extra_currencies',
    (r) =>
      Object.entries(r.extra_currencies)
        .map(([id, amount]) => `${id}:${amount}`)
        .join(' '),
  ],
  ['last_transaction_lt', (r) => r.last_transaction_lt ?? ''],
  ['last_transaction_hash', (r) => r.last_transaction_hash ?? ''],
  ['code_hash', (r) => r.code_hash ?? ''],
  ['data_hash', (r) => r.data_hash ?? ''],
  ['frozen_hash', (r) => r.frozen_hash ?? ''],
  ['account_state_hash', (r) => r.account_state_hash ?? ''],
  ['contract_methods_count', (r) => (r.contract_methods ? String(r.contract_methods.length) : '')],
  ['interfaces', (r) => r.interfaces.join(' ')],
  ['token_type', (r) => r.token_type ?? ''],
  ['token_name', (r) => r.token_name ?? ''],
  ['token_symbol', (r) => r.token_symbol ?? ''],
  ['is_scam', (r) => String(r.is_scam)],
  ['is_nsfw', (r) => String(r.is_nsfw)],
];

/** The exported name of a record's key: the balance's two are named after the coin's unit and ticker. */
function columnName(key: string, ticker: CoinTicker): string {
  if (key === 'balance_nano') return coinColumnName('balance', { unit: 'nanoton', ticker });
  if (key === 'balance_coin') return coinColumnName('balance', { unit: 'ton', ticker });
  return key;
}

/** The columns of the CSV and TSV exports, in order, with the balance's named after `ticker`. */
export function exportColumns(ticker: CoinTicker): string[] {
  return FLAT_COLUMNS.map(([key]) => columnName(key, ticker));
}

/** A record as the JSON export writes it: the same keys and order, the balance's named after `ticker`. */
function jsonRecord(row: AccountRow, ticker: CoinTicker): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(exportRecord(row)).map(([key, value]) => [columnName(key, ticker), value]),
  );
}

function flatCells(row: AccountRow): string[] {
  const record = exportRecord(row);
  return FLAT_COLUMNS.map(([, read]) => read(record));
}

/** RFC 4180 with CRLF, after a UTF-8 byte order mark so spreadsheets read token names (USD₮) right. */
export function toCsv(rows: readonly AccountRow[], ticker: CoinTicker): string {
  return csvFile(exportColumns(ticker), rows.map(flatCells));
}

/** For pasting into a spreadsheet: TSV has no quoting, so tabs and line breaks inside a cell become spaces. */
export function toTsv(rows: readonly AccountRow[], ticker: CoinTicker): string {
  const clean = (text: string) => spreadsheetCell(text).replace(/[\t\r\n]+/g, ' ');
  const lines = [
    exportColumns(ticker).join('\t'),
    ...rows.map((row) => flatCells(row).map(clean).join('\t')),
  ];
  return `${lines.join('\n')}\n`;
}

export function toJson(
  rows: readonly AccountRow[],
  context: { network: string; includeBoc: boolean; exportedAt: Date; ticker: CoinTicker },
): string {
  return `${JSON.stringify(
    {
      exported_at: context.exportedAt.toISOString(),
      network: context.network,
      include_boc: context.includeBoc,
      accounts: rows.map((row) => jsonRecord(row, context.ticker)),
    },
    null,
    2,
  )}\n`;
}

/** `tonlens-accounts-2026-11-22T10-15-00Z.csv`: sortable, and valid on every file system. */
export function exportFileName(extension: string, at: Date): string {
  return exportedFileName('accounts', extension, at);
}

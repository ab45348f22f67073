/**
 * The table as CSV, TSV and JSON. Every value is exact and written as a string: balances in nanotons
 * and in TON (all nine decimals, no grouping), logical times as decimal strings, hashes as sent.
 *
 * Domains, token names and symbols and server messages come from strangers. In CSV and TSV a cell that
 * starts with = + - @ (or a tab or carriage return) is run as a formula by spreadsheets ("CSV injection"),
 * so such cells of those columns get a leading apostrophe, which spreadsheets show as text. JSON keeps
 * them exactly as they are.
 */
import { formatTon } from '../ton/amount.ts';
import { failureReason, type AccountRow, type RowState } from './account-rows.ts';

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
  status: string;
  error: string | null;
  balance_nanotons: string | null;
  balance_ton: string | null;
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
  const extra: Record<string, string> = {};
  for (const [id, amount] of Object.entries(account?.extra_currencies ?? {})) extra[id] = amount.toString();
  return {
    raw_address: row.raw,
    bounceable: row.bounceable,
    non_bounceable: row.nonBounceable,
    user_friendly: row.userFriendly,
    domain: row.entry?.domain ?? null,
    status: statusOf(row),
    error: row.state === 'failed' ? failureReason(row.error) : null,
    balance_nanotons: balance === undefined ? null : balance.toString(),
    balance_ton: balance === undefined ? null : formatTon(balance, { groupThousands: false }),
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

/** Column name, cell text, and whether the text comes from strangers (formula-guarded). */
const FLAT_COLUMNS: ReadonlyArray<[string, (record: ExportRecord) => string, boolean]> = [
  ['raw_address', (r) => r.raw_address, false],
  ['bounceable', (r) => r.bounceable, false],
  ['non_bounceable', (r) => r.non_bounceable, false],
  ['user_friendly', (r) => r.user_friendly, false],
  ['domain', (r) => r.domain ?? '', true],
  ['status', (r) => r.status, false],
  ['error', (r) => r.error ?? '', true],
  ['balance_nanotons', (r) => r.balance_nanotons ?? '', false],
  ['balance_ton', (r) => r.balance_ton ?? '', false],
  [
    'extra_currencies',
    (r) =>
      Object.entries(r.extra_currencies)
        .map(([id, amount]) => `${id}:${amount}`)
        .join(' '),
    false,
  ],
  ['last_transaction_lt', (r) => r.last_transaction_lt ?? '', false],
  ['last_transaction_hash', (r) => r.last_transaction_hash ?? '', false],
  ['code_hash', (r) => r.code_hash ?? '', false],
  ['data_hash', (r) => r.data_hash ?? '', false],
  ['frozen_hash', (r) => r.frozen_hash ?? '', false],
  ['account_state_hash', (r) => r.account_state_hash ?? '', false],
  ['contract_methods_count', (r) => (r.contract_methods ? String(r.contract_methods.length) : ''), false],
  ['interfaces', (r) => r.interfaces.join(' '), true],
  ['token_type', (r) => r.token_type ?? '', true],
  ['token_name', (r) => r.token_name ?? '', true],
  ['token_symbol', (r) => r.token_symbol ?? '', true],
  ['is_scam', (r) => String(r.is_scam), false],
  ['is_nsfw', (r) => String(r.is_nsfw), false],
];

export const EXPORT_COLUMNS: readonly string[] = FLAT_COLUMNS.map(([name]) => name);

/** Neutralises spreadsheet formulas in text written by strangers. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function flatCells(row: AccountRow): string[] {
  const record = exportRecord(row);
  return FLAT_COLUMNS.map(([, read, untrusted]) => {
    const text = read(record);
    return untrusted ? guardFormula(text) : text;
  });
}

/** RFC 4180 with CRLF, after a UTF-8 byte order mark so spreadsheets read token names (USD₮) right. */
export function toCsv(rows: readonly AccountRow[]): string {
  const lines = [EXPORT_COLUMNS.join(','), ...rows.map((row) => flatCells(row).map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** For pasting into a spreadsheet: TSV has no quoting, so tabs and line breaks inside a cell become spaces. */
export function toTsv(rows: readonly AccountRow[]): string {
  const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  const lines = [EXPORT_COLUMNS.join('\t'), ...rows.map((row) => flatCells(row).map(clean).join('\t'))];
  return `${lines.join('\n')}\n`;
}

export function toJson(
  rows: readonly AccountRow[],
  context: { network: string; includeBoc: boolean; exportedAt: Date },
): string {
  return `${JSON.stringify(
    {
      exported_at: context.exportedAt.toISOString(),
      network: context.network,
      include_boc: context.includeBoc,
      accounts: rows.map(exportRecord),
    },
    null,
    2,
  )}\n`;
}

/** `tonlens-accounts-2026-11-22T10-15-00Z.csv`: sortable, and valid on every file system. */
export function exportFileName(extension: string, at: Date): string {
  return `tonlens-accounts-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.${extension}`;
}

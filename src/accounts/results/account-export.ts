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
 *
 * Jettons (issue 26), from the token lookup (`tokens`, TokenLookup['byOwner']): CSV and TSV get one column
 * per jetton any row holds (exportJettonColumns: the real USD₮ first, then the most held), named by its symbol
 * AND its master address so two jettons called the same never share a column, each cell the exact balance
 * with the jetton's decimals applied (no grouping, never a float), or raw units when the decimals are
 * unknown (the header says "(raw units)"). `jettons_status` says whether the owner's jettons were
 * answered; only then is a jetton it has no wallet of "0": an owner whose tokens failed, were not offered
 * or have no sample data has empty cells, never "0". JSON lists each owner's holdings instead.
 */
import { csvFile, exportedFileName, spreadsheetCell } from '../../ton/text/spreadsheet.ts';
import { labelOf } from '../../workspace/labels.ts';
import { failureReason, type AccountRow, type RowState } from '../account-rows.ts';
import { coinAmountNumber, type CoinTicker } from '../../ton/coin.ts';
import { coinColumnName } from '../../ton/coin-labels.ts';
import { formatTokenAmount } from '../../ton/amount.ts';
import { jettonLabel, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import type { JettonHolding, OwnerTokens } from '../../api/tokens/owner-tokens.ts';

/** The token lookup's answers by owner (TokenLookup['byOwner']): what the exports read of the tokens. */
export type TokensByOwner = ReadonlyMap<string, OwnerTokens>;

/** Whether an owner's jettons are known: `answered`, or why not (`not_asked`: no token lookup for it). */
export type JettonsStatus =
  'answered' | 'loading' | 'failed' | 'not_offered' | 'no_sample_data' | 'not_asked';

function jettonsOf(raw: string, tokens: TokensByOwner | undefined): OwnerTokens['jettons'] | undefined {
  return tokens?.get(raw)?.jettons;
}

/** The owner's jettons' status, as the exports' `jettons_status` writes it. */
export function jettonsStatusOf(raw: string, tokens: TokensByOwner | undefined): JettonsStatus {
  const source = jettonsOf(raw, tokens);
  if (!source) return 'not_asked';
  switch (source.state) {
    case 'answered':
      return 'answered';
    case 'loading':
      return 'loading';
    case 'failed':
      return 'failed';
    case 'not-offered':
      return 'not_offered';
    case 'no-sample-data':
      return 'no_sample_data';
  }
}

/** Why an owner's jettons are not known, in words (the sample's note, the failure, the host): or null. */
function jettonsNoteOf(raw: string, tokens: TokensByOwner | undefined): string | null {
  const source = jettonsOf(raw, tokens);
  if (!source) return null;
  if (source.state === 'no-sample-data') return source.note;
  if (source.state === 'not-offered') return `not offered by ${source.host}`;
  if (source.state === 'failed') return failureReason(source.error);
  return null;
}

/** The owner's holdings when its jettons were answered; undefined when they are not known. */
function holdingsOf(raw: string, tokens: TokensByOwner | undefined): readonly JettonHolding[] | undefined {
  const source = jettonsOf(raw, tokens);
  return source?.state === 'answered' ? source.value : undefined;
}

/**
 * An exact jetton amount as a spreadsheet number: the decimals applied to the bigint's digits, every
 * decimal, no grouping (`1500000` with 6 decimals -> `1.5`); the raw units' digits when the decimals are
 * unknown.
 */
export function jettonAmountNumber(amount: bigint, decimals: JettonInfo['decimals']): string {
  if (!decimals.known) return amount.toString();
  return formatTokenAmount(amount, decimals.value, { groupThousands: false }).replace('\u2212', '-');
}

/** One jetton's column in the CSV and TSV exports. */
export interface JettonColumn {
  master: string;
  /** The jetton as the first owner's answer described it. */
  jetton: JettonInfo;
  /** The column's header: "jetton <symbol> <master>", "(raw units)" and the jetton's warnings after. */
  header: string;
  /** How many owners of the rows hold a wallet of it. */
  holders: number;
}

/**
 * A jetton's header: the symbol (jettonLabel: invisible characters made visible, cut short) with the
 * characters that would break a header cell (quote, comma, tab, line break) made spaces, after "jetton "
 * (so it never starts like a formula), then the master address, which alone tells two jettons apart.
 */
function jettonHeader(jetton: JettonInfo): string {
  const label = jettonLabel(jetton).replace(/[",;\t\r\n]/g, ' ');
  const marks = [
    ...(jetton.decimals.known ? [] : ['(raw units)']),
    ...jetton.warnings.map((warning) => `(${warning})`),
  ];
  return ['jetton', label, jetton.master, ...marks].join(' ');
}

/**
 * The jetton columns of a list: every jetton an answered owner of `rows` holds, the real USD₮ first, then
 * by how many owners hold it, then by master address (a stable order).
 */
export function exportJettonColumns(
  rows: readonly AccountRow[],
  tokens: TokensByOwner | undefined,
): JettonColumn[] {
  const byMaster = new Map<string, { jetton: JettonInfo; holders: Set<string> }>();
  for (const row of rows) {
    for (const holding of holdingsOf(row.raw, tokens) ?? []) {
      const column = byMaster.get(holding.jetton.master) ?? { jetton: holding.jetton, holders: new Set() };
      column.holders.add(row.raw);
      byMaster.set(holding.jetton.master, column);
    }
  }
  return [...byMaster.entries()]
    .map(([master, { jetton, holders }]) => ({
      master,
      jetton,
      header: jettonHeader(jetton),
      holders: holders.size,
    }))
    .sort(
      (a, b) =>
        Number(b.jetton.isUsdt) - Number(a.jetton.isUsdt) ||
        b.holders - a.holders ||
        (a.master < b.master ? -1 : a.master > b.master ? 1 : 0),
    );
}

/** An owner's balance of a column's jetton: exact text; "0" only when its jettons were answered. */
function jettonCell(raw: string, column: JettonColumn, tokens: TokensByOwner | undefined): string {
  const holdings = holdingsOf(raw, tokens);
  if (!holdings) return '';
  let sum = 0n;
  for (const holding of holdings) if (holding.jetton.master === column.master) sum += holding.balance;
  return jettonAmountNumber(sum, column.jetton.decimals);
}

/** One holding as the JSON export writes it: exact strings, the stranger's text as it came. */
export interface JettonExport {
  master: string;
  wallet: string;
  symbol: string | null;
  name: string | null;
  is_usdt: boolean;
  warnings: string[];
  /** null: unknown (see decimals_unknown, and `balance` is null: only the raw units are known). */
  decimals: number | null;
  decimals_unknown: string | null;
  balance_raw: string;
  balance: string | null;
  last_transaction_lt: string | null;
}

function jettonExport(holding: JettonHolding): JettonExport {
  const { jetton } = holding;
  return {
    master: jetton.master,
    wallet: holding.wallet,
    symbol: jetton.symbol,
    name: jetton.name,
    is_usdt: jetton.isUsdt,
    warnings: [...jetton.warnings],
    decimals: jetton.decimals.known ? jetton.decimals.value : null,
    decimals_unknown: jetton.decimals.known ? null : jetton.decimals.reason,
    balance_raw: holding.balance.toString(),
    balance: jetton.decimals.known ? jettonAmountNumber(holding.balance, jetton.decimals) : null,
    last_transaction_lt: holding.lastTransactionLt?.toString() ?? null,
  };
}

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
  jettons_status: JettonsStatus;
  /** Why the jettons are not known (the sample's note, the failure, "not offered by <host>"). */
  jettons_note: string | null;
  /** The owner's holdings, USD₮ first; null (never []) when its jettons are not known. */
  jettons: JettonExport[] | null;
}

export function exportRecord(row: AccountRow, tokens?: TokensByOwner): ExportRecord {
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
    jettons_status: jettonsStatusOf(row.raw, tokens),
    jettons_note: jettonsNoteOf(row.raw, tokens),
    jettons: holdingsOf(row.raw, tokens)?.map(jettonExport) ?? null,
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
  ['jettons_status', (r) => r.jettons_status],
  ['jettons_note', (r) => r.jettons_note ?? ''],
];

/** The exported name of a record's key: the balance's two are named after the coin's unit and ticker. */
function columnName(key: string, ticker: CoinTicker): string {
  if (key === 'balance_nano') return coinColumnName('balance', { unit: 'nanoton', ticker });
  if (key === 'balance_coin') return coinColumnName('balance', { unit: 'ton', ticker });
  return key;
}

/**
 * The columns of the CSV and TSV exports, in order, with the balance's named after `ticker`; then one per
 * jetton of `jettons` (exportJettonColumns).
 */
export function exportColumns(ticker: CoinTicker, jettons: readonly JettonColumn[] = []): string[] {
  return [...FLAT_COLUMNS.map(([key]) => columnName(key, ticker)), ...jettons.map((column) => column.header)];
}

/** A record as the JSON export writes it: the same keys and order, the balance's named after `ticker`. */
function jsonRecord(
  row: AccountRow,
  ticker: CoinTicker,
  tokens: TokensByOwner | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(exportRecord(row, tokens)).map(([key, value]) => [columnName(key, ticker), value]),
  );
}

function flatCells(
  row: AccountRow,
  jettons: readonly JettonColumn[],
  tokens: TokensByOwner | undefined,
): string[] {
  const record = exportRecord(row, tokens);
  return [
    ...FLAT_COLUMNS.map(([, read]) => read(record)),
    ...jettons.map((column) => jettonCell(row.raw, column, tokens)),
  ];
}

/**
 * RFC 4180 with CRLF, after a UTF-8 byte order mark so spreadsheets read token names (USD₮) right. With
 * `tokens` (the token lookup's byOwner), one column per jetton the rows hold.
 */
export function toCsv(rows: readonly AccountRow[], ticker: CoinTicker, tokens?: TokensByOwner): string {
  const jettons = exportJettonColumns(rows, tokens);
  return csvFile(
    exportColumns(ticker, jettons),
    rows.map((row) => flatCells(row, jettons, tokens)),
  );
}

/** For pasting into a spreadsheet: TSV has no quoting, so tabs and line breaks inside a cell become spaces. */
export function toTsv(rows: readonly AccountRow[], ticker: CoinTicker, tokens?: TokensByOwner): string {
  const jettons = exportJettonColumns(rows, tokens);
  const clean = (text: string) => spreadsheetCell(text).replace(/[\t\r\n]+/g, ' ');
  const lines = [
    exportColumns(ticker, jettons).join('\t'),
    ...rows.map((row) => flatCells(row, jettons, tokens).map(clean).join('\t')),
  ];
  return `${lines.join('\n')}\n`;
}

export function toJson(
  rows: readonly AccountRow[],
  context: {
    network: string;
    includeBoc: boolean;
    exportedAt: Date;
    ticker: CoinTicker;
    tokens?: TokensByOwner | undefined;
  },
): string {
  return `${JSON.stringify(
    {
      exported_at: context.exportedAt.toISOString(),
      network: context.network,
      include_boc: context.includeBoc,
      accounts: rows.map((row) => jsonRecord(row, context.ticker, context.tokens)),
    },
    null,
    2,
  )}\n`;
}

/** `tonlens-accounts-2026-11-22T10-15-00Z.csv`: sortable, and valid on every file system. */
export function exportFileName(extension: string, at: Date): string {
  return exportedFileName('accounts', extension, at);
}

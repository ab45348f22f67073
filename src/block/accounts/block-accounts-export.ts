/**
 * The block's accounts as CSV and JSON, like the accounts page's export (src/accounts/results/account-export.ts):
 * amounts as exact nanoton integers written as strings, the address in raw and user-friendly forms, this
 * browser's private label. Every CSV cell goes through `spreadsheetCell` (src/ton/text/spreadsheet.ts), since
 * domains and labels can come from strangers; JSON keeps every value exactly.
 */
import type { AddressBook } from '../../api/schemas.ts';
import { accountForm } from '../../ton/account-form.ts';
import { parseAddress, toFriendlyAddress } from '../../ton/address.ts';
import { csvFile, exportedFileName } from '../../ton/text/spreadsheet.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import type { BlockAccountRow, BlockAccountTotals } from './block-accounts.ts';

export interface BlockAccountRecord {
  raw_address: string;
  user_friendly: string;
  bounceable: string;
  non_bounceable: string;
  domain: string | null;
  label: string;
  transactions: number;
  balance_before_nanotons: string | null;
  balance_after_nanotons: string | null;
  net_change_nanotons: string | null;
  status_before: string | null;
  status_after: string | null;
  code_changed: boolean | null;
  data_changed: boolean | null;
  fees_nanotons: string;
  /** Transactions without a readable fee: not in fees_nanotons. */
  fees_missing: number;
  value_in_nanotons: string;
  value_out_nanotons: string;
}

const text = (value: bigint | undefined) => (value === undefined ? null : value.toString());

/** The user-friendly forms with the variant the page shows (the address book's flags when consistent). */
function formsOf(raw: string, entry: AddressBook[string] | undefined) {
  const form = accountForm(raw, entry?.user_friendly);
  const parsed = parseAddress(raw);
  if (!parsed.ok) return { shown: raw, bounceable: '', nonBounceable: '' };
  const testnetOnly = form.testnetOnly;
  return {
    shown: form.friendly ?? raw,
    bounceable: toFriendlyAddress(parsed.address, { bounceable: true, testnetOnly }),
    nonBounceable: toFriendlyAddress(parsed.address, { bounceable: false, testnetOnly }),
  };
}

export function accountRecord(
  row: BlockAccountRow,
  addressBook: AddressBook,
  labels: ReadonlyMap<string, AccountLabel>,
): BlockAccountRecord {
  const entry = addressBook[row.raw];
  const forms = formsOf(row.raw, entry);
  return {
    raw_address: row.raw,
    user_friendly: forms.shown,
    bounceable: forms.bounceable,
    non_bounceable: forms.nonBounceable,
    domain: entry?.domain ?? null,
    label: labels.get(row.raw.toUpperCase())?.label ?? '',
    transactions: row.transactions,
    balance_before_nanotons: text(row.balanceBefore),
    balance_after_nanotons: text(row.balanceAfter),
    net_change_nanotons: text(row.netChange),
    status_before: row.statusBefore ?? null,
    status_after: row.statusAfter ?? null,
    code_changed: row.codeChanged ?? null,
    data_changed: row.dataChanged ?? null,
    fees_nanotons: row.fees.toString(),
    fees_missing: row.feesMissing,
    value_in_nanotons: row.valueIn.toString(),
    value_out_nanotons: row.valueOut.toString(),
  };
}

const COLUMNS: readonly (keyof BlockAccountRecord)[] = [
  'raw_address',
  'user_friendly',
  'bounceable',
  'non_bounceable',
  'domain',
  'label',
  'transactions',
  'balance_before_nanotons',
  'balance_after_nanotons',
  'net_change_nanotons',
  'status_before',
  'status_after',
  'code_changed',
  'data_changed',
  'fees_nanotons',
  'fees_missing',
  'value_in_nanotons',
  'value_out_nanotons',
];

export const BLOCK_ACCOUNT_COLUMNS: readonly string[] = COLUMNS;

/** RFC 4180 with CRLF, after a UTF-8 byte order mark; an unknown value is an empty cell. */
export function accountsCsv(records: readonly BlockAccountRecord[]): string {
  const cell = (value: BlockAccountRecord[keyof BlockAccountRecord]) => (value === null ? '' : String(value));
  return csvFile(
    COLUMNS,
    records.map((record) => COLUMNS.map((column) => cell(record[column]))),
  );
}

export function accountsJson(
  records: readonly BlockAccountRecord[],
  context: { seqno: number; totals: BlockAccountTotals; exportedAt: Date },
): string {
  const { totals } = context;
  return `${JSON.stringify(
    {
      exported_at: context.exportedAt.toISOString(),
      masterchain_block: context.seqno,
      // The totals of the rows exported (a filtered view exports its own rows).
      totals: {
        accounts: totals.accounts,
        transactions: totals.transactions,
        fees_nanotons: totals.fees.toString(),
        value_in_nanotons: totals.valueIn.toString(),
        value_out_nanotons: totals.valueOut.toString(),
        net_change_nanotons: totals.netChange.toString(),
        net_change_unknown_accounts: totals.unknownNetChange,
      },
      accounts: records,
    },
    null,
    2,
  )}\n`;
}

/** `tonlens-block-50502665-accounts-2026-11-22T10-15-00Z.csv`. */
export function accountsFileName(seqno: number, extension: string, at: Date): string {
  return exportedFileName(`block-${seqno}-accounts`, extension, at);
}

import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import { recordedBlock } from '../../../test/fixtures/recorded-transactions.ts';
import { parseAddress } from '../../ton/address.ts';
import { readCsv } from '../../ton/text/spreadsheet.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import { summariseBlockAccounts } from './block-accounts.ts';
import {
  accountRecord,
  accountsCsv,
  accountsFileName,
  accountsJson,
  blockAccountColumns,
} from './block-accounts-export.ts';

const block = parsedBlock('mainnet', 48203124);
const { rows, totals } = summariseBlockAccounts(block);
const deployed = rows.find((row) => row.raw.startsWith('0:0E7AF74228AB'))!;
const labels = new Map<string, AccountLabel>([
  [deployed.raw, { raw: deployed.raw, label: '=HYPERLINK("x")', note: '', updatedAt: 0 }],
]);
const records = rows.map((row) => accountRecord(row, block.addressBook, labels));

describe('block accounts export', () => {
  it('writes exact nanoGRAM, both address forms and the label, guarding formula-like cells', () => {
    const [header, ...lines] = readCsv(accountsCsv(records, 'GRAM')).map((record) => record.cells);
    expect(header).toEqual(blockAccountColumns('GRAM'));
    const cells = Object.fromEntries(header!.map((name, i) => [name, lines[0]![i]]));
    expect(cells['raw_address']).toBe(deployed.raw);
    for (const form of ['user_friendly', 'bounceable', 'non_bounceable']) {
      const parsed = parseAddress(cells[form]!);
      expect(parsed.ok && parsed.form).toBe('friendly');
    }
    expect(cells['label']).toBe(`'=HYPERLINK("x")`);
    // The balance before is not in the answer: an empty cell, never 0.
    expect(cells['balance_before_nanograms']).toBe('');
    expect(cells['net_change_nanograms']).toBe('');
    expect(cells['balance_after_nanograms']).toBe('87482800');
    expect(cells['fees_nanograms']).toBe(deployed.fees.toString());
    expect(cells['code_changed']).toBe('true');
  });

  it('keeps every value and the totals in JSON', () => {
    const exportedAt = new Date('2026-01-02T03:04:05Z');
    const json = JSON.parse(
      accountsJson(records, { seqno: block.seqno, totals, exportedAt, ticker: 'GRAM' }),
    ) as {
      masterchain_block: number;
      totals: Record<string, unknown>;
      accounts: Record<string, unknown>[];
    };
    expect(json.masterchain_block).toBe(48203124);
    expect(json.totals['fees_nanograms']).toBe(totals.fees.toString());
    expect(json.totals['net_change_unknown_accounts']).toBe(1);
    expect(json.accounts[0]).toMatchObject({ balance_before_nanograms: null, label: '=HYPERLINK("x")' });
    expect(accountsFileName(48203124, 'csv', exportedAt)).toBe(
      'tonlens-block-48203124-accounts-2026-01-02T03-04-05Z.csv',
    );
  });

  it('names the amounts’ columns after the ticker: nanograms by default, nanotons with the old one, same values', () => {
    const amounts = (ticker: 'GRAM' | 'TON') =>
      blockAccountColumns(ticker).filter((column) => /_nano/.test(column));
    expect(amounts('GRAM')).toEqual([
      'balance_before_nanograms',
      'balance_after_nanograms',
      'net_change_nanograms',
      'fees_nanograms',
      'value_in_nanograms',
      'value_out_nanograms',
    ]);
    expect(amounts('TON')).toEqual([
      'balance_before_nanotons',
      'balance_after_nanotons',
      'net_change_nanotons',
      'fees_nanotons',
      'value_in_nanotons',
      'value_out_nanotons',
    ]);
    const [header, ...lines] = readCsv(accountsCsv(records, 'TON')).map((record) => record.cells);
    expect(header).toEqual(blockAccountColumns('TON'));
    expect(lines).toEqual(
      readCsv(accountsCsv(records, 'GRAM'))
        .map((record) => record.cells)
        .slice(1),
    );

    const exportedAt = new Date(0);
    const json = JSON.parse(
      accountsJson(records, { seqno: block.seqno, totals, exportedAt, ticker: 'TON' }),
    ) as {
      totals: Record<string, unknown>;
      accounts: Record<string, unknown>[];
    };
    expect(json.totals).toMatchObject({
      fees_nanotons: totals.fees.toString(),
      value_in_nanotons: totals.valueIn.toString(),
      value_out_nanotons: totals.valueOut.toString(),
      net_change_nanotons: totals.netChange.toString(),
    });
    expect(Object.keys(json.accounts[0]!)).toEqual(blockAccountColumns('TON'));
    expect(json.accounts[0]).toMatchObject({
      balance_before_nanotons: null,
      balance_after_nanotons: '87482800',
    });
  });

  it('counts a negative fee as one it could not read: never in the fees, in fees_missing', () => {
    const raw = recordedBlock('mainnet', 48203124).transactions as Record<string, unknown>[];
    const hostile = raw.map((transaction) =>
      transaction['account'] === deployed.raw ? { ...transaction, total_fees: '-1000' } : transaction,
    );
    const read = summariseBlockAccounts(parsedBlock('mainnet', 48203124, hostile));
    const row = read.rows.find((candidate) => candidate.raw === deployed.raw)!;
    const record = accountRecord(row, block.addressBook, labels);
    expect(record.fees_missing).toBe(deployed.feesMissing + deployed.transactions);
    expect(record.fees_nano).toBe('0');
    expect(read.totals.fees).toBe(totals.fees - deployed.fees);
    expect(accountsCsv([record], 'GRAM')).not.toContain('-1000');
  });
});

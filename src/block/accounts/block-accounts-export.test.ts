import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import { parseAddress } from '../../ton/address.ts';
import { readCsv } from '../../ton/text/spreadsheet.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import { summariseBlockAccounts } from './block-accounts.ts';
import {
  accountRecord,
  accountsCsv,
  accountsFileName,
  accountsJson,
  BLOCK_ACCOUNT_COLUMNS,
} from './block-accounts-export.ts';

const block = parsedBlock('mainnet', 48203124);
const { rows, totals } = summariseBlockAccounts(block);
const deployed = rows.find((row) => row.raw.startsWith('0:0E7AF74228AB'))!;
const labels = new Map<string, AccountLabel>([
  [deployed.raw, { raw: deployed.raw, label: '=HYPERLINK("x")', note: '', updatedAt: 0 }],
]);
const records = rows.map((row) => accountRecord(row, block.addressBook, labels));

describe('block accounts export', () => {
  it('writes exact nanotons, both address forms and the label, guarding formula-like cells', () => {
    const [header, ...lines] = readCsv(accountsCsv(records)).map((record) => record.cells);
    expect(header).toEqual(BLOCK_ACCOUNT_COLUMNS);
    const cells = Object.fromEntries(header!.map((name, i) => [name, lines[0]![i]]));
    expect(cells['raw_address']).toBe(deployed.raw);
    for (const form of ['user_friendly', 'bounceable', 'non_bounceable']) {
      const parsed = parseAddress(cells[form]!);
      expect(parsed.ok && parsed.form).toBe('friendly');
    }
    expect(cells['label']).toBe(`'=HYPERLINK("x")`);
    // The balance before is not in the answer: an empty cell, never 0.
    expect(cells['balance_before_nanotons']).toBe('');
    expect(cells['net_change_nanotons']).toBe('');
    expect(cells['balance_after_nanotons']).toBe('87482800');
    expect(cells['fees_nanotons']).toBe(deployed.fees.toString());
    expect(cells['code_changed']).toBe('true');
  });

  it('keeps every value and the totals in JSON', () => {
    const exportedAt = new Date('2026-01-02T03:04:05Z');
    const json = JSON.parse(accountsJson(records, { seqno: block.seqno, totals, exportedAt })) as {
      masterchain_block: number;
      totals: Record<string, unknown>;
      accounts: Record<string, unknown>[];
    };
    expect(json.masterchain_block).toBe(48203124);
    expect(json.totals['fees_nanotons']).toBe(totals.fees.toString());
    expect(json.totals['net_change_unknown_accounts']).toBe(1);
    expect(json.accounts[0]).toMatchObject({ balance_before_nanotons: null, label: '=HYPERLINK("x")' });
    expect(accountsFileName(48203124, 'csv', exportedAt)).toBe(
      'tonlens-block-48203124-accounts-2026-01-02T03-04-05Z.csv',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import { RECORDED } from '../../../test/fixtures/recorded-transactions.ts';
import type { Action } from '../../ton/actions/action-model.ts';
import { actionSentenceText } from '../../ton/actions/action-text.ts';
import { readCsv, spreadsheetText } from '../../ton/text/spreadsheet.ts';
import { DEFAULT_COIN_FORMAT } from '../../ton/coin.ts';
import { indexBlock } from '../model/block-index.ts';
import {
  transactionColumns,
  transactionRecord,
  transactionsCsv,
  transactionsFileName,
  transactionsJson,
} from './transaction-export.ts';

const block = parsedBlock('mainnet', RECORDED.mainnetBlock);
const index = indexBlock(block);
const [first, second] = index.transactions;
const format = DEFAULT_COIN_FORMAT;
const jettons = new Map();

const hostile: Action = {
  id: 'server-1',
  type: '=cmd|calc',
  source: 'server',
  success: false,
  failure: 'compute phase exited with code 706',
  sentence: [{ kind: 'stranger', text: '=HYPERLINK("http://x.invalid")' }],
  accounts: [],
  flows: [],
  transactions: [first!.transaction.hash],
  traceId: null,
};
const plain: Action = {
  ...hostile,
  id: 'tonlens:1:0',
  type: 'ton_transfer',
  source: 'tonlens',
  success: true,
  failure: null,
  sentence: [{ kind: 'coin', nanos: 1_500_000_000n }],
};
const actionsOf = (hash: string): readonly Action[] =>
  hash === first!.transaction.hash ? [hostile, plain] : [];

describe('the transaction list export', () => {
  it('writes each transaction with its first action: type, sentence, source and how many more', () => {
    const records = index.transactions.map((item) =>
      transactionRecord(item, actionsOf(item.transaction.hash), jettons, format),
    );
    const [header, ...rows] = readCsv(transactionsCsv(records, format)).map((record) => record.cells);
    expect(header).toEqual(transactionColumns(format));
    expect(header).toContain('fees_nanograms');
    const cells = (row: string[] | undefined) =>
      Object.fromEntries(header!.map((name, i) => [name, row?.[i]]));
    const one = cells(rows[0]);
    expect(one['hash']).toBe(first!.transaction.hash);
    expect(one['account']).toBe(first!.transaction.account);
    // A server's type and a stranger's text that a spreadsheet would run as formulas are guarded.
    expect(one['action_type']).toBe("'=cmd|calc");
    // The sentence quotes the stranger's text; whatever it starts with, no spreadsheet runs it.
    expect(spreadsheetText(one['action']!)).toBe(actionSentenceText(hostile, jettons, format));
    expect(one['action']).not.toMatch(/^[=+\-@]/);
    expect(one['action_source']).toBe('server');
    expect(one['more_actions']).toBe('1');
    expect(one['fees_nanograms']).toBe(first!.transaction.total_fees?.toString());
    const two = cells(rows[1]);
    expect(two['hash']).toBe(second!.transaction.hash);
    expect(two['action']).toBe('');
    expect(two['action_source']).toBe('');
    expect(two['more_actions']).toBe('0');
    expect(rows).toHaveLength(index.transactions.length);
  });

  it('keeps every action of every transaction in JSON, amounts exact', () => {
    const at = new Date('2026-11-26T16:00:00Z');
    const json = JSON.parse(
      transactionsJson(index.transactions, actionsOf, {
        seqno: block.seqno,
        jettons,
        format,
        exportedAt: at,
      }),
    ) as {
      masterchain_block: number;
      transactions: { hash: string; actions: { type: string; sentence: string }[] }[];
    };
    expect(json.masterchain_block).toBe(block.seqno);
    expect(json.transactions[0]?.actions.map((action) => action.type)).toEqual(['=cmd|calc', 'ton_transfer']);
    expect(json.transactions[0]?.actions[1]?.sentence).toBe(actionSentenceText(plain, jettons, format));
    expect(json.transactions[1]?.actions).toEqual([]);
    expect(transactionsFileName(block.seqno, 'json', at)).toBe(
      `tonlens-block-${block.seqno}-transactions-2026-11-26T16-00-00Z.json`,
    );
  });
});

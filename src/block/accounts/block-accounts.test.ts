import { describe, expect, it } from 'vitest';
import mainnetDataset from '../../../sample-api/dataset/mainnet.json' with { type: 'json' };
import testnetDataset from '../../../sample-api/dataset/testnet.json' with { type: 'json' };
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import type { Transaction } from '../../api/schemas.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import {
  blockAccountsOf,
  readAccountView,
  selectAccountRows,
  summariseBlockAccounts,
  totalsOf,
  withAccountViewChange,
  withoutAccountFilters,
  type BlockAccountRow,
  type BlockAccountTotals,
} from './block-accounts.ts';
import { summariseBlock } from '../model/block-summary.ts';
import { readBlockView, withBlockView } from '../model/block-view-param.ts';

const seqnos = (dataset: unknown) => (dataset as { blocks: { seqno: number }[] }).blocks.map((b) => b.seqno);
const EVERY_BLOCK = [
  ...seqnos(mainnetDataset).map((seqno) => ['mainnet', seqno] as const),
  ...seqnos(testnetDataset).map((seqno) => ['testnet', seqno] as const),
];

const rowOf = (rows: readonly BlockAccountRow[], prefix: string) => {
  const row = rows.find((candidate) => candidate.raw.startsWith(prefix));
  if (!row) throw new Error(`no account ${prefix}`);
  return row;
};

/**
 * The foot row worked out straight from the transactions, without the rows: each account's change is the
 * balance after its latest transaction (by lt) less the balance before its earliest, unknown when either
 * is not given; fees, values and counts are sums over the transactions themselves.
 */
function sumsOverTransactions(transactions: readonly Transaction[]): BlockAccountTotals {
  const byAccount = new Map<string, Transaction[]>();
  for (const transaction of transactions) {
    byAccount.set(transaction.account, [...(byAccount.get(transaction.account) ?? []), transaction]);
  }
  let netChange = 0n;
  let unknownNetChange = 0;
  for (const own of byAccount.values()) {
    const byLt = [...own].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
    const before = byLt[0]!.account_state_before?.balance;
    const after = byLt.at(-1)!.account_state_after?.balance;
    if (before == null || after == null) unknownNetChange += 1;
    else netChange += after - before;
  }
  const given = transactions.filter((transaction) => transaction.total_fees != null);
  const internalIn = transactions.filter((transaction) => transaction.in_msg?.source);
  const outgoing = transactions.flatMap((transaction) =>
    transaction.out_msgs.filter((message) => message.destination),
  );
  return {
    accounts: byAccount.size,
    transactions: transactions.length,
    fees: given.reduce((sum, transaction) => sum + transaction.total_fees!, 0n),
    feesMissing: transactions.length - given.length,
    valueIn: internalIn.reduce((sum, transaction) => sum + (transaction.in_msg!.value ?? 0n), 0n),
    valueOut: outgoing.reduce((sum, message) => sum + (message.value ?? 0n), 0n),
    netChange,
    unknownNetChange,
  };
}

describe('summariseBlockAccounts: totals of every sample block', () => {
  it('covers the recorded mainnet block 50502665 and the emulated blocks with bounces and failures', () => {
    const mainnet = seqnos(mainnetDataset);
    expect(mainnet).toContain(50502665);
    for (let seqno = 50503954; seqno <= 50503976; seqno += 1) expect(mainnet).toContain(seqno);
  });

  it.each(EVERY_BLOCK)(
    '%s block %i: the foot row is the sum over its transactions and its summary',
    (network, seqno) => {
      const block = parsedBlock(network, seqno);
      const { totals } = summariseBlockAccounts(block);
      expect(totals).toEqual(sumsOverTransactions(block.transactions));

      const summary = summariseBlock(block);
      expect(totals.transactions).toBe(summary.transactions);
      expect(totals.accounts).toBe(summary.accounts);
      expect(totals.fees).toBe(summary.totalFees);
      expect(totals.valueIn).toBe(summary.valueMoved);
    },
  );

  it('has blocks whose columns differ, so a foot row summing the wrong column fails above', () => {
    // Were every column equal (all zero, say), totals of the wrong field would pass the check unseen.
    const distinct = EVERY_BLOCK.filter(([network, seqno]) => {
      const totals = sumsOverTransactions(parsedBlock(network, seqno).transactions);
      const amounts = [totals.netChange, totals.fees, totals.valueIn, totals.valueOut];
      return totals.netChange !== 0n && new Set(amounts).size === amounts.length;
    });
    expect(distinct.length).toBeGreaterThan(EVERY_BLOCK.length / 2);
  });

  it('totals a filtered view over the transactions of the accounts it shows', () => {
    const block = parsedBlock('mainnet', 50503960);
    const { rows } = summariseBlockAccounts(block);
    const shown = rows.filter((row) => row.statusChanged === true);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(rows.length);
    const accounts = new Set(shown.map((row) => row.raw));
    const own = block.transactions.filter((transaction) => accounts.has(transaction.account));
    expect(totalsOf(shown)).toEqual(sumsOverTransactions(own));
  });

  it.each(EVERY_BLOCK)(
    '%s block %i: a known net change is the balance chain of its transactions',
    (network, seqno) => {
      const block = parsedBlock(network, seqno);
      for (const row of summariseBlockAccounts(block).rows) {
        const own = block.transactions
          .filter((transaction) => transaction.account === row.raw)
          .sort((a, b) => (a.lt < b.lt ? -1 : 1));
        expect(row.balanceBefore).toBe(own[0]?.account_state_before?.balance ?? undefined);
        expect(row.balanceAfter).toBe(own.at(-1)?.account_state_after?.balance ?? undefined);
        // Where every balance is given, the change is the sum of each transaction's own change.
        const steps = own.map((t) =>
          t.account_state_before?.balance != null && t.account_state_after?.balance != null
            ? t.account_state_after.balance - t.account_state_before.balance
            : undefined,
        );
        if (steps.every((step) => step !== undefined))
          expect(row.netChange).toBe(steps.reduce((sum, step) => sum + step, 0n));
      }
    },
  );
});

describe('summariseBlockAccounts: rows', () => {
  const block = parsedBlock('mainnet', 50502665);
  const { rows } = summariseBlockAccounts(block);

  it('gives one row per account, with the balance before its first and after its last transaction', () => {
    expect(rows).toHaveLength(4);
    // 0:4E36… has two transactions; the answer leaves out the balance between them, not the ends.
    const wallet = rowOf(rows, '0:4E3664FAEE');
    expect(wallet.transactions).toBe(2);
    expect(wallet.balanceBefore).toBe(958613315n);
    expect(wallet.balanceAfter).toBe(952712263n);
    expect(wallet.netChange).toBe(952712263n - 958613315n);
    expect(wallet.fees).toBe(2349064n + 40000n);
    expect(wallet.valueIn).toBe(14960549n);
    expect(wallet.valueOut).toBe(18000000n);
    expect(wallet.statusChanged).toBe(false);
    expect(wallet.codeChanged).toBe(false);
  });

  it('leaves a balance the answer does not give unknown, never 0, and the change with it', () => {
    const deployed = rowOf(summariseBlockAccounts(parsedBlock('mainnet', 48203124)).rows, '0:0E7AF74228AB');
    expect(deployed.balanceBefore).toBeUndefined();
    expect(deployed.balanceAfter).toBe(87482800n);
    expect(deployed.netChange).toBeUndefined();
    const totals = summariseBlockAccounts(parsedBlock('mainnet', 48203124)).totals;
    expect(totals.unknownNetChange).toBe(1);
  });

  it('reads a deploy as a status, code and data change (no code before is known, not unknown)', () => {
    const deploy = rowOf(summariseBlockAccounts(parsedBlock('mainnet', 50503960)).rows, '0:D3D867C07902');
    expect([deploy.statusBefore, deploy.statusAfter, deploy.statusChanged]).toEqual([
      'uninit',
      'active',
      true,
    ]);
    expect(deploy.codeChanged).toBe(true);
    expect(deploy.dataChanged).toBe(true);
    const funded = rowOf(summariseBlockAccounts(parsedBlock('mainnet', 50503957)).rows, '0:F98D0F845350');
    expect([funded.statusBefore, funded.statusAfter]).toEqual(['nonexist', 'uninit']);
    expect(funded.codeChanged).toBe(false);
  });

  it('keeps the rows with the block: a revisit reuses them', () => {
    expect(blockAccountsOf(block)).toBe(blockAccountsOf(block));
  });
});

describe('selectAccountRows', () => {
  const block = parsedBlock('mainnet', 50503955);
  const { rows } = summariseBlockAccounts(block);
  const select = (search: string, labels?: ReadonlyMap<string, AccountLabel>) =>
    selectAccountRows(rows, readAccountView(new URLSearchParams(search)), block.addressBook, labels);

  it('puts the largest change first by default, whichever its sign', () => {
    const sizes = select('').map((row) => (row.netChange! < 0n ? -row.netChange! : row.netChange!));
    expect(sizes).toEqual([...sizes].sort((a, b) => (a === b ? 0 : a > b ? -1 : 1)));
    expect(select('').some((row) => row.netChange! < 0n)).toBe(true);
    expect(select('adir=asc').map((row) => row.raw)).toEqual(
      select('')
        .map((row) => row.raw)
        .reverse(),
    );
  });

  it('sorts by fees, transactions and address', () => {
    const fees = select('asort=fees').map((row) => row.fees);
    expect(fees).toEqual([...fees].sort((a, b) => (a === b ? 0 : a > b ? -1 : 1)));
    expect(select('asort=tx')[0]!.transactions).toBe(2);
    const raws = select('asort=address').map((row) => row.raw);
    expect(raws).toEqual([...raws].sort());
  });

  it('finds an account by any form of its address, by part of it, and by its private label', () => {
    const target = rows[3]!;
    expect(select(`aq=${encodeURIComponent(target.raw.toLowerCase())}`)).toEqual([target]);
    expect(select(`aq=${target.raw.slice(2, 12)}`)).toEqual([target]);
    const labels = new Map([[target.raw, { label: 'Payroll', note: '', updatedAt: 0 } as AccountLabel]]);
    expect(select('aq=payroll', labels)).toEqual([target]);
    expect(select('aq=nothing-like-this')).toEqual([]);
  });

  it('keeps only accounts whose status or code/data changed', () => {
    const deploys = summariseBlockAccounts(parsedBlock('mainnet', 50503960)).rows;
    const view = (search: string) =>
      selectAccountRows(deploys, readAccountView(new URLSearchParams(search)), {}).map((row) => row.raw);
    expect(view('astatus=1')).toEqual(deploys.filter((row) => row.statusChanged).map((row) => row.raw));
    expect(view('astatus=1').length).toBeGreaterThan(0);
    expect(view('acode=1')).toEqual(deploys.filter((row) => row.codeChanged).map((row) => row.raw));
    expect(view('acode=1').length).toBeLessThan(deploys.length);
    expect(view('adata=1').length).toBeGreaterThan(view('acode=1').length);
    expect(select('astatus=1')).toEqual([]);
  });
});

describe('the view in the URL', () => {
  it('is the transaction list unless view=accounts', () => {
    expect(readBlockView(new URLSearchParams(''))).toBe('transactions');
    expect(readBlockView(new URLSearchParams('view=accounts'))).toBe('accounts');
    expect(withBlockView(new URLSearchParams('view=accounts&q=x'), 'transactions').toString()).toBe('q=x');
  });

  it('writes only what differs from the defaults', () => {
    const params = new URLSearchParams('view=accounts');
    expect(withAccountViewChange(params, { sort: 'net' }).toString()).toBe('view=accounts');
    expect(withAccountViewChange(params, { sort: 'fees' }).toString()).toBe('view=accounts&asort=fees');
    expect(withAccountViewChange(params, { sort: 'address' }).toString()).toBe('view=accounts&asort=address');
    const ascending = withAccountViewChange(params, { sort: 'fees', direction: 'asc' });
    expect(ascending.toString()).toBe('view=accounts&asort=fees&adir=asc');
    // Another column starts in its own direction.
    expect(withAccountViewChange(ascending, { sort: 'in' }).toString()).toBe('view=accounts&asort=in');
    const filtered = withAccountViewChange(params, { query: 'abc', codeChangedOnly: true });
    expect(filtered.toString()).toBe('view=accounts&aq=abc&acode=1');
    expect(readAccountView(filtered)).toMatchObject({ query: 'abc', codeChangedOnly: true, sort: 'net' });
    expect(withoutAccountFilters(filtered).toString()).toBe('view=accounts');
  });
});

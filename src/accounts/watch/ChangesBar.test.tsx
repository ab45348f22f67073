import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangesBar } from './ChangesBar.tsx';
import { compareSnapshots } from './account-changes.ts';
import type { AccountSnapshot } from '../../workspace/snapshots.ts';

const USDT = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const LENS = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const base: AccountSnapshot = {
  found: true,
  balance: 1n,
  status: 'active',
  lastTransactionLt: 1n,
  lastTransactionHash: 'h',
  codeHash: null,
  dataHash: null,
  jettons: { [USDT]: '5', [LENS]: '7' },
};

describe('ChangesBar', () => {
  it('counts an account whose jettons alone moved with the GRAM changes, and says how many jetton balances', () => {
    const since = Date.UTC(2026, 10, 24, 10, 0, 0);
    const changes = compareSnapshots(
      { a: base, b: base, c: base },
      {
        // GRAM only; jettons only (one moved, one gone); nothing.
        a: { ...base, balance: 2n },
        b: { ...base, jettons: { [USDT]: '6' } },
        c: base,
      },
      since,
    );
    render(
      <ChangesBar
        changes={{ changes, since, compared: true, jettons: {} }}
        changedOnly={false}
        onChangedOnlyChange={() => {}}
      />,
    );
    expect(screen.getByText(/changed since/)).toHaveTextContent(
      /^2 accounts changed since .+, 2 jetton balances among them \(marked in the table\)\.$/,
    );
    expect(screen.getByRole('checkbox', { name: 'Changed only (2)' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import { USDT_MAINNET_MASTER, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { createApiClient } from '../../api/client.ts';
import { accountStatesSchema } from '../../api/schemas.ts';
import { chunkAnswerOf, planAccountStatesRequests } from '../../api/account-states.ts';
import { buildLookupSnapshot } from '../lookup/account-lookup.ts';
import { buildAccountRows } from '../account-rows.ts';
import { compareSnapshots, snapshotOfAccount, type JettonChange } from '../watch/account-changes.ts';
import { AccountValueCells } from './AccountValueCells.tsx';
import { JettonChangeLines } from './JettonChangeLines.tsx';

const LENS: JettonInfo = {
  master: `0:${'A'.repeat(64)}`,
  symbol: 'LENS\u202E',
  name: 'Lens Token',
  decimals: { known: true, value: 9 },
  image: null,
  isUsdt: false,
  warnings: [],
};
const USDT: JettonInfo = {
  ...LENS,
  master: USDT_MAINNET_MASTER,
  symbol: 'USDT',
  decimals: { known: true, value: 6 },
  isUsdt: true,
};
const GONE = `0:${'E'.repeat(64)}`;

const tokens: OwnerTokens = {
  jettons: {
    state: 'answered',
    value: [
      { wallet: `0:${'1'.repeat(64)}`, jetton: USDT, balance: 1n, lastTransactionLt: null },
      { wallet: `0:${'2'.repeat(64)}`, jetton: LENS, balance: 1n, lastTransactionLt: null },
    ],
  },
  nfts: { state: 'answered', value: [] },
  wallet: { state: 'answered', value: null },
};
const change = (master: string, delta: bigint, kind: JettonChange['kind'] = 'moved'): JettonChange => ({
  master,
  kind,
  before: kind === 'new' ? null : 1n,
  after: kind === 'gone' ? null : 1n,
  delta,
});

describe('the change cell: each moved jetton with its exact delta', () => {
  it('writes every moved jetton, its symbol as stranger text, a gone one named from memory', () => {
    render(
      <JettonChangeLines
        changes={[
          change(USDT_MAINNET_MASTER, -2_500_000n),
          change(LENS.master, 10n ** 30n + 1n),
          change(GONE, -7n, 'gone'),
        ]}
        tokens={tokens}
        remembered={{ [GONE]: { symbol: 'GRAM', decimals: null } }}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      '▼ −2.5 USD₮',
      '▲ +1,000,000,000,000,000,000,000.000000001 LENS⟨U+202E⟩',
      '▼ −7 raw units of GRAM (⚠ not GRAM) (gone)',
    ]);
  });
});

describe('the change cell of a saved list: moved jettons written out', () => {
  it('shows each moved jetton’s delta instead of only "jetton balances changed"', () => {
    const OWNER = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
    const account = { address: OWNER, balance: '5', status: 'active' };
    const answer = accountStatesSchema.parse({ accounts: [account], address_book: {} });
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const lookup = buildLookupSnapshot(planAccountStatesRequests(client, [OWNER], false), [
      {
        status: 'success',
        fetchStatus: 'idle',
        data: chunkAnswerOf([OWNER], answer, undefined),
        error: null,
        dataUpdatedAt: 1,
      },
    ]);
    const [row] = buildAccountRows(lookup, { network: 'mainnet' });
    const parsed = answer.accounts[0];
    const then = snapshotOfAccount(parsed, {
      state: 'answered',
      value: [{ jetton: { master: LENS.master, decimals: LENS.decimals }, balance: 1_000_000_000n }],
    });
    const now = snapshotOfAccount(parsed, tokens.jettons);
    const change = compareSnapshots({ [OWNER]: then }, { [OWNER]: now }, 0).get(OWNER);
    expect(change?.jettons.length).toBe(2);
    render(
      <table>
        <tbody>
          <tr>
            <AccountValueCells row={row!} change={change} jettonColumns={[]} tokens={tokens} />
          </tr>
        </tbody>
      </table>,
    );
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toContain('▼ −0.999999999 LENS⟨U+202E⟩');
    expect(lines).toContain('▲ +0.000001 USD₮ (new)');
    expect(screen.queryByText(/jetton balances changed/)).toBeNull();
  });
});

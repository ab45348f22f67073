import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { accountStatesSchema } from '../../api/schemas.ts';
import { chunkAnswerOf, planAccountStatesRequests } from '../../api/account-states.ts';
import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { buildLookupSnapshot } from '../lookup/account-lookup.ts';
import { buildAccountRows } from '../account-rows.ts';
import { AccountsTable } from './AccountsTable.tsx';

const A = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const B = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const FAKE_GRAM: JettonInfo = {
  master: `0:${'E'.repeat(64)}`,
  symbol: 'GRAM',
  name: 'Gram',
  decimals: { known: true, value: 9 },
  image: null,
  isUsdt: false,
  warnings: ['looks-like-native-coin'],
};

describe('the table foot', () => {
  it('marks a jetton named GRAM and says how many owners its total could not count', () => {
    const answer = accountStatesSchema.parse({
      accounts: [A, B].map((address) => ({ address, balance: '1', status: 'active' })),
      address_book: {},
    });
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const lookup = buildLookupSnapshot(planAccountStatesRequests(client, [A, B], false), [
      {
        status: 'success',
        fetchStatus: 'idle',
        data: chunkAnswerOf([A, B], answer, undefined),
        error: null,
        dataUpdatedAt: 1,
      },
    ]);
    const rows = buildAccountRows(lookup, { network: 'mainnet' });
    const tokens = new Map<string, OwnerTokens>([
      [
        A,
        {
          jettons: {
            state: 'answered',
            value: [
              {
                wallet: `0:${'1'.repeat(64)}`,
                jetton: FAKE_GRAM,
                balance: 2n * 10n ** 9n,
                lastTransactionLt: null,
              },
            ],
          },
          nfts: { state: 'answered', value: [] },
          wallet: { state: 'answered', value: null },
        },
      ],
      [B, { jettons: { state: 'loading' }, nfts: { state: 'loading' }, wallet: { state: 'loading' } }],
    ]);
    render(
      <AccountsTable
        rows={rows}
        includeBoc={false}
        showImages={false}
        network="mainnet"
        total={{ nanotons: 2n, accounts: 2 }}
        sortedBy="input"
        onRetryChunk={() => undefined}
        jettonColumns={[{ master: FAKE_GRAM.master, jetton: FAKE_GRAM, isUsdt: false, holders: 1 }]}
        tokens={tokens}
      />,
    );
    const foot = screen.getByRole('row', { name: /^Total/ });
    const cell = within(foot)
      .getAllByRole('cell')
      .find((td) => td.textContent.includes('holder'));
    expect(cell?.textContent).toBe('2 GRAM (⚠ not GRAM) (1 holder of 1 known; 1 unknown)');
  });
});

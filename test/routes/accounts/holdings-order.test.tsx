import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { syntheticAccounts } from '../../synthetic-accounts.ts';

// The balances first: the token requests share the server's request budget with the account states, so
// they are sent once every account-states request of the list has been answered (useBalancesFirst).
const server = ownSampleApi();

afterEach(() => clearSampleFaults(server.origin));

const TOKEN_PATHS = ['/api/v3/jetton/wallets', '/api/v3/nft/items', '/api/v3/walletStates'];

/** Every request's send and answer, in the order they happened (the network boundary, nothing changed). */
function recordExchanges(): string[] {
  const events: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = new URL(url, server.origin).pathname;
    events.push(`sent ${path}`);
    try {
      return await realFetch(input, init);
    } finally {
      events.push(`answered ${path}`);
    }
  });
  return events;
}

describe('/accounts: balances before holdings', () => {
  it('sends no token request until every account-states request of the list is answered', async () => {
    const sample = (await (await fetch(`${server.origin}/api/v3/jetton/wallets?limit=1000`)).json()) as {
      jetton_wallets: { owner: string }[];
    };
    // Enough accounts for three account-states requests (about 70 a request), the sample's holders in it.
    const owners = [...sample.jetton_wallets.map((wallet) => wallet.owner), ...syntheticAccounts(200, 26)];
    // The first account-states answer is slow, as a big one is: the rest of the budget's queue moves on.
    await injectSampleFault(server.origin, 'accountStates', { delayMs: 3000 });
    const events = recordExchanges();
    renderApp(paths.accounts(owners), { baseUrl: server.origin });
    await screen.findByText(/^Tokens: all [\d,]+ requests answered$/, undefined, { timeout: 45_000 });
    const lastBalance = events.lastIndexOf('answered /api/v3/accountStates');
    const firstToken = events.findIndex((event) => TOKEN_PATHS.some((path) => event === `sent ${path}`));
    expect(
      events.filter((event) => event === 'answered /api/v3/accountStates').length,
    ).toBeGreaterThanOrEqual(3);
    expect(firstToken).toBeGreaterThan(lastBalance);
  });
});

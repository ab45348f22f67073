import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';

// A server without one of the token endpoints, on /accounts. Its own sample API: the page learns once per
// endpoint and server that it is not offered, and remembers it for the session, so a file that taught it
// would ask nothing of that endpoint in its later tests.
const server = ownSampleApi();

afterEach(() => clearSampleFaults(server.origin));

/** The emulated jetton's master ("Lens Token", LENS). */
const LENS_MASTER = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';

async function lensOwners(): Promise<string[]> {
  const response = await fetch(
    `${server.origin}/api/v3/jetton/wallets?jetton_address=${encodeURIComponent(LENS_MASTER)}&limit=1000`,
  );
  const body = (await response.json()) as { jetton_wallets: { owner: string }[] };
  return body.jetton_wallets.map((wallet) => wallet.owner);
}

async function lookedUp(owners: readonly string[]) {
  renderApp(paths.accounts(owners), { baseUrl: server.origin });
  await waitFor(
    () =>
      expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(
        /^[\d,]+ found, 0 not found$/,
      ),
    { timeout: 30_000 },
  );
  return screen.getByRole('table', { name: 'Accounts' });
}

describe('/accounts on a server without jetton balances', () => {
  it('says once that a server does not offer jetton balances; the rest of the page works', async () => {
    const owners = await lensOwners();
    // The index's answer for an operation it does not have (toncenter: 404 "not found").
    await injectSampleFault(
      server.origin,
      'jetton/wallets',
      { status: 404, body: '{"error":"Not Found"}' },
      20,
    );
    const table = await lookedUp(owners);
    const host = new URL(server.origin).host;
    const notice = await screen.findByText(`Jetton balances: not offered by ${host}`, { exact: false });
    expect(screen.getAllByText(/not offered by/)).toHaveLength(1);
    expect(table).not.toContainElement(notice);
    expect(table).not.toHaveTextContent(/not offered/);
    // The balances in GRAM are there, and the NFTs still come.
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent(/GRAM/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { apiUrls, recordRequests } from '../../fixtures/request-log.ts';

// What each pasted owner holds, on /accounts, against the sample API's emulated chain: the jetton holders
// and their jetton wallets, NFT owners. Every expected value is read from the sample API's own answers
// over HTTP and recomputed here with plain bigint arithmetic, not through the app's code.
const server = ownSampleApi();

afterEach(() => clearSampleFaults(server.origin));

/** The emulated jetton's master ("Lens Token", LENS). */
const LENS_MASTER = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';

interface JettonWalletJson {
  address: string;
  balance: string;
  owner: string;
  jetton: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The minter's symbol and decimals, as its metadata says (`extra.decimals` is a string). */
async function lensMetadata(): Promise<{ symbol: string; decimals: number }> {
  const body = await api<
    Record<string, { token_info?: { symbol?: string; extra?: { decimals?: string } }[] }>
  >(`/api/v3/metadata?address=${encodeURIComponent(LENS_MASTER)}`);
  const info = body[LENS_MASTER]?.token_info?.[0];
  if (!info?.symbol) throw new Error('the sample has no metadata for the LENS master');
  return { symbol: info.symbol, decimals: Number(info.extra?.decimals ?? '9') };
}

/** Every LENS wallet with a balance, as the sample API answers for the jetton. */
async function lensWallets(): Promise<JettonWalletJson[]> {
  const body = await api<{ jetton_wallets: JettonWalletJson[] }>(
    `/api/v3/jetton/wallets?jetton_address=${encodeURIComponent(LENS_MASTER)}&exclude_zero_balance=true&limit=1000`,
  );
  return body.jetton_wallets;
}

/** An exact amount as text, recomputed here: whole part grouped by thousands, the fraction without trailing zeros. */
function exactText(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = (units / scale).toLocaleString('en-US');
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
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

/** An owner's row group (its row and, when opened, its details), by raw address. */
function rowGroupOf(table: HTMLElement, raw: string): HTMLElement {
  const group = table.querySelector<HTMLElement>(`tbody[data-key="${raw}"]`);
  if (!group) throw new Error(`no row for ${raw}`);
  return group;
}

describe('/accounts: what each owner holds', () => {
  it("shows each jetton holder's exact balance with the minter's symbol, and the exact total", async () => {
    const { symbol, decimals } = await lensMetadata();
    const wallets = await lensWallets();
    expect(wallets.length).toBeGreaterThan(2);
    const owners = wallets.map((wallet) => wallet.owner);
    const total = wallets.reduce((sum, wallet) => sum + BigInt(wallet.balance), 0n);

    const table = await lookedUp(owners);
    // The jetton's column, named by the minter's symbol.
    const header = await within(table).findByRole('columnheader', { name: symbol }, { timeout: 30_000 });
    const columnIndex = within(table).getAllByRole('columnheader').indexOf(header);
    for (const wallet of wallets) {
      const row = within(rowGroupOf(table, wallet.owner)).getAllByRole('row')[0]!;
      const amount = exactText(BigInt(wallet.balance), decimals);
      await waitFor(() => expect(row).toHaveTextContent(`${amount} ${symbol}`));
      expect(within(row).getAllByRole('cell')[columnIndex - 1]).toHaveTextContent(amount);
    }
    // The foot's total for the column: the sum recomputed here.
    const foot = within(table).getByRole('row', { name: /^Total/ });
    const cells = within(foot).getAllByRole('cell');
    expect(cells[columnIndex - 1]).toHaveTextContent(`${exactText(total, decimals)} ${symbol}`);
  });

  it('lists the jetton wallet of each holder in the opened row', async () => {
    const user = userEvent.setup();
    const wallets = await lensWallets();
    const [first, second] = wallets;
    const table = await lookedUp([first!.owner, second!.owner]);
    for (const wallet of [first!, second!]) {
      const group = rowGroupOf(table, wallet.owner);
      await user.click(within(group).getByRole('button', { name: /^Show details of/ }));
      const jettons = await within(group).findByRole('region', { name: 'Jettons' });
      await waitFor(() => expect(jettons.querySelector(`[data-account="${wallet.address}"]`)).not.toBeNull());
      expect(jettons).toHaveTextContent('Lens Token');
    }
  });

  it('shows NFT owners their items', async () => {
    const user = userEvent.setup();
    const { nft_items: all } = await api<{
      nft_items: { address: string; owner_address: string; collection_address?: string }[];
    }>('/api/v3/nft/items?limit=1000');
    // The emulated collection's items (a recorded item's collection is not in the sample).
    const items = all.filter((item) => item.collection_address !== undefined);
    expect(items.length).toBeGreaterThan(0);
    const owners = [...new Set(items.map((item) => item.owner_address))];
    const table = await lookedUp(owners);
    for (const owner of owners) {
      const held = items.filter((item) => item.owner_address === owner);
      const group = rowGroupOf(table, owner);
      await waitFor(() =>
        expect(group).toHaveTextContent(held.length === 1 ? '1 NFT' : `${held.length} NFTs`),
      );
      await user.click(within(group).getByRole('button', { name: /^Show details of/ }));
      const nfts = await within(group).findByRole('region', { name: 'NFTs' });
      for (const item of held) expect(nfts.querySelector(`[data-account="${item.address}"]`)).not.toBeNull();
    }
  });

  it('marks a wallet whose signatures are disabled, with its type and seqno', async () => {
    const user = userEvent.setup();
    const [holder] = await lensWallets();
    const owner = holder!.owner;
    const real = await api<{ wallets: Record<string, unknown>[] }>(
      `/api/v3/walletStates?address=${encodeURIComponent(owner)}`,
    );
    // A W5 wallet whose owner turned signatures off (only its extensions can send): the index says so.
    const body = JSON.stringify({
      ...real,
      wallets: real.wallets.map((wallet) => ({
        ...wallet,
        wallet_type: 'wallet v5 r1',
        seqno: 42,
        is_signature_allowed: false,
      })),
    });
    await injectSampleFault(server.origin, 'walletStates', { body }, 5);
    const table = await lookedUp([owner]);
    const group = rowGroupOf(table, owner);
    await user.click(within(group).getByRole('button', { name: /^Show details of/ }));
    const wallet = await within(group).findByRole('region', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveTextContent('signatures disabled'));
    expect(wallet).toHaveTextContent('wallet v5 r1');
    expect(wallet).toHaveTextContent('42');
  });

  it('asks for the tokens again on Refresh, with the accounts', async () => {
    const user = userEvent.setup();
    const wallets = await lensWallets();
    const sent = recordRequests();
    await lookedUp(wallets.map((wallet) => wallet.owner));
    await screen.findByText(/^Tokens: all \d+ requests? answered$/);
    const before = apiUrls(sent, 'jetton/wallets').length;
    expect(before).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(apiUrls(sent, 'jetton/wallets').length).toBeGreaterThan(before));
  });

  it('asks for the tokens again when the same list is looked up again, after the balances', async () => {
    const user = userEvent.setup();
    const wallets = await lensWallets();
    const sent = recordRequests();
    await lookedUp(wallets.map((wallet) => wallet.owner));
    await screen.findByText(/^Tokens: all \d+ requests? answered$/);
    const before = apiUrls(sent, 'jetton/wallets').length;
    const balancesBefore = apiUrls(sent, 'accountStates').length;
    await user.click(screen.getByRole('button', { name: 'Edit list', expanded: false }));
    await user.click(screen.getByRole('button', { name: `Look up ${wallets.length} accounts` }));
    await waitFor(() => expect(apiUrls(sent, 'jetton/wallets').length).toBeGreaterThan(before));
    expect(apiUrls(sent, 'accountStates').length).toBeGreaterThan(balancesBefore);
  });

  it('sorts by a jetton column and filters to the holders of the jettons chosen', async () => {
    const user = userEvent.setup();
    const { symbol } = await lensMetadata();
    const wallets = await lensWallets();
    // The holders, and one account of the list that holds no LENS (the sample's tolya.ton, a USD₮ owner).
    const tolya = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
    const table = await lookedUp([tolya, ...wallets.map((wallet) => wallet.owner)]);
    await within(table).findByRole('columnheader', { name: symbol }, { timeout: 30_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), `${symbol}, highest first`);
    const header = within(table).getByRole('columnheader', { name: new RegExp(`^${symbol}`) });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(header).toHaveTextContent(`${symbol}, highest first`);
    const richest = [...wallets].sort((a, b) => (BigInt(b.balance) > BigInt(a.balance) ? 1 : -1))[0]!;
    const order = () =>
      [...table.querySelectorAll<HTMLElement>('tbody[data-key]')].map((group) => group.dataset.key);
    expect(order()[0]).toBe(richest.owner);
    expect(order().at(-1)).toBe(tolya);

    await user.click(screen.getByRole('button', { name: /^Holds any of/ }));
    await user.click(
      screen.getByRole('checkbox', { name: new RegExp(`^${symbol} \\(${wallets.length} holders\\)`) }),
    );
    await waitFor(() => expect(order()).toHaveLength(wallets.length));
    expect(order()).not.toContain(tolya);
  });

  it('exports one column per jetton, exact', async () => {
    const user = userEvent.setup();
    const { symbol, decimals } = await lensMetadata();
    const wallets = await lensWallets();
    await lookedUp(wallets.map((wallet) => wallet.owner));
    await screen.findByText(/^Tokens: all \d+ requests? answered$/);
    await user.click(screen.getByRole('button', { name: 'Copy as TSV' }));
    const [head, ...lines] = (await navigator.clipboard.readText()).trimEnd().split('\n');
    const column = head!.split('\t').findIndex((name) => name.startsWith(`jetton ${symbol}`));
    expect(column).toBeGreaterThan(0);
    for (const wallet of wallets) {
      const line = lines.find((text) => text.startsWith(`${wallet.owner}\t`));
      expect(line?.split('\t')[column]).toBe(exactText(BigInt(wallet.balance), decimals).replaceAll(',', ''));
    }
  });
});

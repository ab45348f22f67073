import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { applyImagePolicy } from '../../src/settings/image-policy.ts';
import { reloadSettingsFromStorage } from '../../src/settings/settings-store.ts';
import { recordRequests } from '../fixtures/request-log.ts';
import { valueOf } from '../fixtures/label-values.ts';
import { renderApp } from '../render-app.tsx';

const origin = inject('sampleApiOrigin');
const SAMPLE_BLOCK = 50503953;
const SECRET = 'tonlens-test-key-5f3a9c';

beforeEach(() => {
  localStorage.clear();
  reloadSettingsFromStorage();
  document.documentElement.removeAttribute('data-theme');
});

async function openSettings() {
  await userEvent.click(await screen.findByRole('button', { name: /^Settings · / }));
  return screen.findByRole('dialog', { name: 'Settings' });
}

describe('settings', () => {
  it('persist across a reload: theme, amounts, time zone', async () => {
    const first = renderApp(`/block/${SAMPLE_BLOCK}`, { baseUrl: origin });
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'High contrast' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /^NanoGRAM/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Local time' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
    first.unmount();

    reloadSettingsFromStorage();
    renderApp(`/block/${SAMPLE_BLOCK}`, { baseUrl: origin });
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(valueOf(screen.getByRole('main'), 'Total fees').textContent).toMatch(/^\d+ nanoGRAM$/);
    const dialog2 = await openSettings();
    expect(within(dialog2).getByRole('radio', { name: 'Local time' })).toBeChecked();
    expect(within(dialog2).getByRole('radio', { name: /^NanoGRAM/ })).toBeChecked();
  });

  it('every setting applies as it is chosen: an endpoint too, with no button to press', async () => {
    const sent = recordRequests();
    renderApp(`/block/${SAMPLE_BLOCK}`, { baseUrl: origin });
    const dialog = await openSettings();
    expect(within(dialog).queryByRole('button', { name: 'Use this endpoint' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^TON testnet/ }));
    // In use at once, and said so in the dialog and the header, as a theme is.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'In use: TON testnet (testnet.toncenter.com)',
    );
    expect(screen.getByRole('button', { name: /^Settings · TON testnet/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tonlens.settings.v1') ?? '{}').preset).toBe('testnet');
    await waitFor(() =>
      expect(sent.some((request) => request.url.startsWith('https://testnet.toncenter.com/api/v3/'))).toBe(
        true,
      ),
    );
  });

  it('a custom URL applies once it is complete (Enter), a key once it is typed (leaving the field)', async () => {
    const sent = recordRequests();
    const { router } = renderApp('/', { baseUrl: origin });
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom endpoint' }));
    // No URL yet: the endpoint in use stays until one is entered.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^In use: 127\.0\.0\.1.*once its URL is entered/,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Base URL/ }), `${origin}{Enter}`);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(`In use: Custom: ${new URL(origin).host}`);
    await userEvent.type(within(dialog).getByLabelText(/API key for Custom endpoint/), SECRET);
    await userEvent.tab();
    expect(JSON.parse(localStorage.getItem('tonlens.settings.v1') ?? '{}')).toMatchObject({
      preset: 'custom',
      customBaseUrl: origin,
      keysByOrigin: { [origin]: SECRET },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => router.navigate(`/block/${SAMPLE_BLOCK}`));
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.url.startsWith(origin)).at(-1)?.key).toBe(SECRET);
  });

  it('a key typed and the dialog closed at once is kept, as a choice is', async () => {
    localStorage.setItem('tonlens.settings.v1', JSON.stringify({ preset: 'custom', customBaseUrl: origin }));
    reloadSettingsFromStorage();
    renderApp('/', { baseUrl: origin });
    const dialog = await openSettings();
    await userEvent.type(within(dialog).getByLabelText(/API key for Custom endpoint/), SECRET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(JSON.parse(localStorage.getItem('tonlens.settings.v1') ?? '{}').keysByOrigin).toEqual({
      [origin]: SECRET,
    });
  });

  it('the API key travels only in the X-API-Key header: never in a URL, a link, a copied text or the page', async () => {
    const sent = recordRequests();
    const copied: string[] = [];
    const { router } = renderApp('/', { baseUrl: origin });
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom endpoint' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Base URL/ }), origin);
    await userEvent.type(within(dialog).getByLabelText(/API key for Custom endpoint/), SECRET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const sentBeforeKey = sent.length;

    // Use the key: open a block, a transaction, every disclosure, and copy everything copyable.
    await act(() => router.navigate(`/block/${SAMPLE_BLOCK}`));
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
    const [firstRow] = await screen.findAllByRole('button', { name: /^Open transaction/ });
    await userEvent.click(firstRow!);
    for (const summary of document.querySelectorAll('summary')) await userEvent.click(summary);
    const clipboard = { writeText: vi.fn(async (text: string) => void copied.push(text)) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    for (const button of screen.getAllByRole('button', { name: /^Copy/ })) await userEvent.click(button);
    await act(() => router.navigate('/accounts?address=UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4'));
    expect(await screen.findByRole('heading', { name: /1 found/ })).toBeInTheDocument();

    const toOurServer = sent.slice(sentBeforeKey).filter((request) => request.url.startsWith(origin));
    expect(toOurServer.length).toBeGreaterThanOrEqual(2);
    expect(toOurServer.every((request) => request.key === SECRET)).toBe(true);
    expect(sent.some((request) => request.url.includes(SECRET))).toBe(false);
    expect(
      router.state.location.pathname + router.state.location.search + router.state.location.hash,
    ).not.toContain(SECRET);
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.some((text) => text.includes(SECRET))).toBe(false);
    expect(document.body.innerHTML).not.toContain(SECRET.slice(4));
    for (const link of document.querySelectorAll('a')) expect(link.href).not.toContain(SECRET);
  });

  it('a link’s ?network= wins over the stored choice, without replacing it', async () => {
    localStorage.setItem('tonlens.settings.v1', JSON.stringify({ preset: 'mainnet' }));
    reloadSettingsFromStorage();
    const sent = recordRequests();
    renderApp(`/block/${SAMPLE_BLOCK}?network=testnet`, { baseUrl: origin });
    expect(await screen.findByRole('button', { name: /^Settings · TON testnet/ })).toHaveTextContent(
      '(from link)',
    );
    await waitFor(() =>
      expect(sent.some((request) => request.url.startsWith('https://testnet.toncenter.com/api/v3/'))).toBe(
        true,
      ),
    );
    expect(JSON.parse(localStorage.getItem('tonlens.settings.v1') ?? '{}').preset).toBe('mainnet');
  });

  it('?network=sample brings a mainnet user back to the sample API', async () => {
    localStorage.setItem('tonlens.settings.v1', JSON.stringify({ preset: 'mainnet' }));
    reloadSettingsFromStorage();
    recordRequests();
    renderApp(`/block/${SAMPLE_BLOCK}?network=sample`, { baseUrl: origin });
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
  });

  it('a custom endpoint in a link is used only after the user confirms it', async () => {
    localStorage.setItem('tonlens.settings.v1', JSON.stringify({ preset: 'mainnet' }));
    reloadSettingsFromStorage();
    const sent = recordRequests();
    renderApp(`/block/${SAMPLE_BLOCK}?endpoint=${encodeURIComponent(origin)}`, { baseUrl: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Use another API endpoint?' });
    expect(sent.some((request) => request.url.startsWith(origin))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: `Use ${origin}` }));
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.url.startsWith(origin))).toBe(true);
  });

  it('declining a custom endpoint keeps the current one and drops the parameter', async () => {
    const sent = recordRequests();
    const { router } = renderApp(
      `/block/${SAMPLE_BLOCK}?endpoint=${encodeURIComponent('https://evil.example')}`,
      {
        baseUrl: origin,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Use another API endpoint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Stay with/ }));
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('evil.example'))).toBe(false);
  });

  it('recent searches are remembered per network and removable', async () => {
    renderApp('/', { baseUrl: origin });
    const search = screen.getAllByRole('searchbox', { name: 'Search blocks and accounts' })[0]!;
    await userEvent.type(search, `${SAMPLE_BLOCK}{Enter}`);
    expect(
      await screen.findByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` }),
    ).toBeInTheDocument();
    await userEvent.click(search);
    const recent = await screen.findByRole('list', { name: 'Recent searches' });
    expect(within(recent).getByRole('button', { name: String(SAMPLE_BLOCK) })).toBeInTheDocument();
    await userEvent.click(
      within(recent).getByRole('button', { name: `Remove recent search ${SAMPLE_BLOCK}` }),
    );
    expect(screen.queryByRole('list', { name: 'Recent searches' })).not.toBeInTheDocument();
  });

  it('anything unsearchable gets a message listing what is accepted', async () => {
    renderApp('/', { baseUrl: origin });
    const search = screen.getAllByRole('searchbox', { name: 'Search blocks and accounts' })[0]!;
    await userEvent.type(search, 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/block number.*latest.*addresses/);
  });

  it('token images: off by default; allowed, they show from the next load, as the page policy requires', async () => {
    // An NFT of the sample whose metadata has an image on its creator's server.
    const nft = 'EQDKDP1Rn3YxArW-ydnjr0NZLqNi-3c_oxnqCcTxYsFx4IUQ';
    const images = () => document.querySelectorAll('img[src^="https:"]');
    // What main.tsx does at startup with the stored settings (token images not allowed).
    applyImagePolicy(false);
    const strictPolicy = document.querySelector('meta[data-tonlens-image-policy]');
    try {
      const first = renderApp(`/accounts?address=${nft}`, { baseUrl: origin });
      const toggle = await screen.findByRole('button', { name: 'Show token images' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText(/so they show after a reload/)).toBeInTheDocument();
      // This page's policy would block them: none is rendered.
      expect(images()).toHaveLength(0);
      expect(JSON.parse(localStorage.getItem('tonlens.settings.v1') ?? '{}').tokenImages).toBe(true);
      first.unmount();
    } finally {
      strictPolicy?.remove();
    }

    // The next load: the stored choice, so no strict policy; the image is shown.
    reloadSettingsFromStorage();
    renderApp(`/accounts?address=${nft}`, { baseUrl: origin });
    await screen.findByRole('heading', { name: /^1 found, 0 not found$/ });
    expect(screen.queryByText(/so they show after a reload/)).toBeNull();
    expect(images().length).toBeGreaterThan(0);
    const dialog = await openSettings();
    expect(within(dialog).getByRole('checkbox', { name: 'Show token images' })).toBeChecked();
  });
});

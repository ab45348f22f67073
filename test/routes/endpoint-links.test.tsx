/**
 * What a link's `?endpoint=` may do: the confirmation shows the origin as the browser parses it (a
 * look-alike host in punycode, a direction override made visible, user-info refused), says whether a key
 * will be sent, and a key entered for one origin never travels to another.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { reloadSettingsFromStorage } from '../../src/settings/settings-store.ts';
import { SETTINGS_STORAGE_KEY } from '../../src/settings/settings.ts';
import { recordRequests } from '../fixtures/request-log.ts';
import { renderApp } from '../render-app.tsx';

const origin = inject('sampleApiOrigin');
// The same sample API under another origin (another host name for loopback): to the browser, and to the
// key store, another server.
const otherOrigin = origin.replace('127.0.0.1', 'localhost');
const BLOCK = 50503953;
/** Another sample block, not BLOCK's neighbour (which the block page prefetches). */
const OTHER_BLOCK = 50503960;
const KEY = 'my-custom-index-key-7f3e';

function store(settings: object) {
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  reloadSettingsFromStorage();
}

const linkTo = (endpoint: string) => `/block/${BLOCK}?endpoint=${encodeURIComponent(endpoint)}`;

beforeEach(() => {
  localStorage.clear();
  reloadSettingsFromStorage();
});

describe('a key belongs to one exact origin', () => {
  it('a key entered for a custom endpoint is not sent to the endpoint a link names', async () => {
    // As an older version stored it (one key per preset): read as the custom URL's origin's key.
    store({ preset: 'custom', customBaseUrl: origin, apiKeys: { custom: KEY } });
    const sent = recordRequests();
    renderApp(linkTo(otherOrigin), { baseUrl: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Use another API endpoint?' });
    expect(dialog).toHaveTextContent('No API key will be sent to this server');
    await userEvent.click(within(dialog).getByRole('button', { name: `Use ${otherOrigin}` }));
    expect(await screen.findByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeInTheDocument();
    const toOther = sent.filter((request) => request.url.startsWith(`${otherOrigin}/api/v3/`));
    expect(toOther.length).toBeGreaterThan(0);
    expect(toOther.map((request) => request.key)).toEqual(toOther.map(() => null));
  });

  it('a link to the origin a key was entered for says that key will be sent', async () => {
    store({ preset: 'mainnet', keysByOrigin: { [origin]: KEY } });
    renderApp(linkTo(`${origin}/`), { baseUrl: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Use another API endpoint?' });
    expect(dialog).toHaveTextContent(`The API key you saved for ${origin} will be sent to it`);
  });

  it('changing the custom URL does not carry the key to the new origin', async () => {
    // As an older version stored it (one key per preset, the custom key following the custom URL): on
    // the code before, the key went along to the new URL.
    store({ preset: 'custom', customBaseUrl: origin, apiKeys: { custom: KEY } });
    const sent = recordRequests();
    renderApp(`/block/${BLOCK}`, { baseUrl: '' });
    await userEvent.click(await screen.findByRole('button', { name: /^Settings · / }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const url = within(dialog).getByRole('textbox', { name: /Base URL/ });
    const keyField = within(dialog).getByLabelText(/^API key for Custom endpoint/);
    expect(keyField).toHaveValue(KEY);
    await userEvent.clear(url);
    await userEvent.type(url, otherOrigin);
    expect(keyField).toHaveValue('');
    expect(dialog).toHaveTextContent(`Sent only to ${otherOrigin}`);
    // Enter applies the URL; closing the dialog, as a user does, applies the rest.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeInTheDocument();
    const toOther = sent.filter((request) => request.url.startsWith(`${otherOrigin}/api/v3/`));
    expect(toOther.length).toBeGreaterThan(0);
    expect(toOther.every((request) => request.key === null)).toBe(true);
    // The old origin keeps its key.
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').keysByOrigin).toEqual({
      [origin]: KEY,
    });
  });
});

describe('the endpoint confirmation cannot be spoofed', () => {
  it('a look-alike host is shown as the browser reads it, in punycode, and said to be one', async () => {
    renderApp(linkTo('https://t\u043Encenter.com'), { baseUrl: origin });
    const dialog = await screen.findByRole('dialog', { name: 'Use another API endpoint?' });
    expect(within(dialog).getByTestId('link-endpoint-host')).toHaveTextContent(/^xn--tncenter-nbh\.com$/);
    expect(dialog).toHaveTextContent(/not toncenter\.com|international characters/);
    expect(
      within(dialog).getByRole('button', { name: 'Use https://xn--tncenter-nbh.com' }),
    ).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('t\u043Encenter');
  });

  it('a direction override in the path is made visible, never applied', async () => {
    renderApp(linkTo('https://evil.example/\u202Emoc.retnecnot'), { baseUrl: origin });
    const dialog = await screen.findByRole('dialog', { name: 'Use another API endpoint?' });
    expect(dialog.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/);
    expect(dialog).toHaveTextContent('⟨U+202E⟩');
    expect(within(dialog).getByTestId('link-endpoint-host')).toHaveTextContent(/^evil\.example$/);
  });

  it.each(['https://toncenter.com@evil.example', 'https://toncenter.com:pw@evil.example/x'])(
    'user-info (%s) is refused, with the reason, and nothing is sent there',
    async (endpoint) => {
      const sent = recordRequests();
      renderApp(linkTo(endpoint), { baseUrl: origin });
      const dialog = await screen.findByRole('dialog', { name: 'This link’s API endpoint is refused' });
      expect(dialog).toHaveTextContent(/user name or password/);
      expect(within(dialog).queryByRole('button', { name: /^Use / })).toBeNull();
      expect(await screen.findByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeInTheDocument();
      expect(sent.some((request) => request.url.includes('evil.example'))).toBe(false);
    },
  );
});

describe('keys the settings refuse at input, with the reason', () => {
  async function openSettings() {
    await userEvent.click(await screen.findByRole('button', { name: /^Settings · / }));
    return screen.findByRole('dialog', { name: 'Settings' });
  }

  it.each([
    ['an invisible character', 'abc\u200Bdef', /invisible character ⟨U\+200B⟩ at position 4/],
    ['a non-Latin-1 letter', 'ключ123', /“к” \(U\+043A\)/],
    ['a key over 1,000 characters', 'k'.repeat(1001), /at most 1,000 characters/],
  ])('%s: not saved, and requests go on without it', async (_name, key, reason) => {
    store({ preset: 'custom', customBaseUrl: origin });
    const sent = recordRequests();
    renderApp(`/block/${BLOCK}`, { baseUrl: '' });
    const dialog = await openSettings();
    const keyField = within(dialog).getByLabelText(/^API key for Custom endpoint/);
    await userEvent.click(keyField);
    await userEvent.paste(key);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    // Leaving the field applies a key, unless it cannot be carried.
    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').keysByOrigin ?? {}).toEqual({});
    expect(sent.every((request) => request.key === null)).toBe(true);
  });

  it.each([
    ['with user-info', 'https://toncenter.com@evil.example', /user name or password/],
    ['over 2,000 characters', `https://index.example.org/${'p'.repeat(2000)}`, /at most 2,000 characters/],
  ])('a custom URL %s is refused at input, with the reason', async (_name, url, reason) => {
    renderApp(`/block/${BLOCK}`, { baseUrl: origin });
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom endpoint' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Base URL/ }));
    await userEvent.paste(url);
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}').customBaseUrl ?? '').toBe('');
  });

  it('a 285-character key is saved, sent, and still there after a reload', async () => {
    const key = `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(240)}.${'b'.repeat(23)}`;
    store({ preset: 'custom', customBaseUrl: origin });
    const sent = recordRequests();
    const view = renderApp(`/block/${BLOCK}`, { baseUrl: '' });
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByLabelText(/^API key for Custom endpoint/));
    await userEvent.paste(key);
    await userEvent.tab();
    // A block the page has not asked for: its request follows the key's. Waiting for one the page sends
    // on its own is a race: on a loaded machine the block and its prefetched neighbour had both arrived,
    // without the key, before the key was saved, and nothing more was asked.
    act(() => view.router.navigate(`/block/${OTHER_BLOCK}`));
    await waitFor(() => expect(sent.some((request) => request.key === key)).toBe(true));
    view.unmount();
    reloadSettingsFromStorage();
    renderApp(`/block/${BLOCK}`, { baseUrl: '' });
    const reopened = await openSettings();
    expect(within(reopened).getByLabelText(/^API key for Custom endpoint/)).toHaveValue(key);
  });
});

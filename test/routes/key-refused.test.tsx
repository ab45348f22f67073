/**
 * A refused API key (HTTP 401/403) on both pages, through the real app and a real gateway in front of the
 * sample API (test/fixtures/key-gateway.ts): the designed state names the endpoint, says what the server
 * meant, never shows the key, opens the settings at the key field, and "Try without the key" sends the
 * request again without it while the key stays saved. The build's endpoint here is the gateway, so the
 * `sample` preset is labelled by its host, as a build pointed at a self-hosted index is.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { reloadSettingsFromStorage } from '../../src/settings/settings-store.ts';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '../../src/settings/settings.ts';
import { startKeyGateway, type KeyGateway } from '../fixtures/key-gateway.ts';
import { renderApp } from '../render-app.tsx';

const BLOCK = 50503953;
const ACCOUNTS = [
  'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
  'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq',
];
const ACCOUNTS_URL = `/accounts?${ACCOUNTS.map((address) => `address=${address}`).join('&')}`;
const KEY = 'tonlens-refused-key-7d41b2';
const GOOD_KEY = 'tonlens-accepted-key-90c3e1';

let gateway: KeyGateway;
/** The gateway's host: what the header and the states call the build's endpoint. */
let host: string;

beforeAll(async () => {
  gateway = await startKeyGateway(inject('sampleApiOrigin'));
  host = new URL(gateway.origin).host;
});
afterAll(() => gateway.close());

beforeEach(() => {
  gateway.requests.length = 0;
  gateway.refusedKeys.clear();
  gateway.keyless = 'pass';
});

/**
 * The keys the block's own requests carried, in order. Only those: the page also asks the server's newest
 * block (the pager), and a page of the previous test can still be asking while this one starts.
 */
function blockRequestKeys() {
  return gateway.requests
    .filter((request) => new RegExp(`seqno=${BLOCK}(&|$)`).test(request.path))
    .map((request) => request.key);
}

/** The user saved `key` for the build's endpoint (its origin: the gateway's) before this page load. */
function storeKey(key: string | undefined) {
  const keysByOrigin = key === undefined ? {} : { [gateway.origin]: key };
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, keysByOrigin }));
  reloadSettingsFromStorage();
}

const storedKey = () =>
  (JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as typeof DEFAULT_SETTINGS).keysByOrigin[
    gateway.origin
  ];

/** Not in any text or attribute: only the settings' password field holds it, masked. */
function expectNoKeyOnPage() {
  expect(document.body.textContent).not.toContain(KEY);
  for (const element of document.body.querySelectorAll('*')) {
    if (element instanceof HTMLInputElement && element.type === 'password') continue;
    for (const attribute of element.attributes) expect(attribute.value).not.toContain(KEY);
  }
}

/** "Open settings" opens the dialog with focus on this endpoint's key field; closes it again. */
async function expectOpenSettingsFocusesKey(state: HTMLElement) {
  await userEvent.click(within(state).getByRole('button', { name: 'Open settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  const keyField = within(dialog).getByLabelText(keyLabel());
  await waitFor(() => expect(keyField).toHaveFocus());
  return { dialog, keyField };
}

/** The key field's label starts so (the hint under it is part of the label). */
const keyLabel = () => new RegExp(`^API key for ${host.replace(/\./g, '\\.')} \\(optional\\)`);

const blockHeading = () => screen.findByRole('heading', { name: `Masterchain block ${BLOCK}` });

describe('a refused key on /block/:seqno', () => {
  it('401: says the server does not know the key; Try without the key loads the block without it', async () => {
    storeKey(KEY);
    gateway.refusedKeys.set(KEY, 401);
    renderApp(`/block/${BLOCK}`, { baseUrl: gateway.origin });
    const state = await screen.findByRole('alert', { name: 'The API does not know this key' });
    expect(state).toHaveTextContent(`${host} answered HTTP 401`);
    expect(state).toHaveTextContent('does not know the key');
    expect(state).toHaveTextContent('test gateway: unknown key');
    expect(within(state).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(blockRequestKeys()).toEqual([KEY]);
    expectNoKeyOnPage();

    const { dialog } = await expectOpenSettingsFocusesKey(state);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(state).getByRole('button', { name: 'Try without the key' }));
    expect(await blockHeading()).toBeInTheDocument();
    expect(gateway.requests.at(-1)).toEqual({
      path: expect.stringContaining('masterchainBlockShardState'),
      key: null,
    });
    // The key is kept, and both the header and the settings say it is not used in this tab.
    expect(storedKey()).toBe(KEY);
    const endpointButton = screen.getByRole('button', { name: /^Settings · / });
    expect(endpointButton).toHaveAccessibleName(`Settings · ${host}`);
    expect(endpointButton).toHaveAccessibleDescription(
      'The API endpoint in use, API key not used in this tab',
    );
    await userEvent.click(endpointButton);
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    // The build's endpoint is named by where it points, not "Built-in sample API".
    expect(within(settings).getByRole('radio', { name: `${host} (this build’s default)` })).toBeChecked();
    const keyField = within(settings).getByLabelText(keyLabel());
    expect(keyField).toHaveValue(KEY);
    expect(keyField).toHaveAccessibleDescription(/^Not used in this tab\./);
    expectNoKeyOnPage();
  });

  it('a refusal of the key is never reworded "needs an API key" once the key is set aside', async () => {
    storeKey(KEY);
    gateway.refusedKeys.set(KEY, 401);
    renderApp(`/block/${BLOCK}`, { baseUrl: gateway.origin });
    const state = await screen.findByRole('alert', { name: 'The API does not know this key' });
    // Every state the page goes through, as it is drawn: after the click the settings send no key, while
    // the refusal on the page, until the request without the key is sent, was of one.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const alert of screen.queryAllByRole('alert')) seen.add(alert.getAttribute('aria-label') ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await userEvent.click(within(state).getByRole('button', { name: 'Try without the key' }));
      expect(await blockHeading()).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(seen).not.toContain('The API needs an API key');
    expect(blockRequestKeys()).toEqual([KEY, null]);
  });

  it('403: says the key is not allowed here (another network); a key fixed in the settings is used at once', async () => {
    storeKey(KEY);
    gateway.refusedKeys.set(KEY, 403);
    renderApp(`/block/${BLOCK}`, { baseUrl: gateway.origin });
    const state = await screen.findByRole('alert', { name: 'The API key is not allowed here' });
    expect(state).toHaveTextContent(`${host} answered HTTP 403`);
    expect(state).toHaveTextContent('a key of the other network');
    expect(within(state).getByRole('button', { name: 'Try without the key' })).toBeInTheDocument();

    const { dialog, keyField } = await expectOpenSettingsFocusesKey(state);
    await userEvent.clear(keyField);
    await userEvent.type(keyField, GOOD_KEY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await blockHeading()).toBeInTheDocument();
    expect(blockRequestKeys()).toEqual([KEY, GOOD_KEY]);
    expect(storedKey()).toBe(GOOD_KEY);
  });

  it('401 without a key: says the endpoint needs one and offers only the settings', async () => {
    storeKey(undefined);
    gateway.keyless = 401;
    renderApp(`/block/${BLOCK}`, { baseUrl: gateway.origin });
    const state = await screen.findByRole('alert', { name: 'The API needs an API key' });
    expect(state).toHaveTextContent(`${host} answered HTTP 401 to a request sent without an API key`);
    expect(within(state).queryByRole('button', { name: 'Try without the key' })).toBeNull();
    const { dialog, keyField } = await expectOpenSettingsFocusesKey(state);
    await userEvent.type(keyField, GOOD_KEY);
    gateway.keyless = 'pass';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await blockHeading()).toBeInTheDocument();
    expect(blockRequestKeys()).toEqual([null, GOOD_KEY]);
  });

  it('a key set aside is sent again on request, and an endpoint that wants a key says the saved one is set aside', async () => {
    storeKey(KEY);
    gateway.refusedKeys.set(KEY, 403);
    gateway.keyless = 403;
    renderApp(`/block/${BLOCK}`, { baseUrl: gateway.origin });
    const refused = await screen.findByRole('alert', { name: 'The API key is not allowed here' });
    await userEvent.click(within(refused).getByRole('button', { name: 'Try without the key' }));
    const needsKey = await screen.findByRole('alert', { name: 'The API needs an API key' });
    expect(needsKey).toHaveTextContent('The key saved for it is not used in this tab');

    const { dialog } = await expectOpenSettingsFocusesKey(needsKey);
    gateway.refusedKeys.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the key again' }));
    expect(await blockHeading()).toBeInTheDocument();
    expect(blockRequestKeys()).toEqual([KEY, null, KEY]);
  });
});

describe('a refused key on /accounts', () => {
  async function failure(title: string) {
    const state = await screen.findByRole('alert', {
      name: (_, element) => element.textContent?.includes(title) ?? false,
    });
    expect(state).toHaveTextContent(`2 accounts could not be fetched: ${title}. The other results are kept.`);
    return state;
  }

  it.each([
    [401, 'The API does not know this key', 'does not know the key'],
    [403, 'The API key is not allowed here', 'a key of the other network'],
  ] as const)(
    '%i: the failure says so; Try without the key fetches the accounts without it',
    async (status, title, meaning) => {
      storeKey(KEY);
      gateway.refusedKeys.set(KEY, status);
      renderApp(ACCOUNTS_URL, { baseUrl: gateway.origin });
      const state = await failure(title);
      expect(state).toHaveTextContent(`${host} answered HTTP ${status}`);
      expect(state).toHaveTextContent(meaning);
      expect(within(state).getByRole('button', { name: 'Retry 2 failed accounts' })).toBeInTheDocument();
      expectNoKeyOnPage();

      const { dialog } = await expectOpenSettingsFocusesKey(state);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await userEvent.click(within(state).getByRole('button', { name: 'Try without the key' }));
      await waitFor(() =>
        expect(document.getElementById('results-heading')).toHaveTextContent(/^2 found, 0 not found$/),
      );
      const accountRequests = gateway.requests.filter((request) => request.path.includes('accountStates'));
      expect(accountRequests.map((request) => request.key)).toEqual([KEY, null]);
      expect(storedKey()).toBe(KEY);
      expectNoKeyOnPage();
    },
  );

  it('without a key: says the endpoint needs one', async () => {
    storeKey(undefined);
    gateway.keyless = 403;
    renderApp(ACCOUNTS_URL, { baseUrl: gateway.origin });
    const state = await failure('The API needs an API key');
    expect(state).toHaveTextContent(`${host} answered HTTP 403 to a request sent without an API key`);
    expect(within(state).queryByRole('button', { name: 'Try without the key' })).toBeNull();
    await act(async () => {
      await expectOpenSettingsFocusesKey(state);
    });
  });
});

describe('an endpoint the page cannot reach', () => {
  /** Nothing listens on port 9 of loopback: the fetch fails with a TypeError, as CORS and CSP make it fail. */
  const UNREACHABLE = 'http://127.0.0.1:9';

  it('another origin: says it is down or refuses CORS, and which headers the server must send', async () => {
    renderApp(`/block/${BLOCK}`, { baseUrl: UNREACHABLE });
    const state = await screen.findByRole('alert', { name: 'The API cannot be reached' });
    expect(state).toHaveTextContent(
      `Either ${UNREACHABLE} is down or unreachable from here, or it does not allow`,
    );
    expect(state).toHaveTextContent(`Access-Control-Allow-Origin: ${window.location.origin}`);
    expect(state).toHaveTextContent('Access-Control-Allow-Headers: X-API-Key, Accept');
    expect(within(state).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("an origin the page's security policy leaves out: says so and how to allow it; the same on /accounts", async () => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "default-src 'self'; connect-src 'self' https://toncenter.com";
    document.head.append(policy);
    try {
      const block = renderApp(`/block/${BLOCK}`, { baseUrl: UNREACHABLE });
      const state = await screen.findByRole('alert', { name: 'The API cannot be reached' });
      expect(state).toHaveTextContent(
        `this build’s security policy (connect-src) does not list ${UNREACHABLE}`,
      );
      expect(state).toHaveTextContent(`VITE_CSP_CONNECT_ORIGINS=${UNREACHABLE}`);
      block.unmount();

      renderApp(ACCOUNTS_URL, { baseUrl: UNREACHABLE });
      const failure = await screen.findByRole('alert', {
        name: (_, element) => element.textContent?.includes('could not be fetched') ?? false,
      });
      expect(failure).toHaveTextContent(`VITE_CSP_CONNECT_ORIGINS=${UNREACHABLE}`);
      expect(within(failure).getByRole('button', { name: 'Retry 2 failed accounts' })).toBeInTheDocument();
    } finally {
      policy.remove();
    }
  });
});

/**
 * The accounts link carries addresses, never what they hold (issue 26): with the jetton holders of the
 * sample looked up, "Copy link" gives only `address=` parameters (a short list) or a `#list=` whose bytes
 * are exactly the accounts' records and the checksum (a long one). Balances, jetton masters and symbols
 * have no room in either.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { parseAddress, toRawAddress } from '../../../src/ton/address.ts';
import { CHECKSUM_BYTES, HEADER_BYTES, RECORD_BYTES } from '../../../src/ton/account-list-link.ts';
import { LIST_FRAGMENT_PARAM } from '../../../src/ton/account-link-params.ts';
import { decodeAccountList } from '../../../src/ton/account-list-link-reader.ts';
import { USDT_MAINNET_MASTER } from '../../../src/ton/jetton/jetton-info.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** The sample's jetton holders: two USD₮ owners of the recording, six LENS owners of the emulated chain. */
const HOLDERS = [
  '0:4E3664FAEE814FBDB6C1CB36D72BAC52D15E186C11ECD664FE1B3F1A7CFD801D',
  '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC',
  '0:ADDDDDA8E05A48AC32B1616E1DEC0EF141F97CD7B90A5834D7A26702C5CFBFAB',
  '0:DDF1607AA105AFF544DD399082C9618C043F4EDE086199354C315B7E59754F07',
  '0:B1F07F5A60D58A2C0A83514E2DF5E1E2829C34A564E8E4E88A0B43AD90F63F0C',
  '0:8AF96C5B3440B8BAD31ED076F88001087B9CA46C183DB963ACD4DF8A896B8E40',
  '0:18591507F2DB29AFB3FB3B9E9647793E1AC0A39AE665DA7911265AED91EA6D5B',
  '0:81BE6891EE7F2FA868DBEF6F9B91E7E97F9A8B329631A6AC48BBF8AE16B86979',
];
const LENS_MASTER = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
/** Accounts the sample has not heard of, to make the list long enough for `#list=`. */
const UNKNOWN = Array.from(
  { length: 40 },
  (_, i) => `0:${(i + 1).toString(16).toUpperCase().padStart(64, 'C')}`,
);

function rawOf(text: string): string {
  const parsed = parseAddress(text);
  if (!parsed.ok) throw new Error(`not an address: ${text}`);
  return toRawAddress(parsed.address);
}

async function copiedLinkOf(addresses: readonly string[]): Promise<URL> {
  // userEvent's own clipboard, which the copy writes to.
  const user = userEvent.setup();
  renderApp(paths.accounts(addresses), { baseUrl: server.origin });
  await waitFor(
    () =>
      expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(/ found, \d+ not found$/),
    { timeout: 30_000 },
  );
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  return new URL(await navigator.clipboard.readText());
}

/** Nothing but addresses: no jetton master, symbol or amount written into the link. */
function expectNoTokenText(link: URL) {
  const text = decodeURIComponent(link.href);
  for (const master of [USDT_MAINNET_MASTER, LENS_MASTER]) expect(text).not.toContain(master);
  for (const word of ['LENS', 'USD', 'jetton', 'balance', '4100100', '9024902'])
    expect(text).not.toContain(word);
}

describe('the accounts link stays addresses-only with tokens on the page', () => {
  it('a short list: address parameters only, one per holder', async () => {
    const link = await copiedLinkOf(HOLDERS);
    expect(new Set(link.searchParams.keys())).toEqual(new Set(['address']));
    expect(link.searchParams.getAll('address').map(rawOf)).toEqual(HOLDERS);
    expect(link.hash).toBe('');
    expectNoTokenText(link);
  });

  it('a long list: #list= holds exactly one 33-byte record per account and the checksum', async () => {
    const accounts = [...HOLDERS, ...UNKNOWN];
    const link = await copiedLinkOf(accounts);
    expect([...link.searchParams.keys()]).toEqual([]);
    const prefix = `#${LIST_FRAGMENT_PARAM}=`;
    expect(link.hash.startsWith(prefix)).toBe(true);
    const encoded = link.hash.slice(prefix.length);
    const bytes = HEADER_BYTES + accounts.length * RECORD_BYTES + CHECKSUM_BYTES;
    // base64url without padding: 4 characters per 3 bytes, the last group shorter.
    expect(encoded).toHaveLength(Math.ceil((bytes * 4) / 3));
    const decoded = decodeAccountList(encoded);
    expect(decoded.ok && decoded.verified).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.accounts.map((account) => toRawAddress(account.address))).toEqual(accounts);
    expectNoTokenText(link);
  });
});

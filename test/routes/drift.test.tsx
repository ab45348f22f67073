/**
 * Schema drift on both pages, through the real app and a real sample API whose answers are rewritten by
 * its drift fault (sample-api/drift.ts): a field the page can live without that was sent in another form
 * is marked "unreadable" where it is shown and listed in a notice, while everything that came through
 * shows as recorded; a missing or null field is just absent; the older compute-phase and comment forms
 * read as the current ones; an essential field in another form gives "Unexpected response", naming it.
 *
 * The rewrites are applied by a private proxy in front of the shared sample API (see
 * test/fixtures/drift-proxy.ts): the sample API's fault queue is shared by the test files running in
 * parallel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SampleDrift } from '../../sample-api/drift.ts';
import { truncateMiddle } from '../../src/ton/text/text-safety.ts';
import { startDriftProxy, type DriftProxy } from '../fixtures/drift-proxy.ts';
import { RECORDED } from '../fixtures/recorded-transactions.ts';
import { valueOf } from '../fixtures/label-values.ts';
import { rowWith } from '../fixtures/table-rows.ts';
import { simulateWindowScrolling } from '../fixtures/window-scrolling.ts';
import { renderApp } from '../render-app.tsx';

let api: DriftProxy;

beforeAll(async () => {
  api = await startDriftProxy(inject('sampleApiOrigin'));
});

afterAll(async () => {
  await api.close();
});

afterEach(() => {
  api.clear();
});

function injectDrift(operation: string, drift: SampleDrift) {
  api.drift(operation, drift);
}

const BLOCK = RECORDED.mainnetBlock;
/** Block 47270678: tolya.ton receives "На покупку Dust" as a text comment (recorded mainnet). */
const COMMENT_BLOCK = 47270678;
const COMMENT_TX = 'tM6zkZCPH1fQGar8JoCDFD00D+zRtsbFDUsCYdDFMD0=';
const GAS_USED = 'transactions.*.description.compute_ph.gas_used';

async function openTransaction(seqno: number, hash: string) {
  simulateWindowScrolling();
  renderApp(`/block/${seqno}?${new URLSearchParams([['tx', hash]]).toString()}`, { baseUrl: api.origin });
  return screen.findByRole('article', { name: `Transaction ${hash}` });
}

/** The value shown for `label` in a section of fields. */
function textOf(section: HTMLElement, label: string): string {
  return valueOf(section, label).textContent ?? '';
}

describe('block page', () => {
  it('a retyped gas_used is marked in its phase and named in a notice; the other values are as recorded', async () => {
    injectDrift('masterchainBlockShardState', { kind: 'retype', field: GAS_USED });
    const details = await openTransaction(BLOCK, RECORDED.externalWalletTx);
    const notice = within(details).getByRole('note', {
      name: 'Fields of this transaction not in the expected form',
    });
    expect(notice).toHaveTextContent(
      'description.compute_ph.gas_used: expected a decimal integer string, got an array',
    );
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(textOf(compute, 'Gas used')).toBe('⚠ unreadable: expected a decimal integer string, got an array');
    // Recorded: gas_fees "1323200", gas_credit "10000", exit code 0.
    expect(textOf(compute, 'Gas fees')).toBe('0.0013232 GRAM');
    expect(textOf(compute, 'Gas credit')).toBe('10000');
    expect(within(compute).getByText('success, exit code 0')).toBeInTheDocument();
  });

  it.each(['missing', 'null'] as const)(
    'a %s gas_used is simply absent: no mark, no notice',
    async (kind) => {
      injectDrift('masterchainBlockShardState', { kind, field: GAS_USED });
      const details = await openTransaction(BLOCK, RECORDED.externalWalletTx);
      const compute = within(details).getByRole('region', { name: 'Compute phase' });
      expect(within(compute).queryByText('Gas used')).toBeNull();
      expect(textOf(compute, 'Gas fees')).toBe('0.0013232 GRAM');
      expect(within(details).queryByRole('note')).toBeNull();
      expect(within(details).queryByText(/unreadable/)).toBeNull();
    },
  );

  it('a whole phase of another type is marked as unreadable, not left out', async () => {
    injectDrift('masterchainBlockShardState', {
      kind: 'retype',
      field: 'transactions.*.description.action',
    });
    const details = await openTransaction(BLOCK, RECORDED.externalWalletTx);
    const action = within(details).getByRole('region', { name: 'Action phase' });
    expect(action).toHaveTextContent('unreadable: expected an object, got a string');
    expect(within(details).getByRole('note')).toHaveTextContent('description.action');
  });

  it('the older compute-phase form reads as the current one', async () => {
    injectDrift('masterchainBlockShardState', { kind: 'legacy-compute' });
    const details = await openTransaction(BLOCK, RECORDED.noGasTx);
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(compute).toHaveTextContent('skipped: no gas');
    expect(textOf(compute, 'Reason')).toMatch(/^no_gas — /);
    expect(within(details).queryByRole('note')).toBeNull();
  });

  it('the older comment form reads as a text comment', async () => {
    injectDrift('masterchainBlockShardState', { kind: 'legacy-comment' });
    const details = await openTransaction(COMMENT_BLOCK, COMMENT_TX);
    const incoming = within(details).getByRole('region', { name: 'Incoming message' });
    expect(within(incoming).getByText(/На покупку Dust/)).toBeInTheDocument();
    expect(within(details).queryByRole('note')).toBeNull();
  });

  it('an essential field of another type gives "Unexpected response", naming it', async () => {
    injectDrift('masterchainBlockShardState', { kind: 'retype', field: 'transactions.*.hash' });
    simulateWindowScrolling();
    renderApp(`/block/${BLOCK}`, { baseUrl: api.origin });
    const alert = await screen.findByRole('alert', { name: 'Unexpected response' });
    expect(within(alert).getByText('transactions[0].hash', { selector: 'code' })).toBeInTheDocument();
  });
});

describe('accounts page', () => {
  const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
  const WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
  const url = `/accounts?address=${TOLYA_UQ}&address=${WALLET_EQ}`;
  const rowOf = (friendly: string) =>
    rowWith(screen.getByRole('table'), 'button', {
      name: `Show details of ${truncateMiddle(friendly, 6, 6)}`,
    });
  const done = async () =>
    waitFor(() =>
      expect(document.getElementById('results-heading')?.textContent).toBe('2 found, 0 not found'),
    );

  it('a retyped balance is marked in the table and the details, with a notice; status and hashes are as recorded', async () => {
    injectDrift('accountStates', { kind: 'retype', field: 'accounts.*.balance' });
    renderApp(url, { baseUrl: api.origin });
    await done();
    const tolya = rowOf(TOLYA_UQ);
    expect(tolya).toHaveTextContent('Active');
    expect(within(tolya).getByText('unreadable')).toHaveAttribute(
      'title',
      'balance: expected a decimal integer string, got an array',
    );
    expect(screen.getByRole('row', { name: /^Total/ })).not.toHaveTextContent(/71\.5/);
    await userEvent.click(within(tolya).getByRole('button', { name: /^Show details of/ }));
    const details = screen.getByRole('region', { name: `Details of ${TOLYA_UQ}` });
    expect(
      within(details).getByRole('note', { name: 'Fields of this account not in the expected form' }),
    ).toHaveTextContent('balance: expected a decimal integer string, got an array');
    expect(textOf(details, 'Balance')).toBe('⚠ unreadable: expected a decimal integer string, got an array');
    expect(textOf(details, 'Status')).toBe('Active (active)');
    expect(textOf(details, 'Last transaction lt')).toMatch(/^\d+$/);
  });

  it('a null balance is absent: a dash, no mark', async () => {
    injectDrift('accountStates', { kind: 'null', field: 'accounts.*.balance' });
    renderApp(url, { baseUrl: api.origin });
    await done();
    expect(within(rowOf(TOLYA_UQ)).queryByText('unreadable')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('an extra field is listed in the details as it was sent', async () => {
    injectDrift('accountStates', { kind: 'extra', field: 'accounts.*.future_field' });
    renderApp(url, { baseUrl: api.origin });
    await done();
    await userEvent.click(within(rowOf(WALLET_EQ)).getByRole('button', { name: /^Show details of/ }));
    const details = screen.getByRole('region', { name: `Details of ${WALLET_EQ}` });
    expect(textOf(details, 'future_field')).toMatch(/^"added by the sample API/);
    expect(within(details).queryByRole('note')).toBeNull();
  });

  it('an essential field of another type: "Unexpected response", naming it, with a retry', async () => {
    injectDrift('accountStates', { kind: 'retype', field: 'accounts.*.address' });
    renderApp(url, { baseUrl: api.origin });
    const alert = await screen.findByRole('alert');
    api.clear();
    expect(alert).toHaveTextContent(
      /could not be fetched: Unexpected response: the server's answer to accountStates has an unusable field accounts\[0\]\.address/,
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry 2 failed accounts' }));
    await done();
  });
});

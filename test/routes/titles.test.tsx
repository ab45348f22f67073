/**
 * Every tab says what it shows: the title is what bookmarks, the history list and the tab strip show,
 * so each page (and each of its error states) names its content, never only the app.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app.tsx';
import { ownSampleApi } from '../fixtures/own-sample-api.ts';
import { injectSampleFault, clearSampleFaults } from '../fixtures/sample-faults.ts';

// Its own sample API: the faults it queues are its own (test/fixtures/own-sample-api.ts).
const server = ownSampleApi();
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const HASH = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';

async function titleBecomes(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

describe('tab titles', () => {
  it.each([
    ['/', 'tonlens — TON block and account explorer'],
    ['/block/50503953', 'Block 50503953 · tonlens'],
    [`/block/50503953?tx=${encodeURIComponent(HASH)}`, 'Transaction 9hsN… · Block 50503953 · tonlens'],
    ['/block/latest', 'Block 50503976 · tonlens'],
    ['/block/1', 'No such block · tonlens'],
    ['/block/12x', 'Not a block number · tonlens'],
    ['/block/%E2%80%AE123', 'Not a block number · tonlens'],
    ['/accounts', 'Accounts · tonlens'],
    [`/accounts?address=${TOLYA_UQ}`, '1 account · tonlens'],
    [`/accounts?address=${TOLYA_UQ}&address=${JETTON_WALLET_EQ}`, '2 accounts · tonlens'],
    ['/nope', 'Not found · tonlens'],
  ])('%s: %j', async (url, title) => {
    document.title = 'before';
    renderApp(url, { baseUrl: server.origin });
    await titleBecomes(title);
  });

  it('a transaction hash the block does not hold names the block only', async () => {
    renderApp(`/block/50503953?tx=${encodeURIComponent('AAAA' + HASH.slice(4))}`, { baseUrl: server.origin });
    await screen.findByRole('heading', { name: 'Masterchain block 50503953' });
    await titleBecomes('Block 50503953 · tonlens');
  });

  it('a block that failed to load says so', async () => {
    // Every attempt fails (a slow machine's retry must not find the fault used up), until the finally.
    await injectSampleFault(server.origin, 'masterchainBlockShardState', { status: 500 }, 100);
    try {
      renderApp('/block/50503953', { baseUrl: server.origin });
      await titleBecomes('Block 50503953 could not be loaded · tonlens');
    } finally {
      await clearSampleFaults(server.origin);
    }
  });
});

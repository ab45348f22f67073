/**
 * The transaction drill-down of the block page (issue 3): one sentence, phases, fees, account state,
 * messages and their flow in the block, for every result kind.
 *
 * Fixtures, best first:
 *  - recorded mainnet block 50503953 (success, the no_gas skip, external messages);
 *  - the sample chain's blocks 50503954+, produced by real contracts on the TON emulator (see
 *    sample-api/emulator/): tick-tock, no_state skips, bounces, out of gas, action failure, a deploy,
 *    extra currencies;
 *  - recorded testnet blocks (a contract's own exit code bounced; a bounce that could not be paid);
 *  - what none of them has (an abort on its own, an external-out message, split info), derived from
 *    recorded transactions by the named rewrites of test/fixtures/recorded-transactions.ts.
 * Testnet and derived blocks are served by a private loopback server in front of the sample API (see
 * test/fixtures/block-answers-server.ts); everything else comes from the sample API itself.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../../fixtures/block-answers-server.ts';
import {
  RECORDED,
  blockBody,
  recordedBlock,
  recordedTransaction,
  toAborted,
  toComputeFailed,
  withExternalOut,
  withExtraCurrency,
  withSplitInfo,
  type Json,
} from '../../fixtures/recorded-transactions.ts';
import { valueOf } from '../../fixtures/label-values.ts';
import { simulateWindowScrolling } from '../../fixtures/window-scrolling.ts';
import { renderApp } from '../../render-app.tsx';

let api: BlockAnswersServer;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
});

afterAll(async () => {
  await api.close();
});

beforeEach(() => {
  simulateWindowScrolling();
});

const MAINNET = RECORDED.mainnetBlock;

/** Transactions of the emulated sample chain (sample-api/dataset/mainnet.json, scenario in the name). */
const EMULATED = {
  heartbeatTick: [50503954, 'jrztwLlSs+FcgLJR4L6HuXhYunGH6MAhhZbXWqzas0c='],
  bounceFromNonexistent: [50503956, 'kPEDvOD7sRFjBVTzCvlMOms86SRrvvxDH0qpMGF5Dw4='],
  leftUninit: [50503957, 'j+dNNqI3v4bQ04QOv6asH0P9aW2LuuFe67PnsertJn4='],
  walletDeploy: [50503960, 'iqoedWCsiFFyKhXpqGHvLGw430DmP8E7yxOUXHjVcSg='],
  customExitCode: [50503962, 'WaBU/DLxcEv9pwOr2UudB8bcOXbK+EQGEHe7g9pJ1dQ='],
  extraCurrency: [50503963, 'we8ThzcGzMSMl0u6WGyo4UJTCpzGe0LT9uTQgya21a8='],
  outOfGas: [50503964, 'g0anqjAqNYgzNuSFXCebFhYeAMWt8KoFU/r8yVYw2mo='],
  actionFailure: [50503966, 'aFYBT8xg/rtC36DvloMhhvWWqcZ3Oz+4KZOH5RwoERg='],
} as const satisfies Record<string, readonly [number, string]>;

function txUrl(seqno: number, hash: string) {
  return `/block/${seqno}?${new URLSearchParams([['tx', hash]]).toString()}`;
}

/** Opens `hash` of the block by deep link and returns its details. */
async function open(seqno: number, hash: string) {
  const view = renderApp(txUrl(seqno, hash), { baseUrl: api.origin });
  const details = await screen.findByRole('article', { name: `Transaction ${hash}` });
  return { ...view, details };
}

/** Serves one transaction, derived from a recorded one, as the only transaction of block `seqno`. */
async function openDerived(seqno: number, transaction: Json) {
  api.answer(seqno, blockBody(recordedBlock('mainnet', MAINNET), [transaction]));
  return open(seqno, String(transaction['hash']));
}

async function openRecordedTestnet(seqno: number, hash: string) {
  api.answer(seqno, JSON.stringify(recordedBlock('testnet', seqno)));
  return open(seqno, hash);
}

function phases(details: HTMLElement) {
  return within(details)
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((name) => name?.endsWith('phase') || name === 'Split info');
}

/** The result badge's words (its icon is drawn by CSS: the badge's text is all words). */
function result(details: HTMLElement) {
  return details.querySelector('[data-result]')?.textContent;
}

function sentence(details: HTMLElement) {
  return details.querySelector('p')?.textContent;
}

const mainnet = (hash: string) => recordedTransaction('mainnet', hash);

// ---------------------------------------------------------------------------------------------------

/** Resolves once no request has reached the server for 300 ms (at most 3 s). */
async function requestsSettled(requests: readonly unknown[]) {
  let seen = -1;
  for (let waited = 0; waited < 3000 && seen !== requests.length; waited += 300) {
    seen = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('result kinds', () => {
  it('success (recorded): every phase it has, in order, and a sentence with what moved', async () => {
    const { details } = await open(MAINNET, RECORDED.jettonTransferTx);
    expect(result(details)).toBe('Success');
    expect(sentence(details)).toBe(
      'Succeeded and sent 1 message carrying 0.0164152 GRAM after receiving 0.018 GRAM.',
    );
    // A bounceable message: storage is collected before the credit.
    expect(phases(details)).toEqual(['Storage phase', 'Credit phase', 'Compute phase', 'Action phase']);
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(within(compute).getByText('success, exit code 0')).toBeInTheDocument();
    expect(valueOf(compute, 'Gas used').textContent).toMatch(/^\d+$/);
    const action = within(details).getByRole('region', { name: 'Action phase' });
    expect(valueOf(action, 'Messages created')).toHaveTextContent('1');
    // A value whose name is the same word is said once, not "unchanged — Unchanged".
    const storage = within(details).getByRole('region', { name: 'Storage phase' });
    expect(valueOf(storage, 'Status change')).toHaveTextContent(/^Unchanged$/);
  });

  it('compute skipped, no_gas (recorded): no action phase, the reason explained', async () => {
    const { details } = await open(MAINNET, RECORDED.noGasTx);
    expect(result(details)).toBe('Compute skipped (No gas)');
    expect(sentence(details)).toBe(
      'Compute phase skipped (no_gas: no gas); the message was not bounceable, so its value stays with the account.',
    );
    expect(phases(details)).toEqual(['Credit phase', 'Storage phase', 'Compute phase']);
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(within(compute).getByText(/the message value could not buy any gas/)).toBeInTheDocument();
    expect(within(details).getByText(/was credited before storage fees were collected/)).toBeInTheDocument();
  });

  it('bounced (recorded testnet): compute failed with 406 and the value went back', async () => {
    const { details } = await openRecordedTestnet(RECORDED.testnetBouncedBlock, RECORDED.bouncedTx);
    expect(result(details)).toBe('Bounced (exit 406: Custom exit code 406)');
    expect(sentence(details)).toMatch(
      /^Failed: compute phase exited with code 406 \(defined by the contract\); the bounceable incoming message was bounced back with [\d.]+ GRAM\.$/,
    );
    expect(phases(details)).toContain('Bounce phase');
    const bounce = within(details).getByRole('region', { name: 'Bounce phase' });
    expect(within(bounce).getByText(/the remaining value was sent back to the sender/)).toBeInTheDocument();
    expect(within(details).getByText('Bounce message fees')).toBeInTheDocument();
  });

  it('a bounce that could not be paid (recorded testnet) is not called bounced', async () => {
    const { details } = await openRecordedTestnet(RECORDED.testnetNoFundsBlock, RECORDED.noFundsBounceTx);
    expect(result(details)).toBe('Compute skipped (No gas)');
    expect(sentence(details)).toMatch(
      /could not pay for the bounce \(0\.0004 GRAM needed\), so nothing went back\.$/,
    );
    const bounce = within(details).getByRole('region', { name: 'Bounce phase' });
    expect(within(bounce).getByText('bounce not sent: no funds')).toBeInTheDocument();
  });

  it('compute skipped, no_state (emulated: a transfer that leaves an account uninit)', async () => {
    const { details } = await open(...EMULATED.leftUninit);
    expect(result(details)).toBe('Compute skipped (No state)');
    expect(sentence(details)).toBe(
      'No code ran: the account has no code and the message brought none (compute phase skipped: no_state); the 0.5 GRAM it carried stays with the account.',
    );
    expect(phases(details)).not.toContain('Bounce phase');
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(
      within(compute).getByText(/A plain transfer to an undeployed wallet looks like this/),
    ).toBeInTheDocument();
  });

  it('bounced after a no_state skip (emulated: a bounceable transfer to a nonexistent account)', async () => {
    const { details } = await open(...EMULATED.bounceFromNonexistent);
    expect(result(details)).toBe('Bounced (compute skipped: No state)');
    expect(sentence(details)).toBe(
      'Compute phase skipped (no_state: no state); the bounceable incoming message was bounced back with 0.9996 GRAM.',
    );
    expect(phases(details)).toContain('Bounce phase');
    const bounced = within(details).getByRole('region', { name: 'Outgoing message 1 of 1' });
    expect(valueOf(bounced, 'Bounced')).toHaveTextContent('yes');
  });

  it('bounced after the contract’s own exit code (emulated: exit 777)', async () => {
    const { details } = await open(...EMULATED.customExitCode);
    expect(result(details)).toBe('Bounced (exit 777: Custom exit code 777)');
    expect(sentence(details)).toMatch(
      /^Failed: compute phase exited with code 777 \(defined by the contract\)/,
    );
  });

  it('compute failed, out of gas, and the bounce could not be paid (emulated: exit −14)', async () => {
    const { details } = await open(...EMULATED.outOfGas);
    expect(result(details)).toBe('Failed in compute (exit -14: Out of gas)');
    expect(sentence(details)).toBe(
      'Failed: compute phase exited with code -14 (out of gas); the message was bounceable, but what was left could not pay for the bounce (0.0004 GRAM needed), so nothing went back.',
    );
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(within(compute).getByText(/it cannot be caught/)).toBeInTheDocument();
  });

  it('tick-tock (emulated heartbeat): no incoming message, no credit phase', async () => {
    const { details } = await open(...EMULATED.heartbeatTick);
    expect(result(details)).toBe('Success');
    expect(sentence(details)).toBe(
      'Tick-tock (tick) transaction of a system account: succeeded; it sent no messages.',
    );
    expect(phases(details)).toEqual(['Storage phase', 'Compute phase', 'Action phase']);
    expect(within(details).getByText(/No incoming message/)).toBeInTheDocument();
  });

  it('a deploy (emulated): the account activated, the init state shown', async () => {
    const { details } = await open(...EMULATED.walletDeploy);
    expect(sentence(details)).toMatch(/The account was deployed\.$/);
    const incoming = within(details).getByRole('region', { name: 'Incoming message' });
    expect(within(incoming).getByRole('heading', { name: 'Init state' })).toBeInTheDocument();
    expect(within(incoming).getByText(/^Init state BOC · \d+ bytes$/)).toBeInTheDocument();
  });

  it('compute failed (derived: exit code 13)', async () => {
    const { details } = await openDerived(
      900_000_102,
      toComputeFailed(mainnet(RECORDED.jettonTransferTx), 13),
    );
    expect(result(details)).toBe('Failed in compute (exit 13: Out of gas)');
    expect(sentence(details)).toMatch(/^Failed: compute phase exited with code 13 \(out of gas\)/);
    expect(phases(details)).not.toContain('Action phase');
    const compute = within(details).getByRole('region', { name: 'Compute phase' });
    expect(within(compute).getByText('failed with exit code 13')).toBeInTheDocument();
  });

  it('action failed (emulated: asks to send more TON than it holds)', async () => {
    const { details } = await open(...EMULATED.actionFailure);
    expect(result(details)).toBe('Failed in action (result 37: Not enough TON)');
    expect(sentence(details)).toBe(
      'Failed: action phase ended with result code 37 (not enough TON), so no messages were sent.',
    );
    const action = within(details).getByRole('region', { name: 'Action phase' });
    expect(within(action).getByText('failed with result code 37')).toBeInTheDocument();
    expect(within(details).getByText('No outgoing messages.')).toBeInTheDocument();
  });

  it('aborted (derived)', async () => {
    const { details } = await openDerived(900_000_104, toAborted(mainnet(RECORDED.excessTx)));
    expect(result(details)).toBe('Aborted');
    expect(sentence(details)).toMatch(/^Aborted/);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('fees', () => {
  it('splits over the phases and says when they add up', async () => {
    const { details } = await open(MAINNET, RECORDED.jettonTransferTx);
    const table = within(details).getByRole('table', { name: 'Fees by phase' });
    expect(within(table).getByText('Gas fees')).toBeInTheDocument();
    expect(within(table).getByText('Action fees')).toBeInTheDocument();
    expect(within(details).getByText(/^✓ The phase fees add up exactly to the total\./)).toBeInTheDocument();
  });

  it('does not claim an external message’s fees add up: the import fee is named', async () => {
    const { details } = await open(MAINNET, RECORDED.externalWalletTx);
    const table = within(details).getByRole('table', { name: 'Fees by phase' });
    expect(within(table).getByText(/Import fee of the external message/)).toBeInTheDocument();
    expect(within(table).getByText('0.0009472 GRAM')).toBeInTheDocument();
    expect(within(details).queryByText(/add up exactly/)).not.toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------------

describe('messages and state', () => {
  it('an external-in message: from outside, its first bits maybe a signature', async () => {
    const { details } = await open(MAINNET, RECORDED.externalWalletTx);
    const incoming = within(details).getByRole('region', { name: 'Incoming message' });
    expect(within(incoming).getByText('external in')).toBeInTheDocument();
    expect(within(incoming).getByText('outside (external)')).toBeInTheDocument();
    expect(within(incoming).getByText('from outside the chain')).toBeInTheDocument();
    expect(within(incoming).getByText(/usually starts with its signature/)).toBeInTheDocument();
  });

  it('an external-out message (derived): a log message nobody receives', async () => {
    const { details } = await openDerived(900_000_105, withExternalOut(mainnet(RECORDED.jettonTransferTx)));
    const log = within(details).getByRole('region', { name: 'Outgoing message 2 of 2' });
    expect(within(log).getByText('external out (log)')).toBeInTheDocument();
    expect(within(log).getByText('outside (log)')).toBeInTheDocument();
    expect(within(log).getByText('a log message: nobody receives it')).toBeInTheDocument();
  });

  it('an internal message: route, value, fees, flags, opcode, decoded content and body', async () => {
    const user = userEvent.setup();
    const { details } = await open(MAINNET, RECORDED.jettonTransferTx);
    const incoming = within(details).getByRole('region', { name: 'Incoming message' });
    expect(within(incoming).getByText('internal')).toBeInTheDocument();
    expect(within(incoming).getByText('0x0f8a7ea5')).toBeInTheDocument();
    expect(within(incoming).getByText(/Jetton transfer/)).toBeInTheDocument();
    expect(valueOf(incoming, 'Bounceable')).toHaveTextContent('yes');
    expect(valueOf(incoming, 'Created lt')).toHaveTextContent('60056271000002');
    // Decoded jetton_transfer: fields by name, the forward payload's comment as text.
    expect(within(incoming).getByText('jetton_transfer')).toBeInTheDocument();
    expect(within(incoming).getByText('query_id')).toBeInTheDocument();
    expect(within(incoming).getByText('Hello!')).toBeInTheDocument();
    // Body BOC: collapsed, with its size, copyable.
    const summary = within(incoming).getByText(/^Body BOC · \d+ bytes$/);
    const copyBody = () => within(incoming).getByRole('button', { name: 'Copy body BOC', hidden: true });
    expect(copyBody()).not.toBeVisible();
    await user.click(summary);
    expect(copyBody()).toBeVisible();
    expect(within(incoming).getByRole('button', { name: /^Copy message hash/ })).toBeInTheDocument();
  });

  it('links the other end of a message when it is a transaction of this block', async () => {
    const user = userEvent.setup();
    const { details, router } = await open(MAINNET, RECORDED.jettonTransferTx);
    const incoming = within(details).getByRole('region', { name: 'Incoming message' });
    await user.click(
      within(incoming).getByRole('link', {
        name: `Sent by transaction ${RECORDED.externalWalletTx.slice(0, 8)}… of this block`,
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.externalWalletTx);
    const sender = await screen.findByRole('article', { name: `Transaction ${RECORDED.externalWalletTx}` });
    const outgoing = within(sender).getByRole('region', { name: 'Outgoing message 1 of 1' });
    expect(
      within(outgoing).getByRole('link', {
        name: `Received by transaction ${RECORDED.jettonTransferTx.slice(0, 8)}… of this block`,
      }),
    ).toBeInTheDocument();
    // The whole trace inside the block, this transaction marked.
    // (Its rows render in the background, after the rest of the details.)
    expect(
      await within(sender).findByRole('heading', { name: 'Message flow in this block' }),
    ).toBeInTheDocument();
    expect(within(sender).getByText('(this transaction)')).toBeInTheDocument();
  });

  it('links the previous transaction of the account when it is in this block', async () => {
    const user = userEvent.setup();
    const { details, router } = await open(MAINNET, RECORDED.excessTx);
    await user.click(within(details).getByRole('link', { name: 'in this block' }));
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.externalWalletTx);
  });

  it('account state before → after, with what the API did not report said so', async () => {
    const { details } = await open(MAINNET, RECORDED.jettonTransferTx);
    expect(within(details).getByRole('heading', { name: 'Account state' })).toBeInTheDocument();
    // Its list: the balance and the status before → after, which says whether it changed.
    expect(valueOf(details, 'Balance')).toBeInTheDocument();
    expect(valueOf(details, 'Status')).toHaveTextContent(/changed|unchanged|not comparable/);
  });

  it('extra currencies (emulated) in the message and the credit phase', async () => {
    const { details } = await open(...EMULATED.extraCurrency);
    const incoming = within(details).getByRole('region', { name: 'Incoming message' });
    expect(within(incoming).getByText('2500000000')).toBeInTheDocument();
    expect(within(incoming).getByText('units of extra currency #100')).toBeInTheDocument();
    const credit = within(details).getByRole('region', { name: 'Credit phase' });
    expect(within(credit).getByText('units of extra currency #100')).toBeInTheDocument();
  });

  it('extra currencies (derived) in the account state before and after', async () => {
    const transaction = withExtraCurrency(mainnet(RECORDED.jettonTransferTx), '239', '1500');
    const { details } = await openDerived(900_000_106, transaction);
    expect(within(details).getAllByText('units of extra currency #239').length).toBeGreaterThanOrEqual(4);
  });

  it('split info (derived) is shown when present', async () => {
    const { details } = await openDerived(900_000_107, withSplitInfo(mainnet(RECORDED.excessTx)));
    const split = within(details).getByRole('region', { name: 'Split info' });
    expect(valueOf(split, 'Account split depth')).toHaveTextContent('0');
  });

  it('identity fields, the share link and the raw JSON of the transaction, built only when opened', async () => {
    const user = userEvent.setup();
    const { details } = await open(MAINNET, RECORDED.jettonTransferTx);
    expect(valueOf(details, 'Logical time')).toHaveTextContent('60056271000003');
    expect(valueOf(details, 'Masterchain seqno')).toHaveTextContent(String(MAINNET));
    expect(valueOf(details, 'Emulated')).toHaveTextContent('no');
    expect(within(details).getByText('Trace id')).toBeInTheDocument();
    expect(within(details).queryByLabelText('raw JSON of the transaction')).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Raw JSON of this transaction' }));
    const raw = within(details).getByLabelText('raw JSON of the transaction');
    expect(raw.textContent).toContain(`"hash": "${RECORDED.jettonTransferTx}"`);
    expect(raw.textContent).toContain('"decoded_opcode": "jetton_transfer"');
  });
});

// ---------------------------------------------------------------------------------------------------

describe('states', () => {
  it.each(['abc', '-1', '1.5', '4294967296', '0x10', '1e3', '%20'])(
    'refuses seqno %j with a message, before any request',
    async (seqno) => {
      // The previous test's idle prefetch of its next block may still be on its way: let it land first.
      await requestsSettled(api.requests);
      const before = api.requests.length;
      renderApp(`/block/${seqno}`, { baseUrl: api.origin });
      expect(await screen.findByRole('alert', { name: 'Not a block number' })).toBeInTheDocument();
      expect(api.requests.slice(before)).toEqual([]);
    },
  );

  it('a server failure says so and retries', async () => {
    const user = userEvent.setup();
    const seqno = 900_000_108;
    api.answer(seqno, JSON.stringify(recordedBlock('mainnet', MAINNET)));
    api.answerOnce(seqno, '{"error":"internal error"}', 500);
    renderApp(`/block/${seqno}`, { baseUrl: api.origin });
    const alert = await screen.findByRole('alert', { name: 'The API failed' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: `Masterchain block ${seqno}` })).toBeInTheDocument();
  });

  it('a transaction without its hash is an unexpected response that names the field', async () => {
    const seqno = 900_000_109;
    const { hash: _hash, ...withoutHash } = mainnet(RECORDED.excessTx);
    api.answer(seqno, blockBody(recordedBlock('mainnet', MAINNET), [withoutHash]));
    renderApp(`/block/${seqno}`, { baseUrl: api.origin });
    const alert = await screen.findByRole('alert', { name: 'Unexpected response' });
    expect(within(alert).getByText('transactions[0].hash')).toBeInTheDocument();
  });
});

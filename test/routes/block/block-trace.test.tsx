/**
 * The transaction drill-down's actions and its Trace section (issue 27), on the real app against the
 * shared sample API: a trace across several masterchain blocks of the emulated chain, and a recorded
 * mainnet trace (block 50503953's USD₮ transfer). Balance changes are recomputed here from the trace's
 * raw transactions as the sample API sends them, by rules of this file's own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { tracesResponseSchema } from '../../../src/api/traces/trace-schemas.ts';
import { traceFor, traceViewOf } from '../../../src/api/traces/trace-view.ts';
import { paths } from '../../../src/paths.ts';
import { actionSentenceText } from '../../../src/ton/actions/action-text.ts';
import {
  readActionsFromTransactions,
  readContextFromMetadata,
} from '../../../src/ton/actions/read-messages.ts';
import { traceTransactions } from '../../../src/block/transaction/useTransactionActions.ts';
import { coinAmountText, DEFAULT_COIN_FORMAT } from '../../../src/ton/coin.ts';
import { simulateWindowScrolling } from '../../fixtures/window-scrolling.ts';
import { renderApp } from '../../render-app.tsx';

// The trace view is a lazy chunk: loaded with the file, as render-app.tsx does for the pages.
beforeAll(async () => {
  await import('../../../src/block/trace/TraceSection.tsx');
});

beforeEach(() => {
  simulateWindowScrolling();
});

const origin = () => inject('sampleApiOrigin');

/** The emulated LENS transfer: a wallet's request (50503959) to the receiver's excess (50503962). */
const EMULATED_JETTON = {
  block: 50503960,
  tx: '84ND0F/IrdZDQdZRSwFOJiBuS+sjAKS1Zi0WB+PA9d0=',
  blocks: [50503959, 50503960, 50503961, 50503962],
  size: 5,
};
/** The recorded mainnet USD₮ transfer of block 50503953 (its trace body recorded by ton-connect/kit). */
const RECORDED_JETTON = {
  block: 50503953,
  tx: '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=',
  blocks: [50503953],
  size: 5,
};

type Json = Record<string, unknown>;

/** The trace answer the sample API gives for a transaction, raw. */
async function rawTrace(hash: string): Promise<{ transactions: Record<string, Json>; metadata: Json }> {
  const response = await fetch(`${origin()}/api/v3/traces?tx_hash=${encodeURIComponent(hash)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    traces: Array<{ transactions: Record<string, Json> }>;
    metadata?: Json;
  };
  const trace = body.traces[0];
  if (!trace) throw new Error('no trace in the answer');
  return { transactions: trace.transactions, metadata: body.metadata ?? {} };
}

const big = (value: unknown) => BigInt(typeof value === 'string' || typeof value === 'number' ? value : 0);
const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Json)[key] : undefined;

/**
 * Each account's GRAM change over the trace, from the transactions alone: what its internal incoming
 * messages brought, less what its outgoing messages carried and their forwarding fees, less its fees.
 */
function coinChanges(transactions: Record<string, Json>): Map<string, bigint> {
  const changes = new Map<string, bigint>();
  for (const transaction of Object.values(transactions)) {
    const account = String(transaction['account']);
    const incoming = transaction['in_msg'];
    let delta = field(incoming, 'source') ? big(field(incoming, 'value')) : 0n;
    for (const out of (transaction['out_msgs'] as unknown[] | undefined) ?? []) {
      delta -= big(field(out, 'value')) + big(field(out, 'fwd_fee'));
    }
    delta -= big(transaction['total_fees']);
    changes.set(account, (changes.get(account) ?? 0n) + delta);
  }
  for (const [account, delta] of changes) if (delta === 0n) changes.delete(account);
  return changes;
}

const USDT_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';

/** The decoded amount of a jetton message (`{"@type": "var_uint", "value": "…"}`). */
function decodedAmount(message: unknown): bigint {
  return big(field(field(field(field(message, 'message_content'), 'decoded'), 'amount'), 'value'));
}

/** Whether a transaction's compute phase succeeded. */
function computed(transaction: Json): boolean {
  return field(field(transaction['description'], 'compute_ph'), 'success') === true;
}

/**
 * Each owner's jetton change, from the messages alone: a successful jetton_transfer (0x0f8a7ea5) takes its
 * amount from its sender; a jetton_notify (0x7362d09c) gives its amount to the owner it reaches.
 */
function jettonChanges(transactions: Record<string, Json>): Map<string, bigint> {
  const changes = new Map<string, bigint>();
  const add = (account: string, delta: bigint) => changes.set(account, (changes.get(account) ?? 0n) + delta);
  for (const transaction of Object.values(transactions)) {
    const incoming = transaction['in_msg'];
    const opcode = field(incoming, 'opcode');
    if (opcode === '0x0f8a7ea5' && computed(transaction)) {
      add(String(field(incoming, 'source')), -decodedAmount(incoming));
    }
    if (opcode === '0x7362d09c') add(String(transaction['account']), decodedAmount(incoming));
  }
  return changes;
}

/** The trace's section once open and loaded. */
async function openTrace(block: number, tx: string) {
  renderApp(paths.transactionTrace(block, tx), { baseUrl: origin() });
  const details = await screen.findByRole('article', { name: `Transaction ${tx}` }, { timeout: 20_000 });
  const trace = within(details).getByRole('region', { name: 'Trace' });
  const rows = await within(trace).findByRole(
    'list',
    { name: 'Transactions of the trace' },
    { timeout: 20_000 },
  );
  return { details, trace, rows };
}

function balanceRows(trace: HTMLElement) {
  const table = within(trace).getByRole('table', { name: 'Balance changes over the trace' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({
      account: row.getAttribute('data-account') ?? '',
      asset: row.getAttribute('data-asset') ?? '',
      delta: BigInt(row.getAttribute('data-delta') ?? '0'),
      change: row.querySelectorAll('td')[1]?.textContent ?? '',
    }));
}

/** The emulated overdraft: a LENS transfer of more than the wallet holds (exit 706, bounced). */
const EMULATED_OVERDRAFT = { block: 50503969, traceId: 'ifaFP0EWQ6Js70/qWH8pvwPcpNT1/FMkf6idG1fmYkY=' };

describe('what the transaction took part in, at the top of the drill-down', () => {
  it('a jetton transfer in words, the server’s classification once the trace is in', async () => {
    // Without the trace, the block page's word: test/routes/block/block-drilldown-actions.test.tsx.
    // With it: the server's classification (it came with the trace), the jetton in its own units.
    const { details } = await openTrace(EMULATED_JETTON.block, EMULATED_JETTON.tx);
    const happened = within(details).getByRole('region', { name: 'Actions it took part in' });
    const items = within(happened).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(
      /^Jetton transfer.+ sent 100 LENS to .+ with comment Thanks for lunch✓ Succeeded · classified by the server$/,
    );
    expect(happened).not.toHaveTextContent(/GRAM/);
  });

  it('a failed transfer says why: the sender’s jetton wallet refused with exit code 706', async () => {
    const trace = (await (
      await fetch(`${origin()}/api/v3/traces?trace_id=${encodeURIComponent(EMULATED_OVERDRAFT.traceId)}`)
    ).json()) as { traces: Array<{ trace: { children: Array<{ tx_hash: string }> } }> };
    const tx = trace.traces[0]?.trace.children[0]?.tx_hash ?? '';
    const { details } = await openTrace(EMULATED_OVERDRAFT.block, tx);
    const happened = within(details).getByRole('region', { name: 'Actions it took part in' });
    // The server says it failed; the chain says why.
    expect(happened).toHaveTextContent(/sent 1,000,000 LENS to .+✗ Failed/);
    expect(happened).toHaveTextContent(
      /On the chain: transaction .+ — Bounced \(exit 706: Custom exit code 706\)/,
    );
    // In the tree: the failing transaction, marked and with its exit code.
    const current = within(details)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent(/Bounced \(exit 706: Custom exit code 706\)/);
  });
});

describe('the trace of a transaction', () => {
  it('spans several masterchain blocks: every transaction with its block, linked', async () => {
    const user = userEvent.setup();
    const { rows, trace } = await openTrace(EMULATED_JETTON.block, EMULATED_JETTON.tx);
    const items = within(rows).getAllByRole('listitem');
    expect(items).toHaveLength(EMULATED_JETTON.size);
    expect(within(trace).getByText(/in masterchain blocks 50503959 to 50503962/)).toBeInTheDocument();
    expect(within(trace).getByText('Complete: every transaction of it has run.')).toBeInTheDocument();
    // The current transaction is marked, and every other one links to its own block.
    const current = items.filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('this transaction');
    const links = within(rows).getAllByRole('link', { name: /^block \d+$/ });
    const linkedBlocks = new Set(links.map((link) => Number(link.textContent?.replace('block ', ''))));
    expect([...linkedBlocks].sort()).toEqual([50503959, 50503961, 50503962]);
    for (const link of links) {
      const href = new URL(link.getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toMatch(/^\/block\/\d+$/);
      expect(href.searchParams.get('tx')).toBeTruthy();
    }
    // A link opens that transaction in its block.
    const next = links.find((link) => link.textContent === 'block 50503961');
    if (!next) throw new Error('no link to block 50503961');
    const hash = new URL(next.getAttribute('href') ?? '', 'http://x').searchParams.get('tx') ?? '';
    await user.click(next);
    await screen.findByRole('article', { name: `Transaction ${hash}` }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { name: 'Masterchain block 50503961' })).toBeInTheDocument();
  });

  it('says who gained or lost what, as this test recomputes it from the raw transactions', async () => {
    const { trace } = await openTrace(EMULATED_JETTON.block, EMULATED_JETTON.tx);
    const raw = await rawTrace(EMULATED_JETTON.tx);
    const expected = coinChanges(raw.transactions);
    const rows = balanceRows(trace);
    const shown = rows.filter((row) => row.asset === 'coin');
    expect(new Set(shown.map((row) => row.account))).toEqual(new Set(expected.keys()));
    for (const row of shown) {
      const delta = expected.get(row.account) ?? 0n;
      expect(row.change).toContain(coinAmountText(delta, { ...DEFAULT_COIN_FORMAT, signed: true }));
    }
    // The LENS moved: exactly what the transfer took from its sender reached the receiver.
    const jettons = rows.filter((row) => row.asset !== 'coin');
    expect(new Map(jettons.map((row) => [row.account, row.delta]))).toEqual(jettonChanges(raw.transactions));
    for (const row of jettons) expect(row.change).not.toMatch(/GRAM|TON/);
  });

  it('reads a recorded real trace (block 50503953, USD₮): its transactions and balance changes', async () => {
    const { rows, trace } = await openTrace(RECORDED_JETTON.block, RECORDED_JETTON.tx);
    expect(within(rows).getAllByRole('listitem')).toHaveLength(RECORDED_JETTON.size);
    const raw = await rawTrace(RECORDED_JETTON.tx);
    const expected = coinChanges(raw.transactions);
    const shown = balanceRows(trace);
    const coin = shown.filter((row) => row.asset === 'coin');
    expect(new Set(coin.map((row) => row.account))).toEqual(new Set(expected.keys()));
    for (const row of coin) {
      expect(row.change).toContain(
        coinAmountText(expected.get(row.account) ?? 0n, { ...DEFAULT_COIN_FORMAT, signed: true }),
      );
    }
    // The jetton, in its own units: what the decoded jetton_transfer took from its sender and what the
    // jetton_notify told the new owner, as this test reads them.
    const expectedJettons = jettonChanges(raw.transactions);
    const jettons = shown.filter((row) => row.asset !== 'coin');
    expect(new Map(jettons.map((row) => [row.account, row.delta]))).toEqual(expectedJettons);
    expect(expectedJettons.size).toBe(2);
    for (const row of jettons) {
      expect(row.change).not.toMatch(/GRAM|TON/);
      // Named when the page knows the master (the trace answer's metadata), raw units otherwise.
      if (row.asset === USDT_MASTER) expect(row.change).toBe(row.delta > 0n ? '+1 USD₮' : '−1 USD₮');
      else expect(row.change).toMatch(/^[+−]1,000,000 raw units of /);
    }
  });

  it('opens from the disclosure and writes trace=1 into the URL; closing the transaction drops it', async () => {
    const user = userEvent.setup();
    const view = renderApp(paths.transaction(RECORDED_JETTON.block, RECORDED_JETTON.tx), {
      baseUrl: origin(),
    });
    const details = await screen.findByRole(
      'article',
      { name: `Transaction ${RECORDED_JETTON.tx}` },
      { timeout: 20_000 },
    );
    const toggle = within(details).getByRole('button', { name: 'Show the whole trace' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await waitFor(() => expect(view.router.state.location.search).toContain('trace=1'));
    expect(within(details).getByRole('button', { name: 'Hide the whole trace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await within(details).findByRole('list', { name: 'Transactions of the trace' }, { timeout: 20_000 });
    expect(within(details).getByRole('link', { name: 'Link to this trace' })).toHaveAttribute(
      'href',
      paths.transactionTrace(RECORDED_JETTON.block, RECORDED_JETTON.tx),
    );
    // Closing the transaction closes its trace: the next one opened starts without it.
    await user.click(screen.getByRole('button', { name: /^Close transaction / }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});

describe('tonlens’s own reading of a trace', () => {
  it('names the jetton from the trace answer’s metadata (TraceView.metadata): 100 LENS, 9 decimals', async () => {
    const hash = EMULATED_JETTON.tx;
    const response = await fetch(`${origin()}/api/v3/traces?tx_hash=${encodeURIComponent(hash)}`);
    const answer = tracesResponseSchema.parse(await response.json());
    const trace = traceFor(answer, hash);
    if (!trace) throw new Error('no trace in the answer');
    const view = traceViewOf(trace, answer.address_book, answer.metadata);
    // The view keeps the answer's metadata: it names the jetton wallets' master.
    expect(view.metadata).toEqual(answer.metadata);
    const transactions = traceTransactions(view) ?? [];
    expect(transactions).toHaveLength(EMULATED_JETTON.size);

    const sentence = (metadata: Parameters<typeof readContextFromMetadata>[0]) => {
      const actions = readActionsFromTransactions(transactions, readContextFromMetadata(metadata));
      const transfer = actions.find((action) => action.type === 'jetton_transfer');
      if (!transfer) throw new Error('no jetton transfer read');
      return actionSentenceText(transfer, view.jettons, DEFAULT_COIN_FORMAT);
    };
    expect(sentence(view.metadata)).toMatch(/ sent 100 LENS to /);
    // Without it the same reading cannot say which jetton moved.
    expect(sentence({})).toMatch(/raw units of an unknown jetton/);
  });
});

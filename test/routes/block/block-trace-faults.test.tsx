/**
 * The Trace section when the server cannot give a trace (issue 27): a hostile answer (a cycle in
 * `children`, 4,000 transactions), a failure with a retry, and a server without /traces. Its own sample
 * API: the page learns once per server that /traces is not offered and remembers it for the session, so
 * the 404 comes last.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { hostileCycleTraceAnswer, hostileDeepTraceText } from '../../fixtures/hostile-actions.ts';
import { JETTON_TRANSFER } from '../../fixtures/sample-traces.ts';
import { simulateWindowScrolling } from '../../fixtures/window-scrolling.ts';
import { renderApp } from '../../render-app.tsx';

const server = ownSampleApi();

beforeAll(async () => {
  await import('../../../src/block/trace/TraceSection.tsx');
});

beforeEach(() => {
  simulateWindowScrolling();
});

afterEach(() => clearSampleFaults(server.origin));

/** The recorded mainnet USD₮ transfer of block 50503953. */
const BLOCK = 50503953;
const TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';

type Json = Record<string, unknown>;
interface TreeNode {
  tx_hash: string;
  in_msg_hash?: string;
  children: TreeNode[];
}

async function realAnswer(): Promise<
  Json & { traces: Array<Json & { trace: TreeNode; transactions: Record<string, Json> }> }
> {
  const response = await fetch(`${server.origin}/api/v3/traces?tx_hash=${encodeURIComponent(TX)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

async function openDetails(block = BLOCK, tx = TX) {
  renderApp(paths.transactionTrace(block, tx), { baseUrl: server.origin });
  const details = await screen.findByRole('article', { name: `Transaction ${tx}` }, { timeout: 20_000 });
  return { details, trace: within(details).getByRole('region', { name: 'Trace' }) };
}

/** The drill-down around the section still works: its phases and messages are there. */
function drillDownWorks(details: HTMLElement) {
  expect(within(details).getByRole('heading', { name: 'Phases' })).toBeInTheDocument();
  expect(within(details).getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Something went wrong/i })).toBeNull();
}

describe('a trace the page cannot show whole', () => {
  it('a cycle in children and 4,000 transactions: shown safely, or cut with its reason', async () => {
    const answer = await realAnswer();
    const trace = answer.traces[0];
    if (!trace) throw new Error('no trace');
    // 3,999 children under the root's first child, each a transaction of the answer's (a copy of the
    // root's first child with its own hash), and one child pointing back at the root.
    const root = trace.trace;
    const template = trace.transactions[root.children[0]?.tx_hash ?? ''];
    if (!template) throw new Error('no template transaction');
    const wide: TreeNode[] = [];
    const transactions: Record<string, Json> = { ...trace.transactions };
    for (let index = 0; index < 3_999; index++) {
      const hash = `hostile${String(index).padStart(37, '0')}=`;
      wide.push({ tx_hash: hash, children: [] });
      transactions[hash] = { ...template, hash };
    }
    wide.push({ tx_hash: root.tx_hash, children: [root] });
    const hostile = {
      ...answer,
      traces: [{ ...trace, transactions, trace: { ...root, children: [...root.children, ...wide] } }],
    };
    await injectSampleFault(server.origin, 'traces', { body: JSON.stringify(hostile) }, 5);
    const { details, trace: section } = await openDetails();
    const rows = await within(section).findByRole(
      'list',
      { name: 'Transactions of the trace' },
      { timeout: 20_000 },
    );
    // The reader refuses what it cannot trust and says so; the rows shown stay few in the DOM.
    expect(within(section).getByText(/^Not all of it is shown: /)).toBeInTheDocument();
    expect(within(rows).getAllByRole('listitem').length).toBeLessThanOrEqual(200);
    // Its 4,000 transactions are read in slices: meanwhile the section says so instead of a table of
    // coins only, and the table comes once the reading is done.
    const table = within(section).queryByRole('table', { name: 'Balance changes over the trace' });
    if (!table) {
      expect(
        within(section).getByText(/^tonlens is reading the messages of 4,\d{3} transactions…$/),
      ).toBeInTheDocument();
    }
    expect(
      await within(section).findByRole(
        'table',
        { name: 'Balance changes over the trace' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(within(details).queryByText('No action was read from this transaction.')).toBeNull();
    drillDownWorks(details);
  });

  it('the sample’s cycle (the root again under its deepest node): each transaction once, the cycle said', async () => {
    await injectSampleFault(server.origin, 'traces', { body: JSON.stringify(hostileCycleTraceAnswer()) }, 5);
    const { details, trace } = await openDetails(50503960, JETTON_TRANSFER.senderWalletTx);
    const rows = await within(trace).findByRole(
      'list',
      { name: 'Transactions of the trace' },
      { timeout: 20_000 },
    );
    expect(within(rows).getAllByRole('listitem')).toHaveLength(5);
    expect(within(trace).getByText(/^Not all of it is shown: .*a cycle/)).toBeInTheDocument();
    drillDownWorks(details);
  });

  it('a 4,000-deep chain: five levels open, every level on demand, rows virtualized', async () => {
    const user = userEvent.setup();
    await injectSampleFault(server.origin, 'traces', { body: hostileDeepTraceText() }, 5);
    const { details, trace } = await openDetails();
    const rows = await within(trace).findByRole(
      'list',
      { name: 'Transactions of the trace' },
      { timeout: 30_000 },
    );
    expect(within(rows).getAllByRole('listitem')).toHaveLength(5);
    // The reader stops at its depth limit and says so.
    expect(within(trace).getByText(/^Not all of it is shown: The tree goes deeper than/)).toBeInTheDocument();
    await user.click(within(trace).getByRole('button', { name: 'Unfold every level' }));
    expect(await within(trace).findByText(/^[\d,]+ of [\d,]+ shown$/)).toHaveTextContent(
      /^([\d,]+) of \1 shown$/,
    );
    expect(within(rows).getAllByRole('listitem').length).toBeLessThanOrEqual(100);
    drillDownWorks(details);
  });

  it('a failed request: a small error with a retry that asks again', async () => {
    const user = userEvent.setup();
    await injectSampleFault(server.origin, 'traces', { drop: true }, 10);
    const { details, trace } = await openDetails();
    const alert = await within(trace).findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent(/^The trace could not be loaded/);
    drillDownWorks(details);
    await clearSampleFaults(server.origin);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(trace).findByRole('list', { name: 'Transactions of the trace' }, { timeout: 20_000 });
  });

  it('a server without /traces: says so, and the drill-down keeps working', async () => {
    await injectSampleFault(server.origin, 'traces', { status: 404, body: '{"error":"Not Found"}' }, 20);
    const { details, trace } = await openDetails();
    await within(trace).findByText(
      /^This server does not offer traces; below is what this block shows/,
      {},
      { timeout: 20_000 },
    );
    drillDownWorks(details);
    // The flow's rows render in the background, after the rest of the details.
    expect(
      await within(details).findByRole('heading', { name: 'Message flow in this block' }),
    ).toBeInTheDocument();
  });

  it('a server without /traces, a transaction alone in its block: says there is nothing linked to it', async () => {
    await injectSampleFault(server.origin, 'traces', { status: 404, body: '{"error":"Not Found"}' }, 20);
    // The recorded block 45268909's one transaction: no other transaction of the block sent or received
    // its messages.
    const { details, trace } = await openDetails(45268909, 'sUL15V9wz8IeoZ3UNyfmdRCTJ9Y6DthIbzC5FDyKizQ=');
    await within(trace).findByText(
      /^This server does not offer traces; below is what this block shows: this transaction, with no other/,
      {},
      { timeout: 20_000 },
    );
    drillDownWorks(details);
    expect(within(details).queryByRole('heading', { name: 'Message flow in this block' })).toBeNull();
  });
});

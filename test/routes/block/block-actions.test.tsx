/**
 * The block page's actions (issue 27): "What happened" at the top, each row's action sentence, the
 * `action=` filter, and a server without /actions.
 *
 * The real app against the sample API: its emulated chain (real contracts run on the TON emulator) and
 * its `/api/v3/actions`, which serves the sample's own derivation of that chain's messages. Expected
 * figures are recomputed here from the dataset's raw JSON, never from the app's modules. The tests that
 * make /actions answer 404 use a sample API of their own (faults are queued per server).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import mainnetDataset from '../../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { normalizeAddressKey } from '../../../src/ton/address.ts';
import { startBlockAnswersServer, type BlockAnswersServer } from '../../fixtures/block-answers-server.ts';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { apiUrls, recordRequests } from '../../fixtures/request-log.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { renderApp } from '../../render-app.tsx';

type RawJson = Record<string, unknown>;
interface RawBlock {
  seqno: number;
  transactions: RawJson[];
}
const DATASET = mainnetDataset as unknown as { blocks: RawBlock[]; metadata: Record<string, RawJson> };

const LENS = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const JETTON_TRANSFER = 0x0f8a7ea5;
/** TEP-74 and TEP-62 messages: the coin they carry pays fees and forwards, it is no value moved. */
const STANDARD_OPCODES = new Set([
  JETTON_TRANSFER,
  0x178d4519,
  0x7362d09c,
  0xd53276db,
  0x595f07bc,
  0x7bdd97de,
  0x5fcc3d14,
  0x05138d91,
]);

function rawBlock(seqno: number): RawBlock {
  const block = DATASET.blocks.find((candidate) => candidate.seqno === seqno);
  if (!block) throw new Error(`no block ${seqno} in the sample`);
  return block;
}

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = (current as RawJson | null | undefined)?.[key];
  return current;
}

const opcodeOf = (message: unknown) => {
  const text = field(message, 'opcode');
  return typeof text === 'string' ? Number.parseInt(text, 16) : undefined;
};

/** Digits of an amount with `decimals` applied by hand, exactly, thousands grouped: 1500000000, 9 → "1.5". */
function withDecimals(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = (units / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction =
    decimals === 0 ? '' : (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function rowOf(hash: string): HTMLElement {
  const toggle = screen.getByRole('button', { name: `Open transaction ${hash.slice(0, 8)}` });
  const row = toggle.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error('no row');
  return row;
}

/** The row's last cell: its action sentence. */
function actionCell(row: HTMLElement): HTMLElement {
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 1]!;
}

function summary() {
  return screen.getByRole('region', { name: 'What happened' });
}

describe('a server that classifies actions', () => {
  const origin = () => inject('sampleApiOrigin');

  it('reads the emulated jetton transfer as "A sent N LENS to B", 9 decimals applied exactly', async () => {
    const seqno = 50503960;
    const request = rawBlock(seqno).transactions.find(
      (transaction) => opcodeOf(transaction['in_msg']) === JETTON_TRANSFER,
    )!;
    const decoded = field(request, 'in_msg', 'message_content', 'decoded');
    const units = BigInt(field(decoded, 'amount', 'value') as string);
    const decimals = Number(field(DATASET.metadata[LENS], 'token_info', '0', 'extra', 'decimals'));
    expect(decimals).toBe(9);
    const sender = field(request, 'in_msg', 'source') as string;
    const receiver = `0:${field(decoded, 'destination', 'address') as string}`;

    renderApp(`/block/${seqno}`, { baseUrl: origin() });
    await screen.findByRole('heading', { name: 'What happened' });
    await waitFor(() => expect(summary()).toHaveTextContent('Classified by the server.'));
    const cell = actionCell(rowOf(request['hash'] as string));
    await waitFor(() =>
      expect(cell.textContent).toMatch(
        new RegExp(` sent ${withDecimals(units, decimals).replace('.', '\\.')} LENS to `),
      ),
    );
    // The accounts are links computed from their raw addresses: the jetton wallet's owner, and the
    // receiver the transfer names.
    const [from, to] = within(cell).getAllByRole('link');
    const rawOf = (link: HTMLElement | undefined) => normalizeAddressKey(link?.getAttribute('title') ?? '');
    expect(rawOf(from)).toBe(sender.toUpperCase());
    expect(rawOf(to)).toBe(receiver.toUpperCase());
    expect(cell.textContent).not.toMatch(/GRAM|TON/);

    // The payroll batch: one external sends many transfers, each an action; its row shows the first and
    // says how many more.
    const payroll = rawBlock(seqno).transactions.reduce((most, transaction) =>
      (transaction['out_msgs'] as unknown[]).length > (most['out_msgs'] as unknown[]).length
        ? transaction
        : most,
    );
    const more = (payroll['out_msgs'] as unknown[]).length - 1;
    expect(more).toBeGreaterThan(1);
    expect(actionCell(rowOf(payroll['hash'] as string)).textContent).toMatch(
      new RegExp(` sent [\\d.,]+ GRAM to .* \\+${more} more$`),
    );
  });

  it('filters the list by action type from the URL, with the counts in the menu', async () => {
    const seqno = 50503960;
    const transactions = rawBlock(seqno).transactions.length;
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${seqno}?action=jetton_transfer`, { baseUrl: origin() });
    await screen.findByRole('heading', { name: 'What happened' });
    await waitFor(() => expect(summary()).toHaveTextContent('Classified by the server.'));
    await screen.findByText(`1 of ${transactions} transactions`, { selector: 'p[role="status"]' });
    const menu = screen.getByRole('combobox', { name: 'Action' });
    expect(menu).toHaveValue('jetton_transfer');
    expect(within(menu).getByRole('option', { name: 'Jetton transfer (1 transaction)' })).toBeInTheDocument();
    // "What happened" links each type to the list of it; the current one clears the filter.
    const link = within(summary()).getByRole('link', { name: 'Jetton transfer' });
    expect(link).toHaveAttribute('aria-current', 'true');
    await user.click(link);
    expect(router.state.location.search).toBe('');
    await screen.findByText(`${transactions} of ${transactions} transactions`, {
      selector: 'p[role="status"]',
    });
  });

  it('echoes an action type it cannot read safely, and ignores it', async () => {
    const seqno = 50503960;
    const transactions = rawBlock(seqno).transactions.length;
    renderApp(`/block/${seqno}?action=${encodeURIComponent('\u202Ejetton transfer')}`, { baseUrl: origin() });
    await screen.findByText(`${transactions} of ${transactions} transactions`, {
      selector: 'p[role="status"]',
    });
    expect(
      screen.getByText(
        '“⟨U+202E⟩jetton transfer” is not an action type (a name like jetton_transfer); showing every action.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a server without /actions', () => {
  const sample = ownSampleApi();
  let api: BlockAnswersServer;
  beforeAll(async () => {
    api = await startBlockAnswersServer(sample.origin);
  });
  afterAll(async () => {
    await api.close();
  });

  it('shows tonlens’s reading while the server’s answer is on its way, then the server’s', async () => {
    await injectSampleFault(sample.origin, 'actions', { delayMs: 1500 }, 1);
    renderApp(`/block/50503962`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'What happened' });
    expect(summary()).toHaveTextContent(
      'Read from the messages by tonlens for now; the server’s classification is coming…',
    );
    expect(within(summary()).getAllByRole('link').length).toBeGreaterThan(0);
    await waitFor(() => expect(summary()).toHaveTextContent('Classified by the server.'), {
      timeout: 10_000,
    });
  });

  it('names a server type the filter cannot carry without linking it to a list that refuses it', async () => {
    const seqno = 50503963;
    const hash = rawBlock(seqno).transactions[0]!['hash'] as string;
    const body = JSON.stringify({
      actions: [{ action_id: 'capitals', type: 'JettonTransfer', success: true, transactions: [hash] }],
      address_book: {},
      metadata: {},
    });
    // One request asks for the whole block (22 transactions); faults left over are cleared below.
    await injectSampleFault(sample.origin, 'actions', { body }, 1);
    renderApp(`/block/${seqno}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'What happened' });
    const types = await within(summary()).findByRole('list', { name: 'Actions by type' });
    await waitFor(() => expect(types).toHaveTextContent(/JettonTransfer/));
    const item = within(types)
      .getAllByRole('listitem')
      .find((entry) => entry.textContent?.includes('JettonTransfer'));
    expect(item).toBeDefined();
    expect(within(item!).queryByRole('link')).toBeNull();
    await clearSampleFaults(sample.origin);
  });

  it('says so, shows tonlens’s own reading, and asks once', async () => {
    await injectSampleFault(sample.origin, 'actions', { status: 404 }, 50);
    const seen = api.requests.length;
    const actionRequests = () =>
      api.requests.slice(seen).filter((path) => path.startsWith('/api/v3/actions'));
    const seqno = 50503961;
    renderApp(`/block/${seqno}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'What happened' });
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'This server does not offer actions; tonlens read them from the messages.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(actionRequests()).toHaveLength(1);

    // Value moved, recomputed from the block's raw transactions: the coin that arrived with plain
    // transfers and calls that did not bounce back, and bounced messages' returns; the jetton units that
    // arrived in internal transfers (tonlens's reading counts each movement where the balance changed).
    let coin = 0n;
    let jetton = 0n;
    for (const transaction of rawBlock(seqno).transactions) {
      const inMsg = transaction['in_msg'] as RawJson | undefined;
      if (!inMsg?.['source']) continue;
      const value = BigInt((inMsg['value'] as string | undefined) ?? '0');
      const opcode = opcodeOf(inMsg);
      const outs = (transaction['out_msgs'] as RawJson[] | undefined) ?? [];
      if (inMsg['bounced'] === true) coin += value;
      else if (opcode === 0x178d4519) {
        jetton += BigInt(field(inMsg, 'message_content', 'decoded', 'amount', 'value') as string);
      } else if (opcode === undefined || !STANDARD_OPCODES.has(opcode)) {
        if (!outs.some((out) => out['bounced'] === true)) coin += value;
      }
    }
    expect(coin).toBeGreaterThan(0n);
    expect(jetton).toBeGreaterThan(0n);
    const totals = () => within(summary()).getByRole('list', { name: 'Value moved per asset' });
    // The block's own answer names no jetton wallet's master; /api/v3/metadata does, so the units are LENS.
    await waitFor(() =>
      expect(
        within(totals())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([`${withDecimals(coin, 9)} GRAM`, `${withDecimals(jetton, 9)} LENS`]),
    );

    // Learned once for this server: the next block asks nothing of /actions.
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { name: `Masterchain block ${seqno + 1}` });
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'This server does not offer actions; tonlens read them from the messages.',
      ),
    );
    expect(actionRequests()).toHaveLength(1);
  });

  it('names the jetton of its own reading from /api/v3/metadata, in a bounded number of requests', async () => {
    await injectSampleFault(sample.origin, 'actions', { status: 404 }, 50);
    const sent = recordRequests();
    const seqno = 50503960;
    const request = rawBlock(seqno).transactions.find(
      (transaction) => opcodeOf(transaction['in_msg']) === JETTON_TRANSFER,
    )!;
    const units = BigInt(field(request, 'in_msg', 'message_content', 'decoded', 'amount', 'value') as string);
    const decimals = Number(field(DATASET.metadata[LENS], 'token_info', '0', 'extra', 'decimals'));
    expect(decimals).toBe(9);
    expect(withDecimals(units, decimals)).toBe('100');
    // The sample's block answer names no jetton wallet (neither does a live server's: {transactions,
    // address_book}), so only /api/v3/metadata can say whose wallet sent it.
    expect(field(request, 'in_msg', 'destination')).toBeTruthy();

    renderApp(`/block/${seqno}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: 'What happened' });
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'This server does not offer actions; tonlens read them from the messages.',
      ),
    );
    const cell = actionCell(rowOf(request['hash'] as string));
    await waitFor(() => expect(cell.textContent).toMatch(/ sent 100 LENS to /));
    expect(cell.textContent).not.toMatch(/raw units|GRAM|TON/);

    // Asked once for the block's jetton accounts (and at most once more for a master that answer does
    // not describe), each request within the index's 1024 addresses.
    const metadata = apiUrls(sent, 'metadata');
    expect(metadata.length).toBeGreaterThanOrEqual(1);
    expect(metadata.length).toBeLessThanOrEqual(2);
    for (const url of metadata) {
      expect(new URL(url).searchParams.getAll('address').length).toBeLessThanOrEqual(1024);
    }
  });
});

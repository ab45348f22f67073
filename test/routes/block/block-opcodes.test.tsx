/**
 * Opcodes as the block page counts and filters them: a message that carries none, one that carries a
 * readable opcode, and one whose opcode the server sent in a form that cannot be read are three different
 * things, and every place that counts or filters (the picture's bars, the Opcode menu, `opcode=` in a link,
 * the rows) says which. Blocks derived from the recorded emulated block 50503966 by rewriting opcodes,
 * served by a private loopback server in front of the shared sample API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../../fixtures/block-answers-server.ts';
import { distinctOpcodesBlock } from '../../fixtures/distinct-opcodes.ts';
import { blockBody, recordedBlock, type Json } from '../../fixtures/recorded-transactions.ts';
import { renderApp } from '../../render-app.tsx';

let api: BlockAnswersServer;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
});

afterAll(async () => {
  await api.close();
});

/** Emulated sample block: 25 transactions, one without an incoming message, seven external wallet requests. */
const EMULATED = 50503966;

/** Opcodes no reader can take for 32 bits, as a hostile or broken server may send them. */
const UNREADABLE_OPCODES: unknown[] = [
  '<b>0x1</b>',
  '\u202E0x0f8a7ea5',
  `0x${'f'.repeat(10_000)}`,
  'constructor',
  4294967296,
  '1e3',
  ' 0x1 ',
];

/** The emulated block with the incoming opcodes of its last seven transactions made unreadable. */
function blockWithUnreadableOpcodes(): string {
  const base = recordedBlock('mainnet', EMULATED);
  const transactions = structuredClone(base.transactions as Json[]);
  const withOpcode = transactions.filter((transaction) => (transaction['in_msg'] as Json | null)?.['opcode']);
  withOpcode.slice(-UNREADABLE_OPCODES.length).forEach((transaction, index) => {
    (transaction['in_msg'] as Json)['opcode'] = UNREADABLE_OPCODES[index];
  });
  return blockBody(base, transactions);
}

const shown = (count: number) => screen.findByText(`${count} of 25 transactions`);
/** The rows of transactions (not the shard blocks' headings). */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('button', { name: /^Open transaction/ })
    .map((button) => button.closest('[role="row"]')!);

describe('an opcode that cannot be read is counted as unreadable, never as none', () => {
  beforeAll(() => api.answer(EMULATED, blockWithUnreadableOpcodes()));

  it('the picture has a bar of unreadable opcodes beside "No opcode"', async () => {
    renderApp(`/block/${EMULATED}`, { baseUrl: api.origin });
    const picture = await screen.findByRole('region', { name: 'Picture of the block' });
    expect(
      within(picture).getByRole('button', { name: /^Unreadable opcode 7 — show only these$/ }),
    ).toBeInTheDocument();
    expect(
      within(picture).getByRole('button', { name: /^No opcode 1 — show only these$/ }),
    ).toBeInTheDocument();
  });

  it('opcode=none shows the transaction without one, opcode=unreadable the seven', async () => {
    const { router } = renderApp(`/block/${EMULATED}?opcode=none`, { baseUrl: api.origin });
    expect(await shown(1)).toBeInTheDocument();
    const menu = screen.getByRole('combobox', { name: 'Opcode' });
    await userEvent.selectOptions(menu, 'Unreadable opcode (7)');
    expect(router.state.location.search).toBe('?opcode=unreadable');
    expect(await shown(7)).toBeInTheDocument();
    expect(screen.queryByText(/is not an opcode/)).toBeNull();
    // Each row says what its message carries: an unreadable opcode, not "no opcode".
    await waitFor(() => expect(rows()).toHaveLength(7));
    for (const row of rows()) {
      expect(row).toHaveTextContent(/unreadable opcode/);
      expect(row).not.toHaveTextContent(/no opcode/);
    }
  });

  it('a link with opcode=unreadable reads as that filter', async () => {
    renderApp(`/block/${EMULATED}?opcode=unreadable`, { baseUrl: api.origin });
    expect(await shown(7)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Opcode' })).toHaveValue('unreadable');
  });
});

/** Elements in the document, as the benchmark counts DOM nodes. */
const elements = () => document.getElementsByTagName('*').length;

describe('a block of 10,000 distinct opcodes (and accounts) stays within the DOM budget', () => {
  it('under 3,000 elements, and any opcode can still be chosen', async () => {
    const seqno = 60_000_001;
    api.answer(seqno, distinctOpcodesBlock(10_000));
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${seqno}`, { baseUrl: api.origin });
    // A 10,000-transaction answer read on the main thread of a loaded machine takes its time.
    expect(
      await screen.findByText('10,000 of 10,000 transactions', {}, { timeout: 60_000 }),
    ).toBeInTheDocument();
    // Was 20,895: one menu entry per opcode, one suggestion per account.
    expect(elements()).toBeLessThan(3_000);
    // The menu offers the most frequent; any other is typed, whole.
    const other = screen.getByRole('textbox', { name: 'Other opcode' });
    await user.type(other, '0x1000200');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(/Not an opcode yet/)).toBeInTheDocument();
    await user.type(other, '0');
    expect(router.state.location.search).toBe('?opcode=0x10002000');
    expect(await screen.findByText('1 of 10,000 transactions')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Opcode' })).toHaveValue('0x10002000');
    expect(elements()).toBeLessThan(3_000);
  }, 120_000);
});

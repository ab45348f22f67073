import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { valueOf } from '../../fixtures/label-values.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** The accounts table's rows: body rows, and the foot row's cells by column header. */
async function accountsTable() {
  const table = await screen.findByRole('table', { name: /^Accounts in this block/ });
  const [head, body, foot] = within(table).getAllByRole('rowgroup');
  const headers = within(head!)
    .getAllByRole('columnheader')
    // Without the sort arrows and the soft hyphen that lets "Trans-actions" break on a narrow table.
    .map((cell) => cell.textContent?.replace(/[▲▼\u00ad]/g, '').trim() ?? '');
  const footCells = [...foot!.querySelectorAll('th, td')];
  const total = (column: string) => footCells[headers.indexOf(column)]!.textContent ?? '';
  return { table, rows: within(body!).getAllByRole('row'), headers, total };
}

/** What a screen reader reads in `element`: its text without what is hidden from assistive technology. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** What the eye sees in `element`: its text without the visually hidden words. */
function seen(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The live count above the table: only its words, no control read out with them. */
function liveCount(text: string) {
  const count = screen.getByText(text);
  expect(count).toHaveAttribute('role', 'status');
  expect(count.children).toHaveLength(0);
  return count;
}

/** The amount the foot row shows, without its notes (an amount of the coin is the cell's first text). */
const amountIn = (text: string) => /^[+−]?[\d,.]+ GRAM/.exec(text)?.[0];

describe('/block/:seqno?view=accounts', () => {
  it('lists each account of block 50502665 once, largest change first, with totals that match the summary', async () => {
    renderApp('/block/50502665?view=accounts', { baseUrl: server.origin });
    const { rows, headers, total } = await accountsTable();
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('link', { name: /^Accounts in this block/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(headers).toEqual([
      'Account',
      'Transactions',
      'Balance before → and after',
      'Net change, by size',
      'State',
      'Fees',
      'Value in',
      'Value out',
    ]);
    expect(screen.getByRole('columnheader', { name: /Net change/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The default sort says what it sorts by: the size of the change, not its sign.
    expect(screen.getByRole('button', { name: /^Net change, by size/ })).toBeInTheDocument();
    expect(screen.getByText(/^Sorted by/)).toHaveTextContent(
      'Sorted by the size of the net change, gains and losses alike: largest first',
    );
    // The wallet 0:4E36… paid 18,000000 out and got 14,960549 back: it lost 0.005901052 GRAM, the most.
    expect(within(rows[0]!).getByText('−0.005901052 GRAM')).toBeInTheDocument();
    // The arrow between the balances is seen, and said in words ("→" alone is read as "right arrow").
    const balance = within(rows[0]!).getAllByRole('cell')[1]!;
    expect(seen(balance)).toBe('0.958613315 GRAM → 0.952712263 GRAM');
    expect(spoken(balance)).toBe('before 0.958613315 GRAM after 0.952712263 GRAM');
    expect(spoken(screen.getByRole('columnheader', { name: /^Balance/ }))).toBe('Balance before and after');
    liveCount('4 accounts');
    expect(total('Transactions')).toBe('5');
    const main = screen.getByRole('main');
    expect(amountIn(total('Fees'))).toBe(valueOf(main, 'Total fees').textContent);
    expect(amountIn(total('Value in'))).toBe(valueOf(main, 'Value moved').textContent);
  });

  it('matches the summary on an emulated block with bounces and failures', async () => {
    renderApp('/block/50503963?view=accounts', { baseUrl: server.origin });
    const { total } = await accountsTable();
    const main = screen.getByRole('main');
    expect(total('Transactions')).toBe(
      valueOf(main, 'Transactions in this block and its shard blocks').textContent,
    );
    expect(amountIn(total('Fees'))).toBe(valueOf(main, 'Total fees').textContent);
    expect(amountIn(total('Value in'))).toBe(valueOf(main, 'Value moved').textContent);
  });

  it('sorts by a column header and keeps the sort in the URL', async () => {
    const { router } = renderApp('/block/50502665?view=accounts', { baseUrl: server.origin });
    await accountsTable();
    await userEvent.click(screen.getByRole('button', { name: /^Fees/ }));
    expect(router.state.location.search).toBe('?view=accounts&asort=fees');
    expect(screen.getByRole('columnheader', { name: /^Fees/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText(/^Sorted by/)).toHaveTextContent('Sorted by fees: largest first');
    await userEvent.click(screen.getByRole('button', { name: /^Fees/ }));
    expect(router.state.location.search).toBe('?view=accounts&asort=fees&adir=asc');
    expect(screen.getByRole('columnheader', { name: /^Fees/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText(/^Sorted by/)).toHaveTextContent('Sorted by fees: smallest first');
  });

  it('filters by free text and by "status changed", in the URL, with totals of what is shown', async () => {
    const { router } = renderApp('/block/50503960?view=accounts', { baseUrl: server.origin });
    const before = await accountsTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'status changed' }));
    expect(router.state.location.search).toBe('?view=accounts&astatus=1');
    const changed = await accountsTable();
    expect(changed.rows.length).toBeLessThan(before.rows.length);
    const status = within(changed.rows[0]!).getAllByRole('cell')[3]!.firstElementChild!;
    expect(seen(status)).toBe('uninit → active');
    expect(spoken(status)).toBe('from uninit to active');
    expect(changed.total('Account')).toMatch(/shown$/);
    // A toggle's count is said at once; the button to undo it stands outside the live region.
    liveCount(`${changed.rows.length} of ${before.rows.length} accounts shown`);
    await userEvent.click(screen.getByRole('button', { name: 'Show all accounts' }));
    expect(router.state.location.search).toBe('?view=accounts');
    liveCount(`${before.rows.length} accounts`);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find an account' }), 'no-such-account');
    expect(router.state.location.search).toBe('?view=accounts&aq=no-such-account');
    expect(await screen.findByText('No account matches these filters.')).toBeInTheDocument();
    // Typed text is counted once typing pauses, not at every keystroke.
    expect(await screen.findByText(`0 of ${before.rows.length} accounts shown`)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it("opens the transaction list filtered to one account's transactions", async () => {
    const { router } = renderApp('/block/50502665?view=accounts', { baseUrl: server.origin });
    const { rows } = await accountsTable();
    await userEvent.click(
      within(rows[0]!).getByRole('link', { name: /^2 transactions of .*: show in the list$/ }),
    );
    expect(router.state.location.search).toMatch(/^\?account=0%3A4E3664FAEE/);
    const list = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(list).getAllByRole('button', { name: /^Open transaction/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Transactions/ })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves the default view the transaction list, with no accounts table', async () => {
    renderApp('/block/50502665', { baseUrl: server.origin });
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Accounts in this block/ })).not.toBeInTheDocument();
    const tab = screen.getByRole('link', { name: /^Accounts in this block/ });
    expect(tab).toHaveAttribute('href', '/block/50502665?view=accounts');
  });
});

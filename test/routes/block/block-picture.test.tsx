import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { readBlockFilters } from '../../../src/block/model/block-filters.ts';
import { BlockPicture } from '../../../src/block/picture/BlockPicture.tsx';
import { NARROW_SCREEN } from '../../../src/block/picture/usePictureOpen.ts';
import { parsedBlock } from '../../fixtures/parsed-blocks.ts';
import { recordedBlock } from '../../fixtures/recorded-transactions.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

// Emulated sample block with an action failure and a skipped compute phase among 25 transactions.
const EMULATED = 50503966;
const NO_FILTERS = readBlockFilters(new URLSearchParams(''));

async function openBlock(search = '') {
  const rendered = renderApp(`/block/${EMULATED}${search}`, { baseUrl: server.origin });
  const picture = await screen.findByRole('region', { name: 'Picture of the block' });
  // The list below the picture renders a frame after it (BlockView's first screen).
  await screen.findByRole('table');
  return { ...rendered, picture };
}

// The list is virtualised: the filters' count says how many it holds, the rows what a short list shows.
const shown = (count: number) => screen.getByText(`${count} of 25 transactions`);
const rows = () => within(screen.getByRole('table')).getAllByRole('button', { name: /^Open transaction/ });

describe('the picture of a block', () => {
  it('filters the list by outcome from its bar, and back', async () => {
    const { router, picture } = await openBlock();
    expect(shown(25)).toBeInTheDocument();
    // A bar's name starts with what it shows ("Action failed 1"), so voice control can say what it sees.
    const bar = within(picture).getByRole('button', { name: 'Action failed 1 — show only these' });
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bar);
    expect(router.state.location.search).toBe('?outcome=action-failed');
    expect(rows()).toHaveLength(1);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    // Pressed, the same bar clears its filter, and its name says so.
    expect(bar).toHaveAccessibleName('Action failed 1 — show every outcome');
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('action-failed');
    await userEvent.click(bar);
    expect(router.state.location.search).toBe('');
    expect(shown(25)).toBeInTheDocument();
    expect(bar).toHaveAccessibleName('Action failed 1 — show only these');
  });

  it('filters by shard block, says so in the filters and clears it there', async () => {
    const { router, picture } = await openBlock();
    const bar = within(picture).getByRole('button', {
      name: /^0:C000000000000000:55671182 12 transactions · 7\.697842924 GRAM in · 0\.016458395 GRAM fees — show only these$/,
    });
    await userEvent.click(bar);
    expect(new URLSearchParams(router.state.location.search).get('shard')).toBe(
      '0:C000000000000000:55671182',
    );
    expect(rows()).toHaveLength(12);
    expect(shown(12)).toBeInTheDocument();
    expect(bar).toHaveAccessibleName(/ 0\.016458395 GRAM fees — show every shard block$/);
    await userEvent.click(
      screen.getByRole('button', { name: 'Show every shard block, not only 0:C000000000000000:55671182' }),
    );
    expect(router.state.location.search).toBe('');
    expect(shown(25)).toBeInTheDocument();
  });

  it('filters by opcode, and by "no opcode"', async () => {
    const { router, picture } = await openBlock();
    await userEvent.click(
      within(picture).getByRole('button', { name: /^Text comment 0x00000000 11 — show/ }),
    );
    expect(router.state.location.search).toBe('?opcode=0x00000000');
    expect(rows()).toHaveLength(11);
    await userEvent.click(within(picture).getByRole('button', { name: /^No opcode 1 — show/ }));
    expect(router.state.location.search).toBe('?opcode=none');
    expect(rows()).toHaveLength(1);
    expect(within(picture).getByRole('button', { name: /^No opcode 1 — show/ })).toHaveAccessibleName(
      'No opcode 1 — show every opcode',
    );
    expect(screen.getByRole('combobox', { name: 'Opcode' })).toHaveValue('none');
    // "Other" only informs: there is no single opcode to filter by.
    expect(within(picture).getByText('Other (3 opcodes)').closest('button')).toBeNull();
  });

  it('reads the filters from a shared link, and reports one it cannot read', async () => {
    const { picture } = await openBlock('?outcome=skipped&shard=nonsense');
    expect(within(picture).getByRole('button', { name: /^Compute skipped 1 — show/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(rows()).toHaveLength(1);
    expect(screen.getByText(/“nonsense” is not a shard block/)).toBeInTheDocument();
  });

  it('folds away, and stays folded from block to block', async () => {
    const first = await openBlock();
    const toggle = within(first.picture).getByRole('button', { name: 'Picture of the block' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first.picture).queryByRole('button', { name: /show only these/ })).toBeNull();
    // Another block, in a page drawn afresh: the reader's choice holds for the session.
    first.unmount();
    renderApp('/block/50503961', { baseUrl: server.origin });
    const again = await screen.findByRole('region', { name: 'Picture of the block' });
    expect(within(again).getByRole('button', { name: 'Picture of the block' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  describe('on a narrow screen', () => {
    beforeEach(() => {
      // Only the picture's own query is narrow: the list's layout stays as the other tests see it.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === NARROW_SCREEN,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('starts folded, so the transactions come first, and remembers an unfolding', async () => {
      const first = await openBlock();
      const toggle = within(first.picture).getByRole('button', { name: 'Picture of the block' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(first.picture).queryByRole('heading', { name: 'Transactions by outcome' })).toBeNull();
      await userEvent.click(toggle);
      expect(within(first.picture).getByRole('heading', { name: 'Transactions by outcome' })).toBeVisible();
      first.unmount();
      renderApp('/block/50503961', { baseUrl: server.origin });
      const again = await screen.findByRole('region', { name: 'Picture of the block' });
      expect(within(again).getByRole('heading', { name: 'Transactions by outcome' })).toBeVisible();
    });
  });

  it('says how many fees it was not given, rather than counting them as 0', () => {
    const raw = recordedBlock('mainnet', EMULATED).transactions;
    const inC000 = raw.filter((transaction) => JSON.stringify(transaction.block_ref).includes('C000'));
    delete inC000[0]!.total_fees;
    inC000[1]!.total_fees = 'twelve';
    render(
      <BlockPicture block={parsedBlock('mainnet', EMULATED, raw)} filters={NO_FILTERS} onChange={() => {}} />,
    );
    expect(screen.getByText('fees of 2 transactions not given, not counted')).toBeInTheDocument();
    const shard = screen.getByRole('button', { name: /^0:C000000000000000:55671182 / });
    expect(shard).toHaveAccessibleName(
      / 0\.015665591 GRAM fees \(fees of 2 transactions not given\) — show only these$/,
    );
    expect(shard).toHaveTextContent('(fees of 2 transactions not given)');
  });

  it('says next to a pressed bar what it did, shows all again, and goes to the list', async () => {
    const { router, picture } = await openBlock();
    const chart = within(picture).getByRole('figure', { name: 'Transactions by outcome' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Action failed 1 — show only these' }));
    // The note stands in the bar's own chart, right under it: the list it filtered is far below.
    const note = within(chart).getByRole('status');
    expect(note).toHaveTextContent('Showing 1 of 25 transactions');
    await userEvent.click(within(chart).getByRole('button', { name: 'Go to the list' }));
    expect(screen.getByRole('heading', { name: 'Transactions' })).toHaveFocus();
    await userEvent.click(within(chart).getByRole('button', { name: 'Show all' }));
    expect(router.state.location.search).toBe('');
    expect(shown(25)).toBeInTheDocument();
    expect(within(chart).queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('says that value and fees are each drawn to their own scale', async () => {
    const { picture } = await openBlock();
    const chart = within(picture).getByRole('figure', { name: 'Value and fees by shard block' });
    expect(chart).toHaveAccessibleDescription(/each to its own scale/);
    expect(within(chart).getByText(/each to its own scale/)).toBeVisible();
  });

  it('draws nothing for a block of one transaction', async () => {
    renderApp('/block/45268909', { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: 'Masterchain block 45268909' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Picture of the block' })).toBeNull();
  });
});

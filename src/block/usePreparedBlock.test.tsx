import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientContext } from '../api/api-client-context.ts';
import { plannedQueries } from '../api/actions/useBlockActions.ts';
import { createApiClient } from '../api/client.ts';
import { parsedBlock } from '../../test/fixtures/parsed-blocks.ts';
import { RECORDED, recordedBlock, repeatTransactions } from '../../test/fixtures/recorded-transactions.ts';
import type { MasterchainBlock } from '../api/block/masterchain-block.ts';
import { blockSummaryOf, summariseBlock } from './model/block-summary.ts';
import { transactionHashesOf } from './model/own-actions.ts';
import { PREPARE_FROM, usePreparedBlock } from './usePreparedBlock.ts';

const client = createApiClient({ baseUrl: 'https://example.invalid' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
);

const seqno = RECORDED.mainnetBlock;
const small = () => parsedBlock('mainnet', seqno);
const big = () =>
  parsedBlock(
    'mainnet',
    seqno,
    repeatTransactions(recordedBlock('mainnet', seqno).transactions, PREPARE_FROM),
  );

describe('usePreparedBlock', () => {
  it('gives a small block at once', () => {
    const block = small();
    expect(renderHook(() => usePreparedBlock(block), { wrapper }).result.current).toBe(block);
  });

  it('gives a big block once it is prepared, keeping the first rows meanwhile, and at once after', async () => {
    const firstRows = small();
    const whole = big();
    const hook = renderHook(({ block }: { block: MasterchainBlock | undefined }) => usePreparedBlock(block), {
      initialProps: { block: firstRows },
      wrapper,
    });
    expect(hook.result.current).toBe(firstRows);
    hook.rerender({ block: whole });
    // Still the first rows: the big block's steps run in tasks of their own.
    expect(hook.result.current).toBe(firstRows);
    await waitFor(() => expect(hook.result.current).toBe(whole));
    // What the render reads was kept by the steps: the summary (summed in slices, as summed at once) and
    // the plan of /actions requests (the same queries when the render asks).
    const summary = blockSummaryOf(whole);
    expect(summary).toEqual(summariseBlock(whole));
    expect(blockSummaryOf(whole)).toBe(summary);
    const hashes = transactionHashesOf(whole);
    const plan = plannedQueries(client, whole.seqno, hashes);
    expect(plan.length).toBeGreaterThan(0);
    expect(plannedQueries(client, whole.seqno, hashes)).toBe(plan);
    // Opened again (a revisit): prepared before, so at once.
    expect(renderHook(() => usePreparedBlock(whole), { wrapper }).result.current).toBe(whole);
  });

  it("never shows another block's page while preparing a big one", async () => {
    const other = parsedBlock('mainnet', 50503961);
    const whole = big();
    const hook = renderHook(({ block }: { block: MasterchainBlock | undefined }) => usePreparedBlock(block), {
      initialProps: { block: other },
      wrapper,
    });
    expect(hook.result.current).toBe(other);
    hook.rerender({ block: whole });
    expect(hook.result.current).toBeUndefined();
    await waitFor(() => expect(hook.result.current).toBe(whole));
    await act(async () => {});
  });
});

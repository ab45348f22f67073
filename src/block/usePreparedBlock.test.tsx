import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../test/fixtures/parsed-blocks.ts';
import { RECORDED, recordedBlock, repeatTransactions } from '../../test/fixtures/recorded-transactions.ts';
import type { MasterchainBlock } from '../api/block/masterchain-block.ts';
import { PREPARE_FROM, usePreparedBlock } from './usePreparedBlock.ts';

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
    expect(renderHook(() => usePreparedBlock(block)).result.current).toBe(block);
  });

  it('gives a big block once it is prepared, keeping the first rows meanwhile, and at once after', async () => {
    const firstRows = small();
    const whole = big();
    const hook = renderHook(({ block }: { block: MasterchainBlock | undefined }) => usePreparedBlock(block), {
      initialProps: { block: firstRows },
    });
    expect(hook.result.current).toBe(firstRows);
    hook.rerender({ block: whole });
    // Still the first rows: the big block's steps run in tasks of their own.
    expect(hook.result.current).toBe(firstRows);
    await waitFor(() => expect(hook.result.current).toBe(whole));
    // Opened again (a revisit): prepared before, so at once.
    expect(renderHook(() => usePreparedBlock(whole)).result.current).toBe(whole);
  });

  it("never shows another block's page while preparing a big one", async () => {
    const other = parsedBlock('mainnet', 50503961);
    const whole = big();
    const hook = renderHook(({ block }: { block: MasterchainBlock | undefined }) => usePreparedBlock(block), {
      initialProps: { block: other },
    });
    expect(hook.result.current).toBe(other);
    hook.rerender({ block: whole });
    expect(hook.result.current).toBeUndefined();
    await waitFor(() => expect(hook.result.current).toBe(whole));
    await act(async () => {});
  });
});

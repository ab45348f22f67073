import { startTransition, useEffect, useState } from 'react';
import { useApiClient } from '../api/api-client-context.ts';
import { yieldToMainThread } from '../api/block/main-thread.ts';
import type { MasterchainBlock } from '../api/block/masterchain-block.ts';
import type { ApiClient } from '../api/client.ts';
import { blockActionsSteps } from './actions/useBlockActionsView.ts';
import { indexBlock } from './model/block-index.ts';
import { blockSummaryOf } from './model/block-summary.ts';
import { blockPictureOf } from './picture/block-picture.ts';

/** From this many transactions a block is prepared in steps before the page renders it. */
export const PREPARE_FROM = 1000;

/**
 * Steps run one after another until this much time has passed, then the main thread is given back: short
 * steps share a task, and no task grows far past it (the longest step, the index, is ~10 ms).
 */
const STEPS_SLICE_MS = 8;

/** Blocks whose steps have all run: their page renders at once (a revisit, a block seen before). */
const prepared = new WeakSet<MasterchainBlock>();

/**
 * What the block page derives from a block before it can render it — its index, summary, picture and
 * the actions' lookups and requests — each a step kept with the block (per-block caches), so the render
 * finds them. Sums over the transactions are steps of a slice of them each.
 */
function preparationSteps(block: MasterchainBlock, client: ApiClient): Array<() => unknown> {
  return [
    () => indexBlock(block),
    ...blockSummaryOf.steps(block),
    () => blockPictureOf(block),
    ...blockActionsSteps(block, client),
  ];
}

function needsPreparing(block: MasterchainBlock | undefined): block is MasterchainBlock {
  return block !== undefined && block.transactions.length >= PREPARE_FROM && !prepared.has(block);
}

/**
 * The block to render: a big block only once what the page derives from it has been computed, each step
 * in a task of its own, so that no step adds to another or to the render (a 5,000-transaction block's
 * steps together were the longest task of its load, inside one component's render). Until then the page
 * keeps what it shows (the first rows, or the skeleton). A small block, or one prepared before, at once.
 */
export function usePreparedBlock(block: MasterchainBlock | undefined): MasterchainBlock | undefined {
  const client = useApiClient();
  const waiting = needsPreparing(block);
  const [shown, setShown] = useState<MasterchainBlock | undefined>(waiting ? undefined : block);
  // What is on screen while the next block is prepared: the last block given that needed nothing.
  if (!waiting && shown !== block) setShown(block);
  useEffect(() => {
    if (!needsPreparing(block)) return;
    const stop = new AbortController();
    void (async () => {
      let sliceStart = -Infinity;
      for (const step of preparationSteps(block, client)) {
        if (performance.now() - sliceStart >= STEPS_SLICE_MS) {
          await yieldToMainThread(stop.signal);
          sliceStart = performance.now();
        }
        step();
      }
      prepared.add(block);
      startTransition(() => setShown(block));
    })().catch(() => {
      // Stopped: another block came first.
    });
    return () => stop.abort();
  }, [block, client]);
  if (!waiting) return block;
  // Never another block's page (the route keeps this state from one block number to the next).
  return shown?.seqno === block.seqno ? shown : undefined;
}

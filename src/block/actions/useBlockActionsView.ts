import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { yieldUntilIdle } from '../../api/block/idle.ts';
import type { EndpointStatus } from '../../api/actions/action-answers.ts';
import { plannedQueries, useBlockActions } from '../../api/actions/useBlockActions.ts';
import { ACTIONS_ENDPOINT } from '../../api/actions/action-requests.ts';
import type { ApiClient } from '../../api/client.ts';
import { isNotOfferedBy } from '../../api/learned-endpoints.ts';
import { jettonMessageAccountsTally } from '../../api/actions/jetton-metadata.ts';
import { useAccountMetadata, useJettonDirectory } from '../../api/actions/useJettonDirectory.ts';
import type { ApiError } from '../../api/api-error.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { AddressBook, Metadata } from '../../api/schemas.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import {
  blockActionIndexTally,
  combineActions,
  indexBlockActions,
  jettonsOfMetadata,
  joinDirectories,
  undescribedMasters,
  type BlockActionIndex,
} from '../model/block-actions.ts';
import { ownActionsIfRead, readOwnActions, transactionHashesOf } from '../model/own-actions.ts';
import { oncePerBlockInSlices } from '../model/per-block.ts';

export interface BlockActionsView extends BlockActionIndex {
  /** The server's side: loading, answered, not offered, failed (`error`), or idle (not asked yet). */
  status: EndpointStatus;
  error: ApiError | null;
  /** Every jetton the page knows: the block's metadata, the actions answers', then /api/v3/metadata's. */
  jettons: JettonDirectory;
  /** The block's address book with the actions answers' entries for accounts it does not name. */
  addressBook: AddressBook;
  /** The block is still arriving: no actions are read until it is whole. */
  waiting: boolean;
  /** tonlens is still reading a big block's messages (in slices that keep the page responsive). */
  reading: boolean;
}

/**
 * The block's actions, put together (issue 27): tonlens's own reading of every transaction (once per
 * block), the server's classification for the transactions its answers covered (`useBlockActions`, batched
 * by the API layer), merged so that the server's word stands for what it covered and tonlens's for the
 * rest; then indexed once for the summary, the rows, the filter and the exports. While the server's answers
 * load, the page shows tonlens's reading (and says the server's is coming); a server without /actions is
 * learned once and its reading stays.
 *
 * A live server's block answer carries no metadata, so tonlens's reading could not tell which jetton a
 * jetton wallet moves: the accounts of the block's jetton messages are asked of /api/v3/metadata (batched,
 * learned not-offered), and once that answers the block is read again with their masters named.
 */
export function useBlockActionsView(block: MasterchainBlock): BlockActionsView {
  const whole = block.partial === undefined;
  const hashes = whole ? transactionHashesOf(block) : NO_HASHES;
  // What the queries answer is taken in the background (deferred): a query's news re-renders its reader
  // at once and in one piece (React Query reads its cache through useSyncExternalStore), and merging and
  // indexing a big block's actions, then rendering the page with them, was a long task each time.
  const server = useDeferredValue(
    useBlockActions(block.seqno, hashes, { enabled: whole && hashes.length > 0 }),
  );
  const accounts = useDeferredValue(useAccountMetadata(whole ? jettonAccountsOf(block) : NO_HASHES));
  const read = useOwnActions(block, whole, accounts);
  const own = read ?? NO_ACTIONS;
  // The server's answers are used once all have come: a big block's are many requests, and merging and
  // indexing 5,000 transactions' actions again as each arrives would be that many long renders.
  const answered = server.status === 'loading' ? NO_ANSWER : server;

  const [index, indexing] = useActionIndex(answered, own, block);

  const known = useMemo(
    () => joinDirectories(blockJettonsOf(block), answered.jettons, jettonsOfMetadata(accounts)),
    [block, answered.jettons, accounts],
  );
  const missing = useMemo(() => undescribedMasters(index.masters, known), [index.masters, known]);
  const jettons = useDeferredValue(useJettonDirectory(missing, known));

  const addressBook = useMemo(
    () =>
      Object.keys(answered.addressBook).length === 0
        ? block.addressBook
        : { ...answered.addressBook, ...block.addressBook },
    [block.addressBook, answered.addressBook],
  );

  // Still reading while the index of what was read is being made.
  const reading = whole && (read === undefined || indexing);
  // One object while nothing in it changes: the page's parts are memoized on it.
  return useMemo(
    () => ({
      ...index,
      status: server.status,
      error: server.error,
      jettons,
      addressBook,
      waiting: !whole,
      reading,
    }),
    [index, server.status, server.error, jettons, addressBook, whole, reading],
  );
}

/**
 * tonlens's reading of the block: at once for a small block, else in slices after the first render
 * (undefined until done). Only a whole block is read: a big one's parts arrive as new block objects.
 * When `extra` (the jetton accounts' metadata) arrives, the block is read again; until that reading is
 * done the earlier one stays.
 */
function useOwnActions(
  block: MasterchainBlock,
  whole: boolean,
  extra: Metadata,
): readonly Action[] | undefined {
  const immediate = whole ? ownActionsIfRead(block, extra) : undefined;
  const [done, setDone] = useState<{ block: MasterchainBlock; actions: readonly Action[] } | null>(null);
  useEffect(() => {
    if (!whole || immediate) return;
    let live = true;
    void readOwnActions(block, undefined, extra).then((actions) => {
      // Rendered in the background, in slices: the page with a big block's actions is a long render.
      if (live) startTransition(() => setDone({ block, actions }));
    });
    return () => {
      live = false;
    };
  }, [block, whole, immediate, extra]);
  if (immediate) return immediate;
  return done?.block === block ? done.actions : undefined;
}

/**
 * What this view derives from the block alone, step by step (each kept with the block), for the page to
 * do in tasks of their own before it renders a big block: see ../usePreparedBlock.ts. Last, a whole
 * block's plan of /actions requests (its chunks and their query keys, hashed), which the render would
 * otherwise make when the block becomes whole (~15–30 ms for 5,000 transactions here).
 */
export function blockActionsSteps(block: MasterchainBlock, client: ApiClient): Array<() => unknown> {
  return [
    () => transactionHashesOf(block),
    () => hashSetOf(block),
    ...jettonAccountsOf.steps(block),
    () => blockJettonsOf(block),
    () => {
      const hashes = transactionHashesOf(block);
      if (block.partial === undefined && hashes.length > 0 && !isNotOfferedBy(client, ACTIONS_ENDPOINT))
        plannedQueries(client, block.seqno, hashes);
    },
  ];
}

/** The block's accounts that sent or received a jetton message, its own metadata not describing them. */
const jettonAccountsOf = oncePerBlockInSlices(
  (block: MasterchainBlock) => block.transactions,
  (block) => jettonMessageAccountsTally(block.metadata),
);

const NO_HASHES: readonly string[] = [];
const NO_ACTIONS: readonly Action[] = [];
const NO_ANSWER = {
  actions: NO_ACTIONS,
  coveredTransactions: new Set<string>() as ReadonlySet<string>,
  jettons: new Map() as JettonDirectory,
  addressBook: {} as AddressBook,
};

const blockJettons = new WeakMap<MasterchainBlock, JettonDirectory>();
function blockJettonsOf(block: MasterchainBlock): JettonDirectory {
  let jettons = blockJettons.get(block);
  if (!jettons) {
    jettons = jettonsOfMetadata(block.metadata);
    blockJettons.set(block, jettons);
  }
  return jettons;
}

/**
 * The index of the server's and tonlens's actions, once for the same three: going back to a big block
 * (its answers from React Query's cache, merged once: useBlockActions) reuses it instead of indexing its
 * 5,000 transactions' actions again inside the back button's render.
 */
const indexes = new WeakMap<object, WeakMap<object, WeakMap<MasterchainBlock, BlockActionIndex>>>();
type Answered = Parameters<typeof combineActions>[0];

function indexesFor(answered: Answered, own: readonly Action[]): WeakMap<MasterchainBlock, BlockActionIndex> {
  let byOwn = indexes.get(answered);
  if (!byOwn) indexes.set(answered, (byOwn = new WeakMap()));
  let byBlock = byOwn.get(own);
  if (!byBlock) byOwn.set(own, (byBlock = new WeakMap()));
  return byBlock;
}

function indexedOnce(answered: Answered, own: readonly Action[], block: MasterchainBlock): BlockActionIndex {
  const byBlock = indexesFor(answered, own);
  let index = byBlock.get(block);
  if (!index)
    byBlock.set(block, (index = indexBlockActions(combineActions(answered, own), hashSetOf(block))));
  return index;
}

/** Up to this many actions (server's and own) are indexed in the render that needs them. */
const INDEX_AT_ONCE = 1000;
/** Actions indexed between two looks at the clock. */
const INDEX_STEP = 250;
/** A slice of indexing gives the main thread back once it has taken this long. */
const INDEX_SLICE_MS = 8;

/** indexedOnce in slices that give the main thread back; kept the same way. Rejects when `signal` aborts. */
async function indexInSlices(
  answered: Answered,
  own: readonly Action[],
  block: MasterchainBlock,
  signal: AbortSignal,
): Promise<BlockActionIndex> {
  await yieldUntilIdle(signal);
  let sliceStart = performance.now();
  const actions = combineActions(answered, own);
  const tally = blockActionIndexTally(actions, hashSetOf(block));
  for (let from = 0; from < actions.length; from += INDEX_STEP) {
    if (performance.now() - sliceStart >= INDEX_SLICE_MS) {
      await yieldUntilIdle(signal);
      sliceStart = performance.now();
    }
    tally.add(from, Math.min(actions.length, from + INDEX_STEP));
  }
  const byBlock = indexesFor(answered, own);
  let index = byBlock.get(block);
  if (!index) byBlock.set(block, (index = tally.finish()));
  return index;
}

/**
 * The actions' index for the page: made in the render for a few actions, or when made before (a revisit);
 * else made in slices after it (a big block's 5,000 actions were a 20–40 ms task inside the page's render,
 * each time its own reading or the server's answers came), the block's last index staying until then.
 * Also says whether that index is still being replaced.
 */
function useActionIndex(
  answered: Answered,
  own: readonly Action[],
  block: MasterchainBlock,
): [BlockActionIndex, boolean] {
  const known = indexesFor(answered, own).get(block);
  const atOnce =
    known ??
    (answered.actions.length + own.length < INDEX_AT_ONCE ? indexedOnce(answered, own, block) : undefined);
  const [made, setMade] = useState<{ block: MasterchainBlock; index: BlockActionIndex } | null>(null);
  useEffect(() => {
    if (atOnce) return;
    const stop = new AbortController();
    indexInSlices(answered, own, block, stop.signal).then(
      (index) => startTransition(() => setMade({ block, index })),
      () => {
        // Stopped: other actions or another block came first.
      },
    );
    return () => stop.abort();
  }, [answered, own, block, atOnce]);
  if (atOnce) return [atOnce, false];
  return [made?.block === block ? made.index : indexedOnce(NO_ANSWER, NO_ACTIONS, block), true];
}

const hashSets = new WeakMap<MasterchainBlock, ReadonlySet<string>>();
function hashSetOf(block: MasterchainBlock): ReadonlySet<string> {
  let set = hashSets.get(block);
  if (!set) {
    set = new Set(transactionHashesOf(block));
    hashSets.set(block, set);
  }
  return set;
}

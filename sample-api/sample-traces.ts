// The traces and the derived actions one handler serves, built on first use (the routes that need them
// are the only ones that pay for them): the trace store (trace-store.ts) and, per emulated trace, the
// actions the sample derives from its messages (derive-actions.ts).
import type { SampleDataset } from './dataset.ts';
import { deriveTraceActions, type DeriveContext } from './derive-actions.ts';
import type { JsonObject } from './json.ts';
import type { TokenState } from './token-state.ts';
import { buildTraceStore, traceFromTransactions, type SampleTrace, type TraceStore } from './trace-store.ts';

export const REPLAY_PENDING_NOTE =
  'The replayed chain has not reached the end of this trace yet: its later transactions appear as the replay reveals their blocks.';

export interface SampleTraces {
  store: TraceStore;
  /**
   * The trace as the chain shows it now: itself, or — in a replay whose head has not reached its last
   * block — only its transactions up to the head (its undelivered messages pending), or undefined when
   * none of them is visible yet.
   */
  visible: (trace: SampleTrace | undefined) => SampleTrace | undefined;
  /** Every trace visible now (visible(), over the whole store). */
  visibleTraces: () => SampleTrace[];
  /** The derived actions of an emulated trace; none for a recorded or synthetic one (unclassified). */
  actionsOf: (trace: SampleTrace) => JsonObject[];
  /** Every derived action with its trace. */
  allActions: () => readonly { trace: SampleTrace; action: JsonObject }[];
}

function tokenInfoOf(dataset: SampleDataset, address: string, type: string): JsonObject | null {
  const infos = dataset.metadata[address]?.token_info;
  if (!Array.isArray(infos)) return null;
  for (const info of infos) {
    if (typeof info === 'object' && info !== null && !Array.isArray(info) && info.type === type) return info;
  }
  return null;
}

export function deriveContext(dataset: SampleDataset, tokens: TokenState): DeriveContext {
  const wallets = new Map(tokens.jettonWallets.map((wallet) => [wallet.address, wallet]));
  const items = new Map(tokens.nftItems.map((item) => [item.address, item]));
  const recordedWallet = (address: string, key: 'jetton' | 'owner'): string | null => {
    const extra = tokenInfoOf(dataset, address, 'jetton_wallets')?.extra;
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return null;
    const value = extra[key];
    return typeof value === 'string' ? value : null;
  };
  return {
    jettonOf: (wallet) => wallets.get(wallet)?.jetton ?? recordedWallet(wallet, 'jetton'),
    ownerOf: (wallet) => wallets.get(wallet)?.owner ?? recordedWallet(wallet, 'owner'),
    isJettonMaster: (address) => {
      const interfaces = dataset.address_book[address]?.interfaces;
      return (
        tokenInfoOf(dataset, address, 'jetton_masters') !== null ||
        (Array.isArray(interfaces) && interfaces.includes('jetton_master'))
      );
    },
    nftItem: (address) => {
      const item = items.get(address);
      return item ? { collection: item.collection, index: item.index.toString() } : null;
    },
  };
}

export function createSampleTraces(
  dataset: SampleDataset,
  tokens: () => TokenState,
  extra: readonly SampleTrace[] = [],
  isVisible?: (seqno: number) => boolean,
): SampleTraces {
  const store = buildTraceStore(dataset, extra);
  const visible = (trace: SampleTrace | undefined): SampleTrace | undefined => {
    if (!trace || !isVisible || trace.kind === 'synthetic' || isVisible(trace.endSeqno)) return trace;
    const shown = trace.transactions.filter((transaction) => isVisible(Number(transaction.mc_block_seqno)));
    if (shown.length === 0) return undefined;
    const { body, ordered, messageHashes } = traceFromTransactions(trace.traceId, shown, {
      note: REPLAY_PENDING_NOTE,
    });
    const last = ordered.at(-1);
    return {
      ...trace,
      body,
      transactions: ordered,
      messageHashes,
      endSeqno: Number(body.mc_seqno_end),
      endLt: last ? BigInt(String(last.lt)) : trace.endLt,
    };
  };
  const derived = new WeakMap<SampleTrace, JsonObject[]>();
  let context: DeriveContext | undefined;
  const actionsOf = (trace: SampleTrace): JsonObject[] => {
    if (trace.kind !== 'emulated') return [];
    let actions = derived.get(trace);
    if (!actions) {
      context ??= deriveContext(dataset, tokens());
      actions = deriveTraceActions(trace, context);
      derived.set(trace, actions);
    }
    return actions;
  };
  const visibleTraces = (): SampleTrace[] =>
    store.traces.map(visible).filter((trace): trace is SampleTrace => trace !== undefined);
  let all: { trace: SampleTrace; action: JsonObject }[] | undefined;
  const actionsNow = (): { trace: SampleTrace; action: JsonObject }[] =>
    visibleTraces().flatMap((trace) => actionsOf(trace).map((action) => ({ trace, action })));
  return {
    store,
    visible,
    visibleTraces,
    actionsOf,
    // Without a replay the chain never changes: the list is made once.
    allActions: () => (isVisible ? actionsNow() : (all ??= actionsNow())),
  };
}

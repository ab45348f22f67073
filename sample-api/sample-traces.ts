// The traces and the derived actions one handler serves, built on first use (the routes that need them
// are the only ones that pay for them): the trace store (trace-store.ts) and, per emulated trace, the
// actions the sample derives from its messages (derive-actions.ts).
import type { SampleDataset } from './dataset.ts';
import { deriveTraceActions, type DeriveContext } from './derive-actions.ts';
import type { JsonObject } from './json.ts';
import type { TokenState } from './token-state.ts';
import { buildTraceStore, type SampleTrace, type TraceStore } from './trace-store.ts';

export interface SampleTraces {
  store: TraceStore;
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
): SampleTraces {
  const store = buildTraceStore(dataset, extra);
  const derived = new Map<SampleTrace, JsonObject[]>();
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
  let all: { trace: SampleTrace; action: JsonObject }[] | undefined;
  return {
    store,
    actionsOf,
    allActions: () =>
      (all ??= store.traces.flatMap((trace) => actionsOf(trace).map((action) => ({ trace, action })))),
  };
}

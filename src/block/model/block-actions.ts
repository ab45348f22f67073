/**
 * The block's actions (issue 27) without React: what the "What happened" summary, each row's sentence,
 * the action type filter and the exports read, computed once per set of actions (a block's own reading,
 * then again when the server's classification arrives), never per row.
 *
 * - byTransaction: transaction hash → its actions in order (the row's sentence is the first; a lookup, not
 *   a scan of 5,000 actions per row);
 * - types: each type with how many actions and how many of this block's transactions it has (the summary
 *   counts actions, the filter menu the transactions the filter keeps, as the opcode menu does);
 * - sources: how many actions each reader gave ("classified by the server", "read from the messages by
 *   tonlens");
 * - totals: the value moved per asset (GRAM first, then each jetton), exact.
 *
 * The jettons the page knows come from the block's own metadata, then the actions answers' metadata, then
 * /api/v3/metadata for the masters neither described (useJettonDirectory).
 */
import type { Metadata } from '../../api/schemas.ts';
import type { Action, ActionSource, JettonDirectory } from '../../ton/actions/action-model.ts';
import { sentenceLeaves } from '../../ton/actions/action-model.ts';
import { mergeActions, valueMovedTally, type AssetTotal } from '../../ton/actions/value-moved.ts';
import { jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import type { ActionsByTransaction } from './block-index.ts';

export interface ActionTypeCount {
  type: string;
  /** Actions of this type. */
  actions: number;
  /** This block's transactions that belong to at least one action of this type. */
  transactions: number;
}

export interface BlockActionIndex {
  actions: readonly Action[];
  byTransaction: ActionsByTransaction;
  /** Most actions first, then by type name. */
  types: readonly ActionTypeCount[];
  sources: Readonly<Record<ActionSource, number>>;
  totals: readonly AssetTotal[];
  /** The jetton masters the actions name (raw, uppercase), in first-seen order. */
  masters: readonly string[];
}

const EMPTY: readonly Action[] = [];

/**
 * Indexes `actions` for the page. `blockHashes` says which transactions are this block's: a server's action
 * may span transactions of other blocks (a trace goes on), which the filter menu does not count.
 */
export function indexBlockActions(
  actions: readonly Action[],
  blockHashes: { has(hash: string): boolean },
): BlockActionIndex {
  const tally = blockActionIndexTally(actions, blockHashes);
  tally.add(0, actions.length);
  return tally.finish();
}

/**
 * indexBlockActions a range of `actions` at a time (`add(from, to)`), so that a big block's 5,000 actions
 * can be indexed in slices that give the main thread back (in one piece, 20–40 ms on a 2-core machine).
 */
export function blockActionIndexTally(
  actions: readonly Action[],
  blockHashes: { has(hash: string): boolean },
): { add(from: number, to: number): void; finish(): BlockActionIndex } {
  const byTransaction = new Map<string, Action[]>();
  const types = new Map<string, { actions: number; hashes: Set<string> }>();
  const sources: Record<ActionSource, number> = { server: 0, tonlens: 0 };
  const masters = new Set<string>();
  const totals = valueMovedTally();
  return {
    add(from, to) {
      for (let position = from; position < to; position++) {
        const action = actions[position];
        if (!action) continue;
        sources[action.source] += 1;
        let type = types.get(action.type);
        if (!type) {
          type = { actions: 0, hashes: new Set() };
          types.set(action.type, type);
        }
        type.actions += 1;
        for (const hash of new Set(action.transactions)) {
          const list = byTransaction.get(hash);
          if (list) list.push(action);
          else byTransaction.set(hash, [action]);
          if (blockHashes.has(hash)) type.hashes.add(hash);
        }
        for (const part of sentenceLeaves(action.sentence)) {
          if (part.kind === 'jetton' && part.master !== null) masters.add(part.master);
        }
        for (const flow of action.flows) {
          if (flow.asset.kind === 'jetton' && flow.asset.master !== null) masters.add(flow.asset.master);
        }
        totals.add(action);
      }
    },
    finish: () => ({
      actions,
      byTransaction,
      types: [...types]
        .map(([type, count]) => ({ type, actions: count.actions, transactions: count.hashes.size }))
        .sort((a, b) => b.actions - a.actions || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)),
      sources,
      totals: totals.finish(),
      masters: [...masters],
    }),
  };
}

/**
 * The server's actions and tonlens's own reading as one list: the server's word stands for each
 * transaction its answers covered AND classified (named in one of its actions); a covered transaction the
 * server gave no action keeps tonlens's reading. An index whose classifier is off, or has not reached a
 * trace yet (`classification_state: unclassified`, as in every recorded trace), answers "no actions" for
 * transactions that did something: saying nothing happened there would be wrong, and each action says
 * who read it.
 */
export function combineActions(
  server: { actions: readonly Action[]; coveredTransactions: ReadonlySet<string> },
  own: readonly Action[],
): Action[] {
  if (server.actions.length === 0) return own.length === 0 ? [] : [...own];
  const classified = new Set<string>();
  for (const action of server.actions) {
    for (const hash of action.transactions) if (server.coveredTransactions.has(hash)) classified.add(hash);
  }
  return mergeActions(server.actions, classified, own);
}

/** A transaction's actions, none when it has none. */
export function actionsOf(index: BlockActionIndex, hash: string): readonly Action[] {
  return index.byTransaction.get(hash) ?? EMPTY;
}

/**
 * The jettons the block's own metadata describes: every address with a `jetton_masters` entry. Jetton
 * wallets' entries (`jetton_wallets`) name their master but say nothing of its decimals.
 */
export function jettonsOfMetadata(metadata: Metadata): Map<string, JettonInfo> {
  const jettons = new Map<string, JettonInfo>();
  for (const [address, entry] of Object.entries(metadata)) {
    const masters = (entry.token_info ?? []).filter((info) => info.type === 'jetton_masters');
    if (masters.length === 0) continue;
    const info = jettonInfoOf(address, masters);
    jettons.set(info.master, info);
  }
  return jettons;
}

/** One directory from several: the first that describes a master wins (the block's own answer first). */
export function joinDirectories(...directories: readonly JettonDirectory[]): JettonDirectory {
  const nonEmpty = directories.filter((directory) => directory.size > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? new Map<string, JettonInfo>();
  const joined = new Map<string, JettonInfo>();
  for (const directory of nonEmpty) {
    for (const [master, info] of directory) if (!joined.has(master)) joined.set(master, info);
  }
  return joined;
}

/** The masters `directory` does not describe, to ask of /api/v3/metadata. */
export function undescribedMasters(masters: readonly string[], directory: JettonDirectory): string[] {
  return masters.filter((master) => !directory.has(master));
}

/**
 * Everything the transaction list needs, computed once per block and kept with it (a block never changes,
 * so going back to one reuses its index instead of redoing 5,000 rows of work): each transaction's
 * outcome, the opcodes and accounts present (for the filter choices), and — on first use only, since most
 * visits never search or open the flow — the text the free-text filter searches and the message flow.
 * Filtering and sorting then only read these, so typing in the filter stays fast at 5,000 rows.
 */
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { Transaction } from '../../api/schemas.ts';
import { messageOpcode, type MessageOpcode } from '../../api/message-opcode.ts';
import { accountForm } from '../../ton/account-form.ts';
import { normalizeAddressKey } from '../../ton/address.ts';
import { findComments } from '../../ton/chain/decoded-content.ts';
import { formatOpcode, opcodeName } from '../../ton/chain/opcodes.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import {
  classifyTransactionOutcome,
  isFailedOutcome,
  type TransactionOutcome,
} from '../../ton/chain/transaction-outcome.ts';
import type { BlockFilters } from './block-filters.ts';
import { buildMessageFlow, type MessageFlow } from './message-flow.ts';
import { messageOpcodeName } from './message-preview.ts';
import { oncePerBlock } from './per-block.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import type { Action } from '../../ton/actions/action-model.ts';
import { t } from '../../ton/i18n/door.ts';
import { indexMessages } from './model-messages.ts';

/** Each transaction's actions, by its hash (block-actions.ts builds it once per set of actions). */
export type ActionsByTransaction = ReadonlyMap<string, readonly Action[]>;

export interface IndexedTransaction {
  transaction: Transaction;
  /** Position in block order, from 0. */
  position: number;
  outcome: TransactionOutcome;
  failed: boolean;
  /** The incoming message went back to its sender (the header's "bounced" count). */
  bounced: boolean;
  /** `workchain:shard:seqno` of its shard block. */
  shardBlock: string;
  /** Its incoming message's opcode: absent, readable or unreadable (what the opcode filter and bars read). */
  incomingOpcode: MessageOpcode;
  /** Lowercase text the free-text filter searches (built on first read). */
  readonly searchText: string;
}

export interface OpcodeChoice {
  opcode: number;
  name: string | undefined;
  count: number;
}

export interface AccountChoice {
  raw: string;
  count: number;
}

export interface BlockIndex {
  transactions: IndexedTransaction[];
  byHash: ReadonlyMap<string, IndexedTransaction>;
  /** Built on first read. */
  readonly flow: MessageFlow;
  /** Incoming-message opcodes present, most frequent first. */
  opcodes: OpcodeChoice[];
  /** Transactions whose incoming message carries no opcode (or that have none), and those whose opcode cannot be read. */
  opcodeCounts: { absent: number; unreadable: number };
  /** Accounts present, most transactions first. */
  accounts: AccountChoice[];
}

/** The key of the transactions whose shard block the server did not name (shown in words, see below). */
const UNKNOWN_SHARD_BLOCK = 'unknown shard block';

export function shardBlockLabel(ref: { workchain: number; shard: string; seqno: number } | null | undefined) {
  return ref ? `${ref.workchain}:${ref.shard}:${ref.seqno}` : UNKNOWN_SHARD_BLOCK;
}

/**
 * A shard block's label as the page shows it, in text and in accessible names: the shard is the server's
 * text (any string passes the schema), so its invisible and direction characters are made visible.
 * shardBlockLabel stays the key that tells blocks apart.
 */
export function shownShardBlockLabel(label: string): string {
  if (label === UNKNOWN_SHARD_BLOCK) return t(indexMessages.unknownShardBlock);
  return revealInvisible(label).text;
}

function searchTextOf(transaction: Transaction, addressBook: MasterchainBlock['addressBook']): string {
  const entry = addressBook[transaction.account];
  const parts: string[] = [transaction.hash, transaction.account];
  // The form the page shows, computed from the raw address: never the address book's text, which could be
  // another account's.
  const form = accountForm(transaction.account, entry?.user_friendly);
  if (form.fromApi && form.friendly) parts.push(form.friendly);
  if (entry?.domain) parts.push(entry.domain);
  const inMsg = transaction.in_msg;
  if (inMsg?.hash) parts.push(inMsg.hash);
  if (inMsg?.opcode !== undefined) {
    parts.push(formatOpcode(inMsg.opcode));
    const name = opcodeName(inMsg.opcode);
    if (name) parts.push(name);
  }
  if (inMsg?.decoded_opcode) parts.push(inMsg.decoded_opcode);
  const decodedType = inMsg?.message_content?.decoded?.['@type'];
  if (typeof decodedType === 'string') parts.push(decodedType);
  for (const message of [inMsg, ...transaction.out_msgs]) {
    if (message) parts.push(...findComments(message.message_content?.decoded));
  }
  return parts.join('\n').toLowerCase();
}

/** An indexed transaction whose search text is built the first time a search reads it. */
class IndexedTransactionItem implements IndexedTransaction {
  readonly failed: boolean;
  readonly bounced: boolean;
  readonly shardBlock: string;
  readonly incomingOpcode: MessageOpcode;
  #searchText: string | undefined;

  constructor(
    readonly transaction: Transaction,
    readonly position: number,
    readonly outcome: TransactionOutcome,
    private readonly addressBook: MasterchainBlock['addressBook'],
  ) {
    this.failed = isFailedOutcome(outcome);
    this.bounced = outcome.bounced;
    this.shardBlock = shardBlockLabel(transaction.block_ref);
    this.incomingOpcode = messageOpcode(transaction.in_msg);
  }

  get searchText(): string {
    return (this.#searchText ??= searchTextOf(this.transaction, this.addressBook));
  }
}

/** The block's index, built on the first call for this block object and kept as long as the block is. */
export const indexBlock: (block: MasterchainBlock) => BlockIndex = oncePerBlock(buildIndex);

function buildIndex(block: MasterchainBlock): BlockIndex {
  const opcodes = new Map<number, OpcodeChoice>();
  const accounts = new Map<string, AccountChoice>();
  const byHash = new Map<string, IndexedTransaction>();
  const opcodeCounts = { absent: 0, unreadable: 0 };
  const transactions = block.transactions.map((transaction, position): IndexedTransaction => {
    const account = accounts.get(transaction.account);
    if (account) account.count += 1;
    else accounts.set(transaction.account, { raw: transaction.account, count: 1 });
    const item = new IndexedTransactionItem(
      transaction,
      position,
      classifyTransactionOutcome(transaction),
      block.addressBook,
    );
    const incoming = item.incomingOpcode;
    if (incoming.kind === 'readable') {
      const choice = opcodes.get(incoming.opcode);
      if (choice) choice.count += 1;
      else if (transaction.in_msg) {
        opcodes.set(incoming.opcode, {
          opcode: incoming.opcode,
          name: messageOpcodeName(transaction.in_msg),
          count: 1,
        });
      }
    } else opcodeCounts[incoming.kind] += 1;
    byHash.set(transaction.hash, item);
    return item;
  });
  let flow: MessageFlow | undefined;
  return {
    transactions,
    byHash,
    get flow() {
      return (flow ??= buildMessageFlow(block.transactions));
    },
    opcodes: [...opcodes.values()].sort((a, b) => b.count - a.count || a.opcode - b.opcode),
    opcodeCounts,
    accounts: [...accounts.values()].sort((a, b) => b.count - a.count || (a.raw < b.raw ? -1 : 1)),
  };
}

export type ListEntry =
  | { kind: 'group'; key: string; shardBlock: string; shown: number; total: number }
  | { kind: 'transaction'; key: string; item: IndexedTransaction };

export interface TransactionListView {
  /** What the list renders: group headers (block order only) and transactions. */
  entries: ListEntry[];
  /** The shown transactions in display order: what j and k step through. */
  order: IndexedTransaction[];
  shown: number;
  total: number;
}

/**
 * The accounts (raw, uppercase) whose private label or note contains `query`: labels change while the
 * block's search text is kept, so they are matched apart from it, once per search.
 */
export function accountsLabelled(
  labels: ReadonlyMap<string, AccountLabel> | undefined,
  query: string,
): ReadonlySet<string> {
  const needle = query.toLowerCase();
  const found = new Set<string>();
  if (!labels || !needle) return found;
  for (const [raw, record] of labels) {
    if (record.label.toLowerCase().includes(needle) || record.note.toLowerCase().includes(needle)) {
      found.add(raw);
    }
  }
  return found;
}

export function matchesFilters(
  item: IndexedTransaction,
  filters: BlockFilters,
  queryAccount?: string | null,
  labelled?: ReadonlySet<string>,
  actions?: ActionsByTransaction,
) {
  if (filters.failedOnly && !item.failed) return false;
  if (filters.bouncedOnly && !item.bounced) return false;
  if (filters.account !== undefined && item.transaction.account !== filters.account) return false;
  if (filters.opcode !== undefined) {
    if (item.incomingOpcode.kind !== 'readable' || item.incomingOpcode.opcode !== filters.opcode)
      return false;
  }
  if (filters.noOpcode && item.incomingOpcode.kind !== 'absent') return false;
  if (filters.unreadableOpcode && item.incomingOpcode.kind !== 'unreadable') return false;
  if (filters.shard !== undefined && item.shardBlock !== filters.shard) return false;
  if (filters.outcome !== undefined && item.outcome.kind !== filters.outcome) return false;
  if (filters.action !== undefined) {
    const type = filters.action;
    const own = actions?.get(item.transaction.hash);
    if (!own?.some((action) => action.type === type)) return false;
  }
  if (filters.query) {
    // An address in any form finds its account's transactions, whichever form the address book shows.
    if (queryAccount) return item.transaction.account === queryAccount;
    if (labelled && labelled.size > 0 && labelled.has(item.transaction.account.toUpperCase())) return true;
    return item.searchText.includes(filters.query.toLowerCase());
  }
  return true;
}

function descending(a: bigint | undefined, b: bigint | undefined): number {
  const x = a ?? -1n;
  const y = b ?? -1n;
  return x === y ? 0 : x > y ? -1 : 1;
}

/**
 * The filtered list in display order. In block order (the default) it is grouped by shard block with a
 * header per group; sorted by fees or value, groups would cut the ranking apart, so the list is flat.
 * The free-text search also finds the accounts whose private label or note (`labels`) holds it; the
 * action type filter reads each transaction's `actions`.
 */
export function buildListView(
  index: BlockIndex,
  filters: BlockFilters,
  labels?: ReadonlyMap<string, AccountLabel>,
  actions?: ActionsByTransaction,
): TransactionListView {
  // The last view of each index is kept: going back to a block with the same filters reuses it. Labels
  // matter only to a search, and actions only to the action filter, so a changed label redoes only a
  // searched view, and the server's answer only a view filtered by action type.
  const key = filtersKey(filters);
  const usedLabels = filters.query ? labels : undefined;
  const usedActions = filters.action !== undefined ? actions : undefined;
  const cached = lastViews.get(index);
  if (cached?.key === key && cached.labels === usedLabels && cached.actions === usedActions)
    return cached.view;
  const view = computeListView(index, filters, usedLabels, usedActions);
  lastViews.set(index, { key, labels: usedLabels, actions: usedActions, view });
  return view;
}

const lastViews = new WeakMap<
  BlockIndex,
  {
    key: string;
    labels: ReadonlyMap<string, AccountLabel> | undefined;
    actions: ActionsByTransaction | undefined;
    view: TransactionListView;
  }
>();

function filtersKey(filters: BlockFilters): string {
  return JSON.stringify([
    filters.failedOnly,
    filters.bouncedOnly,
    filters.account,
    filters.opcode,
    filters.noOpcode,
    filters.unreadableOpcode,
    filters.shard,
    filters.outcome,
    filters.action,
    filters.query,
    filters.sort,
  ]);
}

function computeListView(
  index: BlockIndex,
  filters: BlockFilters,
  labels: ReadonlyMap<string, AccountLabel> | undefined,
  actions: ActionsByTransaction | undefined,
): TransactionListView {
  const queryAccount = filters.query ? normalizeAddressKey(filters.query) : null;
  const labelled = accountsLabelled(labels, filters.query);
  const shownItems = index.transactions.filter((item) =>
    matchesFilters(item, filters, queryAccount, labelled, actions),
  );
  const total = index.transactions.length;

  if (filters.sort !== 'lt') {
    const order = [...shownItems].sort((a, b) => {
      const byKey =
        filters.sort === 'fees'
          ? descending(a.transaction.total_fees, b.transaction.total_fees)
          : descending(a.transaction.in_msg?.value, b.transaction.in_msg?.value);
      return byKey || a.position - b.position;
    });
    return {
      entries: order.map((item) => ({ kind: 'transaction', key: item.transaction.hash, item })),
      order,
      shown: order.length,
      total,
    };
  }

  const totals = new Map<string, number>();
  for (const item of index.transactions) totals.set(item.shardBlock, (totals.get(item.shardBlock) ?? 0) + 1);
  const shownCounts = new Map<string, number>();
  for (const item of shownItems)
    shownCounts.set(item.shardBlock, (shownCounts.get(item.shardBlock) ?? 0) + 1);

  const entries: ListEntry[] = [];
  let currentGroup: string | undefined;
  for (const item of shownItems) {
    if (item.shardBlock !== currentGroup) {
      currentGroup = item.shardBlock;
      entries.push({
        kind: 'group',
        // Position keeps keys unique should a shard block's transactions ever not be contiguous.
        key: `group:${item.shardBlock}:${item.position}`,
        shardBlock: item.shardBlock,
        shown: shownCounts.get(item.shardBlock) ?? 0,
        total: totals.get(item.shardBlock) ?? 0,
      });
    }
    entries.push({ kind: 'transaction', key: item.transaction.hash, item });
  }
  return { entries, order: shownItems, shown: shownItems.length, total };
}

/**
 * The message flow inside one masterchain block: which transaction of the block sent a message and which
 * one received it. Messages are matched by hash (an outgoing message of one transaction is the incoming
 * message of another), and by the index's `out_msg_tx_hash` / `in_msg_tx_hash` hints when it sends them.
 * Only transactions of this block are linked: the other end of most messages lies in another block.
 */
import type { Message, Transaction } from '../../api/schemas.ts';

export interface MessageFlow {
  /** Message hash → hash of the transaction of this block that sent it. */
  readonly sentBy: ReadonlyMap<string, string>;
  /** Message hash → hash of the transaction of this block that received it. */
  readonly receivedBy: ReadonlyMap<string, string>;
  readonly transactions: ReadonlyMap<string, Transaction>;
}

export function buildMessageFlow(transactions: readonly Transaction[]): MessageFlow {
  const byHash = new Map(transactions.map((transaction) => [transaction.hash, transaction]));
  const sentBy = new Map<string, string>();
  const receivedBy = new Map<string, string>();
  const note = (
    map: Map<string, string>,
    message: string | null | undefined,
    hash: string | null | undefined,
  ) => {
    if (message && hash && byHash.has(hash) && !map.has(message)) map.set(message, hash);
  };
  for (const transaction of transactions) {
    const inMsg = transaction.in_msg;
    if (inMsg?.hash) {
      note(receivedBy, inMsg.hash, transaction.hash);
      note(sentBy, inMsg.hash, inMsg.out_msg_tx_hash);
    }
    for (const message of transaction.out_msgs) {
      if (!message.hash) continue;
      note(sentBy, message.hash, transaction.hash);
      note(receivedBy, message.hash, message.in_msg_tx_hash);
    }
  }
  return { sentBy, receivedBy, transactions: byHash };
}

/** The transactions of this block at either end of a message, when they are in it. */
export function messageEnds(
  flow: MessageFlow,
  message: Pick<Message, 'hash' | 'in_msg_tx_hash' | 'out_msg_tx_hash'>,
): { sender: string | undefined; receiver: string | undefined } {
  const inBlock = (hash: string | null | undefined) =>
    hash && flow.transactions.has(hash) ? hash : undefined;
  return {
    sender: (message.hash ? flow.sentBy.get(message.hash) : undefined) ?? inBlock(message.out_msg_tx_hash),
    receiver:
      (message.hash ? flow.receivedBy.get(message.hash) : undefined) ?? inBlock(message.in_msg_tx_hash),
  };
}

export interface FlowNode {
  hash: string;
  children: FlowNode[];
}

/** Bounds the tree: a block's trace can be long, and a malformed answer could even loop. */
const MAX_FLOW_NODES = 200;

/**
 * The part of a trace that lies in this block and contains `hash`: from the earliest transaction of the
 * block it descends from, down through every transaction of the block its messages caused. Undefined
 * when the transaction neither came from nor caused another transaction of this block.
 */
export function flowTreeOf(flow: MessageFlow, hash: string): FlowNode | undefined {
  const seen = new Set<string>([hash]);
  let root = hash;
  for (;;) {
    const inHash = flow.transactions.get(root)?.in_msg?.hash;
    const parent = inHash ? flow.sentBy.get(inHash) : undefined;
    if (!parent || seen.has(parent)) break;
    seen.add(parent);
    root = parent;
  }
  const visited = new Set<string>();
  const build = (current: string): FlowNode => {
    visited.add(current);
    const children: FlowNode[] = [];
    for (const message of flow.transactions.get(current)?.out_msgs ?? []) {
      const child = message.hash ? flow.receivedBy.get(message.hash) : undefined;
      if (child && !visited.has(child) && visited.size < MAX_FLOW_NODES) children.push(build(child));
    }
    return { hash: current, children };
  };
  const tree = build(root);
  return tree.children.length === 0 ? undefined : tree;
}

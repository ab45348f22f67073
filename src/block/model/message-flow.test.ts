import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import { RECORDED } from '../../../test/fixtures/recorded-transactions.ts';
import { buildMessageFlow, flowTreeOf, messageEnds } from './message-flow.ts';

const block = parsedBlock('mainnet', RECORDED.mainnetBlock);
const flow = buildMessageFlow(block.transactions);
const byHash = new Map(block.transactions.map((transaction) => [transaction.hash, transaction]));

describe('message flow in a recorded block', () => {
  it('finds the sender of an incoming message and the receiver of an outgoing one by hash', () => {
    const jetton = byHash.get(RECORDED.jettonTransferTx)!;
    expect(messageEnds(flow, jetton.in_msg!)).toEqual({
      sender: RECORDED.externalWalletTx,
      receiver: RECORDED.jettonTransferTx,
    });
    const wallet = byHash.get(RECORDED.externalWalletTx)!;
    expect(messageEnds(flow, wallet.out_msgs[0]!).receiver).toBe(RECORDED.jettonTransferTx);
    // An external message has no sender in the chain.
    expect(messageEnds(flow, wallet.in_msg!).sender).toBeUndefined();
  });

  it('uses the index’s tx-hash hints, but only for transactions of this block', () => {
    const hinted = { hash: 'unknown', out_msg_tx_hash: RECORDED.noGasTx, in_msg_tx_hash: 'elsewhere' };
    expect(messageEnds(flow, hinted)).toEqual({ sender: RECORDED.noGasTx, receiver: undefined });
  });

  it('builds the trace inside the block from its first transaction', () => {
    const tree = flowTreeOf(flow, RECORDED.excessTx)!;
    expect(tree.hash).toBe(RECORDED.externalWalletTx);
    const flat: string[] = [];
    const walk = (node: typeof tree) => {
      flat.push(node.hash);
      node.children.forEach(walk);
    };
    walk(tree);
    expect(flat).toHaveLength(5);
    expect(flat).toContain(RECORDED.noGasTx);
  });

  it('has no tree for a transaction alone in its block', () => {
    const single = buildMessageFlow([byHash.get(RECORDED.excessTx)!]);
    expect(flowTreeOf(single, RECORDED.excessTx)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  allMetadata,
  blockTransactions,
  emulatedSeqnos,
  LENS_MASTER,
  rawTransactions,
} from '../../../test/fixtures/emulated-chain.ts';
import { metadataSchema, transactionSchema } from '../../api/schemas.ts';
import type { Action } from './action-model.ts';
import { readActionsFromTransactions, readContextFromMetadata } from './read-messages.ts';
import { mergeActions, traceBalanceChanges, transactionCoinDelta, valueMovedByAsset } from './value-moved.ts';
import ftSent from '../../../sample-api/recordings/traces.ton-connect-kit.ft-sent-traces.json' with { type: 'json' };
import nftSent from '../../../sample-api/recordings/traces.ton-connect-kit.nft-sent-traces.json' with { type: 'json' };

type RawMessage = {
  value?: string | null;
  fwd_fee?: string | null;
  opcode?: string | null;
  bounced?: boolean | null;
  source?: string | null;
  destination?: string | null;
  message_content?: { decoded?: Record<string, unknown> | null } | null;
};
type RawTransaction = {
  hash: string;
  account: string;
  mc_block_seqno: number;
  total_fees: string;
  in_msg?: RawMessage | null;
  out_msgs: RawMessage[];
  description?: { compute_ph?: { success?: boolean }; bounce?: { type?: string } };
  account_state_before?: { balance?: string | null } | null;
  account_state_after?: { balance?: string | null } | null;
};

const context = readContextFromMetadata(allMetadata());
/** Opcodes of the jetton and NFT standards: the coin they carry pays fees and forwards, it is not "moved". */
const STANDARD = new Set([
  '0x0f8a7ea5',
  '0x178d4519',
  '0x7362d09c',
  '0xd53276db',
  '0x595f07bc',
  '0x7bdd97de',
  '0x5fcc3d14',
  '0x05138d91',
]);

/**
 * Value moved in a block, worked out from the server's raw JSON by the documented rule (docs/actions.md),
 * without the readers: coin that arrived by a plain transfer, a contract call or a deploy that did not
 * bounce, plus every bounce that came back; LENS that arrived by an internal_transfer a wallet accepted.
 */
function valueMovedByHand(seqno: number): { coin: bigint; lens: bigint } {
  let coin = 0n;
  let lens = 0n;
  for (const transaction of rawTransactions() as unknown as RawTransaction[]) {
    if (transaction.mc_block_seqno !== seqno) continue;
    const message = transaction.in_msg;
    if (!message?.source) continue;
    const value = BigInt(message.value ?? '0');
    if (message.bounced) coin += value;
    else if (message.opcode === '0x178d4519') {
      if (transaction.description?.compute_ph?.success) {
        lens += BigInt((message.message_content!.decoded!['amount'] as { value: string }).value);
      }
    } else if (!STANDARD.has(message.opcode ?? '') && transaction.description?.bounce?.type !== 'ok') {
      coin += value;
    }
  }
  return { coin, lens };
}

describe('valueMovedByAsset', () => {
  it("equals, in every emulated block, the sums worked out by hand from the block's raw transactions", () => {
    let blocksWithLens = 0;
    for (const seqno of emulatedSeqnos()) {
      const totals = valueMovedByAsset(readActionsFromTransactions(blockTransactions(seqno), context));
      const expected = valueMovedByHand(seqno);
      const coin = totals.find((total) => total.asset.kind === 'coin')?.total ?? 0n;
      const lens =
        totals.find((total) => total.asset.kind === 'jetton' && total.asset.master === LENS_MASTER)?.total ??
        0n;
      expect({ seqno, coin, lens }).toEqual({ seqno, ...expected });
      if (expected.lens > 0n) blocksWithLens += 1;
      // The coin first, then each jetton on its own.
      if (totals.length > 1) expect(totals[0]!.asset.kind).toBe('coin');
    }
    expect(blocksWithLens).toBeGreaterThan(2);
  });

  it('keeps jettons apart by master and puts the unknown master last', () => {
    const flow = (asset: Action['flows'][number]['asset'], delta: bigint) => ({
      account: '0:AA',
      asset,
      delta,
    });
    const action = {
      flows: [
        flow({ kind: 'jetton', master: null }, 5n),
        flow({ kind: 'jetton', master: '0:BB' }, 7n),
        flow({ kind: 'jetton', master: '0:BB' }, -7n),
        flow({ kind: 'coin' }, 2n ** 70n),
        flow({ kind: 'jetton', master: '0:AA' }, 1n),
        flow({ kind: 'coin' }, 1n),
      ],
    } as unknown as Action;
    expect(valueMovedByAsset([action])).toEqual([
      { asset: { kind: 'coin' }, total: 2n ** 70n + 1n },
      { asset: { kind: 'jetton', master: '0:AA' }, total: 1n },
      { asset: { kind: 'jetton', master: '0:BB' }, total: 7n },
      { asset: { kind: 'jetton', master: null }, total: 5n },
    ]);
  });
});

/** Balance changes of a recorded trace body, worked out by hand from its raw JSON. */
function coinByHand(transactions: RawTransaction[]): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const transaction of transactions) {
    const before = transaction.account_state_before?.balance;
    const after = transaction.account_state_after?.balance;
    let delta: bigint;
    if (before != null && after != null) delta = BigInt(after) - BigInt(before);
    else {
      delta = transaction.in_msg?.source ? BigInt(transaction.in_msg.value ?? '0') : 0n;
      for (const out of transaction.out_msgs) {
        if (out.destination) delta -= BigInt(out.value ?? '0') + BigInt(out.fwd_fee ?? '0');
      }
      delta -= BigInt(transaction.total_fees);
    }
    sums.set(transaction.account, (sums.get(transaction.account) ?? 0n) + delta);
  }
  return sums;
}

describe('traceBalanceChanges', () => {
  it.each([
    ['a USD₮ transfer', ftSent],
    ['an NFT transfer', nftSent],
  ])(
    'adds up a recorded trace body (%s): the coin per account as recomputed by hand, jettons from the actions',
    (_, body) => {
      const recorded = body as unknown as {
        traces: Array<{ transactions: Record<string, RawTransaction> }>;
        metadata: unknown;
      };
      const rawList = Object.values(recorded.traces[0]!.transactions);
      const transactions = rawList.map((raw) => transactionSchema.parse(raw));
      const readContext = readContextFromMetadata(metadataSchema.parse(recorded.metadata));
      const actions = readActionsFromTransactions(transactions, readContext);
      const changes = traceBalanceChanges(transactions, actions);
      const coin = new Map(
        changes
          .filter((change) => change.asset.kind === 'coin')
          .map((change) => [change.account, change.delta]),
      );
      const expected = new Map([...coinByHand(rawList)].filter(([, delta]) => delta !== 0n));
      expect(coin).toEqual(expected);
      // Some transaction of the trace lacks a balance: the fallback rule is exercised.
      expect(rawList.some((raw) => raw.account_state_before?.balance == null)).toBe(true);
      const jettons = changes.filter((change) => change.asset.kind === 'jetton');
      const moved = actions.flatMap((action) => action.flows).filter((flow) => flow.asset.kind === 'jetton');
      expect(jettons.reduce((sum, flow) => sum + flow.delta, 0n)).toBe(
        moved.reduce((sum, flow) => sum + flow.delta, 0n),
      );
      expect(changes.every((change) => change.delta !== 0n)).toBe(true);
    },
  );

  it("adds up every recorded trace body: each one's coin changes equal the sums done by hand", async () => {
    const files = import.meta.glob('../../../sample-api/recordings/traces.*.json', { import: 'default' });
    let traces = 0;
    for (const load of Object.values(files)) {
      const body = (await load()) as {
        traces: Array<{ transactions: Record<string, RawTransaction> }>;
        metadata: unknown;
      };
      const readContext = readContextFromMetadata(metadataSchema.parse(body.metadata));
      for (const trace of body.traces) {
        const rawList = Object.values(trace.transactions);
        const transactions = rawList.map((raw) => transactionSchema.parse(raw));
        const actions = readActionsFromTransactions(transactions, readContext);
        const coin = new Map(
          traceBalanceChanges(transactions, actions)
            .filter((change) => change.asset.kind === 'coin')
            .map((change) => [change.account, change.delta]),
        );
        expect(coin).toEqual(new Map([...coinByHand(rawList)].filter(([, delta]) => delta !== 0n)));
        // Every transaction that received an internal message is in an action.
        const spanned = new Set(actions.flatMap((action) => action.transactions));
        for (const transaction of transactions) {
          if (transaction.in_msg?.source) expect(spanned.has(transaction.hash)).toBe(true);
        }
        traces += 1;
      }
    }
    expect(traces).toBeGreaterThanOrEqual(28);
  });

  it('adds up the emulated jetton transfer across the blocks it spans, recomputed by hand', () => {
    const raws = rawTransactions() as unknown as RawTransaction[];
    const request = raws.find((raw) => raw.in_msg?.opcode === '0x0f8a7ea5' && raw.mc_block_seqno > 50503953)!;
    const traceId = (request as unknown as { trace_id: string }).trace_id;
    const rawTrace = raws.filter((raw) => (raw as unknown as { trace_id: string }).trace_id === traceId);
    expect(new Set(rawTrace.map((raw) => raw.mc_block_seqno)).size).toBeGreaterThan(2);
    const transactions = rawTrace.map((raw) => transactionSchema.parse(raw));
    const changes = traceBalanceChanges(transactions, readActionsFromTransactions(transactions, context));
    const coin = new Map(
      changes
        .filter((change) => change.asset.kind === 'coin')
        .map((change) => [change.account, change.delta]),
    );
    expect(coin).toEqual(new Map([...coinByHand(rawTrace)].filter(([, delta]) => delta !== 0n)));
    const amount = BigInt((request.in_msg!.message_content!.decoded!['amount'] as { value: string }).value);
    const destination = `0:${(request.in_msg!.message_content!.decoded!['destination'] as { address: string }).address}`;
    expect(changes.filter((change) => change.asset.kind === 'jetton')).toEqual([
      { account: request.in_msg!.source, asset: { kind: 'jetton', master: LENS_MASTER }, delta: -amount },
      { account: destination, asset: { kind: 'jetton', master: LENS_MASTER }, delta: amount },
    ]);
  });

  it('agrees, for every sample transaction with both balances, with the fallback rule on the same transaction', () => {
    let checked = 0;
    for (const raw of rawTransactions()) {
      const transaction = transactionSchema.parse(raw);
      const before = transaction.account_state_before?.balance;
      const after = transaction.account_state_after?.balance;
      if (typeof before !== 'bigint' || typeof after !== 'bigint') continue;
      const withoutBalances = { ...transaction, account_state_before: null, account_state_after: null };
      expect(transactionCoinDelta(withoutBalances), transaction.hash).toBe(after - before);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('leaves out an account it cannot work out rather than showing a partial sum', () => {
    const first = emulatedSeqnos()
      .flatMap((seqno) => blockTransactions(seqno))
      .find((transaction) => transaction.in_msg?.source);
    const unknown = { ...first!, account_state_before: null, total_fees: undefined };
    expect(transactionCoinDelta(unknown)).toBeNull();
    expect(
      traceBalanceChanges([first!, unknown], []).some((change) => change.account === first!.account),
    ).toBe(false);
  });
});

describe('mergeActions', () => {
  it("keeps the server's word for covered transactions and tonlens's reading for the rest", () => {
    const action = (id: string, transactions: string[], source: Action['source']) =>
      ({ id, transactions, source }) as unknown as Action;
    const server = [action('s1', ['a', 'b'], 'server')];
    const own = [
      action('t1', ['a'], 'tonlens'),
      action('t2', ['c'], 'tonlens'),
      action('t3', ['c', 'b'], 'tonlens'),
    ];
    expect(mergeActions(server, new Set(['a', 'b']), own).map((merged) => merged.id)).toEqual(['s1', 't2']);
    expect(mergeActions([], new Set(), own).map((merged) => merged.id)).toEqual(['t1', 't2', 't3']);
  });
});

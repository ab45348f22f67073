import { describe, expect, it } from 'vitest';
import ftSent from '../../../sample-api/recordings/traces.ton-connect-kit.ft-sent-traces.json' with { type: 'json' };
import { DEFAULT_COIN_FORMAT } from '../coin.ts';
import { jettonInfoOf } from '../jetton/jetton-info.ts';
import type { JettonDirectory } from './action-model.ts';
import { sentenceLeaves } from './action-model.ts';
import { actionSentenceText } from './action-text.ts';
import { actionFromServer } from './server-actions.ts';
import { valueMovedByAsset } from './value-moved.ts';

/**
 * Action objects in the index's shape (ton-index-go models/actions.go: `Action`, `ActionDetails*` field
 * names), describing the recorded USD₮ transfer (sample-api/recordings/traces.ton-connect-kit.ft-sent-traces
 * .json): its real trace id, transactions, accounts and amount. The recording itself carries no actions
 * (`classification_state: unclassified`).
 */
const trace = (ftSent as unknown as { traces: Array<{ trace_id: string; transactions_order: string[] }> })
  .traces[0]!;
const USDT = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const SENDER = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const RECEIVER = '0:4E3664FAEE814FBDB6C1CB36D72BAC52D15E186C11ECD664FE1B3F1A7CFD801D';
const SENDER_WALLET = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const RECEIVER_WALLET = '0:9F27AD7DB6C58CBFE24C03BE35766209DCA0292BB7E45482F8B5912FA11BF300';

function serverAction<D>(type: string, details: D, extra: Record<string, unknown> = {}) {
  return {
    trace_id: trace.trace_id,
    action_id: `${type}-action`,
    start_lt: '60054965000001',
    end_lt: '60054965000010',
    start_utime: 1754154862,
    end_utime: 1754154862,
    trace_end_lt: '60054965000010',
    trace_end_utime: 1754154862,
    trace_mc_seqno_end: 50503953,
    transactions: trace.transactions_order,
    success: true,
    type,
    details,
    finality: 'finalized',
    ...extra,
  };
}

const jettonTransfer = serverAction('jetton_transfer', {
  asset: USDT,
  sender: SENDER,
  receiver: RECEIVER,
  sender_jetton_wallet: SENDER_WALLET,
  receiver_jetton_wallet: RECEIVER_WALLET,
  amount: '1000000',
  comment: 'Hello!',
  is_encrypted_comment: false,
  query_id: '7253338335086549327',
  response_destination: SENDER,
  custom_payload: null,
  forward_payload: null,
  forward_amount: '1',
});

const directory: JettonDirectory = new Map([
  [USDT, jettonInfoOf(USDT, [{ type: 'jetton_masters', symbol: 'USD₮', extra: { decimals: '6' } }])],
]);
const short = (raw: string) => raw.slice(0, 6);
const text = (raw: unknown) => {
  const action = actionFromServer(raw);
  if (!action) throw new Error('not read');
  return actionSentenceText(action, directory, DEFAULT_COIN_FORMAT, short);
};

describe('actionFromServer', () => {
  it("reads a jetton transfer: the server's id, transactions, trace, accounts and flows by master", () => {
    const action = actionFromServer(jettonTransfer);
    expect(action).toMatchObject({
      id: 'jetton_transfer-action',
      type: 'jetton_transfer',
      source: 'server',
      success: true,
      failure: null,
      transactions: trace.transactions_order,
      traceId: trace.trace_id,
      accounts: [SENDER, RECEIVER, SENDER_WALLET, RECEIVER_WALLET],
      flows: [
        { account: SENDER, asset: { kind: 'jetton', master: USDT }, delta: -1_000_000n },
        { account: RECEIVER, asset: { kind: 'jetton', master: USDT }, delta: 1_000_000n },
      ],
    });
    expect(text(jettonTransfer)).toBe('0:9DA9 sent 1 USD₮ to 0:4E36 with comment “Hello!”');
  });

  it.each([
    [
      'ton_transfer',
      { source: SENDER, destination: RECEIVER, value: '1500000000', comment: 'Для Оли', encrypted: false },
      '0:9DA9 sent 1.5 GRAM to 0:4E36 with comment “Для Оли”',
    ],
    [
      'jetton_mint',
      {
        asset: USDT,
        receiver: RECEIVER,
        receiver_jetton_wallet: RECEIVER_WALLET,
        amount: '2500000',
        ton_amount: '1',
      },
      '0:B113 minted 2.5 USD₮ for 0:4E36',
    ],
    [
      'jetton_burn',
      { owner: SENDER, owner_jetton_wallet: SENDER_WALLET, asset: USDT, amount: '7' },
      '0:9DA9 burned 0.000007 USD₮',
    ],
    [
      'jetton_swap',
      {
        dex: 'stonfi',
        sender: SENDER,
        asset_in: null,
        asset_out: USDT,
        dex_incoming_transfer: { asset: null, source: SENDER, destination: RECEIVER, amount: '2000000000' },
        dex_outgoing_transfer: { asset: USDT, source: RECEIVER, destination: SENDER, amount: '6123456' },
        peer_swaps: [],
      },
      '0:9DA9 swapped 2 GRAM for 6.123456 USD₮ on “stonfi”',
    ],
    [
      'nft_transfer',
      {
        nft_collection: null,
        nft_item: RECEIVER_WALLET,
        old_owner: SENDER,
        new_owner: RECEIVER,
        is_purchase: false,
      },
      '0:9DA9 transferred NFT 0:9F27 to 0:4E36',
    ],
    [
      'nft_mint',
      { owner: RECEIVER, nft_item: RECEIVER_WALLET, nft_collection: SENDER_WALLET },
      '0:C407 minted NFT 0:9F27 for 0:4E36',
    ],
    [
      'contract_deploy',
      { opcode: '0x00000000', source: SENDER, destination: RECEIVER, value: '50000000' },
      '0:9DA9 deployed 0:4E36',
    ],
    [
      'call_contract',
      { opcode: '0x6661696c', source: SENDER, destination: RECEIVER, value: '200000000' },
      '0:9DA9 called 0:4E36 with opcode 0x6661696c, sending 0.2 GRAM',
    ],
    [
      'change_dns',
      { key: 'wallet', value: { sum_type: 'DNSSmcAddress' }, source: SENDER, asset: RECEIVER },
      '“change_dns”: 0:9DA9, 0:4E36',
    ],
  ])('reads %s from its details', (type, details, sentence) => {
    expect(text(serverAction(type, details))).toBe(sentence);
  });

  it('moves no value for a deploy: the index lifts it beside the transfer that carries the value', () => {
    // ton-index-go's classifier (unwind_deployments) emits a contract_deploy next to the ton_transfer or
    // call_contract of the same message; both name its value, so only one may count it.
    const deploy = actionFromServer(
      serverAction('contract_deploy', { source: SENDER, destination: RECEIVER, value: '50000000' }),
    );
    expect(deploy?.flows).toEqual([]);
    const transfer = actionFromServer(
      serverAction('ton_transfer', { source: SENDER, destination: RECEIVER, value: '50000000' }),
    );
    expect(valueMovedByAsset([deploy!, transfer!])).toEqual([{ asset: { kind: 'coin' }, total: 50000000n }]);
  });

  it('reads a swap: the sender gives one asset and gets the other, each by its own asset', () => {
    const swap = actionFromServer(
      serverAction('jetton_swap', {
        sender: SENDER,
        asset_in: USDT,
        asset_out: null,
        dex_incoming_transfer: { amount: '5' },
        dex_outgoing_transfer: { amount: '9' },
      }),
    );
    expect(swap?.flows).toEqual([
      { account: SENDER, asset: { kind: 'jetton', master: USDT }, delta: -5n },
      { account: SENDER, asset: { kind: 'coin' }, delta: 9n },
    ]);
  });

  it('refuses an amount that is not a decimal string, keeps the action and says the amount is unreadable', () => {
    for (const amount of ['1e9', '-5', '0x10', ' 1', '1.5', 12, null, '9'.repeat(81), { value: '1' }]) {
      const action = actionFromServer({ ...jettonTransfer, details: { ...jettonTransfer.details, amount } });
      expect(action?.flows, String(amount)).toEqual([]);
      expect(text({ ...jettonTransfer, details: { ...jettonTransfer.details, amount } })).toBe(
        '0:9DA9 sent an unreadable amount to 0:4E36 with comment “Hello!”',
      );
    }
  });

  it('writes failure text for success false, and no flows', () => {
    const failed = actionFromServer({ ...jettonTransfer, success: false });
    expect(failed).toMatchObject({ success: false, flows: [] });
    expect(failed?.failure).toMatch(/failed/);
    expect(actionFromServer({ ...jettonTransfer, success: 'yes' })?.success).toBeNull();
  });

  it('is null for what is not an action, and never throws on hostile input', () => {
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error('hostile getter');
        },
        ownKeys() {
          throw new Error('hostile keys');
        },
      },
    );
    const cyclic: Record<string, unknown> = { source: SENDER };
    cyclic['self'] = cyclic;
    for (const raw of [null, undefined, 5, 'ton_transfer', [], {}, { type: '' }, { type: 7 }, throwing]) {
      expect(actionFromServer(raw)).toBeNull();
    }
    expect(actionFromServer({ type: 'stake_deposit', details: cyclic })?.accounts).toEqual([SENDER]);
    expect(actionFromServer({ type: 'ton_transfer', details: throwing, transactions: 'x' })).toMatchObject({
      transactions: [],
    });
  });

  it('keeps a type name with control characters as data; the text shows it visibly', () => {
    const type = 'evil\u0007type\u202E';
    const action = actionFromServer(serverAction(type, { source: SENDER }));
    expect(action?.type).toBe(type);
    expect(text(serverAction(type, { source: SENDER }))).toBe('“evil⟨U+0007⟩type⟨U+202E⟩”: 0:9DA9');
  });

  it('keeps a 10 MB comment whole as data and cuts it where text is built', () => {
    const comment = 'A'.repeat(10 * 1024 * 1024);
    const raw = serverAction('ton_transfer', { source: SENDER, destination: RECEIVER, value: '1', comment });
    const action = actionFromServer(raw);
    expect(sentenceLeaves(action?.sentence ?? [])).toContainEqual({ kind: 'stranger', text: comment });
    expect(text(raw).length).toBeLessThan(300);
  });
});

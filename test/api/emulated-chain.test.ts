// @vitest-environment node
/**
 * The emulated chain at the end of the mainnet sample, read the way the app reads it: over HTTP from
 * the sample API, through the app's own schemas. Walking back from the latest block must find the run
 * of emulated blocks with every kind of transaction the explorer has to show, and the fees on each
 * transaction must add up the way the TON node adds them.
 */
import { defaultConfig } from '@ton/sandbox';
import { Address, beginCell, Cell, Dictionary } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatesSchema,
  blockTransactionsSchema,
  masterchainInfoSchema,
  type Message,
  type Transaction,
} from '../../src/api/schemas.ts';
import { loadSampleDataset } from '../../sample-api/dataset.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';

let api: SampleApiServer;
beforeAll(async () => {
  api = await startSampleApiServer({ profile: 'spec' });
});
afterAll(() => api.close());

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.origin}${path}`);
  return { status: response.status, body: await response.json() };
}

interface WalkedBlock {
  seqno: number;
  transactions: Transaction[];
}

/** From masterchainInfo.last back, one masterchainBlockShardState per seqno, until the API has no block. */
async function walkBack(): Promise<WalkedBlock[]> {
  const info = masterchainInfoSchema.parse((await getJson('/api/v3/masterchainInfo')).body);
  const walked: WalkedBlock[] = [];
  for (let seqno = info.last.seqno; ; seqno -= 1) {
    const { status, body } = await getJson(`/api/v3/masterchainBlockShardState?seqno=${seqno}`);
    if (status === 404) break;
    expect(status).toBe(200);
    walked.push({ seqno, transactions: blockTransactionsSchema.parse(body).transactions });
  }
  return walked;
}

const emulatedSeqnos = new Set(
  loadSampleDataset('mainnet')
    .blocks.filter((block) => block.emulated)
    .map((block) => block.seqno),
);

let walked: WalkedBlock[] = [];
let transactions: Transaction[] = [];
beforeAll(async () => {
  walked = await walkBack();
  transactions = walked.flatMap((block) => block.transactions);
});

describe('walking back from the latest block', () => {
  it('finds at least 20 consecutive blocks and 400 transactions, the emulated ones first', () => {
    expect(walked.length).toBeGreaterThanOrEqual(20);
    expect(transactions.length).toBeGreaterThanOrEqual(400);
    const seqnos = walked.map((block) => block.seqno);
    expect(seqnos).toEqual(seqnos.map((_, index) => (seqnos[0] ?? 0) - index));
    expect(walked.filter((block) => emulatedSeqnos.has(block.seqno)).length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...walked.map((block) => block.transactions.length))).toBeGreaterThanOrEqual(36);
  });

  it('sees times and logical times only grow, block after block', () => {
    const ascending = [...walked].reverse().filter((block) => emulatedSeqnos.has(block.seqno));
    let lastLt = 0n;
    let lastNow = 0;
    for (const block of ascending) {
      const lts = block.transactions.map((tx) => tx.lt);
      expect(lts.every((lt) => lt > lastLt)).toBe(true);
      lastLt = lts.reduce((max, lt) => (lt > max ? lt : max), lastLt);
      const nows = new Set(block.transactions.map((tx) => tx.now ?? 0));
      expect(nows.size).toBe(1);
      const [now = 0] = nows;
      expect(now).toBeGreaterThan(lastNow);
      lastNow = now;
    }
  });

  it('covers bounces, failed compute and action phases, a no_state skip, deploys and tick-tock', () => {
    const compute = (tx: Transaction) => tx.description?.compute_ph;
    const has = (predicate: (tx: Transaction) => boolean): number => transactions.filter(predicate).length;
    expect(has((tx) => tx.description?.bounce?.type === 'ok')).toBeGreaterThan(0);
    expect(has((tx) => tx.description?.bounce?.type === 'nofunds')).toBeGreaterThan(0);
    expect(has((tx) => tx.in_msg?.bounced === true)).toBeGreaterThan(0);
    expect(has((tx) => compute(tx)?.skipped === false && compute(tx)?.success === false)).toBeGreaterThan(0);
    expect(has((tx) => compute(tx)?.exit_code === 777)).toBe(1);
    expect(has((tx) => compute(tx)?.exit_code === -14)).toBe(1);
    expect(
      has((tx) => tx.description?.action?.success === false && tx.description.action.result_code === 37),
    ).toBe(1);
    expect(has((tx) => compute(tx)?.skipped === true && compute(tx)?.reason === 'no_state')).toBeGreaterThan(
      1,
    );
    expect(has((tx) => tx.orig_status === 'uninit' && tx.end_status === 'active')).toBeGreaterThan(0);
    expect(has((tx) => tx.orig_status === 'nonexist' && tx.end_status === 'active')).toBeGreaterThan(0);
    expect(has((tx) => tx.orig_status === 'nonexist' && tx.end_status === 'uninit')).toBeGreaterThan(0);
    expect(has((tx) => tx.description?.type === 'tick_tock' && !tx.in_msg)).toBeGreaterThanOrEqual(20);
    const decoded = new Set(
      transactions
        .flatMap((tx) => [tx.in_msg, ...tx.out_msgs])
        .map((msg) => msg?.message_content?.decoded?.['@type']),
    );
    for (const type of [
      'text_comment',
      'wallet_signed_v4',
      'w5_external_signed_request',
      'jetton_transfer',
      'jetton_internal_transfer',
      'jetton_notify',
      'excess',
      'nft_transfer',
      'nft_ownership_assigned',
      'bounce',
    ]) {
      expect(decoded).toContain(type);
    }
    expect(has((tx) => Object.keys(tx.in_msg?.value_extra_currencies ?? {}).length > 0)).toBeGreaterThan(0);
  });

  it('links every emulated transaction to the one before it on the same account', () => {
    const emulated = walked
      .filter((block) => emulatedSeqnos.has(block.seqno))
      .flatMap((block) => block.transactions)
      .sort((a, b) => (a.lt < b.lt ? -1 : 1));
    const previous = new Map<string, Transaction>();
    let linked = 0;
    for (const tx of emulated) {
      const before = previous.get(tx.account);
      if (before) {
        expect(tx.prev_trans_hash).toBe(before.hash);
        expect(tx.prev_trans_lt).toBe(before.lt);
        expect(tx.account_state_before?.hash).toBe(before.account_state_after?.hash);
        linked += 1;
      }
      previous.set(tx.account, tx);
    }
    expect(linked).toBeGreaterThan(300);
    // Every internal message an emulated transaction receives was sent by an emulated transaction.
    const sent = new Set(emulated.flatMap((tx) => tx.out_msgs.map((msg) => msg.hash)));
    for (const tx of emulated) {
      if (tx.in_msg && tx.in_msg.source) expect(sent).toContain(tx.in_msg.hash);
    }
  });
});

describe('accounts of the emulated chain', () => {
  it('parse with the accountStates schema and carry real code and data BOCs', async () => {
    const emulatedAccounts = [
      ...new Set(
        walked
          .filter((block) => emulatedSeqnos.has(block.seqno))
          .flatMap((block) => block.transactions.map((tx) => tx.account)),
      ),
    ];
    const query = emulatedAccounts.map((address) => `address=${encodeURIComponent(address)}`).join('&');
    const { status, body } = await getJson(`/api/v3/accountStates?${query}`);
    expect(status).toBe(200);
    const answer = accountStatesSchema.parse(body);
    expect(answer.accounts.map((account) => account.address).sort()).toEqual([...emulatedAccounts].sort());
    const withCode = answer.accounts.filter((account) => account.code_boc && account.data_boc);
    expect(withCode.length).toBeGreaterThan(20);
    for (const account of withCode) {
      expect(Cell.fromBase64(String(account.code_boc)).hash().toString('base64')).toBe(account.code_hash);
      expect(Cell.fromBase64(String(account.data_boc)).hash().toString('base64')).toBe(account.data_hash);
    }
    expect(new Set(answer.accounts.map((account) => account.status))).toEqual(
      new Set(['active', 'uninit', 'nonexist']),
    );
    const jetton = Object.values(answer.metadata).find((entry) =>
      entry.token_info?.some((info) => info.type === 'jetton_masters'),
    );
    expect(jetton?.token_info?.[0]).toMatchObject({
      name: 'Lens Token',
      symbol: 'LENS',
      extra: { decimals: '9' },
    });
  });
});

// ---- fees ----

interface MsgPrices {
  lumpPrice: bigint;
  bitPrice: bigint;
  cellPrice: bigint;
}

/** msg_forward_prices#ea lump_price:uint64 bit_price:uint64 cell_price:uint64 … (block.tlb, ConfigParam 24/25) */
function readMsgPrices(): Record<24 | 25, MsgPrices> {
  const params = Dictionary.loadDirect(
    Dictionary.Keys.Int(32),
    Dictionary.Values.Cell(),
    Cell.fromBase64(defaultConfig),
  );
  const read = (param: 24 | 25): MsgPrices => {
    const cell = params.get(param);
    if (!cell) throw new Error(`config has no param ${param}`);
    const slice = cell.beginParse();
    if (slice.loadUint(8) !== 0xea) throw new Error('not msg_forward_prices');
    return {
      lumpPrice: slice.loadUintBig(64),
      bitPrice: slice.loadUintBig(64),
      cellPrice: slice.loadUintBig(64),
    };
  };
  return { 24: read(24), 25: read(25) };
}

const MSG_PRICES = readMsgPrices();

/**
 * The external message cell behind an in_msg: ext_in_msg_info$10 src:addr_none dest import_fee, then
 * init and body each inline or in a reference; the layout whose hash is the message's hash is the one
 * that was sent (which also checks that hash).
 */
function externalMessageCell(message: Message): Cell {
  const destination = Address.parseRaw(String(message.destination));
  const body = Cell.fromBase64(String(message.message_content?.body));
  const init = message.init_state?.body ? Cell.fromBase64(message.init_state.body) : null;
  for (const initLayout of init ? ['inline', 'ref'] : ['none']) {
    for (const bodyLayout of ['inline', 'ref']) {
      try {
        const builder = beginCell()
          .storeUint(2, 2)
          .storeUint(0, 2)
          .storeAddress(destination)
          .storeCoins(message.import_fee ?? 0n);
        if (init && initLayout === 'inline')
          builder.storeBit(true).storeBit(false).storeSlice(init.beginParse());
        else if (init) builder.storeBit(true).storeBit(true).storeRef(init);
        else builder.storeBit(false);
        if (bodyLayout === 'inline') builder.storeBit(false).storeSlice(body.beginParse());
        else builder.storeBit(true).storeRef(body);
        const cell = builder.endCell();
        if (cell.hash().toString('base64') === message.hash) return cell;
      } catch {
        // does not fit inline
      }
    }
  }
  throw new Error(`no layout of external message ${message.hash} has its hash`);
}

/**
 * Import fee of an external message (transaction.cpp, unpack_input_msg): forwarding price of the
 * message's cells below the root, deduplicated: lump_price + ceil((bit_price·bits + cell_price·cells)/2^16).
 */
function importFee(message: Message, masterchain: boolean): bigint {
  const root = externalMessageCell(message);
  const seen = new Set<string>();
  let cells = 0n;
  let bits = 0n;
  const visit = (cell: Cell): void => {
    const key = cell.hash().toString('hex');
    if (seen.has(key)) return;
    seen.add(key);
    cells += 1n;
    bits += BigInt(cell.bits.length);
    cell.refs.forEach(visit);
  };
  root.refs.forEach(visit);
  const prices = MSG_PRICES[masterchain ? 24 : 25];
  return prices.lumpPrice + (prices.bitPrice * bits + prices.cellPrice * cells + 0xffffn) / 0x10000n;
}

/**
 * The rule (ton-blockchain/ton crypto/block/transaction.cpp, Transaction::unpack_input_msg,
 * prepare_storage_phase, prepare_compute_phase, prepare_action_phase, prepare_bounce_phase; the credit
 * phase adds nothing since due payments are collected in the storage phase):
 *   total_fees = import fee of an external inbound message (not written in any phase)
 *              + storage_ph.storage_fees_collected
 *              + compute_ph.gas_fees (when the VM ran)
 *              + action.total_action_fees (forwarding fees kept by validators, or the fine of a failed
 *                action phase; absent when zero)
 *              + bounce.msg_fees (the part of the bounced message's forwarding fee kept by validators)
 */
function expectedTotalFees(tx: Transaction): bigint {
  const description = tx.description;
  let total = 0n;
  if (tx.in_msg && !tx.in_msg.source) total += importFee(tx.in_msg, tx.account.startsWith('-1:'));
  total += description?.storage_ph?.storage_fees_collected ?? 0n;
  if (description?.compute_ph && !description.compute_ph.skipped)
    total += description.compute_ph.gas_fees ?? 0n;
  total += description?.action?.total_action_fees ?? 0n;
  if (description?.bounce?.type === 'ok') total += description.bounce.msg_fees ?? 0n;
  return total;
}

describe('total_fees', () => {
  it('is the sum of the phase fees on every emulated transaction', () => {
    const emulated = walked
      .filter((block) => emulatedSeqnos.has(block.seqno))
      .flatMap((block) => block.transactions);
    expect(emulated.length).toBeGreaterThan(400);
    for (const tx of emulated) {
      expect(tx.description?.credit_ph?.due_fees_collected).toBeUndefined();
      expect({ hash: tx.hash, total_fees: tx.total_fees }).toEqual({
        hash: tx.hash,
        total_fees: expectedTotalFees(tx),
      });
    }
    // The rule is not trivially met: the import fee and the kept part of forwarding fees both show up.
    expect(emulated.some((tx) => tx.in_msg && !tx.in_msg.source)).toBe(true);
    expect(emulated.some((tx) => (tx.description?.action?.total_action_fees ?? 0n) > 0n)).toBe(true);
  });

  it('holds on the recorded mainnet transactions too', () => {
    const recorded = loadSampleDataset('mainnet').blocks.filter((block) => !block.emulated);
    const parsed = recorded.flatMap(
      (block) =>
        blockTransactionsSchema.parse({ transactions: block.transactions, address_book: {} }).transactions,
    );
    expect(parsed.length).toBeGreaterThan(20);
    for (const tx of parsed) {
      expect({ hash: tx.hash, total_fees: tx.total_fees }).toEqual({
        hash: tx.hash,
        total_fees: expectedTotalFees(tx),
      });
    }
  });
});

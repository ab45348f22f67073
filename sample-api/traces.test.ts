// @vitest-environment node
// /api/v3/traces and /api/v3/actions of the sample API: the index's shapes (OpenAPI definitions Trace,
// TraceMeta, index.TraceNode, Action, and the Go models' details field names), trees that follow the
// real message links, the recorded bodies byte for byte, the off switch and the index's parameter errors.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOUNCE,
  CONTRACT_DEPLOY,
  FAILED_COMPUTE,
  JETTON_MINT_TRACE,
  JETTON_OVERDRAFT,
  JETTON_TRANSFER,
  NFT_TRANSFER,
  RECORDED_JETTON_TRACE,
  RECORDED_TWO_BLOCK_TRACE,
  TON_TRANSFER_WITH_COMMENT,
  WALLET_DEPLOY_TX,
} from '../test/fixtures/sample-traces.ts';
import { BIG_TRACE_ID, BIG_TRACE_SEQNO, BIG_TRACE_TRANSACTIONS } from './big-trace.ts';
import { loadSampleDataset } from './dataset.ts';
import type { JsonObject } from './json.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';
import { traceFromTransactions } from './trace-store.ts';

const mainnet = loadSampleDataset('mainnet');
const openapi = JSON.parse(
  readFileSync(
    new URL('./recordings/openapi-v3-swagger.toncenter-ton-indexer.json', import.meta.url),
    'utf8',
  ),
) as { definitions: Record<string, { properties: Record<string, unknown> }> };
const fieldsOf = (name: string): string[] => Object.keys(openapi.definitions[name]?.properties ?? {});

type Json = Record<string, unknown>;
interface Node {
  tx_hash: string;
  in_msg_hash?: string;
  children: Node[];
}

let api: SampleApiServer;
beforeAll(async () => {
  api = await startSampleApiServer();
});
afterAll(() => api.close());

async function get(path: string): Promise<{ status: number; text: string; body: Json }> {
  const response = await fetch(`${api.origin}${path}`);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Json };
}

const q = encodeURIComponent;
async function traceOf(param: string, hash: string): Promise<Json> {
  const { status, body } = await get(`/api/v3/traces?${param}=${q(hash)}`);
  expect(status).toBe(200);
  const traces = body.traces as Json[];
  expect(traces).toHaveLength(1);
  return traces[0] as Json;
}

function nodes(root: Node): Node[] {
  const all: Node[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    all.push(node);
    stack.push(...node.children);
  }
  return all;
}

describe('the trace builder (trace-store.ts)', () => {
  it('rebuilds every recorded trace from its transactions exactly as the index wrote it', () => {
    const files = ['contract-call', 'contract-call-unknown', 'ft-received', 'ft-sent', 'nft-received']
      .concat(['nft-sent', 'ton-received', 'ton-sent'])
      .map((name) => `traces.ton-connect-kit.${name}-traces.json`)
      .concat(['traces.ton-connect-kit.traces-test.json']);
    let count = 0;
    for (const file of files) {
      const recorded = JSON.parse(readFileSync(new URL(`./recordings/${file}`, import.meta.url), 'utf8')) as {
        traces: Json[];
      };
      for (const trace of recorded.traces) {
        const transactions = Object.values(trace.transactions as Record<string, JsonObject>);
        const { body } = traceFromTransactions(String(trace.trace_id), transactions);
        // The one difference: the sample classified its own traces; the recordings are unclassified.
        const info = body.trace_info as JsonObject;
        info.classification_state = (trace.trace_info as Json).classification_state as string;
        expect(JSON.stringify(body)).toBe(JSON.stringify(trace));
        count += 1;
      }
    }
    expect(count).toBe(28);
  });
});

describe('GET /api/v3/traces', () => {
  it('answers the index shape: Trace, TraceMeta and TraceNode fields only (plus the sample marks)', async () => {
    const { body } = await get('/api/v3/traces?limit=50');
    expect(Object.keys(body)).toEqual(['traces', 'address_book', 'metadata']);
    const traces = body.traces as Json[];
    expect(traces.length).toBe(50);
    for (const trace of traces) {
      for (const key of Object.keys(trace)) expect([...fieldsOf('Trace'), 'sample_note']).toContain(key);
      expect(typeof trace.mc_seqno_start).toBe('string');
      expect(typeof trace.mc_seqno_end).toBe('string');
      expect(trace.start_lt).toMatch(/^\d+$/);
      expect(trace.end_lt).toMatch(/^\d+$/);
      expect(typeof trace.start_utime).toBe('number');
      expect(Object.keys(trace.trace_info as Json).sort()).toEqual(fieldsOf('TraceMeta').sort());
      for (const node of nodes(trace.trace as Node)) {
        for (const key of Object.keys(node)) expect(fieldsOf('index.TraceNode')).toContain(key);
      }
    }
  });

  it('builds each emulated tree from the real message links and holds every transaction of the trace', async () => {
    const groups = new Map<string, number>();
    for (const block of mainnet.blocks.filter((b) => b.emulated)) {
      for (const tx of block.transactions)
        groups.set(String(tx.trace_id), (groups.get(String(tx.trace_id)) ?? 0) + 1);
    }
    const { body } = await get(
      `/api/v3/traces?${[...groups.keys()]
        .slice(0, 200)
        .map((id) => `trace_id=${q(id)}`)
        .join('&')}&limit=1000`,
    );
    const traces = body.traces as Json[];
    expect(traces).toHaveLength(200);
    for (const trace of traces) {
      const transactions = trace.transactions as Record<string, Json>;
      const all = nodes(trace.trace as Node);
      expect(all).toHaveLength(groups.get(String(trace.trace_id)) ?? -1);
      expect(new Set(all.map((node) => node.tx_hash))).toEqual(new Set(Object.keys(transactions)));
      expect(new Set(trace.transactions_order as string[])).toEqual(new Set(Object.keys(transactions)));
      expect((trace.trace as Node).tx_hash).toBe(trace.trace_id);
      for (const node of all) {
        const tx = transactions[node.tx_hash] as Json;
        expect(node.in_msg_hash).toBe((tx.in_msg as Json | null)?.hash);
        const outs = (tx.out_msgs as Json[]).map((message) => message.hash);
        for (const child of node.children) expect(outs).toContain(child.in_msg_hash);
      }
      const info = trace.trace_info as Json;
      expect(info.transactions).toBe(all.length);
      expect(info.trace_state).toBe('complete');
    }
  });

  it('has a jetton transfer that spans several masterchain blocks', async () => {
    const trace = await traceOf('tx_hash', JETTON_TRANSFER.senderWalletTx);
    expect(trace.trace_id).toBe(JETTON_TRANSFER.traceId);
    expect(trace.mc_seqno_start).toBe(String(JETTON_TRANSFER.startSeqno));
    expect(trace.mc_seqno_end).toBe(String(JETTON_TRANSFER.endSeqno));
    const seqnos = new Set(
      Object.values(trace.transactions as Record<string, Json>).map((tx) => tx.mc_block_seqno),
    );
    expect(seqnos.size).toBeGreaterThanOrEqual(2);
  });

  it('finds a trace by any of its transaction or message hashes, in hex and base64url too', async () => {
    const byId = await traceOf('trace_id', BOUNCE.traceId);
    const hex = Buffer.from(BOUNCE.bouncingTx, 'base64').toString('hex');
    expect((await traceOf('tx_hash', hex)).trace_id).toBe(BOUNCE.traceId);
    const url = Buffer.from(BOUNCE.bouncedBackTx, 'base64').toString('base64url') + '=';
    expect((await traceOf('tx_hash', url)).trace_id).toBe(BOUNCE.traceId);
    const bounced = (byId.transactions as Record<string, Json>)[BOUNCE.bouncedBackTx] as Json;
    expect((await traceOf('msg_hash', String((bounced.in_msg as Json).hash))).trace_id).toBe(BOUNCE.traceId);
    expect((await get(`/api/v3/traces?tx_hash=${'00'.repeat(32)}`)).body.traces).toEqual([]);
  });

  it('serves a recorded trace body byte for byte, for its id, its transactions and its messages', async () => {
    for (const recorded of [RECORDED_JETTON_TRACE, RECORDED_TWO_BLOCK_TRACE]) {
      const file = readFileSync(new URL(`./recordings/${recorded.file}`, import.meta.url), 'utf8');
      const answer = await get(`/api/v3/traces?trace_id=${q(recorded.traceId)}`);
      expect(answer.text).toBe(JSON.stringify(JSON.parse(file)));
    }
    const file = JSON.parse(
      readFileSync(new URL(`./recordings/${RECORDED_TWO_BLOCK_TRACE.file}`, import.meta.url), 'utf8'),
    ) as { traces: Json[] };
    const byTx = await traceOf('tx_hash', RECORDED_TWO_BLOCK_TRACE.lastTx);
    expect(JSON.stringify(byTx)).toBe(JSON.stringify(file.traces[0]));
    expect(byTx.mc_seqno_start).not.toBe(byTx.mc_seqno_end);
    // Recorded traces are unclassified: no actions even when asked.
    const withActions = await get(
      `/api/v3/traces?trace_id=${q(RECORDED_TWO_BLOCK_TRACE.traceId)}&include_actions=true`,
    );
    expect((withActions.body.traces as Json[])[0]).not.toHaveProperty('actions');
  });

  it('adds the derived actions when include_actions is set', async () => {
    const { body } = await get(`/api/v3/traces?trace_id=${q(JETTON_TRANSFER.traceId)}&include_actions=1`);
    const trace = (body.traces as Json[])[0] as Json;
    const keys = Object.keys(trace);
    expect(keys.indexOf('actions')).toBe(keys.indexOf('trace') - 1);
    expect((trace.actions as Json[]).map((action) => action.type)).toContain('jetton_transfer');
  });

  it.each([
    ['tx_hash=abc', 422, 'failed to decode: schema: error converting value for index 0 of "tx_hash"'],
    [
      `tx_hash=${'0'.repeat(64)}&trace_id=${'0'.repeat(64)}`,
      422,
      'only one of account, trace_id, tx_hash, msg_hash should be specified',
    ],
    ['limit=1001', 422, 'limit is not allowed: 1001 > 1000'],
    ['limit=ten', 422, 'failed to decode: schema: error converting value for "limit"'],
    ['sort=up', 422, 'wrong value for sort parameter'],
    ['include_actions=maybe', 422, 'failed to decode: schema: error converting value for "include_actions"'],
  ])('refuses %s as the index does', async (params, status, error) => {
    const answer = await get(`/api/v3/traces?${params}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error });
  });
});

describe('GET /api/v3/actions', () => {
  const JETTON_TRANSFER_FIELDS = [
    'asset',
    'sender',
    'receiver',
    'sender_jetton_wallet',
    'receiver_jetton_wallet',
    'amount',
    'comment',
    'is_encrypted_comment',
    'query_id',
    'response_destination',
    'custom_payload',
    'forward_payload',
    'forward_amount',
  ];

  async function actionsOf(params: string): Promise<Json[]> {
    const answer = await get(`/api/v3/actions?${params}`);
    expect(answer.status).toBe(200);
    return answer.body.actions as Json[];
  }

  it('answers {actions, address_book, metadata} with the Action fields, each action marked as derived', async () => {
    const { body } = await get(`/api/v3/actions?tx_hash=${q(JETTON_TRANSFER.senderWalletTx)}`);
    expect(Object.keys(body)).toEqual(['sample_note', 'actions', 'address_book', 'metadata']);
    const [action] = body.actions as Json[];
    if (!action) throw new Error('no action');
    for (const key of Object.keys(action))
      expect([...fieldsOf('Action'), 'sample_note', 'finality']).toContain(key);
    expect(action.sample_note).toMatch(/derived by the sample/);
    expect(action).not.toHaveProperty('accounts');
    expect(action.type).toBe('jetton_transfer');
    expect(action.success).toBe(true);
    expect(action.trace_mc_seqno_end).toBe(JETTON_TRANSFER.endSeqno);
    const details = action.details as Json;
    expect(Object.keys(details)).toEqual(JETTON_TRANSFER_FIELDS);
    expect(details).toMatchObject({
      asset: '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8',
      amount: '100000000000',
      comment: 'Thanks for lunch',
    });
    expect(body.metadata).toHaveProperty([
      '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8',
    ]);
    const withAccounts = await actionsOf(
      `tx_hash=${q(JETTON_TRANSFER.senderWalletTx)}&include_accounts=true`,
    );
    expect(withAccounts[0]?.accounts).toEqual(expect.arrayContaining([details.sender, details.receiver]));
    const withTransactions = await actionsOf(
      `tx_hash=${q(JETTON_TRANSFER.senderWalletTx)}&include_transactions=1`,
    );
    const full = withTransactions[0]?.transactions_full as Json[];
    expect(full.map((tx) => tx.hash)).toEqual(action.transactions);
  });

  // The Go models' json names in declaration order (ton-index-go models/actions.go); `?` marks omitempty.
  const DETAILS: Record<string, string[]> = {
    ton_transfer: ['source', 'destination', 'value', 'value_extra_currencies?', 'comment', 'encrypted'],
    call_contract: ['opcode?', 'source?', 'destination?', 'value?', 'extra_currencies?'],
    contract_deploy: ['opcode?', 'source?', 'destination?', 'value?'],
    jetton_transfer: JETTON_TRANSFER_FIELDS,
    jetton_mint: ['asset', 'receiver', 'receiver_jetton_wallet', 'amount', 'ton_amount'],
    tick_tock: ['account?'],
    nft_transfer: [
      'nft_collection',
      'nft_item',
      'nft_item_index',
      'old_owner?',
      'new_owner',
      'is_purchase',
      'price?',
      'query_id',
      'response_destination',
      'custom_payload',
      'forward_payload',
      'forward_amount',
      'comment',
      'is_encrypted_comment',
      'marketplace',
      'real_old_owner',
      'marketplace_address',
      'payout_amount',
      'payout_address',
      'payout_comment',
      'payout_comment_encrypted',
      'payout_comment_encoded',
      'royalty_amount',
      'royalty_address',
    ],
  };

  it("writes every action's details with the index's field names, in its order", async () => {
    const actions = await actionsOf('limit=1000');
    expect(actions.length).toBeGreaterThan(300);
    for (const action of actions) {
      const fields = DETAILS[String(action.type)];
      if (!fields) throw new Error(`unexpected action type ${String(action.type)}`);
      const keys = Object.keys(action.details as Json);
      const names = fields.map((field) => field.replace('?', ''));
      expect(keys).toEqual(names.filter((name) => keys.includes(name)));
      const required = fields.filter((field) => !field.endsWith('?'));
      for (const name of required) expect(keys).toContain(name);
      for (const [key, value] of Object.entries(action.details as Json)) {
        if (typeof value === 'string' && value.includes(':'))
          expect(value, key).toMatch(/^-?\d+:[0-9A-F]{64}$/);
      }
    }
  });

  it('reads each scenario: bounce, failed compute, NFT transfer, deploys, mint, overdraft, comment', async () => {
    const one = async (tx: string, type: string): Promise<Json> => {
      const found = (await actionsOf(`tx_hash=${q(tx)}`)).filter((action) => action.type === type);
      expect(found).toHaveLength(1);
      return found[0] as Json;
    };
    expect((await one(BOUNCE.bouncingTx, 'ton_transfer')).success).toBe(false);
    expect((await one(BOUNCE.bouncingTx, 'ton_transfer')).transactions).toContain(BOUNCE.bouncedBackTx);
    expect((await one(FAILED_COMPUTE.failedTx, 'call_contract')).success).toBe(false);
    const nft = await one(NFT_TRANSFER.itemTx, 'nft_transfer');
    expect(nft.success).toBe(true);
    expect(Object.keys(nft.details as Json)).toContain('new_owner');
    expect((await one(CONTRACT_DEPLOY.deployTx, 'contract_deploy')).details).toMatchObject({
      opcode: '0x70726f62',
    });
    expect((await one(WALLET_DEPLOY_TX, 'contract_deploy')).details).not.toHaveProperty('source');
    const [mint] = await actionsOf(`trace_id=${q(JETTON_MINT_TRACE)}&action_type=jetton_mint`);
    expect(mint?.details).toMatchObject({ amount: '500000000000' });
    const overdraft = await one(JETTON_OVERDRAFT.failedTx, 'jetton_transfer');
    expect(overdraft.success).toBe(false);
    expect((overdraft.details as Json).receiver_jetton_wallet).toBeNull();
    const transfer = await one(TON_TRANSFER_WITH_COMMENT.receiverTx, 'ton_transfer');
    expect((transfer.details as Json).comment).toBe(TON_TRANSFER_WITH_COMMENT.comment);
  });

  it('selects by mc_seqno the actions of traces that ENDED in that block', async () => {
    const ended = await actionsOf(`mc_seqno=${JETTON_TRANSFER.endSeqno}&limit=1000`);
    expect(ended.map((action) => action.trace_id)).toContain(JETTON_TRANSFER.traceId);
    expect(ended.every((action) => action.trace_mc_seqno_end === JETTON_TRANSFER.endSeqno)).toBe(true);
    const traces = await get(`/api/v3/traces?mc_seqno=${JETTON_TRANSFER.endSeqno}&limit=1000`);
    const endedTraces = traces.body.traces as Json[];
    expect(endedTraces.map((trace) => trace.trace_id)).toContain(JETTON_TRANSFER.traceId);
    expect(endedTraces.every((trace) => trace.mc_seqno_end === String(JETTON_TRANSFER.endSeqno))).toBe(true);
    const started = await actionsOf(`mc_seqno=${JETTON_TRANSFER.startSeqno}&limit=1000`);
    expect(started.map((action) => action.trace_id)).not.toContain(JETTON_TRANSFER.traceId);
    expect((await get('/api/v3/actions?mc_seqno=1')).status).toBe(404);
  });

  it('answers no actions for a recorded (unclassified) trace, and pages with limit/offset', async () => {
    expect(await actionsOf(`trace_id=${q(RECORDED_JETTON_TRACE.traceId)}`)).toEqual([]);
    const all = await actionsOf('limit=20');
    expect(all).toHaveLength(20);
    const second = await actionsOf('limit=10&offset=10');
    expect(second.map((action) => action.action_id)).toEqual(all.slice(10).map((action) => action.action_id));
  });

  it.each([
    ['tx_hash=xyz', 'failed to decode: schema: error converting value for index 0 of "tx_hash"'],
    ['mc_seqno=block', 'failed to decode: schema: error converting value for "mc_seqno"'],
    ['limit=5000', 'limit is not allowed: 5000 > 1000'],
    ['include_accounts=yes', 'failed to decode: schema: error converting value for "include_accounts"'],
  ])('refuses %s with a 422', async (params, error) => {
    const answer = await get(`/api/v3/actions?${params}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error });
  });
});

describe('a server without /traces and /actions (SAMPLE_API_TRACES=off)', () => {
  it('answers 404 for both, as an index without them, and everything else as before', async () => {
    const off = await startSampleApiServer({ traces: false });
    try {
      for (const path of ['/api/v3/traces?trace_id=x', '/api/v3/actions', '/api/v3/Traces/']) {
        const response = await fetch(`${off.origin}${path}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'not found' });
      }
      expect((await fetch(`${off.origin}/api/v3/masterchainInfo`)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('the synthetic 4,000-transaction trace (SAMPLE_API_BIG_TRACE=1)', () => {
  it('is served only when asked for, marked synthetic, with every transaction in its tree', async () => {
    expect((await get(`/api/v3/traces?trace_id=${q(BIG_TRACE_ID)}`)).body.traces).toEqual([]);
    expect((await get(`/api/v3/masterchainBlockShardState?seqno=${BIG_TRACE_SEQNO}`)).status).toBe(404);
    const big = await startSampleApiServer({ bigTrace: true });
    try {
      const response = await fetch(`${big.origin}/api/v3/traces?trace_id=${q(BIG_TRACE_ID)}`);
      const [trace] = ((await response.json()) as { traces: Json[] }).traces;
      if (!trace) throw new Error('no big trace');
      expect(trace.sample_synthetic).toMatch(/synthetic/);
      expect(nodes(trace.trace as Node)).toHaveLength(BIG_TRACE_TRANSACTIONS);
      expect((trace.trace_info as Json).transactions).toBe(BIG_TRACE_TRANSACTIONS);
      // Its transactions are a block of their own, marked synthetic too, so the app can open them.
      const block = await fetch(`${big.origin}/api/v3/masterchainBlockShardState?seqno=${BIG_TRACE_SEQNO}`);
      const blockBody = (await block.json()) as Json;
      expect(blockBody.sample_synthetic).toMatch(/synthetic/);
      expect((blockBody.transactions as Json[]).length).toBe(BIG_TRACE_TRANSACTIONS);
      expect((blockBody.transactions as Json[]).map((tx) => tx.hash)).toContain(BIG_TRACE_ID);
    } finally {
      await big.close();
    }
  }, 60_000);
});

describe('in a replayed chain (SAMPLE_API_REPLAY=1)', () => {
  it('shows a trace only up to the head: its later messages pending, its later transactions unknown', async () => {
    const replay = await startSampleApiServer({ replay: { intervalMs: 600_000 } });
    try {
      const restart = await fetch(`${replay.origin}/__sample/replay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ head: JETTON_TRANSFER.startSeqno + 1, intervalMs: 600_000 }),
      });
      expect(restart.status).toBeLessThan(300);
      const response = await fetch(`${replay.origin}/api/v3/traces?trace_id=${q(JETTON_TRANSFER.traceId)}`);
      const [trace] = ((await response.json()) as { traces: Json[] }).traces;
      if (!trace) throw new Error('no trace');
      expect(trace.trace_info).toMatchObject({
        trace_state: 'pending',
        transactions: 2,
        pending_messages: 1,
      });
      expect(trace.mc_seqno_end).toBe(String(JETTON_TRANSFER.startSeqno + 1));
      expect(trace.sample_note).toMatch(/replay/);
      const later = await fetch(`${replay.origin}/api/v3/traces?tx_hash=${q(BOUNCE.bouncedBackTx)}`);
      expect(((await later.json()) as { traces: Json[] }).traces).toHaveLength(1);
      const notYet = await fetch(`${replay.origin}/api/v3/actions?trace_id=${q(JETTON_MINT_TRACE)}`);
      expect(((await notYet.json()) as { actions: Json[] }).actions).toEqual([]);
    } finally {
      await replay.close();
    }
  });
});

describe('on testnet (SAMPLE_API_NETWORK=testnet)', () => {
  it('serves the recorded testnet traces unchanged and no mainnet one', async () => {
    const testnet = await startSampleApiServer({ network: 'testnet' });
    try {
      const file = JSON.parse(
        readFileSync(
          new URL('./recordings/traces.ton-connect-kit.traces-test.json', import.meta.url),
          'utf8',
        ),
      ) as { traces: Json[] };
      const multiBlock = file.traces.find((trace) => trace.mc_seqno_start !== trace.mc_seqno_end);
      if (!multiBlock) throw new Error('the testnet recording has no multi-block trace');
      const response = await fetch(
        `${testnet.origin}/api/v3/traces?trace_id=${q(String(multiBlock.trace_id))}`,
      );
      const body = (await response.json()) as { traces: Json[] };
      expect(JSON.stringify(body.traces)).toBe(JSON.stringify([multiBlock]));
      const mainnetTrace = await fetch(
        `${testnet.origin}/api/v3/traces?trace_id=${q(JETTON_TRANSFER.traceId)}`,
      );
      expect(((await mainnetTrace.json()) as { traces: Json[] }).traces).toEqual([]);
    } finally {
      await testnet.close();
    }
  });
});

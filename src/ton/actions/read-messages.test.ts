import { describe, expect, it } from 'vitest';
import {
  allMetadata,
  allTransactions,
  blockTransactions,
  emulatedSeqnos,
  LENS_MASTER,
  rawTransactions,
  traceTransactions,
} from '../../../test/fixtures/emulated-chain.ts';
import type { Transaction } from '../../api/schemas.ts';
import { DEFAULT_COIN_FORMAT } from '../coin.ts';
import { jettonInfoOf } from '../jetton/jetton-info.ts';
import type { Action, JettonDirectory } from './action-model.ts';
import { sentenceLeaves } from './action-model.ts';
import { actionSentenceText } from './action-text.ts';
import {
  readActionsFromTransactions,
  readContextFromMetadata,
  type ActionTransactionShape,
} from './read-messages.ts';

// The API's validated transaction is what the page hands the reader.
const fits: readonly ActionTransactionShape[] = [] as Transaction[];
void fits;

const metadata = allMetadata();
const context = readContextFromMetadata(metadata);
const jettons: JettonDirectory = new Map([
  [LENS_MASTER, jettonInfoOf(LENS_MASTER, metadata[LENS_MASTER]?.token_info)],
]);
/** Accounts as their first six characters, so sentences read in a test. */
const short = (raw: string) => raw.slice(0, 6);
const sentence = (action: Action) => actionSentenceText(action, jettons, DEFAULT_COIN_FORMAT, short);

/** The raw JSON transaction with this hash, as the server sent it. */
function raw(hash: string): Record<string, unknown> & { in_msg: Record<string, unknown> } {
  const found = rawTransactions().find((transaction) => transaction['hash'] === hash);
  if (!found) throw new Error(`no transaction ${hash}`);
  return found as Record<string, unknown> & { in_msg: Record<string, unknown> };
}

/** A trace's transactions, found by what one of them did. */
function traceWhere(test: (transaction: Transaction) => boolean): Transaction[] {
  const emulated = new Set(emulatedSeqnos());
  const found = allTransactions().find(
    (transaction) => emulated.has(transaction.mc_block_seqno ?? 0) && test(transaction),
  );
  if (!found?.trace_id) throw new Error('no such transaction in the sample');
  return traceTransactions(found.trace_id);
}

const inOpcode = (opcode: number) => (transaction: Transaction) => transaction.in_msg?.opcode === opcode;
const only = (actions: Action[], type: string) => {
  const found = actions.filter((action) => action.type === type);
  expect(found, `one ${type} in ${actions.map((action) => action.type).join(', ')}`).toHaveLength(1);
  return found[0]!;
};

/** Digits of a raw jetton amount with 9 decimals applied by hand, exactly (no float). */
function withNineDecimals(units: bigint): string {
  const whole = units / 1_000_000_000n;
  const fraction = (units % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''}`;
}

describe('tonlens reads the emulated chain', () => {
  it('reads a jetton transfer as "A sent N LENS to B", with LENS\'s 9 decimals applied exactly', () => {
    const trace = traceWhere(inOpcode(0x0f8a7ea5));
    const actions = readActionsFromTransactions(trace, context);
    const transfer = only(actions, 'jetton_transfer');
    const request = trace.find(inOpcode(0x0f8a7ea5))!;
    const body = raw(request.hash).in_msg['message_content'] as { decoded: Record<string, unknown> };
    const units = BigInt((body.decoded['amount'] as { value: string }).value);
    const destination = body.decoded['destination'] as { address: string };
    const owner = request.in_msg!.source!;
    expect(sentence(transfer)).toMatch(
      new RegExp(
        `^${short(owner)} sent ${withNineDecimals(units).replace('.', '\\.')} LENS to ${short(`0:${destination.address}`)}`,
      ),
    );
    expect(transfer).toMatchObject({ source: 'tonlens', success: true, failure: null });
    // The whole chain is one action: the request, the two jetton wallets, the notification and the excess.
    expect(transfer.transactions).toHaveLength(trace.length);
    expect(transfer.id).toBe(`tonlens:${transfer.transactions[0]}:0`);
    expect(transfer.traceId).toBe(request.trace_id);
    expect(transfer.flows).toEqual([
      { account: owner, asset: { kind: 'jetton', master: LENS_MASTER }, delta: -units },
      { account: `0:${destination.address}`, asset: { kind: 'jetton', master: LENS_MASTER }, delta: units },
    ]);
    // The trace spans several masterchain blocks (a message is delivered in the next one).
    expect(new Set(trace.map((transaction) => transaction.mc_block_seqno)).size).toBeGreaterThan(2);
  });

  it('counts a transfer spread over blocks once: each block holds the flows of its own transactions', () => {
    const trace = traceWhere(inOpcode(0x0f8a7ea5));
    const whole = readActionsFromTransactions(trace, context).flatMap((action) => action.flows);
    const byBlock = [...new Set(trace.map((transaction) => transaction.mc_block_seqno))].flatMap((seqno) =>
      readActionsFromTransactions(blockTransactions(seqno!), context)
        .filter((action) => action.traceId === trace[0]!.trace_id)
        .flatMap((action) => action.flows),
    );
    const sum = (flows: typeof whole) =>
      flows
        .filter((flow) => flow.asset.kind === 'jetton')
        .map((flow) => `${flow.account} ${flow.delta}`)
        .sort();
    expect(sum(byBlock)).toEqual(sum(whole));
  });

  it('reads a mint from the master', () => {
    const trace = traceWhere((transaction) => transaction.in_msg?.opcode === 0x15);
    const mint = only(readActionsFromTransactions(trace, context), 'jetton_mint');
    expect(sentence(mint)).toBe(`${short(LENS_MASTER)} minted 500 LENS for 0:1859`);
    expect(mint.flows).toEqual([
      {
        account: expect.stringMatching(/^0:1859/),
        asset: { kind: 'jetton', master: LENS_MASTER },
        delta: 500_000_000_000n,
      },
    ]);
    expect(mint.success).toBe(true);
  });

  it('reads an overdraft as a failed jetton transfer with the reason (exit code 706) and its bounce', () => {
    const trace = traceWhere((transaction) => transaction.description?.compute_ph?.exit_code === 706);
    const actions = readActionsFromTransactions(trace, context);
    const transfer = only(actions, 'jetton_transfer');
    expect(transfer.success).toBe(false);
    expect(transfer.failure).toMatch(
      /exit code 706 .*not enough jettons.*bounced back.*jettons stayed with the sender/,
    );
    // No jetton moved; the GRAM the refusal bounced came back to the owner.
    const back = trace.find((transaction) => transaction.in_msg?.bounced)!.in_msg!;
    expect(transfer.flows).toEqual([
      { account: back.destination, asset: { kind: 'coin' }, delta: back.value },
    ]);
    // The bounce back to the owner is part of the failed transfer, not an action of its own.
    expect(actions.map((action) => action.type)).toEqual(['jetton_transfer']);
    expect(transfer.transactions).toHaveLength(trace.length);
  });

  it('reads an NFT transfer', () => {
    const trace = traceWhere(inOpcode(0x5fcc3d14));
    const transfer = only(readActionsFromTransactions(trace, context), 'nft_transfer');
    expect(sentence(transfer)).toBe('0:ADDD transferred NFT 0:1A58 to 0:304B');
    expect(transfer).toMatchObject({ success: true, flows: [] });
    expect(transfer.transactions).toHaveLength(trace.length);
  });

  it('reads a bounce from a nonexistent account: "transfer to B bounced: N GRAM returned"', () => {
    const trace = traceWhere(
      (transaction) =>
        transaction.description?.compute_ph?.reason === 'no_state' &&
        transaction.description.bounce?.type === 'ok',
    );
    const bounce = only(readActionsFromTransactions(trace, context), 'bounce');
    const back = trace.find((transaction) => transaction.in_msg?.bounced)!.in_msg!;
    expect(sentence(bounce)).toBe(
      `transfer to 0:9F22 bounced: ${(Number(back.value) / 1e9).toString()} GRAM returned to ${short(back.destination!)}`,
    );
    expect(bounce.success).toBe(false);
    expect(bounce.failure).toBe('compute phase skipped: No state; the message bounced back');
  });

  it.each([
    [777, /^compute phase failed with exit code 777 \(Custom exit code 777\); the message bounced back$/],
    [-14, /^compute phase failed with exit code -14 \(Out of gas\); no bounce could be sent/],
  ])(
    'reads a contract call that failed with exit code %i as unclassified, with the reason',
    (code, reason) => {
      const trace = traceWhere((transaction) => transaction.description?.compute_ph?.exit_code === code);
      const call = only(readActionsFromTransactions(trace, context), 'unclassified');
      expect(call.failure).toMatch(reason);
      expect(call.success).toBe(false);
      expect(sentence(call)).toMatch(
        /^0:[0-9A-F]{4} → 0:1F02: contract call 0x[0-9a-f]{8} \(unclassified\)$/,
      );
      expect(sentenceLeaves(call.sentence)).toContainEqual({ kind: 'opcode', opcode: expect.any(Number) });
    },
  );

  it('reads an action phase failure with its result code', () => {
    const trace = traceWhere((transaction) => transaction.description?.action?.result_code === 37);
    const call = only(readActionsFromTransactions(trace, context), 'unclassified');
    expect(call.failure).toBe('action phase failed with result code 37 (Not enough TON)');
  });

  it('reads deploys: by an internal message with a StateInit, and a wallet deploying itself', () => {
    const byMessage = traceWhere(
      (transaction) =>
        transaction.orig_status === 'nonexist' &&
        transaction.end_status === 'active' &&
        transaction.account.startsWith('0:1F02'),
    );
    const deploy = only(readActionsFromTransactions(byMessage, context), 'contract_deploy');
    expect(sentence(deploy)).toBe('0:42E2 deployed 0:1F02 with 1 GRAM');
    expect(deploy.success).toBe(true);
    const itself = traceWhere(
      (transaction) => transaction.orig_status === 'uninit' && transaction.end_status === 'active',
    );
    expect(sentence(only(readActionsFromTransactions(itself, context), 'contract_deploy'))).toBe(
      '0:D3D8 deployed itself',
    );
  });

  it('reads a plain transfer with its comment as stranger text, and a transfer that leaves an account uninit as a success', () => {
    const trace = traceWhere(
      (transaction) => transaction.orig_status === 'nonexist' && transaction.end_status === 'uninit',
    );
    const transfer = only(readActionsFromTransactions(trace, context), 'ton_transfer');
    expect(transfer).toMatchObject({ success: true, failure: null });
    expect(sentenceLeaves(transfer.sentence)).toContainEqual({ kind: 'stranger', text: 'Welcome gift' });
    expect(sentence(transfer)).toMatch(/ sent 0\.5 GRAM to 0:F98D with comment “Welcome gift”$/);
  });

  it('reads every emulated block: ids unique, every transaction spanned is in the block, no jetton with GRAM', () => {
    for (const seqno of emulatedSeqnos()) {
      const transactions = blockTransactions(seqno);
      const hashes = new Set(transactions.map((transaction) => transaction.hash));
      const actions = readActionsFromTransactions(transactions, context);
      expect(new Set(actions.map((action) => action.id)).size).toBe(actions.length);
      for (const action of actions) {
        expect(action.transactions.every((hash) => hashes.has(hash))).toBe(true);
        const text = sentence(action);
        if (sentenceLeaves(action.sentence).some((part) => part.kind === 'jetton'))
          expect(text).not.toMatch(/\bGRAM\b/);
      }
      // Every transaction that received an internal message belongs to an action.
      const spanned = new Set(actions.flatMap((action) => action.transactions));
      for (const transaction of transactions) {
        if (transaction.in_msg?.source) expect(spanned.has(transaction.hash), transaction.hash).toBe(true);
      }
    }
  });

  it('reads a recorded mainnet trace (a USD₮ transfer) with the master from the metadata', async () => {
    const recorded = (
      await import('../../../sample-api/recordings/traces.ton-connect-kit.ft-sent-traces.json')
    ).default as unknown as { traces: Array<{ transactions: Record<string, unknown> }>; metadata: unknown };
    const { transactionSchema, metadataSchema } = await import('../../api/schemas.ts');
    const transactions = Object.values(recorded.traces[0]!.transactions).map((body) =>
      transactionSchema.parse(body),
    );
    const recordedMetadata = metadataSchema.parse(recorded.metadata);
    const usdt = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
    const directory: JettonDirectory = new Map([
      [usdt, jettonInfoOf(usdt, recordedMetadata[usdt]?.token_info)],
    ]);
    const actions = readActionsFromTransactions(transactions, readContextFromMetadata(recordedMetadata));
    const transfer = only(actions, 'jetton_transfer');
    expect(actionSentenceText(transfer, directory, DEFAULT_COIN_FORMAT, short)).toBe(
      '0:9DA9 sent 1 USD₮ to 0:4E36 with comment “Hello!”',
    );
    expect(transfer.transactions).toHaveLength(transactions.length);
  });

  it('says "unknown jetton, raw units" when the metadata does not name the master', () => {
    const trace = traceWhere(inOpcode(0x0f8a7ea5));
    const transfer = only(
      readActionsFromTransactions(trace, { jettonWalletMaster: () => null }),
      'jetton_transfer',
    );
    expect(sentenceLeaves(transfer.sentence)).toContainEqual({
      kind: 'jetton',
      master: null,
      amount: expect.any(BigInt),
    });
    expect(sentence(transfer)).toMatch(/ sent [0-9,]+ raw units of an unknown jetton to /);
  });
});

describe('tonlens reads hostile transactions without throwing or guessing', () => {
  const transfer = () => {
    const trace = traceWhere(
      (transaction) => transaction.orig_status === 'nonexist' && transaction.end_status === 'uninit',
    );
    return structuredClone(trace.find((transaction) => transaction.in_msg?.source)!);
  };

  it('keeps a 10 MB comment whole as data and cuts it in the sentence text', () => {
    const transaction = transfer();
    const comment = `\u202E${'A'.repeat(10 * 1024 * 1024)}`;
    transaction.in_msg!.message_content!.decoded = { '@type': 'text_comment', comment };
    const [action] = readActionsFromTransactions([transaction], context);
    expect(sentenceLeaves(action!.sentence)).toContainEqual({ kind: 'stranger', text: comment });
    const text = sentence(action!);
    expect(text.length).toBeLessThan(300);
    expect(text).toContain('“⟨U+202E⟩AAA');
  });

  it('reads a jetton request with a garbled body as a jetton transfer of an unreadable amount', () => {
    const trace = traceWhere(inOpcode(0x0f8a7ea5)).map((transaction) => structuredClone(transaction));
    const request = trace.find(inOpcode(0x0f8a7ea5))!;
    for (const decoded of [
      { '@type': 'jetton_transfer', amount: '-5', destination: { '@type': 'addr_std', address: 'zz' } },
      {
        '@type': 'jetton_transfer',
        amount: { '@type': 'var_uint', value: '1e3' },
        __proto__: { amount: '5' },
      },
      { '@type': 'jetton_transfer', amount: { value: { value: { value: { value: { value: '1' } } } } } },
    ]) {
      // The body as both transactions hold it: the wallet that sent it and the jetton wallet that got it.
      for (const message of trace.flatMap((transaction) => [transaction.in_msg, ...transaction.out_msgs])) {
        if (message?.hash === request.in_msg!.hash) message!.message_content!.decoded = decoded;
      }
      const transferAction = only(readActionsFromTransactions(trace, context), 'jetton_transfer');
      expect(sentence(transferAction)).toMatch(/ sent an unreadable amount of jettons to /);
      expect(transferAction.flows.filter((flow) => flow.asset.kind === 'jetton')).toEqual([]);
    }
  });

  it('stops on messages that link in a circle', () => {
    const [one, two] = [transfer(), transfer()];
    one.hash = 'tx-one';
    two.hash = 'tx-two';
    // Each transaction receives what the other sent: two bounces of each other.
    one.in_msg = { ...one.in_msg!, hash: 'm1', bounced: true };
    two.in_msg = { ...two.in_msg!, hash: 'm2', bounced: true };
    one.out_msgs = [{ ...two.in_msg, destination: two.account }];
    two.out_msgs = [{ ...one.in_msg, destination: one.account }];
    const actions = readActionsFromTransactions([one, two], context);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions)
      expect(['tx-one', 'tx-two']).toEqual(expect.arrayContaining([...action.transactions]));
  });

  it('names a transaction given twice once', () => {
    const transaction = transfer();
    const [action, ...rest] = readActionsFromTransactions(
      [transaction, structuredClone(transaction)],
      context,
    );
    expect(rest).toEqual([]);
    expect(action!.transactions).toEqual([transaction.hash]);
  });

  it('reads an internal_transfer nobody vouches for as what it is, not as a mint or a transfer', () => {
    const trace = traceWhere((transaction) => transaction.in_msg?.opcode === 0x15);
    const internal = trace.filter(inOpcode(0x178d4519));
    const [action] = readActionsFromTransactions(internal, { jettonWalletMaster: () => null });
    expect(action!.type).toBe('jetton_internal_transfer');
    expect(sentence(action!)).toMatch(/whether a mint or a transfer is not known/);
  });
});

describe('a jetton transfer whose receiving wallet refused it', () => {
  /**
   * The emulated jetton transfer rewritten the way the node writes a refused internal_transfer: the
   * receiving wallet's compute phase fails (exit code 709) and bounces, and the sending wallet gets the
   * bounce back (a copy of its own transaction receiving the bounced message).
   */
  function refused(withReturn: boolean) {
    const trace = traceWhere(inOpcode(0x0f8a7ea5)).map((transaction) => structuredClone(transaction));
    const first = trace.find(inOpcode(0x0f8a7ea5))!;
    const second = trace.find(inOpcode(0x178d4519))!;
    second.description = {
      ...second.description,
      compute_ph: { skipped: false, reason: undefined, success: false, exit_code: 709 },
      action: null,
      bounce: { type: 'ok' },
    };
    const back = {
      ...second.in_msg!,
      hash: 'bounced-internal-transfer',
      source: second.account,
      destination: first.account,
      bounced: true,
      bounce: false,
      value: 5_000_000n,
    };
    second.out_msgs = [back];
    const kept = trace.filter((transaction) => transaction.in_msg?.source !== second.account);
    if (!withReturn) return kept;
    const returned = {
      ...structuredClone(first),
      hash: 'return-transaction',
      lt: second.lt + 1n,
      in_msg: back,
      out_msgs: [],
    };
    return [...kept, returned];
  }

  it('is a failed jetton transfer with the reason; the jettons have left until the bounce arrives', () => {
    const transfer = only(readActionsFromTransactions(refused(false), context), 'jetton_transfer');
    expect(transfer.success).toBe(false);
    expect(transfer.failure).toBe(
      "the receiver's jetton wallet refused: compute phase failed with exit code 709 (Custom exit code 709; in the reference jetton wallet: not enough GRAM attached for the forward amount and the fees); the message bounced back",
    );
    expect(transfer.flows.filter((flow) => flow.asset.kind === 'jetton').map((flow) => flow.delta)).toEqual([
      -100_000_000_000n,
    ]);
  });

  it('says the jettons went back once the bounce is in, and the owner gets them back', () => {
    const transfer = only(readActionsFromTransactions(refused(true), context), 'jetton_transfer');
    expect(transfer.failure).toMatch(/; the jettons went back to the sender$/);
    const jettons = transfer.flows.filter((flow) => flow.asset.kind === 'jetton');
    expect(jettons.map((flow) => flow.delta)).toEqual([-100_000_000_000n, 100_000_000_000n]);
    expect(new Set(jettons.map((flow) => flow.account)).size).toBe(1);
  });
});

describe('readContextFromMetadata', () => {
  it('reads jetton wallets only, any address form, and ignores what is not a jetton wallet entry', () => {
    const wallet = '0:0070D90CCF7DEAB31CF61081E8E5909D14AC22C820F4249E0E83338AE2A377C8';
    const read = readContextFromMetadata({
      [wallet]: {
        token_info: [{ type: 'jetton_wallets', extra: { jetton: LENS_MASTER.toLowerCase(), owner: 'nope' } }],
      },
      ['0:' + 'AB'.repeat(32)]: { token_info: [{ type: 'jetton_masters', extra: { jetton: LENS_MASTER } }] },
      ['0:' + 'CD'.repeat(32)]: { token_info: 'not a list' as never },
      ['0:' + 'EF'.repeat(32)]: {
        token_info: [null as never, { type: 'jetton_wallets', extra: 'x' as never }],
      },
      __proto__: { token_info: [{ type: 'jetton_wallets', extra: { jetton: LENS_MASTER } }] } as never,
    });
    expect(read.jettonWalletMaster(wallet)).toBe(LENS_MASTER);
    expect(read.jettonWalletMaster(wallet.toLowerCase())).toBe(LENS_MASTER);
    expect(read.jettonWalletOwner?.(wallet)).toBeNull();
    expect(read.jettonWalletMaster('0:' + 'AB'.repeat(32))).toBeNull();
    expect(read.jettonWalletMaster('0:' + 'EF'.repeat(32))).toBeNull();
    expect(read.jettonWalletMaster('__proto__')).toBeNull();
    expect(readContextFromMetadata(null).jettonWalletMaster(wallet)).toBeNull();
  });
});

describe('a jetton burn', () => {
  /**
   * The sample holds no burn: the emulated jetton transfer rewritten as one (its request's opcode and body
   * a TEP-74 burn, the jetton wallet's message a burn_notification to the master, which gets it), the
   * rest of the chain dropped.
   */
  function burn() {
    const trace = traceWhere(inOpcode(0x0f8a7ea5)).map((transaction) => structuredClone(transaction));
    const request = trace.find(inOpcode(0x0f8a7ea5))!;
    const notified = trace.find(inOpcode(0x178d4519))!;
    const amount = (request.in_msg!.message_content!.decoded!['amount'] as { value: string }).value;
    for (const message of trace.flatMap((transaction) => [transaction.in_msg, ...transaction.out_msgs])) {
      if (!message) continue;
      if (message.hash === request.in_msg!.hash) {
        message.opcode = 0x595f07bc;
        message.message_content = { decoded: { '@type': 'jetton_burn', amount } };
      }
      if (message.hash === notified.in_msg!.hash) {
        message.opcode = 0x7bdd97de;
        message.destination = LENS_MASTER;
        message.message_content = { decoded: { '@type': 'jetton_burn_notification', amount } };
      }
    }
    notified.account = LENS_MASTER;
    notified.out_msgs = [];
    return {
      amount: BigInt(amount),
      owner: request.in_msg!.source!,
      // The notification and excess the receiving wallet sent are not part of a burn.
      trace: trace.filter(
        (transaction) =>
          transaction.in_msg?.opcode !== 0x7362d09c && transaction.in_msg?.opcode !== 0xd53276db,
      ),
    };
  }

  it('reads "A burned N LENS", the owner losing them, the master told', () => {
    const { amount, owner, trace } = burn();
    const actions = readActionsFromTransactions(trace, context);
    expect(actions.map((action) => action.type)).toEqual(['jetton_burn']);
    const burned = only(actions, 'jetton_burn');
    expect(sentence(burned)).toBe(`${short(owner)} burned 100 LENS`);
    expect(burned.success).toBe(true);
    expect(burned.flows).toEqual([
      { account: owner, asset: { kind: 'jetton', master: LENS_MASTER }, delta: -amount },
    ]);
    expect(burned.accounts).toContain(LENS_MASTER);
  });

  it('reads the notification alone when the burn request is not at hand', () => {
    const { trace } = burn();
    const alone = trace.filter((transaction) => transaction.account === LENS_MASTER);
    const burned = only(readActionsFromTransactions(alone, context), 'jetton_burn');
    expect(sentence(burned)).toMatch(/burned 100 LENS \(the master was told\)$/);
    expect(burned.flows).toEqual([]);
  });
});

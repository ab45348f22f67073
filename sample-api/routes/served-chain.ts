// What the API routes answer from: the dataset as one handler serves it. A replay hides the blocks beyond
// its head, the benchmark's synthetic block is added when asked for and marked in every answer about it,
// and an address the dataset has no entry for gets the index's address-book entry for an unknown account.
import { SYNTHETIC_BLOCK_NOTE } from '../big-block.ts';
import { BIG_TRACE_NOTE } from '../big-trace.ts';
import type { DatasetBlock, SampleDataset } from '../dataset.ts';
import type { JsonObject } from '../json.ts';
import type { MovingChain } from '../moving-chain.ts';
import type { SampleApiProfile } from '../profile.ts';
import type { Replay } from '../replay.ts';
import type { Reply } from '../send.ts';
import { formatUserFriendlyAddress, parseAccountAddress } from '../ton-address.ts';
import { createSampleTraces, type SampleTraces } from '../sample-traces.ts';
import { readTokenState, type TokenState } from '../token-state.ts';
import type { SampleTrace } from '../trace-store.ts';

/** One endpoint under /api/v3: its answer to a query string. */
export type ApiRoute = (query: URLSearchParams) => Reply;

/** The dataset and the modes a handler was created with. */
export interface ServedChainOptions {
  dataset: SampleDataset;
  profile: SampleApiProfile;
  /** The benchmark's synthetic block (big-block.ts), when it is served. */
  synthetic?: DatasetBlock;
  movingChain?: MovingChain;
  replay?: Replay;
  /** Extra traces to serve (the synthetic big trace, big-trace.ts), when asked for. */
  extraTraces?: () => readonly SampleTrace[];
  /** The synthetic block of the big trace's transactions (big-trace.ts), served with it. */
  bigTraceBlock?: DatasetBlock;
}

export interface ServedChain extends ServedChainOptions {
  /** The block at `seqno`, or undefined: the sample lacks it, or a replay has not reached it yet. */
  block: (seqno: number) => DatasetBlock | undefined;
  /** `body`, marked when it is about the synthetic block. */
  marked: (block: DatasetBlock, body: JsonObject) => JsonObject;
  /** The address-book entry of each address, recorded or the index's answer for an unknown one. */
  addressBookOf: (addresses: Iterable<string>) => JsonObject;
  /** What the dataset says about jettons, NFTs, wallets and names (token-state.ts), read on first use. */
  tokens: () => TokenState;
  /** The traces and derived actions (sample-traces.ts), built on first use. */
  traces: () => SampleTraces;
}

export function createServedChain(options: ServedChainOptions): ServedChain {
  const { dataset, synthetic, replay } = options;
  const allBlocks = new Map(dataset.blocks.map((block) => [block.seqno, block]));
  if (synthetic) allBlocks.set(synthetic.seqno, synthetic);
  const { bigTraceBlock } = options;
  if (bigTraceBlock) allBlocks.set(bigTraceBlock.seqno, bigTraceBlock);
  const testnetOnly = dataset.network === 'testnet';

  /**
   * The recorded entry, else the index's answer for an address it has no state for: no code, so the
   * user-friendly form is non-bounceable (testnet-only on testnet), no domain, no interfaces.
   */
  const addressBookEntry = (raw: string): JsonObject => {
    const recorded = dataset.address_book[raw];
    if (recorded) return recorded;
    const parsed = parseAccountAddress(raw);
    const friendly = parsed ? formatUserFriendlyAddress(parsed, { bounceable: false, testnetOnly }) : null;
    return { user_friendly: friendly, domain: null, interfaces: [] };
  };

  let tokens: TokenState | undefined;
  let traces: SampleTraces | undefined;
  const tokensOf = (): TokenState => (tokens ??= readTokenState(dataset));

  return {
    ...options,
    tokens: tokensOf,
    traces: () =>
      (traces ??= createSampleTraces(
        dataset,
        tokensOf,
        options.extraTraces?.() ?? [],
        replay ? (seqno) => replay.visible(seqno) : undefined,
      )),
    // A replay hides the blocks beyond its head: they answer 404 exactly as a block the sample lacks.
    block: (seqno) =>
      replay && !replay.visible(seqno) && seqno !== synthetic?.seqno && seqno !== bigTraceBlock?.seqno
        ? undefined
        : allBlocks.get(seqno),
    // Every answer about the synthetic block says so, in a member no real server sends.
    marked: (block, body) =>
      block === synthetic
        ? { sample_synthetic: SYNTHETIC_BLOCK_NOTE, ...body }
        : block === bigTraceBlock
          ? { sample_synthetic: BIG_TRACE_NOTE, ...body }
          : body,
    addressBookOf: (addresses) => {
      const book: JsonObject = {};
      for (const address of addresses) book[address] = addressBookEntry(address);
      return book;
    },
  };
}

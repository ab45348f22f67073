// /__sample/catalog (any method): what this sample holds (network, profile, blocks, accounts), for the
// home page's links.
import type { SampleDataset } from '../dataset.ts';
import type { JsonValue } from '../json.ts';
import { MOVING_CHAIN_NOTE, type MovingChain } from '../moving-chain.ts';
import type { SampleApiProfile } from '../profile.ts';
import type { Replay } from '../replay.ts';
import { jsonReply, type Reply } from '../send.ts';
import type { ServedChain } from './served-chain.ts';

/** What this sample holds, for the home page's links; toncenter has no such thing (the app treats 404 as none). */
export const CATALOG_PATH = '/__sample/catalog';

/** The catalog's answer for one handler's chain. */
export function catalogRoute({ dataset, profile, movingChain, replay }: ServedChain): () => Reply {
  const catalog = buildCatalog(dataset, profile, movingChain);
  // The replay's catalog lists only the blocks up to the head, so it is written at each request.
  const catalogNow = (): JsonValue =>
    replay ? buildCatalog(dataset, profile, movingChain, replay) : catalog;
  return () => jsonReply(200, catalogNow());
}

function buildCatalog(
  dataset: SampleDataset,
  profile: SampleApiProfile,
  moving?: MovingChain,
  replay?: Replay,
): JsonValue {
  const blocks = replay ? dataset.blocks.filter((block) => replay.visible(block.seqno)) : dataset.blocks;
  return {
    network: dataset.network,
    profile,
    ...(moving ? { sample_simulated: MOVING_CHAIN_NOTE, moving_accounts: moving.moving } : {}),
    ...(replay ? { sample_replayed: replay.note() } : {}),
    // `kind` tells recorded blocks from emulated ones; `source` says it in words for the page.
    blocks: blocks.map((block) => ({
      seqno: block.seqno,
      transactions: block.transactions.length,
      kind: block.emulated ? 'emulated' : 'recorded',
      source: block.emulated
        ? `TON emulator (${block.emulated.emulator}): ${block.emulated.scenarios.join(', ')}`
        : `recorded ${dataset.network} data (${block.sources.join(', ')})`,
    })),
    accounts: Object.keys(dataset.accounts).map((address) => {
      const entry = dataset.address_book[address];
      const friendly = entry?.user_friendly;
      return { address, user_friendly: typeof friendly === 'string' ? friendly : null };
    }),
  };
}

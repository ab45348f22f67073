// GET /api/v3/masterchainBlockShardState?seqno=: a masterchain block with its shard blocks. The `spec`
// profile answers `{transactions, address_book}` (spec §2.1), the `live` one `{blocks}` as the index does.
import { errorReply, jsonReply, type Reply } from '../send.ts';
import { masterchainSeqno } from './query.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';

export function masterchainBlockShardStateRoute(chain: ServedChain): ApiRoute {
  // The synthetic block's full answer is ~21 MB: serialised once, not on every request.
  let syntheticReply: Reply | undefined;
  return (query) => {
    const block = chain.block(masterchainSeqno(query));
    if (!block) return errorReply(404, 'blocks not found');
    if (chain.profile === 'live') return jsonReply(200, chain.marked(block, { blocks: block.blocks }));
    const reply = (): Reply =>
      jsonReply(
        200,
        chain.marked(block, { transactions: block.transactions, address_book: block.address_book }),
      );
    if (block !== chain.synthetic) return reply();
    syntheticReply ??= reply();
    return syntheticReply;
  };
}

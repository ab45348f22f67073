// GET /api/v3/metadata?address=…: the dataset's metadata of up to 1024 addresses (the recorded entries
// and the emulated jetton's, read from its minter's content and its wallets' data), as the index answers:
// the Metadata map itself, without an envelope; addresses without metadata are left out.
import type { JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { addressList, isReply } from './token-query.ts';

/** The OpenAPI: "Max: 1024". */
export const MAX_METADATA_ADDRESSES = 1024;

export function metadataRoute(chain: ServedChain): ApiRoute {
  const { dataset } = chain;
  return (query) => {
    const addresses = addressList(query, 'address');
    if (isReply(addresses)) return addresses;
    if (addresses.length === 0) return errorReply(422, 'at least 1 address required');
    if (addresses.length > MAX_METADATA_ADDRESSES) {
      return errorReply(422, `maximum ${MAX_METADATA_ADDRESSES} addresses allowed, got ${addresses.length}`);
    }
    const metadata: JsonObject = {};
    for (const address of addresses) {
      const entry = dataset.metadata[address];
      if (entry) metadata[address] = entry;
    }
    return jsonReply(200, metadata);
  };
}

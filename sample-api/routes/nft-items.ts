// GET /api/v3/nft/items?owner_address=…&address=…&collection_address=…&index=…&limit=&offset=: the NFT
// items whose state the sample has (token-state.ts: emulated items read from their data cells, recorded
// items only when a recorded transfer names their owner), with the address book and metadata of the
// items, owners and collections on the page. Owners without an item here are named in `sample_note`: the
// sample does not hold every emulated item (those its window never touched are not in the dataset).
import type { JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import type { SampleNftItem } from '../token-state.ts';
import { NO_NFT_DATA_TEXT, withSampleNote } from './sample-note.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { isReply, limitedAddressList, optionalBool, pageOf } from './token-query.ts';

export const MAX_NFT_ADDRESSES = 1000;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;

function compareItems(a: SampleNftItem, b: SampleNftItem): number {
  const ca = a.collection ?? '';
  const cb = b.collection ?? '';
  if (ca !== cb) return ca < cb ? -1 : 1;
  if (a.index !== b.index) return a.index < b.index ? -1 : 1;
  return a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
}

export function nftItemsRoute(chain: ServedChain): ApiRoute {
  const { dataset } = chain;
  return (query) => {
    const owners = limitedAddressList(query, 'owner_address', MAX_NFT_ADDRESSES);
    if (isReply(owners)) return owners;
    const addresses = limitedAddressList(query, 'address', MAX_NFT_ADDRESSES);
    if (isReply(addresses)) return addresses;
    const collections = limitedAddressList(query, 'collection_address', MAX_NFT_ADDRESSES);
    if (isReply(collections)) return collections;
    if (collections.length > 1 && owners.length !== 1) {
      return errorReply(422, 'exact one owner_address required for multiple collection_address');
    }
    const indexes = query
      .getAll('index')
      .flatMap((value) => value.split(','))
      .filter((value) => value !== '');
    if (indexes.some((value) => !/^[0-9]+$/.test(value))) {
      return errorReply(422, 'index should contain digits only');
    }
    const byLt = optionalBool(query, 'sort_by_last_transaction_lt');
    if (isReply(byLt)) return byLt;
    const page = pageOf(query, DEFAULT_LIMIT, MAX_LIMIT);
    if (isReply(page)) return page;

    const { nftItems } = chain.tokens();
    const ownerSet = new Set(owners);
    const addressSet = new Set(addresses);
    const collectionSet = new Set(collections);
    const indexSet = new Set(indexes.map((value) => BigInt(value)));
    const lastLt = (item: SampleNftItem): bigint => {
      const lt = dataset.accounts[item.address]?.last_transaction_lt;
      return typeof lt === 'string' ? BigInt(lt) : 0n;
    };
    const matching = nftItems
      .filter(
        (item) =>
          (ownerSet.size === 0 || ownerSet.has(item.owner)) &&
          (addressSet.size === 0 || addressSet.has(item.address)) &&
          (collectionSet.size === 0 || (item.collection !== null && collectionSet.has(item.collection))) &&
          (indexSet.size === 0 || indexSet.has(item.index)),
      )
      .sort((a, b) => {
        if (byLt === true && lastLt(a) !== lastLt(b)) return lastLt(a) > lastLt(b) ? -1 : 1;
        return compareItems(a, b);
      });
    const rows = matching.slice(page.offset, page.offset + page.limit);

    const items: JsonObject[] = rows.map((item) => {
      const account = dataset.accounts[item.address];
      const row: JsonObject = { address: item.address, init: item.init, index: item.index.toString() };
      // A recorded item's collection is not in its recorded metadata: left out rather than guessed.
      if (item.collection !== null) row.collection_address = item.collection;
      row.owner_address = item.owner;
      row.content = item.content;
      if (typeof account?.last_transaction_lt === 'string')
        row.last_transaction_lt = account.last_transaction_lt;
      if (typeof account?.code_hash === 'string') row.code_hash = account.code_hash;
      if (typeof account?.data_hash === 'string') row.data_hash = account.data_hash;
      return row;
    });
    const described = new Set(
      rows.flatMap((item) => [
        item.address,
        item.owner,
        ...(item.collection === null ? [] : [item.collection]),
      ]),
    );
    const metadata: JsonObject = {};
    for (const address of described) {
      const entry = dataset.metadata[address];
      if (entry) metadata[address] = entry;
    }
    // Only addresses the dataset knows go into the address book: the collection of an emulated item is
    // not in it, and the index's "no state" entry would be a wrong claim about it.
    const book = chain.addressBookOf(
      [...described].filter((address) => dataset.address_book[address] || ownerSet.has(address)),
    );
    const holders = new Set(nftItems.map((item) => item.owner));
    const withoutData = owners.filter((owner) => !holders.has(owner));
    return jsonReply(
      200,
      withSampleNote({ nft_items: items, address_book: book, metadata }, withoutData, NO_NFT_DATA_TEXT),
    );
  };
}

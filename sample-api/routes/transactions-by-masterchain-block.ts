// GET /api/v3/transactionsByMasterchainBlock?seqno=&limit=&offset=&sort=: a page of a masterchain block's
// transactions, in the index's order, with the address book of the accounts on the page.
import { transactionAddresses } from '../dataset.ts';
import { asString, type JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import { conversionError, masterchainSeqno, parseInt32, queryValue } from './query.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';

/** transactionsByMasterchainBlock `limit`: default 10, at most 1000 (OpenAPI and the index's settings). */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;

function compareForSort(a: JsonObject, b: JsonObject): number {
  // The index orders a masterchain block's transactions by lt, then account.
  const ltA = BigInt(asString(a.lt, 'lt'));
  const ltB = BigInt(asString(b.lt, 'lt'));
  if (ltA !== ltB) return ltA < ltB ? -1 : 1;
  const accountA = asString(a.account, 'account');
  const accountB = asString(b.account, 'account');
  return accountA < accountB ? -1 : accountA > accountB ? 1 : 0;
}

export function transactionsByMasterchainBlockRoute(chain: ServedChain): ApiRoute {
  return (query) => {
    const seqno = masterchainSeqno(query);
    const limitText = queryValue(query, 'limit');
    const offsetText = queryValue(query, 'offset');
    const limitValue = limitText === null ? DEFAULT_LIMIT : parseInt32(limitText);
    if (limitValue === null) return conversionError('limit');
    const offsetValue = offsetText === null ? 0 : parseInt32(offsetText);
    if (offsetValue === null) return conversionError('offset');
    // The index accepts desc/d/asc/a in any case; desc is the default.
    const sortText = (queryValue(query, 'sort') ?? 'desc').toLowerCase();
    if (!['desc', 'd', 'asc', 'a'].includes(sortText)) {
      return errorReply(422, 'wrong value for sort parameter');
    }
    const limit = Math.max(1, limitValue);
    if (limit > MAX_LIMIT) return errorReply(422, `limit is not allowed: ${limit} > ${MAX_LIMIT}`);
    const offset = Math.max(0, offsetValue);
    const block = chain.block(seqno);
    if (!block) return errorReply(404, `masterchain block ${seqno} not found`);
    const direction = sortText.startsWith('a') ? 1 : -1;
    const page = [...block.transactions]
      .sort((a, b) => direction * compareForSort(a, b))
      .slice(offset, offset + limit);
    const addresses = new Set(
      page.flatMap((tx, index) => transactionAddresses(tx, `transactions[${index}]`)),
    );
    return jsonReply(
      200,
      chain.marked(block, { transactions: page, address_book: chain.addressBookOf(addresses) }),
    );
  };
}

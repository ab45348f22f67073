// GET /api/v3/dns/records?wallet=… | ?domain=…: the `.ton` names the sample can vouch for. The emulated
// chain has no DNS, so its accounts get an honest empty answer; a recorded account's address-book
// `domain` is the index's own reverse lookup (the name whose wallet record points to it), so it answers
// as one record {domain, dns_wallet}; the record's other fields (its NFT item, owner, resolver, site,
// storage) are not in the recording and are left out. A recorded wallet without a name is named in
// `sample_note`: the recording does not say it owns none.
import type { JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import { formatRawAddress, parseAccountAddress } from '../ton-address.ts';
import { queryValue } from './query.ts';
import { NO_TOKEN_DATA_TEXT, withSampleNote } from './sample-note.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { isReply, pageOf } from './token-query.ts';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

export function dnsRecordsRoute(chain: ServedChain): ApiRoute {
  return (query) => {
    const walletText = queryValue(query, 'wallet');
    const domain = queryValue(query, 'domain');
    const parsed = walletText === null ? null : parseAccountAddress(walletText);
    if (walletText !== null && !parsed) {
      return errorReply(422, 'failed to decode: schema: error converting value for "wallet"');
    }
    if (!parsed && domain === null) return errorReply(422, 'either wallet address or domain is required');
    if (parsed && domain !== null) {
      return errorReply(422, 'provide either wallet address or domain, not both');
    }
    const page = pageOf(query, DEFAULT_LIMIT, MAX_LIMIT);
    if (isReply(page)) return page;

    const { domains, emulatedAccounts } = chain.tokens();
    const wallet = parsed ? formatRawAddress(parsed) : null;
    const matching = [...domains]
      .filter(([address, name]) => (wallet !== null ? address === wallet : name === domain))
      .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
    const rows = matching.slice(page.offset, page.offset + page.limit);
    const records: JsonObject[] = rows.map(([address, name]) => ({ domain: name, dns_wallet: address }));
    const book = chain.addressBookOf(rows.map(([address]) => address));
    const withoutData =
      wallet !== null && matching.length === 0 && !emulatedAccounts.has(wallet) ? [wallet] : [];
    return jsonReply(200, withSampleNote({ records, address_book: book }, withoutData, NO_TOKEN_DATA_TEXT));
  };
}

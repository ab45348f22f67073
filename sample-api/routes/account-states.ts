// GET /api/v3/accountStates?address=…&include_boc=: the recorded states of up to 1024 (spec) or 1000
// (live) accounts, with their address book and metadata; in the moving-chain mode, states that advance.
import { asString, type JsonObject } from '../json.ts';
import { MOVING_CHAIN_NOTE } from '../moving-chain.ts';
import { errorReply, jsonReply } from '../send.ts';
import { formatRawAddress, parseAccountAddress } from '../ton-address.ts';
import { conversionError, parseGoBool, queryValue } from './query.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';

/** Spec §8: maximum number of addresses in one accountStates request. */
export const SPEC_MAX_ADDRESSES = 1024;
/** The index reads at most 1000 account states per request (`limit 1000` in its query). */
export const LIVE_MAX_ACCOUNTS = 1000;

export function accountStatesRoute(chain: ServedChain): ApiRoute {
  const { dataset, profile, movingChain } = chain;
  return (query) => {
    // Repeated `address` is canonical; comma-joined values are split as the live server does.
    const inputs = query
      .getAll('address')
      .flatMap((value) => value.split(','))
      .filter((value) => value !== '');
    if (inputs.length === 0) return errorReply(422, 'address of account is required');
    const requested: string[] = [];
    for (const [index, input] of inputs.entries()) {
      const parsed = parseAccountAddress(input);
      if (!parsed) {
        return errorReply(
          422,
          `failed to decode: schema: error converting value for index ${index} of "address"`,
        );
      }
      requested.push(formatRawAddress(parsed));
    }
    const includeBocText = queryValue(query, 'include_boc');
    const includeBoc = includeBocText === null ? true : parseGoBool(includeBocText);
    if (includeBoc === null) return conversionError('include_boc');

    let unique = [...new Set(requested)];
    if (profile === 'spec' && unique.length > SPEC_MAX_ADDRESSES) {
      return errorReply(
        422,
        `too many addresses: ${unique.length} given, at most ${SPEC_MAX_ADDRESSES} allowed`,
      );
    }
    // The dataset holds far fewer than 1000 accounts, so capping the result rows (what the index does)
    // would never show; capping the addresses looked at makes the silent limit visible to clients.
    if (profile === 'live') unique = unique.slice(0, LIVE_MAX_ACCOUNTS);

    const accounts: JsonObject[] = [];
    for (const address of unique) {
      const account = dataset.accounts[address];
      if (!account) continue;
      if (includeBoc) accounts.push(account);
      else {
        const { code_boc: _code, data_boc: _data, ...withoutBoc } = account;
        accounts.push(withoutBoc);
      }
    }
    const described =
      profile === 'spec' ? unique : accounts.map((account) => asString(account.address, 'address'));
    const metadata: JsonObject = {};
    for (const address of described) {
      const entry = dataset.metadata[address];
      if (entry) metadata[address] = entry;
    }
    const body = { accounts, address_book: chain.addressBookOf(described), metadata };
    if (!movingChain) return jsonReply(200, body);
    // Every answer of the mode says so, first, as the synthetic block's do.
    return jsonReply(200, {
      sample_simulated: MOVING_CHAIN_NOTE,
      ...body,
      accounts: movingChain.answer(accounts),
    });
  };
}

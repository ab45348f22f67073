// GET /api/v3/jetton/wallets?owner_address=…&address=…&jetton_address=…&exclude_zero_balance=&limit=
// &offset=&sort=: the jetton wallets the sample knows (token-state.ts: emulated wallets read from their
// data cells, the recorded USD₮ wallets from the recorded metadata, as of the recording), by balance,
// with the address book and metadata of the wallets, owners and masters on the page. Owners the sample
// has no jetton data for are named in `sample_note` (sample-note.ts).
import type { JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import type { SampleJettonWallet } from '../token-state.ts';
import { queryValue } from './query.ts';
import { NO_TOKEN_DATA_TEXT, withSampleNote } from './sample-note.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { isReply, limitedAddressList, optionalBool, pageOf } from './token-query.ts';

/** The index: at most 1000 wallet and owner addresses per request; limit default 10, at most 1000. */
export const MAX_JETTON_ADDRESSES = 1000;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;

function compareByBalance(a: SampleJettonWallet, b: SampleJettonWallet): number {
  if (a.balance !== b.balance) return a.balance > b.balance ? -1 : 1;
  return a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
}

export function jettonWalletsRoute(chain: ServedChain): ApiRoute {
  const { dataset } = chain;
  return (query) => {
    const owners = limitedAddressList(query, 'owner_address', MAX_JETTON_ADDRESSES);
    if (isReply(owners)) return owners;
    const addresses = limitedAddressList(query, 'address', MAX_JETTON_ADDRESSES);
    if (isReply(addresses)) return addresses;
    const jettons = limitedAddressList(query, 'jetton_address', MAX_JETTON_ADDRESSES);
    if (isReply(jettons)) return jettons;
    if (jettons.length > 1 && owners.length !== 1) {
      return errorReply(422, 'exact one owner_address required for multiple jetton_address');
    }
    const excludeZero = optionalBool(query, 'exclude_zero_balance');
    if (isReply(excludeZero)) return excludeZero;
    const page = pageOf(query, DEFAULT_LIMIT, MAX_LIMIT);
    if (isReply(page)) return page;
    const sortText = (queryValue(query, 'sort') ?? 'desc').toLowerCase();
    if (sortText !== 'desc' && sortText !== 'asc') return errorReply(422, 'wrong value for sort parameter');

    const { jettonWallets, emulatedAccounts } = chain.tokens();
    const ownerSet = new Set(owners);
    const addressSet = new Set(addresses);
    const jettonSet = new Set(jettons);
    const matching = jettonWallets
      .filter(
        (wallet) =>
          (ownerSet.size === 0 || ownerSet.has(wallet.owner)) &&
          (addressSet.size === 0 || addressSet.has(wallet.address)) &&
          (jettonSet.size === 0 || jettonSet.has(wallet.jetton)) &&
          (excludeZero !== true || wallet.balance > 0n),
      )
      .sort((a, b) => (sortText === 'asc' ? -1 : 1) * compareByBalance(a, b));
    const rows = matching.slice(page.offset, page.offset + page.limit);

    const jettonWalletsJson: JsonObject[] = rows.map((wallet) => {
      const account = dataset.accounts[wallet.address];
      const row: JsonObject = {
        address: wallet.address,
        balance: wallet.balance.toString(),
        owner: wallet.owner,
        jetton: wallet.jetton,
      };
      // Known only when the dataset holds the wallet's account state: otherwise left out, not guessed.
      if (typeof account?.last_transaction_lt === 'string')
        row.last_transaction_lt = account.last_transaction_lt;
      if (typeof account?.code_hash === 'string') row.code_hash = account.code_hash;
      if (typeof account?.data_hash === 'string') row.data_hash = account.data_hash;
      return row;
    });
    const described = new Set(rows.flatMap((wallet) => [wallet.address, wallet.owner, wallet.jetton]));
    const metadata: JsonObject = {};
    for (const address of described) {
      const entry = dataset.metadata[address];
      if (entry) metadata[address] = entry;
    }
    // An emulated owner without a jetton wallet truly holds none (the sample has the whole emulated
    // state); any other owner without one is unknown to the sample.
    // Only addresses the dataset has an entry for (and the owners asked about): the recorded USD₮ master
    // is not in the recorded address book, and the index's "no state" entry would be a wrong claim.
    const book = chain.addressBookOf(
      [...described].filter((address) => dataset.address_book[address] || ownerSet.has(address)),
    );
    const known = new Set(jettonWallets.map((wallet) => wallet.owner));
    const withoutData = owners.filter((owner) => !known.has(owner) && !emulatedAccounts.has(owner));
    return jsonReply(
      200,
      withSampleNote(
        { jetton_wallets: jettonWalletsJson, address_book: book, metadata },
        withoutData,
        NO_TOKEN_DATA_TEXT,
      ),
    );
  };
}

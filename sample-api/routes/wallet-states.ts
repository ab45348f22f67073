// GET /api/v3/walletStates?address=…: the state of each requested account the sample has, with what its
// wallet contract says: wallet_type from its code (the address book's interfaces, named as the index names
// them), seqno and wallet_id (and is_signature_allowed for v5) read from its data cell when the dataset
// holds it. Addresses the sample has no state for are named in `sample_note`.
import type { JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import { addressInterfaces, walletTypeOf } from '../token-state.ts';
import { NO_STATE_TEXT, withSampleNote } from './sample-note.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { addressList, isReply } from './token-query.ts';

/** The index: "Maximum 1000 addresses allowed". */
export const MAX_WALLET_ADDRESSES = 1000;

export function walletStatesRoute(chain: ServedChain): ApiRoute {
  const { dataset } = chain;
  return (query) => {
    const addresses = addressList(query, 'address');
    if (isReply(addresses)) return addresses;
    if (addresses.length === 0) return errorReply(422, 'address of account is required');
    if (addresses.length > MAX_WALLET_ADDRESSES) {
      return errorReply(422, `maximum ${MAX_WALLET_ADDRESSES} addresses allowed, got ${addresses.length}`);
    }
    const { walletData } = chain.tokens();
    const wallets: JsonObject[] = [];
    for (const address of addresses) {
      const account = dataset.accounts[address];
      if (!account) continue;
      const walletType = walletTypeOf(addressInterfaces(dataset, address));
      const data = walletData.get(address);
      const row: JsonObject = { address, is_wallet: walletType !== null };
      if (walletType !== null) row.wallet_type = walletType;
      // Read from the data cell; a recorded wallet's data is not in the dataset, so these stay out.
      if (data) {
        row.seqno = data.seqno;
        row.wallet_id = data.walletId;
        if (data.signatureAllowed !== null) row.is_signature_allowed = data.signatureAllowed;
      }
      for (const key of [
        'balance',
        'extra_currencies',
        'status',
        'last_transaction_hash',
        'last_transaction_lt',
        'code_hash',
      ]) {
        const value = account[key];
        if (value !== undefined && value !== null) row[key] = value;
      }
      wallets.push(row);
    }
    const found = wallets.map((row) => String(row.address));
    const withoutData = addresses.filter((address) => !dataset.accounts[address]);
    return jsonReply(
      200,
      withSampleNote({ wallets, address_book: chain.addressBookOf(found) }, withoutData, NO_STATE_TEXT),
    );
  };
}

/**
 * Schemas of the token endpoints (issue 26), tolerant readers built like the others (schema-kit.ts):
 * nulls, missing and extra fields accepted; balances and lts become bigint here, once. Fields from the
 * index's OpenAPI (../shared/toncenter/openapi-v3-swagger.toncenter-ton-indexer.json: JettonWalletsResponse,
 * NFTItemsResponse, WalletStatesResponse, DNSRecordsResponse, Metadata).
 *
 * A row the page cannot use (a jetton wallet without its address, owner, master or a readable balance; an
 * NFT or wallet without its address) is left out of its list rather than failing the answer for up to a
 * thousand owners; the list records how many were left out as drift.
 *
 * `sample_note` is the sample API's own member (docs/sample-api.md): the owners whose holdings the sample
 * cannot know. No real server sends it.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { addressBookSchema, currencyMap, metadataSchema, rawAddress, type TokenInfo } from '../schemas.ts';
import { DECIMAL_EXPECTED, describe, lenient, unreadable } from '../schema-kit.ts';
import {
  optionalBigInt,
  optionalBoolean,
  optionalInt,
  optionalString,
  tolerantObject,
} from '../tolerant-object.ts';
import type { JettonMetadataShape } from '../../ton/jetton/jetton-info.ts';

const SKIPPED_ROW: unique symbol = Symbol('skipped row');

/**
 * A list whose unusable rows are left out (recorded as drift on the object holding the list); null,
 * absent or not a list reads as an empty list (the latter recorded as drift).
 */
/* @__NO_SIDE_EFFECTS__ */
function rowsOf<T extends $ZodType>(row: T) {
  const rows = z.array(z.catch(row, () => SKIPPED_ROW as unknown as z.output<T>));
  return z.pipe(
    lenient(rows, []),
    z.transform((list): z.output<T>[] => {
      if (!list) return [];
      if (!Array.isArray(list)) return list; // the lenient step's unreadable value, for the object
      const kept = list.filter((value) => value !== (SKIPPED_ROW as unknown));
      const left = list.length - kept.length;
      return left === 0 ? kept : (unreadable(`${left} of ${list.length} rows unreadable`, kept) as never);
    }),
  );
}

/**
 * A jetton balance: a decimal integer string (or safe JSON integer) of up to 120 digits. The shared
 * `decimal` reads 80 digits at most; a jetton balance is a VarUInteger 16 (37 digits) on chain, but a
 * server answering 10^80 is shown as sent (jettonAmountText writes any length exactly) rather than
 * dropped. Longer is no balance: the row is left out, recorded as drift.
 */
const JETTON_BALANCE = /^-?[0-9]{1,120}$/;
const jettonBalance = z.pipe(
  z.custom<string | number>(
    (value) => (typeof value === 'string' ? JETTON_BALANCE.test(value) : Number.isSafeInteger(value)),
    { error: (issue) => `${DECIMAL_EXPECTED} of up to 120 digits, got ${describe(issue.input)}` },
  ),
  z.transform((value: string | number) => BigInt(value)),
);

const freeObject = lenient(z.record(z.string(), z.unknown()));
const optionalRawAddress = lenient(rawAddress);

/** The sample API's note: `{text, owners_without_data: [address…]}` (owners in any form). */
export const sampleNoteSchema = tolerantObject({
  text: optionalString,
  owners_without_data: lenient(z.array(z.string())),
});

export const jettonWalletSchema = tolerantObject({
  address: rawAddress,
  balance: jettonBalance,
  owner: rawAddress,
  jetton: rawAddress,
  last_transaction_lt: optionalBigInt,
  code_hash: optionalString,
  data_hash: optionalString,
  mintless_info: freeObject,
});

export const jettonWalletsResponseSchema = tolerantObject({
  jetton_wallets: rowsOf(jettonWalletSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
  sample_note: lenient(sampleNoteSchema),
});

const nftCollectionSchema = tolerantObject({
  address: optionalRawAddress,
  owner_address: optionalRawAddress,
  next_item_index: optionalString,
  collection_content: freeObject,
  last_transaction_lt: optionalBigInt,
});

export const nftItemSchema = tolerantObject({
  address: rawAddress,
  index: optionalString,
  collection_address: optionalRawAddress,
  owner_address: optionalRawAddress,
  real_owner: optionalRawAddress,
  collection: lenient(nftCollectionSchema),
  content: freeObject,
  init: optionalBoolean,
  on_sale: optionalBoolean,
  last_transaction_lt: optionalBigInt,
});

export const nftItemsResponseSchema = tolerantObject({
  nft_items: rowsOf(nftItemSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
  sample_note: lenient(sampleNoteSchema),
});

export const walletStateSchema = tolerantObject({
  address: rawAddress,
  is_wallet: optionalBoolean,
  wallet_type: optionalString,
  seqno: optionalInt,
  wallet_id: optionalInt,
  is_signature_allowed: optionalBoolean,
  balance: optionalBigInt,
  extra_currencies: currencyMap,
  status: optionalString,
  code_hash: optionalString,
  last_transaction_hash: optionalString,
  last_transaction_lt: optionalBigInt,
});

export const walletStatesResponseSchema = tolerantObject({
  wallets: rowsOf(walletStateSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
  sample_note: lenient(sampleNoteSchema),
});

export const dnsRecordSchema = tolerantObject({
  domain: optionalString,
  dns_wallet: optionalRawAddress,
  nft_item_address: optionalRawAddress,
  nft_item_owner: optionalRawAddress,
  dns_next_resolver: optionalString,
  dns_site_adnl: optionalString,
  dns_storage_bag_id: optionalString,
});

export const dnsRecordsResponseSchema = tolerantObject({
  records: rowsOf(dnsRecordSchema),
  address_book: addressBookSchema,
  sample_note: lenient(sampleNoteSchema),
});

/** /api/v3/metadata answers the metadata map itself, keyed by raw address. */
export const metadataResponseSchema = metadataSchema;

export type SampleNote = z.output<typeof sampleNoteSchema>;
export type JettonWallet = z.output<typeof jettonWalletSchema>;
export type JettonWalletsResponse = z.output<typeof jettonWalletsResponseSchema>;
export type NftItem = z.output<typeof nftItemSchema>;
export type NftItemsResponse = z.output<typeof nftItemsResponseSchema>;
export type WalletState = z.output<typeof walletStateSchema>;
export type WalletStatesResponse = z.output<typeof walletStatesResponseSchema>;
export type DnsRecord = z.output<typeof dnsRecordSchema>;
export type DnsRecordsResponse = z.output<typeof dnsRecordsResponseSchema>;

/** A validated metadata entry must fit what the jetton module reads, or this stops compiling. */
export type TokenInfoFitsJettonShape = TokenInfo extends JettonMetadataShape ? true : never;
const tokenInfoFitsJettonShape: TokenInfoFitsJettonShape = true;
void tokenInfoFitsJettonShape;

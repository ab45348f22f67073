import { describe, expect, it } from 'vitest';
import { driftOf } from '../drift.ts';
import { readWith } from '../schema-kit.ts';
import {
  dnsRecordsResponseSchema,
  jettonWalletsResponseSchema,
  nftItemsResponseSchema,
  walletStatesResponseSchema,
} from './token-schemas.ts';
import {
  jettonWalletsBody,
  LENS_MASTER,
  recordedJettonWallets,
  recordedMetadataOf,
  RECORDED_NFT,
  USDT_MASTER,
} from '../../../test/fixtures/token-answers.ts';

function read<T>(schema: Parameters<typeof readWith>[0], body: unknown): T {
  const result = readWith(schema, body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data as T;
}

describe('jettonWalletsResponseSchema', () => {
  it('reads the recorded jetton wallets, balances as bigint', () => {
    const rows = recordedJettonWallets();
    expect(rows.filter((row) => row.jetton === USDT_MASTER)).toHaveLength(2);
    const data = read<{ jetton_wallets: Array<{ balance: bigint; owner: string }>; metadata: object }>(
      jettonWalletsResponseSchema,
      jettonWalletsBody(rows),
    );
    expect(data.jetton_wallets).toHaveLength(rows.length);
    expect(data.jetton_wallets.map((row) => row.balance)).toEqual(rows.map((row) => BigInt(row.balance)));
    expect(Object.keys(data.metadata)).toContain(USDT_MASTER);
  });

  it('takes nulls, missing and extra fields, and big balances', () => {
    const [row] = recordedJettonWallets();
    const body = {
      jetton_wallets: [
        { ...row, balance: (10n ** 80n).toString(), mintless_info: null, surprise: { a: 1 } },
        { ...row, last_transaction_lt: '58000000000001' },
      ],
      address_book: null,
    };
    const data = read<{ jetton_wallets: Array<Record<string, unknown>>; metadata: object }>(
      jettonWalletsResponseSchema,
      body,
    );
    expect(data.jetton_wallets[0]?.['balance']).toBe(10n ** 80n);
    expect(data.jetton_wallets[0]?.['surprise']).toEqual({ a: 1 });
    expect(data.jetton_wallets[1]?.['last_transaction_lt']).toBe(58000000000001n);
    expect(data.metadata).toEqual({});
  });

  it('leaves out a row it cannot use, recording it, instead of failing the answer', () => {
    const rows = recordedJettonWallets();
    const body = jettonWalletsBody(rows);
    (body.jetton_wallets[0] as Record<string, unknown>)['balance'] = '1e3';
    delete (body.jetton_wallets[1] as Record<string, unknown>)['owner'];
    const data = read<{ jetton_wallets: unknown[] }>(jettonWalletsResponseSchema, body);
    expect(data.jetton_wallets).toHaveLength(rows.length - 2);
    expect(driftOf(data)).toEqual([
      { field: 'jetton_wallets', message: `2 of ${rows.length} rows unreadable` },
    ]);
  });

  it('reads the sample API note', () => {
    const data = read<{ sample_note: { text: string; owners_without_data: string[] } }>(
      jettonWalletsResponseSchema,
      { jetton_wallets: [], sample_note: { text: 'no data', owners_without_data: [LENS_MASTER], x: 1 } },
    );
    expect(data.sample_note.owners_without_data).toEqual([LENS_MASTER]);
  });

  it('fails an answer that is not an object', () => {
    expect(readWith(jettonWalletsResponseSchema, [1, 2]).success).toBe(false);
  });
});

describe('nftItemsResponseSchema', () => {
  it('reads an item as the OpenAPI describes it, collection and content free-form', () => {
    const body = {
      nft_items: [
        {
          address: RECORDED_NFT,
          index: '58002808596293429813852445390486946707098687748635984871519305117335532662285',
          collection_address: null,
          owner_address: USDT_MASTER.toLowerCase(),
          collection: { address: LENS_MASTER, collection_content: { name: 'x' }, next_item_index: '-1' },
          content: { uri: 'https://example.org/1.json' },
          on_sale: false,
          init: true,
          last_transaction_lt: '1',
        },
        { index: 1 },
      ],
      address_book: {},
      metadata: recordedMetadataOf([RECORDED_NFT]),
    };
    const data = read<{ nft_items: Array<Record<string, unknown>> }>(nftItemsResponseSchema, body);
    expect(data.nft_items).toHaveLength(1);
    expect(data.nft_items[0]?.['owner_address']).toBe(USDT_MASTER);
    expect(data.nft_items[0]?.['index']).toMatch(/^58002808/);
  });
});

describe('walletStatesResponseSchema', () => {
  it('reads wallet type, seqno and the signature flag, tolerating drift', () => {
    const data = read<{ wallets: Array<Record<string, unknown>> }>(walletStatesResponseSchema, {
      wallets: [
        {
          address: USDT_MASTER,
          is_wallet: true,
          wallet_type: 'wallet v5 r1',
          seqno: 12,
          wallet_id: 2147483409,
          is_signature_allowed: false,
          balance: '1000',
          extra_currencies: {},
          status: 'active',
        },
        { address: LENS_MASTER, is_wallet: false, seqno: 'twelve' },
      ],
    });
    expect(data.wallets[0]).toMatchObject({ wallet_type: 'wallet v5 r1', seqno: 12, balance: 1000n });
    expect(data.wallets[1]?.['seqno']).toBeUndefined();
    expect(driftOf(data.wallets[1])).toHaveLength(1);
  });
});

describe('dnsRecordsResponseSchema', () => {
  it('reads records with only a domain and a wallet', () => {
    const data = read<{ records: Array<Record<string, unknown>> }>(dnsRecordsResponseSchema, {
      records: [{ domain: 'foundation.ton', dns_wallet: USDT_MASTER }, { domain: null }],
      address_book: {},
    });
    expect(data.records.map((record) => record.domain)).toEqual(['foundation.ton', null]);
  });
});

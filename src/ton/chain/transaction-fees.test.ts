import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../../api/schemas.ts';
import {
  RECORDED,
  recordedBlock,
  recordedTransaction,
} from '../../../test/fixtures/recorded-transactions.ts';
import { splitFees } from './transaction-fees.ts';

const parse = (hash: string, network: 'mainnet' | 'testnet' = 'mainnet') =>
  transactionSchema.parse(recordedTransaction(network, hash));

describe('splitFees', () => {
  it('itemises every phase of an internal transaction, and the parts add up to the total', () => {
    const split = splitFees(parse(RECORDED.jettonTransferTx));
    expect(split.parts.map((part) => part.phase)).toEqual(['storage', 'compute', 'action']);
    expect(split.itemised).toBe(split.total);
    expect(split.addsUp).toBe(true);
    expect(split.remainder).toBe(0n);
    expect(split.externalImport).toBe(false);
  });

  it('reports the import fee of an external message as not itemised, not as a sum that matches', () => {
    const split = splitFees(parse(RECORDED.externalWalletTx));
    expect(split.externalImport).toBe(true);
    expect(split.addsUp).toBe(false);
    // Recorded: total 2517337 = 8 storage + 1323200 gas + 246929 action + 947200 import fee.
    expect(split.total).toBe(2_517_337n);
    expect(split.itemised).toBe(1_570_137n);
    expect(split.remainder).toBe(947_200n);
  });

  it('counts the bounce message fees of a bounced transaction', () => {
    const split = splitFees(parse(RECORDED.bouncedTx, 'testnet'));
    expect(split.parts.map((part) => part.phase)).toEqual(['storage', 'compute', 'bounce']);
    expect(split.parts.find((part) => part.phase === 'bounce')?.nanotons).toBe(133_331n);
    expect(split.addsUp).toBe(true);
  });

  it('leaves out the phases a skipped transaction does not have', () => {
    const split = splitFees(parse(RECORDED.noGasTx));
    expect(split.parts.map((part) => part.phase)).toEqual(['storage']);
    expect(split.addsUp).toBe(true);
  });

  it('says what the outgoing messages carry as forwarding fees, outside this total', () => {
    const split = splitFees(parse(RECORDED.externalWalletTx));
    // total_fwd_fees 740800 − total_action_fees 246929 = the out message's fwd_fee 493871.
    expect(split.forwardedWithMessages).toBe(493_871n);
  });

  it('holds for every recorded internal transaction of both networks', () => {
    for (const network of ['mainnet', 'testnet'] as const) {
      const seqnos = network === 'mainnet' ? [RECORDED.mainnetBlock] : [RECORDED.testnetBouncedBlock];
      for (const seqno of seqnos) {
        for (const raw of recordedBlock(network, seqno).transactions) {
          const transaction = transactionSchema.parse(raw);
          const split = splitFees(transaction);
          if (transaction.in_msg?.source) expect(split.addsUp, transaction.hash).toBe(true);
          else expect(split.remainder! > 0n, transaction.hash).toBe(true);
        }
      }
    }
  });

  it('has no total and no claim when the API sent no total_fees', () => {
    const split = splitFees({ ...parse(RECORDED.jettonTransferTx), total_fees: undefined });
    expect(split.total).toBeUndefined();
    expect(split.remainder).toBeUndefined();
    expect(split.addsUp).toBe(false);
  });
});

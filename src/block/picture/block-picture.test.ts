import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import { RECORDED, recordedBlock } from '../../../test/fixtures/recorded-transactions.ts';
import { summariseBlockAccounts } from '../accounts/block-accounts.ts';
import { blockSummaryOf } from '../model/block-summary.ts';
import { barRatio, blockPictureOf, largest, TOP_OPCODES } from './block-picture.ts';

// Emulated sample blocks: 50503966 has an action failure and a skipped compute phase, 50503969 a bounce.
const emulated = parsedBlock('mainnet', 50503966);
const bounced = parsedBlock('mainnet', 50503969);

describe('blockPictureOf', () => {
  it('sums value in and fees per shard block, adding up to the block summary exactly', () => {
    for (const block of [emulated, bounced, parsedBlock('mainnet', RECORDED.mainnetBlock)]) {
      const picture = blockPictureOf(block);
      const summary = blockSummaryOf(block);
      expect(picture.shards.reduce((sum, shard) => sum + shard.value, 0n)).toBe(summary.valueMoved);
      expect(picture.shards.reduce((sum, shard) => sum + shard.fees, 0n)).toBe(summary.totalFees);
      expect(picture.shards.reduce((sum, shard) => sum + shard.transactions, 0)).toBe(
        block.transactions.length,
      );
    }
  });

  it('counts a missing or unreadable fee as missing, as the accounts view does, never as 0', () => {
    const raw = recordedBlock('mainnet', 50503966).transactions;
    // Two transactions of the C000 shard block: one without total_fees, one whose fee cannot be read.
    const inC000 = raw.filter((transaction) => JSON.stringify(transaction.block_ref).includes('C000'));
    const [absent, unreadable] = [inC000[0]!, inC000[1]!];
    const lost = BigInt(absent.total_fees as string) + BigInt(unreadable.total_fees as string);
    delete absent.total_fees;
    unreadable.total_fees = 'twelve';
    const block = parsedBlock('mainnet', 50503966, raw);
    const picture = blockPictureOf(block);
    const shard = picture.shards.find((bar) => bar.label.startsWith('0:C000'))!;
    expect(shard.feesMissing).toBe(2);
    expect(shard.fees).toBe(16_458_395n - lost);
    expect(picture.shards.filter((bar) => bar !== shard).every((bar) => bar.feesMissing === 0)).toBe(true);
    expect(picture.feesMissing).toBe(2);
    const { totals } = summariseBlockAccounts(block);
    expect(picture.feesMissing).toBe(totals.feesMissing);
    expect(picture.shards.reduce((sum, bar) => sum + bar.fees, 0n)).toBe(totals.fees);
  });

  it('lists the shard blocks in block order with what each holds', () => {
    const picture = blockPictureOf(emulated);
    expect(picture.shards).toEqual([
      {
        label: '-1:8000000000000000:50503966',
        filter: '-1:8000000000000000:50503966',
        transactions: 1,
        value: 0n,
        fees: 0n,
        feesMissing: 0,
      },
      {
        label: '0:4000000000000000:55671182',
        filter: '0:4000000000000000:55671182',
        transactions: 12,
        value: 4_300_000_001n,
        fees: 16_693_328n,
        feesMissing: 0,
      },
      {
        label: '0:C000000000000000:55671182',
        filter: '0:C000000000000000:55671182',
        transactions: 12,
        value: 7_697_842_924n,
        fees: 16_458_395n,
        feesMissing: 0,
      },
    ]);
  });

  it('counts transactions by outcome, leaving out the outcomes no transaction has', () => {
    expect(blockPictureOf(emulated).outcomes).toEqual([
      { outcome: 'success', count: 23 },
      { outcome: 'action-failed', count: 1 },
      { outcome: 'skipped', count: 1 },
    ]);
    expect(blockPictureOf(bounced).outcomes).toEqual([
      { outcome: 'success', count: 17 },
      { outcome: 'skipped', count: 1 },
      { outcome: 'bounced', count: 1 },
    ]);
    expect(blockPictureOf(emulated).unknownOutcomes).toBe(0);
  });

  it('draws the top opcodes and "no opcode" by count, and the rest as "other"', () => {
    const bars = blockPictureOf(parsedBlock('mainnet', 50503961)).opcodes;
    expect(bars.map((bar) => (bar.kind === 'opcode' ? (bar.name ?? bar.opcode) : bar.kind))).toEqual([
      'Text comment',
      'none',
      'Wallet v5 signed request (external)',
      250197759,
      'Jetton internal transfer',
      1696029115,
      1906456043,
      3090798233,
      3194533458,
      'other',
    ]);
    expect(bars.filter((bar) => bar.kind === 'opcode')).toHaveLength(TOP_OPCODES);
    expect(bars.at(-1)).toEqual({ kind: 'other', opcodes: 3, count: 3 });
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(41);
  });

  it('draws a ninth opcode rather than an "other" of one', () => {
    const bars = blockPictureOf(bounced).opcodes;
    expect(bars.filter((bar) => bar.kind === 'opcode')).toHaveLength(TOP_OPCODES + 1);
    expect(bars.some((bar) => bar.kind === 'other')).toBe(false);
  });

  it('is computed once per block object', () => {
    expect(blockPictureOf(emulated)).toBe(blockPictureOf(emulated));
  });
});

describe('barRatio', () => {
  it('measures amounts beyond 2^53 in bigint, exactly enough for a bar', () => {
    const whole = 2n ** 120n;
    expect(barRatio(whole / 4n, whole)).toBe(0.25);
    expect(barRatio(whole - 1n, whole)).toBe(0.9999);
    expect(barRatio(1n, whole)).toBe(0.0001);
    expect(barRatio(3, 4)).toBe(0.75);
  });

  it('is 0 for nothing and 1 at most', () => {
    expect(barRatio(0n, 0n)).toBe(0);
    expect(barRatio(5n, 0n)).toBe(0);
    expect(barRatio(-5n, 10n)).toBe(0);
    expect(barRatio(10n, 10n)).toBe(1);
    expect(barRatio(11n, 10n)).toBe(1);
  });

  it('measures against the largest value', () => {
    expect(largest([3n, 2n ** 64n, 7n])).toBe(2n ** 64n);
    expect(largest([])).toBe(0n);
  });
});

import { describe, expect, it } from 'vitest';
import type { JettonHolding, OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import type { JettonChange } from '../watch/account-changes.ts';
import { USDT_MAINNET_MASTER, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import {
  holdingsSummary,
  holdingText,
  jettonAmountDirection,
  jettonAmountWords,
  jettonChangeText,
  jettonChangeWords,
  jettonSymbolText,
  jettonSymbolWithMarks,
  jettonTotalCountText,
} from './holdings-text.ts';

const USDT: JettonInfo = {
  master: USDT_MAINNET_MASTER,
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: { known: true, value: 6 },
  image: null,
  isUsdt: true,
  warnings: [],
};
const jetton = (fields: Partial<JettonInfo>): JettonInfo => ({
  ...USDT,
  master: `0:${'A'.repeat(64)}`,
  isUsdt: false,
  ...fields,
});
const hold = (info: JettonInfo, balance: bigint, wallet = '0:' + '1'.repeat(64)): JettonHolding => ({
  wallet,
  jetton: info,
  balance,
  lastTransactionLt: null,
});
const tokens = (jettons: OwnerTokens['jettons'], nfts: OwnerTokens['nfts']): OwnerTokens => ({
  jettons,
  nfts,
  wallet: { state: 'loading' },
});
const nft = (n: number) =>
  Array.from({ length: n }, (_, index) => ({
    address: `0:${index.toString().padStart(64, '0')}`,
    index: String(index),
    collection: null,
    collectionName: null,
    name: null,
  }));

describe('what a row says an owner holds', () => {
  it('writes USD₮ first, exactly, then counts the rest', () => {
    const summary = holdingsSummary(
      tokens(
        {
          state: 'answered',
          value: [
            hold(jetton({ symbol: 'LENS', decimals: { known: true, value: 9 } }), 5n),
            hold(USDT, 1_234_560_000n),
            hold(jetton({ master: `0:${'B'.repeat(64)}`, symbol: 'X' }), 1n),
            hold(jetton({ master: `0:${'C'.repeat(64)}`, symbol: 'Y' }), 1n),
            hold(jetton({ master: `0:${'D'.repeat(64)}`, symbol: 'EMPTY' }), 0n),
          ],
        },
        { state: 'answered', value: nft(2) },
      ),
    );
    expect(summary?.text).toBe('1,234.56 USD₮ · 3 more jettons · 2 NFTs');
  });

  it('never names a look-alike USD₮, and counts it as flagged', () => {
    const fake = jetton({ symbol: 'USD₮', warnings: ['looks-like-usdt'] });
    const summary = holdingsSummary(
      tokens({ state: 'answered', value: [hold(fake, 5_000_000n)] }, { state: 'answered', value: [] }),
    );
    expect(summary?.flagged).toBe(1);
    expect(summary?.text).toBe('5 USD₮ (⚠ not USD₮)');
    // The real one is named by its master; the fake one's symbol is its own text, marked by the warning.
    expect(jettonSymbolText(USDT)).toBe('USD₮');
  });

  it('says raw units in words when the decimals are unknown', () => {
    const odd = jetton({
      symbol: 'ODD',
      decimals: { known: false, reason: 'decimals "1e3" is not a number' },
    });
    expect(holdingText(hold(odd, 12345n))).toBe('12,345 raw units of ODD (decimals unknown)');
  });

  it('shows the symbol made safe and cut', () => {
    expect(jettonSymbolText(jetton({ symbol: 'A\u202eB' }))).toContain('U+202E');
    expect(jettonSymbolText(jetton({ symbol: 'S'.repeat(10_000) })).length).toBeLessThan(40);
  });

  it('says "no data in the sample", never "holds nothing", for an owner the sample cannot know', () => {
    const note = 'The sample API has no data on what these owners hold';
    const summary = holdingsSummary(
      tokens({ state: 'no-sample-data', note }, { state: 'no-sample-data', note }),
    );
    expect(summary?.noSampleData).toEqual({ what: 'all', note });
    expect(summary?.text).toBe('');
    const empty = holdingsSummary(tokens({ state: 'answered', value: [] }, { state: 'answered', value: [] }));
    expect(empty?.text).toBe('no jettons');
  });

  it('names each source that failed, never just "tokens"', () => {
    const error = { kind: 'network', message: 'offline' } as never;
    const failedWallet: OwnerTokens = {
      jettons: { state: 'answered', value: [] },
      nfts: { state: 'answered', value: [] },
      wallet: { state: 'failed', error },
    };
    expect(holdingsSummary(failedWallet)?.failed).toEqual(['wallet']);
    const failedNfts: OwnerTokens = {
      jettons: { state: 'failed', error },
      nfts: { state: 'failed', error },
      wallet: { state: 'answered', value: null },
    };
    expect(holdingsSummary(failedNfts)?.failed).toEqual(['jettons', 'NFTs']);
  });

  it("makes the sample's note safe text before it is shown", () => {
    const note = `evil\u202Enote ${'x'.repeat(5_000)}`;
    const summary = holdingsSummary(
      tokens({ state: 'no-sample-data', note }, { state: 'answered', value: [] }),
    );
    expect(summary?.noSampleData?.note).toContain('U+202E');
    expect(summary?.noSampleData?.note).not.toContain('\u202E');
    expect(summary?.noSampleData?.note.length).toBeLessThan(400);
  });
});

describe("a jetton's name where its marks must follow it", () => {
  it('never lets a jetton named GRAM read as a plain "GRAM"', () => {
    const gram = jetton({ symbol: 'GRAM', warnings: ['looks-like-native-coin'] });
    expect(jettonSymbolWithMarks(gram)).toBe('GRAM (⚠ not GRAM)');
    expect(jettonSymbolWithMarks(gram)).not.toBe('GRAM');
    const scam = jetton({ symbol: 'FREE', warnings: ['scam-flagged', 'looks-like-usdt'] });
    expect(jettonSymbolWithMarks(scam)).toBe('FREE (⚠ scam, not USD₮)');
    expect(jettonSymbolWithMarks(USDT)).toBe('USD₮');
    expect(jettonSymbolWithMarks(undefined)).toBe('USD₮');
  });

  it('says how many owners a total could not count', () => {
    expect(jettonTotalCountText({ holders: 3, known: 1_000, unknown: 0 })).toBe('3 holders');
    expect(jettonTotalCountText({ holders: 1, known: 1_000, unknown: 24 })).toBe(
      '1 holder of 1,000 known; 24 unknown',
    );
  });
});

describe('a jetton balance that moved since the list was last looked at', () => {
  const lens = jetton({ symbol: 'LENS', decimals: { known: true, value: 9 } });
  const moved = (fields: Partial<JettonChange>): JettonChange => ({
    master: lens.master,
    kind: 'moved',
    before: 1n,
    after: 2n,
    delta: 1n,
    ...fields,
  });

  it('writes the exact delta in the jetton’s decimals, with its symbol', () => {
    const words = jettonChangeWords(moved({ delta: 1_500_000_000n }), [hold(lens, 2n)], {});
    expect(jettonChangeText(words)).toBe('+1.5 LENS');
    expect(words.down).toBe(false);
    const usdt = jettonChangeWords(
      moved({ master: USDT.master, delta: -1_234_560_000n }),
      [hold(USDT, 1n)],
      {},
    );
    expect(jettonChangeText(usdt)).toBe('−1,234.56 USD₮');
    expect(usdt.down).toBe(true);
  });

  it('says raw units when the decimals are unknown', () => {
    const odd = jetton({ symbol: 'ODD', decimals: { known: false, reason: 'hostile' } });
    expect(jettonChangeText(jettonChangeWords(moved({ delta: 12345n }), [hold(odd, 1n)], {}))).toBe(
      '+12,345 raw units of ODD',
    );
  });

  it('names a gone jetton from what the snapshot remembered, marks and all', () => {
    const gone = moved({
      master: `0:${'E'.repeat(64)}`,
      kind: 'gone',
      before: 3_000n,
      after: null,
      delta: -3_000n,
    });
    const remembered = { [gone.master]: { symbol: 'GRAM', decimals: 3 } };
    expect(jettonChangeText(jettonChangeWords(gone, [], remembered))).toBe('−3 GRAM (⚠ not GRAM) (gone)');
    const forgotten = jettonChangeWords(gone, undefined, { [gone.master]: { symbol: null, decimals: null } });
    expect(jettonChangeText(forgotten)).toBe('−3,000 raw units of unnamed jetton (gone)');
  });

  it('marks a look-alike that is held now', () => {
    const fake = jetton({
      symbol: 'GRAM',
      warnings: ['looks-like-native-coin'],
      decimals: { known: true, value: 0 },
    });
    const words = jettonChangeWords(
      moved({ kind: 'new', before: null, after: 5n, delta: 5n }),
      [hold(fake, 5n)],
      {},
    );
    expect(jettonChangeText(words)).toBe('+5 GRAM (⚠ not GRAM) (new)');
    expect(words.symbol).toEqual({ stranger: 'GRAM' });
  });
});

describe("a jetton amount's direction in a right-to-left page", () => {
  it("digits read left to right; words in the page's own direction", () => {
    expect(jettonAmountWords(-500_000_000n, jetton({ decimals: { known: true, value: 9 } }))).toBe(
      '\u22120.5',
    );
    expect(jettonAmountDirection(jetton({ decimals: { known: true, value: 9 } }))).toBe('ltr');
    // A USD₮ column whose metadata has not come: its digits, with USD₮'s decimals.
    expect(jettonAmountDirection(undefined)).toBe('ltr');
    const unknown = jetton({ decimals: { known: false, reason: 'decimals "1e3" is not a number' } });
    expect(jettonAmountWords(12n, unknown)).toMatch(/raw units/);
    expect(jettonAmountDirection(unknown)).toBeUndefined();
  });
});

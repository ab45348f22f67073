import { describe, expect, it } from 'vitest';
import { RECORDED, recordedBlock } from '../../test/fixtures/recorded-transactions.ts';
import { curlCommands, findRawTransaction, previewJson } from './raw-json.ts';

describe('findRawTransaction', () => {
  it('finds a transaction as the server sent it, in any of the answers', () => {
    const body = recordedBlock('mainnet', RECORDED.mainnetBlock);
    const live = [{ blocks: [] }, { transactions: [] }, body];
    const found = findRawTransaction(live, RECORDED.noGasTx) as Record<string, unknown>;
    expect(found['hash']).toBe(RECORDED.noGasTx);
    // Untouched: decimal strings stay strings, unknown fields stay.
    expect(typeof found['lt']).toBe('string');
  });

  it('is undefined for a hash no answer holds, or for answers of another shape', () => {
    expect(findRawTransaction([null, 'x', { transactions: 'no' }], 'abc')).toBeUndefined();
  });
});

describe('curlCommands', () => {
  it('one command per request, each URL single-quoted', () => {
    expect(
      curlCommands([
        'https://toncenter.com/api/v3/masterchainBlockShardState?seqno=1',
        "https://example.org/it's",
      ]),
    ).toBe(
      "curl -sS 'https://toncenter.com/api/v3/masterchainBlockShardState?seqno=1'\ncurl -sS 'https://example.org/it'\\''s'",
    );
  });
});

describe('previewJson', () => {
  it('shows all of a short body', () => {
    expect(previewJson({ a: 1 }, 100)).toEqual({
      full: '{\n  "a": 1\n}',
      shown: '{\n  "a": 1\n}',
      cut: false,
    });
  });

  it('cuts what it shows of a long body, never what it copies', () => {
    const preview = previewJson({ text: 'x'.repeat(50) }, 20);
    expect(preview.cut).toBe(true);
    expect(preview.shown).toHaveLength(20);
    expect(preview.full.length).toBeGreaterThan(50);
  });
});

import { describe, expect, it } from 'vitest';
import { RECORDED, recordedBlock } from '../../test/fixtures/recorded-transactions.ts';
import { curlCommands, findRawTransaction, jsonPieces, previewJson } from './raw-json.ts';

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

describe('previewJson and jsonPieces: the raw view of a hostile answer', () => {
  it('escapes direction and zero-width characters, still the same JSON', () => {
    const value = { comment: 'safe\u202Egnp.exe\u200Bname\u2066' };
    const { full } = previewJson(value, 1_000);
    expect(full).not.toMatch(/[\u202E\u200B\u2066]/u);
    expect(full).toContain('\\u202e');
    expect(JSON.parse(full)).toEqual(value);
  });

  it('survives a 10,000-level nested value', () => {
    let text = '1';
    for (let level = 0; level < 10_000; level++) text = `[${text}]`;
    const { full } = previewJson({ extra: JSON.parse(text) as unknown }, 1_000_000);
    expect(full).toContain('… nested deeper than 100 levels');
  });

  it('cuts the text into pieces no longer than 2,000 characters, a long line alone', () => {
    const { shown } = previewJson(
      { a: 'x'.repeat(20_000), b: Array.from({ length: 500 }, (_, i) => i) },
      1e6,
    );
    const pieces = jsonPieces(shown);
    expect(pieces.map((piece) => piece.text).join('')).toBe(shown);
    const long = pieces.filter((piece) => piece.long);
    expect(long).toHaveLength(1);
    expect(long[0]!.text).toContain('x'.repeat(20_000));
    for (const piece of pieces) if (!piece.long) expect(piece.text.length).toBeLessThanOrEqual(2_000);
  });
});

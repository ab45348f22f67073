import { describe, expect, it, vi } from 'vitest';
import { cutText, wellFormed } from './cut-text.ts';

describe('cutText', () => {
  it('leaves text within the limit alone', () => {
    expect(cutText('Treasury', 80)).toBe('Treasury');
    expect(cutText('😀'.repeat(40), 40)).toBe('😀'.repeat(40));
  });

  it('counts code points and never splits a surrogate pair', () => {
    expect(cutText('😀'.repeat(50), 40)).toBe('😀'.repeat(40));
    expect(cutText(`abc😀`, 3)).toBe('abc');
  });

  it('leaves a cluster that crosses the limit out whole', () => {
    expect(cutText('ab👍🏽', 3)).toBe('ab');
    expect(cutText('abe\u0301x', 3)).toBe('ab');
    expect(cutText('🇫🇷🇩🇪', 3)).toBe('🇫🇷');
  });

  it('cuts a single cluster longer than the limit at a code point', () => {
    const zalgo = `a${'\u0301'.repeat(1000)}`;
    expect([...cutText(zalgo, 10)]).toHaveLength(10);
  });
});

describe('wellFormed', () => {
  it('replaces lone surrogates, keeps pairs', () => {
    expect(wellFormed('a\uD83Db\uDE00😀')).toBe('a\uFFFDb\uFFFD😀');
  });
});

describe('the grapheme segmenter', () => {
  // The first Intl.Segmenter of a page loads ICU's rules (a long task in the block page's chunk): loading
  // the module and cutting short text make none; the first cut through a cluster makes one, once.
  it('is made at the first cut that needs it, not when the module loads', async () => {
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    const original = intl.Segmenter;
    let made = 0;
    intl.Segmenter = class extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        super(...args);
        made += 1;
      }
    };
    try {
      vi.resetModules();
      const fresh = await import('./cut-text.ts');
      expect(made).toBe(0);
      expect(fresh.cutText('Treasury', 80)).toBe('Treasury');
      expect(fresh.cutText('😀'.repeat(50), 60)).toBe('😀'.repeat(50));
      expect(made).toBe(0);
      expect(fresh.cutText('ab👍🏽', 3)).toBe('ab');
      expect(fresh.cutText('abe\u0301x', 3)).toBe('ab');
      expect(made).toBe(1);
    } finally {
      intl.Segmenter = original;
    }
  });
});

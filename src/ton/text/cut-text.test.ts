import { describe, expect, it } from 'vitest';
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

import { describe, expect, it } from 'vitest';
import { MAX_SEQNO, parseSeqno } from './seqno.ts';

describe('parseSeqno', () => {
  it.each([
    ['0', 0],
    ['50503953', 50503953],
    [' 42 ', 42],
    ['007', 7],
    [String(MAX_SEQNO), MAX_SEQNO],
  ])('accepts %j', (text, seqno) => {
    expect(parseSeqno(text)).toEqual({ ok: true, seqno });
  });

  it.each([
    ['', 'Enter a block number'],
    ['abc', 'not a block number'],
    ['-1', 'negative'],
    ['1.5', 'not a block number'],
    ['1e6', 'not a block number'],
    ['0x10', 'not a block number'],
    ['4294967296', 'too large'],
    ['99999999999999999999', 'too large'],
    ['１２', 'not a block number'],
  ])('refuses %j', (text, reason) => {
    const result = parseSeqno(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(reason);
  });
});

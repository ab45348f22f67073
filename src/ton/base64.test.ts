import { describe, expect, it } from 'vitest';
import { base64ByteLength, base64ToBytes, bytesToBase64Url } from './base64.ts';

const sample = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);

describe('base64', () => {
  it.each([0, 1, 2, 3, 4, 5, 32, 33, 36, 1000, 33_798])(
    'round-trips %i bytes through base64url',
    (length) => {
      const bytes = sample(length);
      const text = bytesToBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base64ToBytes(text)).toEqual(bytes);
      expect(base64ByteLength(text)).toBe(length);
    },
  );

  it.each([
    ['standard with padding', 'te6cckEBAQEAAgAAAEysuc0='],
    ['standard without padding', 'te6cckEBAQEAAgAAAEysuc0'],
    ['with + and /', '+/+/AAEC'],
    ['wrapped in lines', 'te6cck\nEBAQEA\r\nAgAAAEysuc0='],
  ])('decodes %s like Node', (_name, text) => {
    const expected = Buffer.from(text.replace(/\s/g, ''), 'base64');
    expect(base64ToBytes(text)).toEqual(new Uint8Array(expected));
    expect(base64ByteLength(text)).toBe(expected.length);
  });

  it.each(['a', 'abcde', 'ab*d', 'абвг', 'ab=c'])('refuses %j', (text) => {
    expect(base64ToBytes(text)).toBeNull();
  });
});

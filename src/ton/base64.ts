/**
 * Base64 to bytes and back, for BOCs (standard base64 from the API, `+/` with `=` padding) and for
 * share links (base64url without padding, safe in a URL as is). No atob/btoa: they work on "binary
 * strings" one code unit per byte, which is easy to misuse, and they refuse the url-safe alphabet.
 */

const STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// Char code -> 6-bit value, accepting both alphabets; -1 for anything else.
const VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) {
    table[STANDARD.charCodeAt(i)] = i;
    table[URL_SAFE.charCodeAt(i)] = i;
  }
  return table;
})();

/**
 * Decodes standard or url-safe base64, padded or not; ASCII whitespace is ignored (BOCs are sometimes
 * wrapped). Returns null when the text is not base64, so the caller can say so instead of guessing.
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/[\s=]+$/, '').replace(/\s+/g, '');
  if (clean.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const value = code < 128 ? (VALUE[code] ?? -1) : -1;
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Encodes bytes as base64url without padding: 4 characters per 3 bytes, nothing to percent-encode. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    chunk.push(URL_SAFE.charCodeAt(n >> 18), URL_SAFE.charCodeAt((n >> 12) & 63));
    if (left > 1) chunk.push(URL_SAFE.charCodeAt((n >> 6) & 63));
    if (left > 2) chunk.push(URL_SAFE.charCodeAt(n & 63));
    // String.fromCharCode takes arguments: flush in slices to stay far below engines' argument limits.
    if (chunk.length >= 8192) {
      parts.push(String.fromCharCode(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCharCode(...chunk));
  return parts.join('');
}

/** Exact size in bytes of what a base64 text decodes to, without decoding it. */
export function base64ByteLength(text: string): number {
  const clean = text.replace(/[\s=]+$/, '').replace(/\s+/g, '');
  return Math.floor((clean.length * 3) / 4);
}

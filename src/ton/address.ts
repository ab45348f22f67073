/**
 * TON account addresses: parsing and formatting of the raw (`0:<64 hex>`) and user-friendly (48 chars of
 * base64/base64url) forms. Plain data and no dependencies on purpose (but the words' door, for its error
 * messages): this runs on every page and in the paste box, and @ton/core (with its Buffer needs) is only
 * the oracle the tests compare against.
 *
 * User-friendly layout, 36 bytes: flags (0x11 bounceable, 0x51 non-bounceable, +0x80 testnet-only),
 * workchain (int8), 32-byte hash, CRC16-XMODEM of the first 34 bytes (big-endian).
 */
import { addressMessages } from './address-messages.ts';
import { t } from './i18n/door.ts';

export type Workchain = number;

export interface TonAddress {
  readonly workchain: Workchain;
  /** The 32-byte account id. */
  readonly hash: Uint8Array;
}

export const ADDRESS_ERROR_REASONS = [
  'empty',
  'bad-characters',
  'wrong-length',
  'bad-checksum',
  'bad-flags',
  'unknown-workchain',
  'bad-raw-workchain',
  'bad-raw-hash',
] as const;
export type AddressErrorReason = (typeof ADDRESS_ERROR_REASONS)[number];

export interface ParsedAddress {
  ok: true;
  address: TonAddress;
  form: 'raw' | 'friendly';
  /** Friendly form only: the flags the text carries. */
  bounceable?: boolean;
  testnetOnly?: boolean;
  /** Friendly form only: false when the text uses `+` or `/` (standard base64). */
  urlSafe?: boolean;
}

export interface AddressError {
  ok: false;
  reason: AddressErrorReason;
  /** Plain English the user can act on. */
  message: string;
}

export type ParseAddressResult = ParsedAddress | AddressError;

export interface FriendlyFormat {
  bounceable: boolean;
  testnetOnly?: boolean;
  urlSafe?: boolean;
}

/** 0 is the basechain, -1 the masterchain: the only workchains that exist on TON today. */
export const KNOWN_WORKCHAINS: readonly Workchain[] = [0, -1];

const FRIENDLY_LENGTH = 48;
const FRIENDLY_BYTES = 36;
const HASH_BYTES = 32;
const FLAG_BOUNCEABLE = 0x11;
const FLAG_NON_BOUNCEABLE = 0x51;
const FLAG_TESTNET_ONLY = 0x80;

const CRC16_TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    table[n] = crc;
  }
  return table;
})();

/** CRC16-XMODEM (poly 0x1021, init 0, no reflection) of `bytes[0..end)`. */
export function crc16xmodem(bytes: Uint8Array, end: number = bytes.length): number {
  let crc = 0;
  for (let i = 0; i < end; i++)
    crc = ((crc << 8) ^ (CRC16_TABLE[((crc >> 8) ^ (bytes[i] ?? 0)) & 0xff] ?? 0)) & 0xffff;
  return crc;
}

const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STANDARD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Char code -> 6-bit value for both alphabets at once, -1 for anything else.
const BASE64_VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) {
    table[URL_SAFE_ALPHABET.charCodeAt(i)] = i;
    table[STANDARD_ALPHABET.charCodeAt(i)] = i;
  }
  return table;
})();

// Char code -> nibble, -1 for anything else; both cases, since explorers and APIs disagree on case.
const HEX_VALUE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 16; i++) {
    table['0123456789ABCDEF'.charCodeAt(i)] = i;
    table['0123456789abcdef'.charCodeAt(i)] = i;
  }
  return table;
})();

const HEX_UPPER = '0123456789ABCDEF';

// Only called on characters already validated, so the fallbacks never apply.
function hexValue(code: number): number {
  return HEX_VALUE[code] ?? 0;
}

function base64Value(code: number): number {
  return BASE64_VALUE[code] ?? 0;
}

// Whitespace, zero-width characters and the BOM survive copy-paste from chats and spreadsheets but are
// invisible, so an address that "looks right" must not fail because of them at its edges. A char-code
// loop rather than a /\s+$/ regex, which backtracks quadratically on long runs of inner spaces.
function isInvisible(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0x7f ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0xad ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200d) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x2060 ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function trimInvisible(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isInvisible(text.charCodeAt(start))) start++;
  while (end > start && isInvisible(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function fail(reason: AddressErrorReason, message: string): AddressError {
  return { ok: false, reason, message };
}

function describeChar(text: string, index: number): string {
  const code = text.codePointAt(index) ?? 0;
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  const visible = code > 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0xa0);
  return visible ? `"${String.fromCodePoint(code)}" (U+${hex})` : `U+${hex}`;
}

function isKnownWorkchain(workchain: number): boolean {
  return KNOWN_WORKCHAINS.includes(workchain);
}

function unknownWorkchain(workchain: number): AddressError {
  return fail('unknown-workchain', t(addressMessages.unknownWorkchain, { workchain: String(workchain) }));
}

/** Parses either form; surrounding whitespace and zero-width characters are ignored. */
export function parseAddress(text: string): ParseAddressResult {
  const trimmed = trimInvisible(text);
  if (trimmed === '') return fail('empty', t(addressMessages.empty));
  return trimmed.includes(':') ? parseRaw(trimmed) : parseFriendly(trimmed);
}

function parseRaw(text: string): ParseAddressResult {
  const colon = text.indexOf(':');
  const workchainText = text.slice(0, colon);
  const hashText = text.slice(colon + 1);

  let digits = workchainText.startsWith('-') ? 1 : 0;
  const digitsStart = digits;
  while (digits < workchainText.length) {
    const code = workchainText.charCodeAt(digits);
    if (code < 48 || code > 57) break;
    digits++;
  }
  if (digits === digitsStart || digits !== workchainText.length || workchainText.length > 5) {
    return fail('bad-raw-workchain', t(addressMessages.badWorkchain, { found: workchainText }));
  }
  const workchain = Number(workchainText) | 0; // `| 0` folds "-0" into 0
  if (workchain < -128 || workchain > 127) {
    return fail('bad-raw-workchain', t(addressMessages.workchainOutOfRange, { workchain: workchainText }));
  }

  for (let i = 0; i < hashText.length; i++) {
    const code = hashText.charCodeAt(i);
    if (code >= 128 || (HEX_VALUE[code] ?? -1) < 0) {
      return fail(
        'bad-raw-hash',
        t(addressMessages.notHexDigit, { char: describeChar(hashText, i), position: String(colon + 2 + i) }),
      );
    }
  }
  if (hashText.length !== HASH_BYTES * 2) {
    const length = String(hashText.length);
    return fail(
      'bad-raw-hash',
      hashText.length < HASH_BYTES * 2
        ? t(addressMessages.hashTooShort, { length })
        : t(addressMessages.hashTooLong, { length }),
    );
  }
  if (!isKnownWorkchain(workchain)) return unknownWorkchain(workchain);

  const hash = new Uint8Array(HASH_BYTES);
  for (let i = 0; i < HASH_BYTES; i++) {
    hash[i] = (hexValue(hashText.charCodeAt(2 * i)) << 4) | hexValue(hashText.charCodeAt(2 * i + 1));
  }
  return { ok: true, address: { workchain, hash }, form: 'raw' };
}

function parseFriendly(text: string): ParseAddressResult {
  let sawUrlSafe = false;
  let sawStandard = false;
  let allHex = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || (BASE64_VALUE[code] ?? -1) < 0) {
      return fail(
        'bad-characters',
        t(addressMessages.badCharacter, { char: describeChar(text, i), position: String(i + 1) }),
      );
    }
    if (code === 45 || code === 95) sawUrlSafe = true;
    else if (code === 43 || code === 47) sawStandard = true;
    if (allHex && (HEX_VALUE[code] ?? -1) < 0) allHex = false;
  }
  if (text.length !== FRIENDLY_LENGTH) {
    if (allHex && text.length === HASH_BYTES * 2) {
      return fail('wrong-length', t(addressMessages.bareHex, { start: text.slice(0, 4) }));
    }
    const length = String(text.length);
    return fail(
      'wrong-length',
      text.length < FRIENDLY_LENGTH
        ? t(addressMessages.tooShort, { length })
        : t(addressMessages.tooLong, { length }),
    );
  }
  if (sawUrlSafe && sawStandard) {
    return fail('bad-characters', t(addressMessages.mixedBase64));
  }

  const bytes = new Uint8Array(FRIENDLY_BYTES);
  for (let i = 0, j = 0; i < FRIENDLY_LENGTH; i += 4, j += 3) {
    const n =
      (base64Value(text.charCodeAt(i)) << 18) |
      (base64Value(text.charCodeAt(i + 1)) << 12) |
      (base64Value(text.charCodeAt(i + 2)) << 6) |
      base64Value(text.charCodeAt(i + 3));
    bytes[j] = n >> 16;
    bytes[j + 1] = (n >> 8) & 0xff;
    bytes[j + 2] = n & 0xff;
  }

  // Checksum before flags: a mistyped character is far likelier than a deliberately odd flag byte.
  const crc = crc16xmodem(bytes, 34);
  if (bytes[34] !== crc >> 8 || bytes[35] !== (crc & 0xff)) {
    return fail('bad-checksum', t(addressMessages.badChecksum));
  }
  const flags = bytes[0] ?? 0;
  const tag = flags & 0x7f;
  if (tag !== FLAG_BOUNCEABLE && tag !== FLAG_NON_BOUNCEABLE) {
    return fail(
      'bad-flags',
      t(addressMessages.badFlags, { flags: `0x${flags.toString(16).padStart(2, '0')}` }),
    );
  }
  const workchain = ((bytes[1] ?? 0) << 24) >> 24; // signed int8
  if (!isKnownWorkchain(workchain)) return unknownWorkchain(workchain);

  return {
    ok: true,
    address: { workchain, hash: bytes.slice(2, 34) },
    form: 'friendly',
    bounceable: tag === FLAG_BOUNCEABLE,
    testnetOnly: (flags & FLAG_TESTNET_ONLY) !== 0,
    urlSafe: !sawStandard,
  };
}

function assertValid(a: TonAddress): void {
  if (a.hash.length !== HASH_BYTES)
    throw new RangeError(`address hash must be 32 bytes, got ${a.hash.length}`);
  if (!Number.isInteger(a.workchain) || a.workchain < -128 || a.workchain > 127) {
    throw new RangeError(`workchain must be an int8, got ${a.workchain}`);
  }
}

/** `"<workchain>:<64 HEX>"`, uppercase: the key format of toncenter's address_book. */
export function toRawAddress(a: TonAddress): string {
  assertValid(a);
  const codes = new Array<number>(HASH_BYTES * 2);
  for (let i = 0; i < HASH_BYTES; i++) {
    const byte = a.hash[i] ?? 0;
    codes[2 * i] = HEX_UPPER.charCodeAt(byte >> 4);
    codes[2 * i + 1] = HEX_UPPER.charCodeAt(byte & 0xf);
  }
  return `${a.workchain}:${String.fromCharCode(...codes)}`;
}

/** The 48-character user-friendly form; URL-safe unless `urlSafe: false`. */
export function toFriendlyAddress(
  a: TonAddress,
  { bounceable, testnetOnly = false, urlSafe = true }: FriendlyFormat,
): string {
  assertValid(a);
  const bytes = new Uint8Array(FRIENDLY_BYTES);
  bytes[0] = (bounceable ? FLAG_BOUNCEABLE : FLAG_NON_BOUNCEABLE) | (testnetOnly ? FLAG_TESTNET_ONLY : 0);
  bytes[1] = a.workchain & 0xff;
  bytes.set(a.hash, 2);
  const crc = crc16xmodem(bytes, 34);
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;

  const alphabet = urlSafe ? URL_SAFE_ALPHABET : STANDARD_ALPHABET;
  const codes = new Array<number>(FRIENDLY_LENGTH);
  for (let i = 0, j = 0; j < FRIENDLY_BYTES; i += 4, j += 3) {
    const n = ((bytes[j] ?? 0) << 16) | ((bytes[j + 1] ?? 0) << 8) | (bytes[j + 2] ?? 0);
    codes[i] = alphabet.charCodeAt(n >> 18);
    codes[i + 1] = alphabet.charCodeAt((n >> 12) & 63);
    codes[i + 2] = alphabet.charCodeAt((n >> 6) & 63);
    codes[i + 3] = alphabet.charCodeAt(n & 63);
  }
  return String.fromCharCode(...codes);
}

function toAddress(x: TonAddress | string): TonAddress | null {
  if (typeof x !== 'string') return x;
  const parsed = parseAddress(x);
  return parsed.ok ? parsed.address : null;
}

/** Same account? Strings are parsed first; an unparseable string is never the same as anything. */
export function isSameAddress(a: TonAddress | string, b: TonAddress | string): boolean {
  const x = toAddress(a);
  const y = toAddress(b);
  if (!x || !y || x.workchain !== y.workchain || x.hash.length !== y.hash.length) return false;
  for (let i = 0; i < x.hash.length; i++) if (x.hash[i] !== y.hash[i]) return false;
  return true;
}

/** Any form -> uppercase raw (the address_book key), or null when the text is not a valid address. */
export function normalizeAddressKey(text: string): string | null {
  const parsed = parseAddress(text);
  return parsed.ok ? toRawAddress(parsed.address) : null;
}

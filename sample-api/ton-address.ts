// TON account addresses for the sample API, self-contained so the sample backend never depends on the
// app's own src/ code (it is the thing that code is tested against).
//
// Forms (TEP-2, https://github.com/ton-blockchain/TEPs/blob/master/text/0002-address.md):
// - raw: `<workchain>:<64 hex>`; the index writes it with uppercase hex, e.g. `0:ED16…`.
// - user-friendly: 36 bytes in 48 base64url (or base64) characters: 1 flag byte (0x11 bounceable,
//   0x51 non-bounceable, +0x80 testnet-only), 1 workchain byte (signed), the 32-byte account id, and
//   CRC16-XMODEM (big-endian) of the first 34 bytes.

export interface AccountAddress {
  workchain: number;
  /** 32-byte account id, 64 uppercase hex digits. */
  hash: string;
}

export interface ParsedAddress extends AccountAddress {
  /** Flags of a user-friendly form; null for the raw form, which has none. */
  flags: { bounceable: boolean; testnetOnly: boolean } | null;
}

const BOUNCEABLE_TAG = 0x11;
const NON_BOUNCEABLE_TAG = 0x51;
const TESTNET_ONLY_FLAG = 0x80;

const RAW_FORM = /^([+-]?\d{1,10}):([0-9a-fA-F]{64})$/;
const USER_FRIENDLY_FORM = /^[A-Za-z0-9_-]{48}$/;

/** CRC-16/XMODEM: polynomial 0x1021, initial value 0, no reflection. */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** Reads any accepted form; null when the text is not an address (bad length, alphabet, tag or checksum). */
export function parseAccountAddress(text: string): ParsedAddress | null {
  const raw = RAW_FORM.exec(text);
  if (raw) {
    const workchain = Number.parseInt(raw[1] ?? '', 10);
    // The index parses the raw workchain as a 32-bit signed integer.
    if (workchain < -(2 ** 31) || workchain >= 2 ** 31) return null;
    return { workchain, hash: (raw[2] ?? '').toUpperCase(), flags: null };
  }
  // The index accepts standard base64 too, by mapping it onto the URL-safe alphabet first.
  const urlSafe = text.replaceAll('+', '-').replaceAll('/', '_');
  if (!USER_FRIENDLY_FORM.test(urlSafe)) return null;
  const bytes = Buffer.from(urlSafe, 'base64url');
  if (bytes.length !== 36) return null;
  if (crc16Xmodem(bytes.subarray(0, 34)) !== bytes.readUInt16BE(34)) return null;
  const tag = bytes.readUInt8(0) & ~TESTNET_ONLY_FLAG;
  if (tag !== BOUNCEABLE_TAG && tag !== NON_BOUNCEABLE_TAG) return null;
  return {
    workchain: bytes.readInt8(1),
    hash: bytes.subarray(2, 34).toString('hex').toUpperCase(),
    flags: {
      bounceable: tag === BOUNCEABLE_TAG,
      testnetOnly: (bytes.readUInt8(0) & TESTNET_ONLY_FLAG) !== 0,
    },
  };
}

/** The index's canonical key: `<workchain>:<HEX>`. */
export function formatRawAddress(address: AccountAddress): string {
  return `${address.workchain}:${address.hash}`;
}

/** User-friendly base64url form; the workchain must fit in one signed byte. */
export function formatUserFriendlyAddress(
  address: AccountAddress,
  options: { bounceable: boolean; testnetOnly: boolean },
): string {
  const bytes = Buffer.alloc(36);
  const tag = options.bounceable ? BOUNCEABLE_TAG : NON_BOUNCEABLE_TAG;
  bytes.writeUInt8(options.testnetOnly ? tag | TESTNET_ONLY_FLAG : tag, 0);
  bytes.writeInt8(address.workchain, 1);
  bytes.write(address.hash, 2, 32, 'hex');
  bytes.writeUInt16BE(crc16Xmodem(bytes.subarray(0, 34)), 34);
  return bytes.toString('base64url');
}

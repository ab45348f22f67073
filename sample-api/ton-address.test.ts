// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRecordings } from './build-dataset.ts';
import { isJsonObject } from './json.ts';
import {
  crc16Xmodem,
  formatRawAddress,
  formatUserFriendlyAddress,
  parseAccountAddress,
} from './ton-address.ts';

// Every address-book entry the real index wrote: raw key and its user-friendly form.
const recordedPairs = readRecordings().flatMap(({ file, body }) => {
  if (!isJsonObject(body) || !isJsonObject(body.address_book)) return [];
  return Object.entries(body.address_book).flatMap(([raw, entry]) =>
    isJsonObject(entry) && typeof entry.user_friendly === 'string'
      ? [[file, raw, entry.user_friendly] as const]
      : [],
  );
});

describe('ton-address', () => {
  it('computes CRC-16/XMODEM (check value of "123456789" is 0x31C3)', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });

  it('has recorded address-book entries to check against', () => {
    expect(recordedPairs.length).toBeGreaterThan(20);
  });

  it.each(recordedPairs)(
    '%s: reads %s from its user-friendly form and writes it back',
    (_file, raw, friendly) => {
      const parsed = parseAccountAddress(friendly);
      expect(parsed).not.toBeNull();
      if (!parsed?.flags) return;
      expect(formatRawAddress(parsed)).toBe(raw);
      expect(formatUserFriendlyAddress(parsed, parsed.flags)).toBe(friendly);
      expect(parseAccountAddress(raw.toLowerCase())).toEqual({ ...parsed, flags: null });
    },
  );

  it.each([
    ['', 'empty'],
    ['0:ABC', 'short raw'],
    [`0:${'G'.repeat(64)}`, 'raw with non-hex digits'],
    [`9999999999:${'0'.repeat(64)}`, 'raw workchain beyond 32 bits'],
    ['EQAOevdCKKtPvNCvVd1M8rqLcYERrMSY39jou5U_gQdXwCnf', 'bad checksum'],
    ['EQAOevdCKKtPvNCvVd1M8rqLcYERrMSY39jou5U_gQdXwCn', '47 characters'],
    ['EQAOevdCKKtPvNCvVd1M8rqLcYERrMSY39jou5U_gQdXwC!e', 'character outside base64'],
  ])('rejects %j (%s)', (text) => {
    expect(parseAccountAddress(text)).toBeNull();
  });

  it('rejects an unknown tag even with a valid checksum', () => {
    const bytes = Buffer.alloc(36);
    bytes.writeUInt8(0x22, 0);
    bytes.writeUInt16BE(crc16Xmodem(bytes.subarray(0, 34)), 34);
    expect(parseAccountAddress(bytes.toString('base64url'))).toBeNull();
  });
});

import { defineMessages } from './i18n/messages.ts';

/** Why typed or pasted text is not a TON address (address.ts). */
export const addressMessages = defineMessages('ton.address', {
  unknownWorkchain:
    'workchain {workchain} does not exist on TON: accounts live in workchain 0 (basechain) or -1 (masterchain)',
  empty: 'enter an address, e.g. EQ… or 0:…',
  badWorkchain: 'the part before ":" must be the workchain number, 0 or -1; found "{found}"',
  workchainOutOfRange: 'workchain {workchain} is out of range: it must be 0 or -1',
  notHexDigit:
    'character {char} at position {position} is not a hex digit: after ":" only 0-9 and A-F are allowed',
  hashTooShort: 'the part after ":" must be 64 hex digits but has {length} (missing characters?)',
  hashTooLong: 'the part after ":" must be 64 hex digits but has {length} (extra characters?)',
  badCharacter:
    'character {char} at position {position} cannot be part of an address (only A-Z, a-z, 0-9, - _ or + / are)',
  bareHex: 'this looks like a bare 64-hex account id: put the workchain in front, e.g. 0:{start}…',
  tooShort: 'an address has 48 characters but this has {length} (a character missing?)',
  tooLong: 'an address has 48 characters but this has {length} (extra characters?)',
  mixedBase64:
    'mixes "-" or "_" (URL-safe base64) with "+" or "/" (standard base64): one address uses one kind',
  badChecksum: 'bad checksum: the last 2 bytes do not match the rest (typo?)',
  badFlags: 'unknown flag byte {flags}: this is not a TON account address',
});

/**
 * Message opcodes: by convention a message body starts with a 32-bit big-endian unsigned `op`
 * that names the operation (https://docs.ton.org/v3/documentation/smart-contracts/message-management/internal-messages).
 * Only standard, widely shared opcodes are named here; any contract may define its own, so an
 * unknown opcode is normal and is shown in hex.
 *
 * Values are JavaScript numbers holding the unsigned 32-bit value (0..2^32-1): they are
 * identifiers, not amounts, and always fit in a double exactly.
 */

import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { opcodeMessages as m } from './opcode-messages.ts';

export interface KnownOpcode {
  /** Unsigned 32-bit opcode. */
  readonly op: number;
  /** Human-readable name for display, in the page's language through `opcodeName`. */
  readonly name: Message;
  /** Where the opcode is specified. */
  readonly source: string;
}

export const KNOWN_OPCODES = [
  // Message body conventions, docs.ton.org "Internal messages":
  // https://docs.ton.org/v3/documentation/smart-contracts/message-management/internal-messages
  // op = 0 is a simple transfer with a text comment; 0x2167da4b an encrypted comment. A bounced
  // message body starts with 0xffffffff (the same value is the standard "operation not supported"
  // response), and 0xfffffffe is the standard "operation not allowed" response.
  { op: 0x00000000, name: m.textComment, source: 'docs.ton.org internal messages' },
  { op: 0x2167da4b, name: m.encryptedComment, source: 'docs.ton.org internal messages' },
  { op: 0xffffffff, name: m.bounce, source: 'docs.ton.org internal messages' },
  { op: 0xfffffffe, name: m.operationNotAllowed, source: 'docs.ton.org internal messages' },

  // TEP-74 Jettons: https://github.com/ton-blockchain/TEPs/blob/master/text/0074-jettons-standard.md
  // (internal_transfer and burn_notification are the "suggested" formats of that TEP.)
  { op: 0x0f8a7ea5, name: m.jettonTransfer, source: 'TEP-74' },
  { op: 0x178d4519, name: m.jettonInternalTransfer, source: 'TEP-74' },
  { op: 0x7362d09c, name: m.jettonTransferNotification, source: 'TEP-74' },
  { op: 0xd53276db, name: m.excesses, source: 'TEP-74, TEP-62' },
  { op: 0x595f07bc, name: m.jettonBurn, source: 'TEP-74' },
  { op: 0x7bdd97de, name: m.jettonBurnNotification, source: 'TEP-74' },

  // TEP-89 discoverable jetton wallets:
  // https://github.com/ton-blockchain/TEPs/blob/master/text/0089-jetton-wallet-discovery.md
  { op: 0x2c76b973, name: m.provideWalletAddress, source: 'TEP-89' },
  { op: 0xd1735400, name: m.takeWalletAddress, source: 'TEP-89' },

  // TEP-62 NFT: https://github.com/ton-blockchain/TEPs/blob/master/text/0062-nft-standard.md
  { op: 0x5fcc3d14, name: m.nftTransfer, source: 'TEP-62' },
  { op: 0x05138d91, name: m.nftOwnershipAssigned, source: 'TEP-62' },
  { op: 0x2fcb26a2, name: m.nftGetStaticData, source: 'TEP-62' },
  { op: 0x8b771735, name: m.nftReportStaticData, source: 'TEP-62' },

  // TEP-66 NFT royalty: https://github.com/ton-blockchain/TEPs/blob/master/text/0066-nft-royalty-standard.md
  { op: 0x693d3950, name: m.nftGetRoyaltyParams, source: 'TEP-66' },
  { op: 0xa8cb00ad, name: m.nftReportRoyaltyParams, source: 'TEP-66' },

  // TEP-85 SBT: https://github.com/ton-blockchain/TEPs/blob/master/text/0085-sbt-standard.md
  { op: 0x04ded148, name: m.sbtProveOwnership, source: 'TEP-85' },
  { op: 0x0524c7ae, name: m.sbtOwnershipProof, source: 'TEP-85' },
  { op: 0xd0c3bfea, name: m.sbtRequestOwner, source: 'TEP-85' },
  { op: 0x0dd607e3, name: m.sbtOwnerInfo, source: 'TEP-85' },
  { op: 0x1f04537a, name: m.sbtDestroy, source: 'TEP-85' },
  { op: 0x6f89f5e3, name: m.sbtRevoke, source: 'TEP-85' },

  // Wallet v5 signed requests and extension requests, types.tlb of the reference contract:
  // https://github.com/ton-blockchain/wallet-contract-v5/blob/02438c3c841eb08b4020b5a18d483501fd1b8717/types.tlb
  // ("sint" = internal_signed, "sign" = external_signed, "extn" = internal_extension)
  { op: 0x73696e74, name: m.walletV5SignedRequestInternal, source: 'Wallet v5' },
  { op: 0x7369676e, name: m.walletV5SignedRequestExternal, source: 'Wallet v5' },
  { op: 0x6578746e, name: m.walletV5ExtensionRequest, source: 'Wallet v5' },
] as const satisfies readonly KnownOpcode[];

const NAMES: ReadonlyMap<number, Message> = new Map(KNOWN_OPCODES.map((entry) => [entry.op, entry.name]));

const UINT32_MAX = 0xffffffff;
const INT32_MIN = -0x80000000;

/** Name of a standard opcode, or undefined for anything else (including non-uint32 input). */
export function opcodeName(op: number): string | undefined {
  const name = NAMES.get(op);
  return name === undefined ? undefined : t(name);
}

/** 0x0f8a7ea5 → "0x0f8a7ea5": "0x", then exactly 8 lowercase hex digits. Throws RangeError if not uint32. */
export function formatOpcode(op: number): string {
  if (!Number.isInteger(op) || op < 0 || op > UINT32_MAX) {
    throw new RangeError(`opcode must be an unsigned 32-bit integer, got ${op}`);
  }
  return `0x${op.toString(16).padStart(8, '0')}`;
}

const HEX_OPCODE = /^0[xX][0-9a-fA-F]{1,8}$/;
const DECIMAL_OPCODE = /^-?[0-9]{1,10}$/;

function fromInteger(n: number): number | null {
  if (!Number.isSafeInteger(n)) return null;
  // `>>> 0` also turns -0 (from "-0") into 0.
  if (n >= 0 && n <= UINT32_MAX) return n >>> 0;
  // Indexers store op as a signed int32 (toncenter's OpcodeType prints uint32(op) as "0x%08x"),
  // so a negative int32 is the same 32 bits: -718113061 is 0xd53276db.
  if (n >= INT32_MIN && n < 0) return n >>> 0;
  return null;
}

/**
 * Reads an opcode from API data. Accepts an integer (0..2^32-1, or a negative signed int32),
 * a hex string "0x" + 1..8 hex digits in any case ("0x0F8A7EA5", "0xd53276db"), or a decimal
 * integer string in the same range. Returns the unsigned 32-bit value, or null for anything else
 * (non-integers, out of range, whitespace, empty "0x", more than 8 hex digits, other types).
 */
export function parseOpcode(v: unknown): number | null {
  if (typeof v === 'number') return fromInteger(v);
  if (typeof v !== 'string') return null;
  if (HEX_OPCODE.test(v)) return Number.parseInt(v.slice(2), 16);
  if (DECIMAL_OPCODE.test(v)) return fromInteger(Number.parseInt(v, 10));
  return null;
}

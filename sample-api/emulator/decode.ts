// What the index writes about a message body besides the body itself: `opcode`, `decoded_opcode` and
// `message_content.decoded`. The index parses bodies against its catalogue of TL-B schemas and prints
// the result in a fixed JSON form; this module reproduces that form, as the recordings in
// sample-api/recordings/ show it, for the message kinds the emulated scenarios produce. Rules:
//  - opcode: the body's first 32 bits as "0x" + 8 lowercase hex digits; null when the body is shorter.
//  - decoded_opcode: the index's name for that opcode (OPCODE_NAMES, every entry seen in a recording);
//    null for any other opcode, including the first 32 bits of a v4 wallet's signature.
//  - decoded: a top-level text comment is `{"@type": "text_comment", comment, type: "text_comment"}`; an
//    empty body is `{"@type": "empty_cell"}`; TEP-74/TEP-62 messages, excesses, bounces and signed wallet
//    requests are printed field by field: integers as decimal strings, coins as
//    `{"@type": "var_uint", len, value}` (len = bytes of the VarUInteger), addresses as `addr_none` or
//    `addr_std` with the account id in uppercase hex, `Maybe` as nothing_from_maybe/something_from_maybe,
//    `Either` as first_from_either (inline) / second_from_either with `{cell_reference: …}` (a reference),
//    nested text comments as `{"@type": "text_comment", text}`, and a nested body no schema matches as a
//    BOC string without CRC. Anything else — a custom contract's opcode, a bounce whose payload is not
//    text, a non-empty extra-currency dictionary inside a wallet request — is `decoded: null`: the sample
//    does not guess a form it has never seen the index write.
import type { Cell, Slice } from '@ton/core';
import type { JsonObject, JsonValue } from '../json.ts';
import { bocBase64 } from './boc.ts';

/** TEP-74 (jetton), TEP-62 (NFT), comments, bounces and the W5 wallet, as the index names them. */
export const OPCODE_NAMES: Record<number, string> = {
  0x00000000: 'text_comment',
  0x0f8a7ea5: 'jetton_transfer',
  0x178d4519: 'jetton_internal_transfer',
  0x7362d09c: 'jetton_notify',
  0xd53276db: 'excess',
  0x5fcc3d14: 'nft_transfer',
  0x05138d91: 'nft_ownership_assigned',
  0xffffffff: 'bounce',
  0x7369676e: 'w5_external_signed_request',
};

export function bodyOpcode(body: Cell): number | null {
  return body.bits.length >= 32 ? body.beginParse().preloadUint(32) : null;
}

export function formatOpcode(opcode: number | null): string | null {
  return opcode === null ? null : `0x${opcode.toString(16).padStart(8, '0')}`;
}

/** Raised inside the decoder when a body does not fit the form being read: the caller writes null. */
class Undecodable extends Error {}

const nothing = (): JsonObject => ({ '@type': 'nothing_from_maybe' });
const something = (value: JsonValue): JsonObject => ({ '@type': 'something_from_maybe', value });
const reference = (value: JsonValue): JsonObject => ({ cell_reference: value });

function bytesOf(value: bigint): number {
  let bytes = 0;
  while (value >= 1n << BigInt(bytes * 8)) bytes++;
  return bytes;
}

function varUint(slice: Slice, lengthBits: number): JsonObject {
  const len = slice.loadUint(lengthBits);
  const value = len === 0 ? 0n : slice.loadUintBig(len * 8);
  if (bytesOf(value) !== len) throw new Undecodable('non-minimal VarUInteger');
  return { '@type': 'var_uint', len: String(len), value: value.toString() };
}

const coins = (slice: Slice): JsonObject => varUint(slice, 4);

function address(slice: Slice): JsonObject {
  const tag = slice.loadUint(2);
  if (tag === 0) return { '@type': 'addr_none' };
  if (tag !== 2 || slice.loadBit()) throw new Undecodable('not addr_std without anycast');
  const workchain = slice.loadInt(8);
  const hash = slice.loadBuffer(32);
  return {
    '@type': 'addr_std',
    anycast: nothing(),
    workchain_id: String(workchain),
    address: hash.toString('hex').toUpperCase(),
  };
}

/** A snake-format UTF-8 string: the rest of this cell, then the first reference's, and so on. */
function snakeText(slice: Slice): string {
  const chunks: Buffer[] = [];
  let current: Slice | null = slice;
  while (current) {
    if (current.remainingBits % 8 !== 0) throw new Undecodable('text is not whole bytes');
    chunks.push(current.loadBuffer(current.remainingBits / 8));
    if (current.remainingRefs > 1) throw new Undecodable('text cell with several references');
    current = current.remainingRefs === 1 ? current.loadRef().beginParse() : null;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/** A body nested in another one (forward payloads, wallet messages): known forms, else its BOC. */
function nestedBody(slice: Slice): JsonValue {
  if (slice.remainingBits === 0 && slice.remainingRefs === 0) return { '@type': 'empty_cell' };
  const cell = slice.asCell();
  if (slice.remainingBits >= 32 && slice.preloadUint(32) === 0) {
    try {
      const copy = cell.beginParse();
      copy.skip(32);
      return { '@type': 'text_comment', text: snakeText(copy) };
    } catch {
      // not valid text: written as a BOC below
    }
  }
  const known = decodeKnownBody(cell);
  return known ?? bocBase64(cell, { crc32: false });
}

/** `Either X ^X`: the value inline or in the next reference. */
function either(slice: Slice, read: (inner: Slice) => JsonValue): JsonObject {
  if (!slice.loadBit()) return { '@type': 'first_from_either', value: read(slice) };
  const inner = slice.loadRef().beginParse();
  return { '@type': 'second_from_either', value: reference(read(inner)) };
}

/** `Maybe ^Cell`: the referenced cell is read like any nested body (an empty data cell is `empty_cell`). */
function maybeRefBoc(slice: Slice): JsonObject {
  return slice.loadBit() ? something(nestedBody(slice.loadRef().beginParse())) : nothing();
}

function stateInit(slice: Slice): JsonObject {
  const fixedPrefix = slice.loadBit() ? something(String(slice.loadUint(5))) : nothing();
  let special: JsonObject = nothing();
  if (slice.loadBit()) {
    special = something({ '@type': 'tick_tock', tick: slice.loadBit(), tock: slice.loadBit() });
  }
  const code = maybeRefBoc(slice);
  const data = maybeRefBoc(slice);
  const library = maybeRefBoc(slice);
  return { fixed_prefix_length: fixedPrefix, special, code, data, library };
}

function messageRelaxed(cell: Cell): JsonObject {
  const slice = cell.beginParse();
  if (slice.loadBit()) throw new Undecodable('not an internal message');
  const info: JsonObject = {
    '@type': 'int_msg_info',
    ihr_disabled: slice.loadBit(),
    bounce: slice.loadBit(),
    bounced: slice.loadBit(),
    src: address(slice),
    dest: address(slice),
  };
  const grams = coins(slice);
  if (slice.loadBit()) throw new Undecodable('extra currencies in a wallet request');
  info.value = {
    '@type': 'currencies',
    grams: { '@type': 'nanograms', amount: grams },
    other: { '@type': 'extra_currencies', dict: { '@type': 'hashmap_empty' } },
  };
  info.ihr_fee = { '@type': 'nanograms', amount: coins(slice) };
  info.fwd_fee = { '@type': 'nanograms', amount: coins(slice) };
  info.created_lt = slice.loadUintBig(64).toString();
  info.created_at = String(slice.loadUint(32));
  const init = slice.loadBit() ? something(either(slice, stateInit)) : nothing();
  const body = either(slice, nestedBody);
  return { '@type': 'message', info, init, body };
}

function forwardPayload(slice: Slice): JsonObject {
  return either(slice, nestedBody);
}

function customPayload(slice: Slice): JsonObject {
  return maybeRefBoc(slice);
}

/** TEP-74 / TEP-62 bodies and excesses, with their index names. Null for other opcodes. */
function decodeKnownBody(cell: Cell): JsonObject | null {
  if (cell.bits.length < 32) return null;
  const slice = cell.beginParse();
  const opcode = slice.loadUint(32);
  try {
    switch (opcode) {
      case 0x0f8a7ea5:
        return {
          '@type': 'jetton_transfer',
          query_id: slice.loadUintBig(64).toString(),
          amount: coins(slice),
          destination: address(slice),
          response_destination: address(slice),
          custom_payload: customPayload(slice),
          forward_ton_amount: coins(slice),
          forward_payload: forwardPayload(slice),
        };
      case 0x178d4519:
        return {
          '@type': 'jetton_internal_transfer',
          query_id: slice.loadUintBig(64).toString(),
          amount: coins(slice),
          from: address(slice),
          response_address: address(slice),
          forward_ton_amount: coins(slice),
          forward_payload: forwardPayload(slice),
        };
      case 0x7362d09c:
        return {
          '@type': 'jetton_notify',
          query_id: slice.loadUintBig(64).toString(),
          amount: coins(slice),
          sender: address(slice),
          forward_payload: forwardPayload(slice),
        };
      case 0xd53276db:
        return { '@type': 'excess', query_id: slice.loadUintBig(64).toString() };
      case 0x5fcc3d14:
        return {
          '@type': 'nft_transfer',
          query_id: slice.loadUintBig(64).toString(),
          new_owner: address(slice),
          response_destination: address(slice),
          custom_payload: customPayload(slice),
          forward_amount: coins(slice),
          forward_payload: forwardPayload(slice),
        };
      case 0x05138d91:
        return {
          '@type': 'nft_ownership_assigned',
          query_id: slice.loadUintBig(64).toString(),
          prev_owner: address(slice),
          forward_payload: forwardPayload(slice),
        };
      default:
        return null;
    }
  } catch {
    return null;
  }
}

function hex(buffer: Buffer): string {
  return buffer.toString('hex').toUpperCase();
}

/** wallet v4r2 external: signature, subwallet, valid_until, seqno, op 0 (simple send), (mode, ^msg)*. */
function walletV4(cell: Cell): JsonObject {
  const slice = cell.beginParse();
  const signature = hex(slice.loadBuffer(64));
  const subwallet = String(slice.loadUint(32));
  const validUntil = String(slice.loadUint(32));
  const seqno = String(slice.loadUint(32));
  if (slice.loadUint(8) !== 0) throw new Undecodable('not a simple send');
  const msgs: JsonObject = {};
  let count = 0;
  while (slice.remainingRefs > 0) {
    count += 1;
    const mode = String(slice.loadUint(8));
    msgs[`msg_${count}`] = { mode, msg: messageRelaxed(slice.loadRef()) };
  }
  if (slice.remainingBits !== 0) throw new Undecodable('trailing bits');
  return {
    '@type': 'wallet_signed_v4',
    signature,
    subwallet_id: subwallet,
    valid_until: validUntil,
    msg_seqno: seqno,
    op: { '@type': 'simple_send', msgs: { '@type': `msgs_${count}`, ...msgs } },
  };
}

/** OutList: the actions in a chain of references, last action outermost. */
function outList(cell: Cell): JsonObject {
  const slice = cell.beginParse();
  if (slice.remainingBits === 0 && slice.remainingRefs === 0) return { '@type': 'out_list_empty' };
  const prev = outList(slice.loadRef());
  if (slice.loadUint(32) !== 0x0ec3c86d) throw new Undecodable('not action_send_msg');
  const mode = String(slice.loadUint(8));
  return {
    '@type': 'out_list',
    prev,
    action: { '@type': 'action_send_msg', mode, out_msg: messageRelaxed(slice.loadRef()) },
  };
}

/** wallet v5r1 external: "sign", wallet_id, valid_until, seqno, out actions, no extended actions, signature. */
function walletV5(cell: Cell): JsonObject {
  const slice = cell.beginParse();
  slice.skip(32);
  const walletId = String(slice.loadUint(32));
  const validUntil = String(slice.loadUint(32));
  const seqno = String(slice.loadUint(32));
  const outActions = slice.loadBit() ? something(reference(outList(slice.loadRef()))) : nothing();
  if (slice.loadBit()) throw new Undecodable('extended actions');
  const signature = hex(slice.loadBuffer(64));
  return {
    '@type': 'w5_external_signed_request',
    request: {
      '@type': 'w5_signed_request',
      wallet_id: walletId,
      valid_until: validUntil,
      msg_seqno: seqno,
      inner: { '@type': 'w5_actions_request', out_actions: outActions, extended_actions: nothing() },
      signature,
    },
  };
}

export type BodyContext = 'internal' | 'external-to-wallet-v4' | 'external-to-wallet-v5';

/** message_content.decoded for a message's body. */
export function decodeBody(body: Cell, context: BodyContext): JsonValue {
  const slice = body.beginParse();
  if (slice.remainingBits === 0 && slice.remainingRefs === 0) return { '@type': 'empty_cell' };
  try {
    if (context === 'external-to-wallet-v4') return walletV4(body);
    if (context === 'external-to-wallet-v5') {
      return bodyOpcode(body) === 0x7369676e ? walletV5(body) : null;
    }
    const opcode = bodyOpcode(body);
    if (opcode === 0) {
      slice.skip(32);
      const comment = snakeText(slice);
      return { '@type': 'text_comment', comment, type: 'text_comment' };
    }
    if (opcode === 0xffffffff) {
      slice.skip(32);
      const payload = slice.remainingBits >= 32 && slice.preloadUint(32) === 0 ? slice : null;
      if (!payload) return null;
      payload.skip(32);
      return { '@type': 'bounce', payload: { '@type': 'text_comment', text: snakeText(payload) } };
    }
    return decodeKnownBody(body);
  } catch {
    // Undecodable, or the body ended early (@ton/core's readers throw): not a form the index prints.
    return null;
  }
}

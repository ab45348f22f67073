/**
 * The index decodes message bodies it recognises into JSON trees that follow the TL-B schemas, with
 * `@type` naming each constructor (`jetton_transfer`, `wallet_signed_v4`, …). Those trees are noisy:
 * Maybe and Either wrappers, `var_uint` records around every amount, address records. `readDecoded` turns
 * one into a tree a person can read, keeping every field name and value.
 *
 * Every string in it was written by whoever sent the message (or derived from their bytes): the UI shows
 * them as text and reveals invisible characters. The tree is bounded (depth and node count) so a hostile
 * body cannot make the page render without end.
 */
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { decodedContentMessages } from './decoded-content-messages.ts';

export type DecodedNode =
  | { kind: 'value'; text: string }
  | { kind: 'comment'; text: string }
  /** An `addr_std`, as the raw form the address book is keyed by (`0:ABCD…`). */
  | { kind: 'address'; raw: string }
  /** Nothing there: an empty Maybe, `addr_none`, an empty cell or dictionary. */
  | { kind: 'none'; label: string }
  | { kind: 'record'; type: string | undefined; fields: Array<readonly [name: string, value: DecodedNode]> }
  | { kind: 'list'; items: DecodedNode[] }
  | { kind: 'truncated' };

export const DECODED_MAX_DEPTH = 16;
export const DECODED_MAX_NODES = 400;

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(record: JsonRecord): string | undefined {
  const declared = record['@type'];
  return typeof declared === 'string' ? declared : undefined;
}

/** Constructors that only wrap one value: Maybe (`just`), Either (`left`/`right`). */
const WRAPPERS = new Set(['something_from_maybe', 'first_from_either', 'second_from_either']);
const EMPTY: ReadonlyMap<string, Message> = new Map<string, Message>([
  ['nothing_from_maybe', decodedContentMessages.none],
  ['addr_none', decodedContentMessages.none],
  ['empty_cell', decodedContentMessages.empty],
  ['hashmap_empty', decodedContentMessages.empty],
]);
const HEX_256 = /^[0-9a-fA-F]{64}$/;
const WORKCHAIN = /^-?\d{1,3}$/;

/** Reads a decoded body (or any part of one) into a readable tree. */
export function readDecoded(value: unknown): DecodedNode {
  const budget = { nodes: 0 };
  return read(value, 0, budget);
}

function read(value: unknown, depth: number, budget: { nodes: number }): DecodedNode {
  budget.nodes += 1;
  if (depth > DECODED_MAX_DEPTH || budget.nodes > DECODED_MAX_NODES) return { kind: 'truncated' };
  if (value === null || value === undefined) return { kind: 'none', label: t(decodedContentMessages.none) };
  if (typeof value === 'string') return { kind: 'value', text: value };
  if (typeof value === 'number' || typeof value === 'bigint') return { kind: 'value', text: String(value) };
  if (typeof value === 'boolean') return { kind: 'value', text: value ? 'true' : 'false' };
  if (Array.isArray(value))
    return { kind: 'list', items: value.map((item) => read(item, depth + 1, budget)) };
  if (!isRecord(value)) return { kind: 'value', text: String(value) };

  const type = typeOf(value);
  if (type !== undefined) {
    const empty = EMPTY.get(type);
    if (empty !== undefined) return { kind: 'none', label: t(empty) };
    if (WRAPPERS.has(type) && 'value' in value) return read(value['value'], depth + 1, budget);
    if ((type === 'var_uint' || type === 'var_int') && 'value' in value) {
      return read(value['value'], depth + 1, budget);
    }
    if (type === 'nanograms' && 'amount' in value) return read(value['amount'], depth + 1, budget);
    if (type === 'text_comment') {
      const text = value['text'] ?? value['comment'];
      if (typeof text === 'string') return { kind: 'comment', text };
    }
    if (type === 'addr_std') {
      const workchain = value['workchain_id'];
      const address = value['address'];
      if (
        typeof address === 'string' &&
        HEX_256.test(address) &&
        (typeof workchain === 'number' || (typeof workchain === 'string' && WORKCHAIN.test(workchain)))
      ) {
        return { kind: 'address', raw: `${workchain}:${address.toUpperCase()}` };
      }
    }
  }
  const keys = Object.keys(value).filter(
    (key) => key !== '@type' && !(key === 'type' && value[key] === type),
  );
  // A cell held by reference adds nothing to read: show what is in it.
  if (type === undefined && keys.length === 1 && keys[0] === 'cell_reference') {
    return read(value['cell_reference'], depth + 1, budget);
  }
  const fields: Array<readonly [string, DecodedNode]> = [];
  for (const key of keys) {
    if (budget.nodes > DECODED_MAX_NODES) {
      fields.push([key, { kind: 'truncated' }]);
      break;
    }
    fields.push([key, read(value[key], depth + 1, budget)]);
  }
  return { kind: 'record', type, fields };
}

/**
 * Every text comment in a decoded body, outermost first: the body's own comment, and comments carried
 * inside it (a jetton transfer's forward payload, a wallet request's inner messages). Search uses them.
 */
export function findComments(value: unknown, limit = 8): string[] {
  const found: string[] = [];
  const visit = (node: unknown, depth: number) => {
    if (found.length >= limit || depth > DECODED_MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isRecord(node)) return;
    if (node['@type'] === 'text_comment' || node['type'] === 'text_comment') {
      const text = node['text'] ?? node['comment'];
      if (typeof text === 'string') found.push(text);
      return;
    }
    for (const child of Object.values(node)) visit(child, depth + 1);
  };
  visit(value, 0);
  return found;
}

/**
 * JSON text of values the server sent, for the raw views: nesting bounded, invisible characters escaped.
 * JSON.parse reads a 10,000-level nested value happily, but JSON.stringify (and any recursive walk) of it
 * overflows the stack, and its indentation alone would be lines of 20,000 spaces. Past `JSON_DEPTH_LIMIT`
 * levels a value is replaced by the string "… nested deeper than 100 levels": the text stays valid JSON
 * and says what is left out.
 */
import { t } from '../i18n/door.ts';
import { boundedJsonMessages } from './text-messages.ts';
import { escapeInvisibleInJson } from './text-safety.ts';

export const JSON_DEPTH_LIMIT = 100;

export function deeperThanNote(limit: number): string {
  return t(boundedJsonMessages.deeperThan, { limit: String(limit) });
}

/** Does `value` nest objects or arrays more than `limit` levels deep? Iterative: any depth is safe. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [current, depth] = item;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    const children: unknown[] = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

function write(
  value: unknown,
  depth: number,
  indent: string,
  limit: number,
  seen: Set<object>,
): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      return undefined; // undefined, functions and symbols: left out, as JSON.stringify does
  }
  const object = value as object;
  if (typeof (object as { toJSON?: unknown }).toJSON === 'function') {
    return write((object as { toJSON: () => unknown }).toJSON(), depth, indent, limit, seen);
  }
  if (depth >= limit || seen.has(object)) return JSON.stringify(deeperThanNote(limit));
  seen.add(object);
  const inner = indent ? `\n${indent.repeat(depth + 1)}` : '';
  const outer = indent ? `\n${indent.repeat(depth)}` : '';
  let text: string;
  if (Array.isArray(object)) {
    const items = object.map((item) => write(item, depth + 1, indent, limit, seen) ?? 'null');
    text = items.length === 0 ? '[]' : `[${inner}${items.join(`,${inner}`)}${outer}]`;
  } else {
    const members: string[] = [];
    for (const [key, member] of Object.entries(object)) {
      const written = write(member, depth + 1, indent, limit, seen);
      if (written !== undefined) members.push(`${JSON.stringify(key)}:${indent ? ' ' : ''}${written}`);
    }
    text = members.length === 0 ? '{}' : `{${inner}${members.join(`,${inner}`)}${outer}}`;
  }
  seen.delete(object);
  return text;
}

/**
 * `JSON.stringify(value, null, indent)`, except that nesting past `limit` levels is replaced by a note, a
 * bigint is written as its digits, and invisible and direction characters inside strings are written as
 * `\u202e`-style escapes (same JSON, visible text). The fast native path is taken when the value is not
 * too deep. `undefined` gives "undefined".
 */
export function boundedJson(value: unknown, indent = 2, limit = JSON_DEPTH_LIMIT): string {
  let text: string | undefined;
  if (!nestsDeeperThan(value, limit)) {
    try {
      text = JSON.stringify(value, null, indent || undefined);
    } catch {
      text = undefined; // a bigint: written by the walk below
    }
  }
  text ??= write(value, 0, ' '.repeat(indent), limit, new Set());
  return text === undefined ? 'undefined' : escapeInvisibleInJson(text);
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of `value` whose plain objects and arrays nested deeper than `limit` levels are replaced by the
 * note "… nested deeper than N levels"; other values (strings, bigints, buffers, …) are kept as they are.
 * For a value that must cross a thread (structured clone overflows the stack on a 10,000-level value).
 */
export function boundDepth(value: unknown, limit = JSON_DEPTH_LIMIT, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (depth >= limit) return deeperThanNote(limit);
  if (isArray) return value.map((item: unknown) => boundDepth(item, limit, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) copy[key] = boundDepth(member, limit, depth + 1);
  return copy;
}

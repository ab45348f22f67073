// Schema drift for the fault endpoint: named rewrites of the real answer, as servers of other versions
// (or a broken proxy) would send it. The recorded data is never edited; each request's answer is parsed,
// rewritten and sent.
//
// `POST /__sample/faults` with `fault: { drift: { kind, field } }`:
//  - `field` is a path of member names from the answer's root, joined by dots; `*` stands for every
//    element of an array (or every member of an object), a number for one element:
//    `transactions.*.description.compute_ph.gas_used`, `accounts.0.balance`.
//  - `missing`: the member is removed where present;
//  - `null`: it is set to null where present;
//  - `retype`: where present and not null, it becomes a value of another JSON type that still carries
//    what was sent: a string, number or boolean becomes a one-element array holding it, an object or an
//    array becomes its JSON text;
//  - `extra`: a member of that name is added (where absent) to every object the rest of the path selects;
//  - `legacy-compute`: every compute phase (`compute_ph`) under `field` (default: the whole answer) is
//    written as older index versions did: `{ "type": "skipped", "skip_reason": … }` for
//    `{ "skipped": true, "reason": … }`, and `{ "type": "vm", … }` without `skipped` for a phase that ran;
//  - `legacy-comment`: every text comment decoded by the index (`message_content.decoded`) under `field`
//    (default: the whole answer) loses its `@type`, keeping `"type": "text_comment"`, as older index
//    versions wrote it.
// A drift that matches nothing is a mistake in the test, not a server's behaviour: the request is then
// answered 500 with a message that says so.
import { isJsonObject, type JsonObject, type JsonValue } from './json.ts';

export const DRIFT_KINDS = [
  'missing',
  'null',
  'retype',
  'extra',
  'legacy-compute',
  'legacy-comment',
] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export interface SampleDrift {
  kind: DriftKind;
  /** The path described above; optional for the legacy kinds only. */
  field?: string;
}

/** The value `extra` adds: a string, so any reader can show it. */
export const EXTRA_FIELD_VALUE = 'added by the sample API (drift fault): a field this app does not know';

const LEGACY_KINDS: readonly DriftKind[] = ['legacy-compute', 'legacy-comment'];

/** A drift request as sent to the fault endpoint, or the reason it is refused. */
export function parseDrift(value: unknown): SampleDrift | string {
  if (!isJsonObject(value)) return '"fault.drift" must be an object';
  for (const key of Object.keys(value)) {
    if (key !== 'kind' && key !== 'field') return `unknown drift option "${key}"`;
  }
  const { kind, field } = value;
  if (typeof kind !== 'string' || !(DRIFT_KINDS as readonly string[]).includes(kind)) {
    return `"fault.drift.kind" must be one of ${DRIFT_KINDS.join(', ')}`;
  }
  const driftKind = kind as DriftKind;
  if (field === undefined) {
    if (LEGACY_KINDS.includes(driftKind)) return { kind: driftKind };
    return `"fault.drift.field" is required for ${driftKind}`;
  }
  if (typeof field !== 'string') return '"fault.drift.field" must be a string';
  const segments = field.split('.');
  if (field === '' || segments.some((segment) => segment === '')) {
    return '"fault.drift.field" must be member names joined by dots, e.g. "accounts.*.balance"';
  }
  if (driftKind === 'extra' && segments[segments.length - 1] === '*') {
    return '"fault.drift.field" of an extra field must end in its name, not "*"';
  }
  return { kind: driftKind, field };
}

type Container = JsonObject | JsonValue[];

function isContainer(value: JsonValue | undefined): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The members a segment selects in a container: every one for `*`, else the one named (or indexed). */
function keysOf(container: Container, segment: string): Array<string | number> {
  if (Array.isArray(container)) {
    if (segment === '*') return container.map((_, index) => index);
    const index = /^\d+$/.test(segment) ? Number(segment) : -1;
    return index >= 0 && index < container.length ? [index] : [];
  }
  if (segment === '*') return Object.keys(container);
  return Object.hasOwn(container, segment) ? [segment] : [];
}

function memberOf(container: Container, key: string | number): JsonValue | undefined {
  return Array.isArray(container) ? container[key as number] : container[key as string];
}

function setMember(container: Container, key: string | number, value: JsonValue): void {
  if (Array.isArray(container)) container[key as number] = value;
  else container[key as string] = value;
}

/** The containers that `segments` lead to from `root`. */
function select(root: JsonValue, segments: readonly string[]): Container[] {
  let current: Container[] = isContainer(root) ? [root] : [];
  for (const segment of segments) {
    current = current.flatMap((container) =>
      keysOf(container, segment)
        .map((key) => memberOf(container, key))
        .filter(isContainer),
    );
  }
  return current;
}

/** A value of another JSON type that still carries what was sent. */
export function retyped(value: JsonValue): JsonValue {
  return isContainer(value) ? JSON.stringify(value) : [value];
}

/** The compute phase as older index versions wrote it; null when it is not in the current form. */
export function legacyComputePhase(phase: JsonObject): JsonObject | null {
  if (typeof phase.skipped !== 'boolean') return null;
  const { skipped, reason, ...rest } = phase;
  if (skipped) return { type: 'skipped', skip_reason: reason ?? null, ...rest };
  // A phase that ran has no reason; any sent is kept as it was.
  return reason === undefined ? { type: 'vm', ...rest } : { type: 'vm', reason, ...rest };
}

/** A decoded text comment as older index versions wrote it (no `@type`); null when it is not one. */
export function legacyTextComment(decoded: JsonObject): JsonObject | null {
  if (decoded['@type'] !== 'text_comment') return null;
  const { '@type': _type, ...rest } = decoded;
  return { ...rest, type: 'text_comment' };
}

/** Rewrites, inside `value`, what `rewrite` recognises; counts the rewrites in `count.n`. */
function rewriteWithin(
  value: JsonValue,
  memberName: string | undefined,
  rewrite: (object: JsonObject, memberName: string | undefined) => JsonObject | null,
  count: { n: number },
): JsonValue {
  if (Array.isArray(value)) return value.map((item) => rewriteWithin(item, memberName, rewrite, count));
  if (!isJsonObject(value)) return value;
  const replaced = rewrite(value, memberName);
  if (replaced) count.n += 1;
  const object = replaced ?? value;
  const result: JsonObject = {};
  for (const [key, member] of Object.entries(object)) {
    result[key] = rewriteWithin(member, key, rewrite, count);
  }
  return result;
}

const legacyRewrites = {
  'legacy-compute': (object: JsonObject, memberName: string | undefined) =>
    memberName === 'compute_ph' ? legacyComputePhase(object) : null,
  // Only a message's decoded content: a text_comment nested deeper (inside a decoded wallet message's
  // body, say) is a TL-B constructor, which the index writes the same in every version.
  'legacy-comment': (object: JsonObject, memberName: string | undefined) =>
    memberName === 'decoded' ? legacyTextComment(object) : null,
} as const;

/**
 * `body` (a fresh JSON.parse of the real answer, changed in place where that is simpler) with `drift`
 * applied; or, when the drift matched nothing in it, a message saying so.
 */
export function applyDrift(body: JsonValue, drift: SampleDrift): { body: JsonValue } | { error: string } {
  const segments = drift.field?.split('.') ?? [];
  const what = `drift ${drift.kind}${drift.field ? ` of ${drift.field}` : ''}`;
  const nothing = { error: `sample fault: ${what} matched nothing in the answer` };

  if (drift.kind === 'legacy-compute' || drift.kind === 'legacy-comment') {
    const rewrite = legacyRewrites[drift.kind];
    const count = { n: 0 };
    let result = body;
    if (segments.length === 0) result = rewriteWithin(body, undefined, rewrite, count);
    else {
      const last = segments[segments.length - 1] as string;
      for (const container of select(body, segments.slice(0, -1))) {
        for (const key of keysOf(container, last)) {
          const member = memberOf(container, key);
          if (member === undefined) continue;
          setMember(container, key, rewriteWithin(member, String(key), rewrite, count));
        }
      }
    }
    return count.n > 0 ? { body: result } : nothing;
  }

  const last = segments[segments.length - 1] as string;
  let matched = 0;
  for (const container of select(body, segments.slice(0, -1))) {
    if (drift.kind === 'extra') {
      if (Array.isArray(container) || Object.hasOwn(container, last)) continue;
      container[last] = EXTRA_FIELD_VALUE;
      matched += 1;
      continue;
    }
    for (const key of keysOf(container, last)) {
      const member = memberOf(container, key);
      if (member === undefined) continue;
      if (drift.kind === 'missing') {
        if (Array.isArray(container)) continue;
        Reflect.deleteProperty(container, key);
      } else if (drift.kind === 'null') {
        setMember(container, key, null);
      } else {
        if (member === null) continue;
        setMember(container, key, retyped(member));
      }
      matched += 1;
    }
  }
  return matched > 0 ? { body } : nothing;
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSampleDataset } from './dataset.ts';
import {
  applyDrift,
  EXTRA_FIELD_VALUE,
  legacyComputePhase,
  legacyTextComment,
  parseDrift,
  retyped,
  type SampleDrift,
} from './drift.ts';
import { isJsonObject, type JsonObject, type JsonValue } from './json.ts';

const mainnet = loadSampleDataset('mainnet');

/** A recorded block as the spec profile answers it, fresh each time (applyDrift may change it). */
function blockAnswer(seqno: number): JsonObject {
  const block = mainnet.blocks.find((item) => item.seqno === seqno);
  if (!block) throw new Error(`no block ${seqno}`);
  return structuredClone({ transactions: block.transactions, address_book: block.address_book });
}

/** Block 50503953: five recorded transactions, one with the compute phase skipped (no_gas). */
const WITH_SKIP = 50503953;
/** Block 47270678: two recorded transactions whose messages carry a text comment. */
const WITH_COMMENTS = 47270678;

function drifted(body: JsonValue, drift: SampleDrift): JsonObject {
  const result = applyDrift(body, drift);
  if ('error' in result) throw new Error(result.error);
  if (!isJsonObject(result.body)) throw new Error('not an object');
  return result.body;
}

function transactionsOf(body: JsonObject): JsonObject[] {
  const list = body.transactions;
  if (!Array.isArray(list)) throw new Error('no transactions');
  return list.filter(isJsonObject);
}

function computeOf(transaction: JsonObject): JsonObject {
  const description = transaction.description;
  if (!isJsonObject(description) || !isJsonObject(description.compute_ph))
    throw new Error('no compute phase');
  return description.compute_ph;
}

/** Every decoded message content of a transaction (in_msg and out_msgs). */
function decodedContents(transaction: JsonObject): JsonObject[] {
  const outs = Array.isArray(transaction.out_msgs) ? transaction.out_msgs : [];
  return [transaction.in_msg, ...outs].flatMap((message) => {
    if (!isJsonObject(message) || !isJsonObject(message.message_content)) return [];
    const decoded = message.message_content.decoded;
    return isJsonObject(decoded) ? [decoded] : [];
  });
}

const GAS_USED = 'transactions.*.description.compute_ph.gas_used';

describe('parseDrift', () => {
  it.each([
    [
      { kind: 'retype', field: 'accounts.*.balance' },
      { kind: 'retype', field: 'accounts.*.balance' },
    ],
    [{ kind: 'legacy-compute' }, { kind: 'legacy-compute' }],
    [
      { kind: 'legacy-comment', field: 'transactions.0' },
      { kind: 'legacy-comment', field: 'transactions.0' },
    ],
  ])('accepts %j', (input, expected) => {
    expect(parseDrift(input)).toEqual(expected);
  });

  it.each([
    ['x', '"fault.drift" must be an object'],
    [{ kind: 'rename', field: 'a' }, /must be one of missing, null, retype, extra/],
    [{ kind: 'missing' }, '"fault.drift.field" is required for missing'],
    [{ kind: 'null', field: 'a..b' }, /member names joined by dots/],
    [{ kind: 'null', field: 3 }, '"fault.drift.field" must be a string'],
    [{ kind: 'extra', field: 'accounts.*' }, /must end in its name/],
    [{ kind: 'null', field: 'a', value: 1 }, 'unknown drift option "value"'],
  ])('refuses %j', (input, message) => {
    const parsed = parseDrift(input);
    expect(typeof parsed).toBe('string');
    expect(parsed).toMatch(message);
  });
});

describe('applyDrift on recorded answers', () => {
  it('missing: removes the member from every transaction, and only that member', () => {
    const original = blockAnswer(WITH_SKIP);
    const body = drifted(blockAnswer(WITH_SKIP), { kind: 'missing', field: GAS_USED });
    transactionsOf(body).forEach((transaction, index) => {
      const phase = computeOf(transaction);
      expect('gas_used' in phase).toBe(false);
      const { gas_used: _gas, ...rest } = computeOf(transactionsOf(original)[index] as JsonObject);
      expect(phase).toEqual(rest);
    });
  });

  it('null: sets the member to null where it is present', () => {
    const body = drifted(blockAnswer(WITH_SKIP), { kind: 'null', field: 'transactions.1.lt' });
    expect(transactionsOf(body)[1]?.lt).toBeNull();
    expect(typeof transactionsOf(body)[0]?.lt).toBe('string');
  });

  it('retype: scalars become a one-element array, containers their JSON text', () => {
    expect(retyped('3308')).toEqual(['3308']);
    expect(retyped(0)).toEqual([0]);
    expect(retyped(true)).toEqual([true]);
    expect(retyped({ a: 1 })).toBe('{"a":1}');
    expect(retyped([1])).toBe('[1]');
    const original = transactionsOf(blockAnswer(WITH_SKIP));
    const body = drifted(blockAnswer(WITH_SKIP), { kind: 'retype', field: GAS_USED });
    transactionsOf(body).forEach((transaction, index) => {
      const before = computeOf(original[index] as JsonObject).gas_used;
      // The skipped phase has no gas_used: nothing to retype there.
      expect(computeOf(transaction).gas_used).toEqual(before === undefined ? undefined : [before]);
    });
  });

  it('extra: adds the member to every object selected, where it is absent', () => {
    const body = drifted(blockAnswer(WITH_SKIP), {
      kind: 'extra',
      field: 'transactions.*.description.compute_ph.future_field',
    });
    for (const transaction of transactionsOf(body)) {
      expect(computeOf(transaction).future_field).toBe(EXTRA_FIELD_VALUE);
    }
  });

  it('legacy-compute: the skipped phase as {type: "skipped", skip_reason}, the others as {type: "vm"}', () => {
    const original = transactionsOf(blockAnswer(WITH_SKIP));
    const body = drifted(blockAnswer(WITH_SKIP), { kind: 'legacy-compute' });
    const phases = transactionsOf(body).map(computeOf);
    expect(phases.filter((phase) => phase.type === 'skipped')).toEqual([
      { type: 'skipped', skip_reason: 'no_gas' },
    ]);
    phases.forEach((phase, index) => {
      expect('skipped' in phase).toBe(false);
      const { skipped, reason: _reason, ...rest } = computeOf(original[index] as JsonObject);
      if (skipped === false) expect(phase).toEqual({ type: 'vm', ...rest });
    });
    expect(legacyComputePhase({ type: 'vm', success: true })).toBeNull();
  });

  it('legacy-compute under a field rewrites only there', () => {
    const body = drifted(blockAnswer(WITH_SKIP), {
      kind: 'legacy-compute',
      field: 'transactions.0.description.compute_ph',
    });
    const [first, second] = transactionsOf(body);
    expect(computeOf(first as JsonObject).type).toBeDefined();
    expect(computeOf(second as JsonObject).type).toBeUndefined();
  });

  it('legacy-comment: text comments lose @type and keep type and text; other contents are unchanged', () => {
    const original = transactionsOf(blockAnswer(WITH_COMMENTS));
    const body = drifted(blockAnswer(WITH_COMMENTS), { kind: 'legacy-comment' });
    const comments = transactionsOf(body)
      .flatMap(decodedContents)
      .filter((decoded) => decoded.type === 'text_comment');
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) {
      expect('@type' in comment).toBe(false);
      expect(typeof comment.comment).toBe('string');
    }
    const others = transactionsOf(body)
      .flatMap(decodedContents)
      .filter((decoded) => decoded.type !== 'text_comment');
    expect(others).toEqual(
      original.flatMap(decodedContents).filter((decoded) => decoded['@type'] !== 'text_comment'),
    );
    expect(legacyTextComment({ '@type': 'excess' })).toBeNull();
  });

  it('a drift that matches nothing says so instead of sending the answer unchanged', () => {
    expect(applyDrift(blockAnswer(WITH_SKIP), { kind: 'retype', field: 'transactions.*.nope' })).toEqual({
      error: 'sample fault: drift retype of transactions.*.nope matched nothing in the answer',
    });
    expect(applyDrift(blockAnswer(WITH_SKIP), { kind: 'legacy-comment' })).toHaveProperty('error');
  });
});

import { describe, expect, it } from 'vitest';
import { addDrift, driftIn, driftPaths, listDrift, restoreDrift } from './drift.ts';

/** A decoded header whose root_hash came as a number, and one of its refs whose seqno came as text. */
function decoded() {
  const header = { seqno: 1, prev_blocks: [{ workchain: -1 }] };
  addDrift(header, 'root_hash', 'expected a string, got an integer');
  addDrift(header.prev_blocks[0]!, 'seqno', 'expected an integer, got a string');
  return header;
}

describe('restoreDrift', () => {
  it('puts the drift back onto a structured clone, which loses it', () => {
    const header = decoded();
    const clone = structuredClone(header);
    expect(listDrift(clone)).toEqual([]);
    restoreDrift(clone, driftPaths(header));
    expect(listDrift(clone)).toEqual(listDrift(header));
  });

  it('records nothing twice on the very objects it was read from (the loader on the page’s thread)', () => {
    const header = decoded();
    restoreDrift(header, driftPaths(header));
    expect(listDrift(header)).toEqual([
      { path: 'root_hash', message: 'expected a string, got an integer' },
      { path: 'prev_blocks[0].seqno', message: 'expected an integer, got a string' },
    ]);
  });
});

describe('walks over a 10,000-level nested value (an extra field a hostile server sent)', () => {
  function deep(): { extra: unknown } {
    let text = '1';
    for (let level = 0; level < 10_000; level++) text = level % 2 ? `[${text}]` : `{"a":${text}}`;
    const value = { extra: JSON.parse(text) as unknown };
    addDrift(value, 'balance', 'expected a decimal string, got an object');
    return value;
  }

  it('listDrift and driftPaths stop at DRIFT_MAX_DEPTH instead of overflowing the stack', () => {
    const value = deep();
    expect(listDrift(value)).toEqual([
      { path: 'balance', message: 'expected a decimal string, got an object' },
    ]);
    expect(driftPaths(value)).toEqual([
      { path: [], field: 'balance', message: 'expected a decimal string, got an object' },
    ]);
  });
});

describe('driftIn', () => {
  it('finds a field by the name the schema gives it, and a misspelt name fails to compile', () => {
    // A schema's object keeps unknown extra fields, so its type has a string index signature.
    const account: { balance?: bigint; [extra: string]: unknown } = {};
    addDrift(account, 'balance', 'expected a decimal string, got an object');
    expect(driftIn(account, 'balance')).toBe('expected a decimal string, got an object');
    // @ts-expect-error `balanse` is not a field of the schema: the index signature does not make it one.
    expect(driftIn(account, 'balanse')).toBeUndefined();
  });
});

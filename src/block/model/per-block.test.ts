import { describe, expect, it } from 'vitest';
import { oncePerBlockInSlices, SLICE_TRANSACTIONS, type Tally } from './per-block.ts';

interface List {
  items: number[];
}

/** A sum that counts how many items it was given, so a test sees which path computed it. */
function counting() {
  const added: number[] = [];
  const sum = oncePerBlockInSlices(
    (list: List) => list.items,
    (): Tally<number, number> => {
      let total = 0;
      return {
        add(items, from, to) {
          for (let position = from; position < to; position++) total += items[position] ?? 0;
          added.push(to - from);
        },
        finish: () => total,
      };
    },
  );
  return { sum, added };
}

const listOf = (length: number): List => ({ items: Array.from({ length }, (_, index) => index + 1) });

describe('oncePerBlockInSlices', () => {
  it('sums in slices of SLICE_TRANSACTIONS items what it sums at once, and keeps it', () => {
    const list = listOf(2 * SLICE_TRANSACTIONS + 7);
    const expected = (list.items.length * (list.items.length + 1)) / 2;
    const { sum, added } = counting();
    const steps = sum.steps(list);
    // Three slices and the step that keeps the value.
    expect(steps).toHaveLength(4);
    for (const step of steps) step();
    expect(added).toEqual([SLICE_TRANSACTIONS, SLICE_TRANSACTIONS, 7]);
    expect(sum(list)).toBe(expected);
    // Kept: asked again, nothing is added, and no steps are left to run.
    expect(added).toHaveLength(3);
    expect(sum.steps(list)).toEqual([]);
    expect(counting().sum(list)).toBe(expected);
  });

  it('lets the steps do nothing once the value was computed at once between them', () => {
    const list = listOf(3 * SLICE_TRANSACTIONS);
    const { sum, added } = counting();
    const steps = sum.steps(list);
    steps[0]?.();
    const atOnce = sum(list);
    for (const step of steps.slice(1)) step();
    expect(sum(list)).toBe(atOnce);
    expect(added).toEqual([SLICE_TRANSACTIONS, 3 * SLICE_TRANSACTIONS]);
  });

  it('keeps an empty list’s value after its one step', () => {
    const list = listOf(0);
    const { sum } = counting();
    const steps = sum.steps(list);
    expect(steps).toHaveLength(1);
    steps[0]?.();
    expect(sum(list)).toBe(0);
  });
});

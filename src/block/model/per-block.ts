/**
 * `compute`, once per object: blocks never change, so what is derived from a block object (its index,
 * its summary) is kept with it, and going back to a block reuses it. Kept as long as the block is.
 */
export function oncePerBlock<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key) as V;
    const value = compute(key);
    results.set(key, value);
    return value;
  };
}

/** A sum over a list read in order, a range at a time: what `oncePerBlockInSlices` computes. */
export interface Tally<T, V> {
  /** Takes `items[from]` up to (not including) `items[to]`. */
  add(items: readonly T[], from: number, to: number): void;
  /** The value once every item has been added. */
  finish(): V;
}

/** Transactions a slice of a preparation step takes (~2–4 ms of a 5,000-transaction block's sums here). */
export const SLICE_TRANSACTIONS = 1000;

export interface SlicedOncePerBlock<K, V> {
  /** The value, computed at once unless kept (by an earlier call, or by every step of `steps`). */
  (key: K): V;
  /**
   * The same value computed in steps of `SLICE_TRANSACTIONS` items and kept when the last has run: a
   * caller can give the main thread back between them. Steps that run after the value was kept do nothing.
   */
  steps(key: K): Array<() => void>;
}

/**
 * `oncePerBlock` for a value summed over a block's list (`itemsOf`), which can also be computed in slices:
 * a 5,000-transaction block's sums took 16–52 ms each in one task on a 2-core machine.
 */
export function oncePerBlockInSlices<K extends object, T, V>(
  itemsOf: (key: K) => readonly T[],
  start: (key: K) => Tally<T, V>,
): SlicedOncePerBlock<K, V> {
  const results = new WeakMap<K, V>();
  const get = (key: K): V => {
    if (results.has(key)) return results.get(key) as V;
    const items = itemsOf(key);
    const tally = start(key);
    tally.add(items, 0, items.length);
    const value = tally.finish();
    results.set(key, value);
    return value;
  };
  const steps = (key: K): Array<() => void> => {
    if (results.has(key)) return [];
    const items = itemsOf(key);
    const tally = start(key);
    const slices: Array<() => void> = [];
    for (let from = 0; from < items.length; from += SLICE_TRANSACTIONS) {
      const to = Math.min(items.length, from + SLICE_TRANSACTIONS);
      slices.push(() => {
        if (!results.has(key)) tally.add(items, from, to);
      });
    }
    slices.push(() => {
      if (!results.has(key)) results.set(key, tally.finish());
    });
    return slices;
  };
  return Object.assign(get, { steps });
}

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

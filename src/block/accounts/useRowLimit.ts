import { useState } from 'react';

/**
 * How many rows to draw: `perPage` at first, more at each "show more", and back to `perPage` whenever
 * `resetKey` changes (another filter, sort or block), so a new selection does not open already unrolled.
 */
export function useRowLimit(resetKey: string, perPage: number): [number, (limit: number) => void] {
  const [state, setState] = useState({ key: resetKey, limit: perPage });
  if (state.key !== resetKey) {
    const fresh = { key: resetKey, limit: perPage };
    setState(fresh);
    return [fresh.limit, (limit) => setState({ key: resetKey, limit })];
  }
  return [state.limit, (limit) => setState({ key: resetKey, limit })];
}

import { useCallback, useState } from 'react';

/** Which accounts (by raw address) have their details open; `toggle` is stable, so memoised rows keep it. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((raw: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(raw)) next.delete(raw);
      else next.add(raw);
      return next;
    });
  }, []);
  return { expanded, toggle };
}

import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { AccountRow } from '../account-rows.ts';

/** Up to this many rows are all rendered; beyond, only those in view (1024 full rows are ~20,000 nodes). */
export const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT_ESTIMATE = 45;

/**
 * The rows to render and the space to leave above and below them: all rows up to VIRTUALIZE_ABOVE, else
 * those in view of `scrollRef` (each measured through `measureElement` once rendered).
 */
export function useVirtualRows(rows: readonly AccountRow[], scrollRef: RefObject<HTMLDivElement | null>) {
  const virtualize = rows.length > VIRTUALIZE_ABOVE;
  // The virtualizer keeps its own mutable state; React Compiler must leave this hook alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: 12,
    enabled: virtualize,
    getItemKey: (index) => rows[index]?.raw ?? index,
  });
  const items = virtualize
    ? virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start, end: item.end }))
    : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  return {
    virtualize,
    items,
    paddingTop: virtualize ? (items[0]?.start ?? 0) : 0,
    paddingBottom: virtualize ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0,
    measureElement: virtualize ? virtualizer.measureElement : undefined,
  };
}

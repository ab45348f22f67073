import { useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback } from 'react';
import type { TraceRow } from './trace-rows.ts';
import { measureOrEstimate } from '../measure-or-estimate.ts';
import { observeElementRectAfterLayout } from '../observe-rect-after-layout.ts';

/** A row's first guess in px (one line on a desktop); every rendered row is measured. */
const ROW_ESTIMATE = 40;

const estimateSize = () => ROW_ESTIMATE;

/** The box's size before it is laid out: about what its CSS max-height gives on a desktop. */
const UNLAID_RECT: Rect = { width: 800, height: 560 };

/**
 * The box's size as it changes, learned after layout (observe-rect-after-layout.ts); an empty one (not
 * laid out yet, or a DOM without layout) counts as UNLAID_RECT, so the rows near the top are drawn rather
 * than none.
 */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) {
  return observeElementRectAfterLayout(instance, (rect) => callback(rect.height > 0 ? rect : UNLAID_RECT));
}

/**
 * The trace's rows virtualized in their own scrolling box (`scroller`), measured as they render (a row
 * wraps on a phone), keyed by node so folding keeps each row's measure.
 */
export function useTraceVirtualizer(
  rows: readonly TraceRow[],
  scroller: React.RefObject<HTMLDivElement | null>,
) {
  const getItemKey = useCallback((index: number) => rows[index]?.node ?? index, [rows]);
  const getScrollElement = useCallback(() => scroller.current, [scroller]);
  // The compiler leaves this hook unmemoized, as it should: the virtualizer's answers change every scroll.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  return useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    measureElement: measureOrEstimate,
    overscan: 10,
    observeElementRect: observeRect,
    // Rows from the first render (the box's height is set in CSS); measured once laid out.
    initialRect: UNLAID_RECT,
  });
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { AccountRow } from '../account-rows.ts';
import { rowWindow, sameWindow, type RowWindow } from './row-window.ts';

/** Up to this many rows are all rendered; beyond, only those near the screen (1024 full rows are ~20,000 nodes). */
export const VIRTUALIZE_ABOVE = 100;
/** A row's height before any row is measured (a desktop row); then the mean of the rows measured. */
const ROW_HEIGHT_ESTIMATE = 45;
/** Rows kept rendered beyond each edge of the screen, in pixels: a flung wheel does not outrun them. */
const OVERSCAN_PX = 900;

/** The first rows, before the page has been measured: about two screens of desktop rows. */
function firstWindow(count: number): RowWindow {
  const end = Math.min(count, 40);
  return { start: 0, end, paddingTop: 0, paddingBottom: (count - end) * ROW_HEIGHT_ESTIMATE };
}

/**
 * The rows to render: all of them up to VIRTUALIZE_ABOVE, else those near the screen, virtualized against
 * the window's own scroll (the table has no scroll box: the page scrolls it). `tableRef` is the table;
 * its first `<tbody>` is the spacer above the rendered rows, whose top is where row 0 starts, so every
 * offset is measured from the table's current place in the page (whatever above it folds or grows). Each
 * rendered row group is a `<tbody data-key>` and is measured as it is laid out; rows never seen count as
 * the mean measured height. Scroll and resize listeners are passive and throttled to one update a frame;
 * a ResizeObserver on the body catches an opened row or a change above the table.
 */
export function useVirtualRows(rows: readonly AccountRow[], tableRef: RefObject<HTMLTableElement | null>) {
  const virtualize = rows.length > VIRTUALIZE_ABOVE;
  // Measured heights by raw address: kept across sorts and filters, which move rows but not their size.
  const heights = useRef(new Map<string, number>());
  const [view, setView] = useState<RowWindow>(() => firstWindow(rows.length));

  const update = useCallback(() => {
    const table = tableRef.current;
    const spacer = table?.tBodies[0];
    if (!table || !spacer || !virtualize) return;
    const known = heights.current;
    for (const body of table.querySelectorAll<HTMLElement>(':scope > tbody[data-key]')) {
      const height = body.getBoundingClientRect().height;
      // 0: not laid out (a DOM without layout, a hidden ancestor); the estimate stays.
      if (height > 0 && body.dataset.key) known.set(body.dataset.key, height);
    }
    let sum = 0;
    for (const height of known.values()) sum += height;
    const estimate = known.size > 0 ? sum / known.size : ROW_HEIGHT_ESTIMATE;
    const list = rows.map((row) => known.get(row.raw) ?? estimate);
    // Where the screen is, measured from the top of row 0.
    const top = -spacer.getBoundingClientRect().top;
    const next = rowWindow(list, top - OVERSCAN_PX, top + window.innerHeight + OVERSCAN_PX);
    setView((current) => (sameWindow(current, next) ? current : next));
  }, [rows, virtualize, tableRef]);

  // New rows (an answer, a sort, a filter): the window is worked out before the browser paints them.
  useLayoutEffect(update, [update]);

  useEffect(() => {
    if (!virtualize) return;
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    const options = { passive: true } as const;
    window.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule, options);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [update, virtualize]);

  if (!virtualize) {
    return { virtualize, start: 0, end: rows.length, paddingTop: 0, paddingBottom: 0 };
  }
  const end = Math.min(view.end, rows.length);
  return {
    virtualize,
    start: Math.min(view.start, end),
    end,
    paddingTop: view.paddingTop,
    paddingBottom: view.paddingBottom,
  };
}

import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the first frame of a page that opens fresh has been painted: false when the component first
 * renders with `wait`, true from the task after the browser has laid that frame out and painted it (a
 * `requestAnimationFrame` callback runs right before the frame's style and layout, and a timer it sets
 * runs after them). True from the start without `wait`.
 *
 * A page can render what lies below the first screen a frame later, so that the first frame lays out
 * only what is in view: the big block's first frame laid out the header, the picture, the filters and
 * the list at once, a task of 49–75 ms on a 2-core machine (traced), over the 50 ms a task may take.
 * In a hidden tab there is no frame to wait for: true at once, in a background render.
 */
export function useAfterFirstPaint(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    // A hidden tab paints no frame to keep short, and find-in-page or printing should see the whole page.
    if (document.visibilityState === 'hidden') {
      startTransition(() => setPainted(true));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A background render, in slices: the part below may be hundreds of elements to render.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

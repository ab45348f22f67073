import { observeElementRect, observeWindowRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualizers' view of their scroller's size, read only where the page is already laid out.
 *
 * The library's observers read the size (`window.innerWidth`, `element.clientWidth`) as they start, in
 * the layout effect of the commit that mounts the list, when the new page is not laid out yet: the read
 * forces a layout of the whole page inside the commit. On a phone the window's inner size depends on the
 * layout (the viewport fits the content), so the read always pays for it: 62 of the 67 ms of a
 * Lighthouse-like load's longest task on the recorded block (a CPU profile at 4× slowdown).
 *
 * Where a list is given its size to start with (`initialRect`: the block's list, except on a return to
 * it; the trace's box always), these observers only learn of changes: the window's in the next animation
 * frame (before that frame's own layout) and on every resize, the element's from its ResizeObserver,
 * which reports once the element is laid out and on every change after.
 */

/** The window's size, once a frame has laid the page out; at once when no size was given to start with. */
export function observeWindowRectAfterLayout(
  instance: Virtualizer<Window, Element>,
  callback: (rect: Rect) => void,
): (() => void) | undefined {
  const target = instance.scrollElement;
  if (!target) return undefined;
  // Without a size to start with (a return to the list: the layout restores its scroll position first),
  // the rows need the window's at once.
  if (instance.options.initialRect.width === 0 || typeof target.requestAnimationFrame !== 'function')
    return observeWindowRect(instance, callback);
  const report = () => callback({ width: target.innerWidth, height: target.innerHeight });
  // A requestAnimationFrame callback runs before that frame's own layout: reading there lays the page out
  // once, for the frame, not a second time.
  const frame = target.requestAnimationFrame(report);
  target.addEventListener('resize', report, { passive: true });
  return () => {
    target.cancelAnimationFrame(frame);
    target.removeEventListener('resize', report);
  };
}

/** An element's client size from its ResizeObserver; the library's observer where there is none. */
export function observeElementRectAfterLayout<Scroller extends Element>(
  instance: Virtualizer<Scroller, Element>,
  callback: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, callback);
  // Read in the observer's callback, which runs after layout: no layout is forced.
  const observer = new Observer(() => callback({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

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
 * Both lists are given their size before they are laid out (`initialRect`), so these observers only learn
 * of changes: the window's after the frame that lays the list out and on every resize, the element's from
 * its ResizeObserver, which reports once after the element's first layout and on every change after.
 */

/** The window's size, once a frame has laid the page out; at once when no size was given to start with. */
export function observeWindowRectAfterLayout(
  instance: Virtualizer<Window, Element>,
  callback: (rect: Rect) => void,
): (() => void) | undefined {
  const target = instance.scrollElement;
  if (!target) return undefined;
  const given = instance.scrollRect;
  if (!given || given.width === 0 || typeof target.requestAnimationFrame !== 'function')
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
  const observer = new Observer(() =>
    callback({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) }),
  );
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

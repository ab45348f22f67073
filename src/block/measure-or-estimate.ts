import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualized row's size: measured, but a size of 0 means the element is not laid out (a hidden
 * ancestor, or a DOM without layout) — keeping the estimate then stops the virtualizer from believing
 * every row fits on screen and rendering them all. Shared by the transaction list and the trace.
 */
export function measureOrEstimate<Scroller extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroller, Element>,
): number {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
}

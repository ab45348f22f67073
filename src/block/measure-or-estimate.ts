import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualized row's size: measured, but a size of 0 means the element is not laid out (a hidden
 * ancestor, or a DOM without layout) — keeping the estimate then stops the virtualizer from believing
 * every row fits on screen and rendering them all. Shared by the transaction list and the trace.
 *
 * A row is measured by its ResizeObserver entry, after the browser's own layout. Without an entry (the
 * row's ref, as React commits it) reading its height would force a layout of the whole page inside the
 * commit: on the block page's first render that forced layout was the longest part of its longest task
 * (a profile at 4× CPU slowdown). The row's known size, or its estimate, stands until its entry comes.
 */
export function measureOrEstimate<Scroller extends Element | Window>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Scroller, Element>,
): number {
  if (!entry && typeof ResizeObserver !== 'undefined') {
    const index = instance.indexFromElement(element);
    return (
      instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
    );
  }
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
}

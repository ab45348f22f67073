import {
  useWindowVirtualizer,
  windowScroll,
  type VirtualItem,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ListEntry } from '../model/block-index.ts';
import { measureOrEstimate } from '../measure-or-estimate.ts';
import { observeWindowRectAfterLayout } from '../observe-rect-after-layout.ts';
import { useIsReturn } from '../../components/ui/useIsReturn.ts';

/** A request to bring a transaction into view; `seq` makes a repeated request for the same one count. */
export interface ScrollRequest {
  hash: string;
  seq: number;
}

/** Must match the breakpoint in TransactionList.module.css, where rows become cards. */
const COMPACT_QUERY = '(max-width: 640px)';

// One query list for the page: asking matchMedia again on every render (the list renders on every
// scrolled frame) costs a style lookup each time.
let compactQuery: MediaQueryList | null | undefined;
function compactQueryList(): MediaQueryList | null {
  if (compactQuery === undefined)
    compactQuery = typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_QUERY) : null;
  return compactQuery;
}

function subscribeCompact(onChange: () => void) {
  const query = compactQueryList();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isCompact() {
  return compactQueryList()?.matches ?? false;
}

function initialWindowRect() {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Scrolls the window, except to where it already is: as it mounts, the virtualizer scrolls the window to
 * its own offset, a no-op that forced a layout of the whole new page inside React's commit (a profile at
 * 4× CPU slowdown).
 */
const scrollUnlessThere: VirtualizerOptions<Window, Element>['scrollToFn'] = (offset, options, instance) => {
  if (options.behavior !== 'smooth' && offset + (options.adjustments ?? 0) === instance.scrollOffset) return;
  windowScroll(offset, options, instance);
};

/**
 * Rows rendered past each edge of the window, 600–800 px either way: wide (rows of about 77 px) and on a
 * phone (cards of 258 px, where eight laid out 2,000 px of cards no one sees in every frame).
 */
const OVERSCAN_ROWS = 8;
const OVERSCAN_CARDS = 3;
/**
 * A list of this many entries or fewer (rows and shard blocks' headers) is rendered whole: a window over
 * it saves little, and find-in-page, printing and a full-page screenshot see every row.
 */
const RENDERED_WHOLE_UP_TO = 12;

function overscanFor(count: number, compact: boolean): number {
  if (count <= RENDERED_WHOLE_UP_TO) return count;
  return compact ? OVERSCAN_CARDS : OVERSCAN_ROWS;
}

/** First guesses only: every row is measured once rendered. */
function estimateSize(entry: ListEntry | undefined, compact: boolean, selectedHash: string | null) {
  if (!entry) return 48;
  // Measured in Chromium at 1280 and 390 px.
  if (entry.kind === 'group') return compact ? 60 : 39;
  // Measured in Chromium on the recorded block, the size most rows have (the virtualizer rounds it): 77 px
  // at 1280 and 258 px at 390 (the benchmark's block, with no actions, 76 and 256). A row measured at its
  // estimate changes nothing; each one that differs has the positions of all rows after it worked out again.
  const row = compact ? 258 : 77;
  return entry.item.transaction.hash === selectedHash ? row + 1600 : row;
}

/**
 * Where the list is taken to start until it is measured (the first frame of the page): where it started
 * on the last block page, or at the viewport's bottom edge on the first, so the first render brings the
 * rows in view and the overscan only. At 0 it rendered the 23 rows that would fill a 900 px window from
 * the top, while the header, the picture and the filters put the list 1,669 px down the big block's page:
 * 14 rows laid out in the first frame, and dropped in the next. Where the list starts higher than taken,
 * the rows past the window's guess come a frame later, once the list is measured.
 */
let lastMeasuredTop: number | undefined;

function unmeasuredTop(): number {
  return lastMeasuredTop ?? (typeof window === 'undefined' ? 0 : window.innerHeight);
}

/**
 * The list's distance from the top of the document, for the window virtualizer: everything above it (the
 * header, an opened raw view, the filters) can change height, so it is measured again whenever the page
 * resizes.
 */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number | undefined {
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const measured = Math.round(element.getBoundingClientRect().top + window.scrollY);
      lastMeasuredTop = measured;
      setTop(measured);
    };
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    // Measured first when the observer reports, after the browser's own layout: measuring here, in the
    // commit, forced a layout of the whole new page inside it.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * The list's rows virtualized against the window's scroll, measured as they render (an opened
 * transaction's details are tall), and scrolled to each new `scrollRequest`. `bodyRef` is the element the
 * rows are laid out in. `compact` says whether rows are cards (a phone's width).
 */
export function useTransactionVirtualizer(
  entries: ListEntry[],
  selectedHash: string | null,
  scrollRequest: ScrollRequest | null,
  bodyRef: React.RefObject<HTMLElement | null>,
) {
  const documentTop = useDocumentTop(bodyRef);
  const compact = useSyncExternalStore(subscribeCompact, isCompact, () => false);

  // Stable between renders: a new getItemKey makes the virtualizer lay out all 5,000 rows again.
  const estimate = useCallback(
    (position: number) => estimateSize(entries[position], compact, selectedHash),
    [entries, compact, selectedHash],
  );
  const getItemKey = useCallback((position: number) => entries[position]?.key ?? position, [entries]);
  const goingBack = useIsReturn();
  // Read once: the virtualizer uses it only as it starts, and a read in a later render (every scrolled
  // frame renders the list) could lay the page out on a phone, where the window's size depends on layout.
  const [firstRect] = useState(initialWindowRect);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: estimate,
    getItemKey,
    measureElement: measureOrEstimate,
    // The window's size as it changes, learned after layout (observe-rect-after-layout.ts).
    observeElementRect: observeWindowRectAfterLayout,
    scrollToFn: scrollUnlessThere,
    // A scrolled frame paints first and renders the rows that enter in the task after it: at the speed of
    // a flung wheel a strip may show a frame late, but frames stay short (rendering inside the scroll
    // event made every other frame miss its vsync).
    useFlushSync: false,
    // The window's size from the start: otherwise the first render has no rows (the virtualizer learns the
    // size in an effect) and the rows' own render then lays the whole page out a second time. Not when
    // going back: the layout then restores the old scroll position, and rows rendered for the top of
    // the list would be thrown away. A cold load is a POP too, and rendered no rows: its rows came in a
    // render of their own, at once, in the task that showed the page (a background render's commit).
    initialRect: goingBack ? undefined : firstRect,
    overscan: overscanFor(entries.length, compact),
    scrollMargin: documentTop ?? unmeasuredTop(),
    scrollPaddingStart: 8,
  });
  useScrollToRequest(scrollRequest, entries, virtualizer, documentTop);
  useKeepInView(entries, selectedHash, virtualizer);
  return { virtualizer, compact };
}

function transactionPosition(entries: ListEntry[], hash: string) {
  return entries.findIndex((entry) => entry.kind === 'transaction' && entry.item.transaction.hash === hash);
}

/** The position of a transaction's row, or of its group header when it is the group's first row. */
function scrollTarget(entries: ListEntry[], position: number) {
  return position > 0 && entries[position - 1]?.kind === 'group' ? position - 1 : position;
}

/** A row the reader is looking at: the opened transaction's, or the first one in view. */
interface Anchor {
  entries: ListEntry[];
  key: VirtualItem['key'];
  position: number;
}

/**
 * Keeps the row the reader is looking at in view when the rows around it change: a big block's first
 * rows are the answer's first (it is read as it arrives, and answers are not in block order), and the
 * rest, when it comes, is put between them, so an opened transaction — a deep link's — would move a
 * screen or a hundred away, out of the rendered window, and its details (an opened trace) with it. Before
 * each change the anchor is the opened transaction when it is in view, else the first row in view once
 * the list's top has scrolled past; after it, that row is scrolled back to the top.
 */
function useKeepInView(
  entries: ListEntry[],
  selectedHash: string | null,
  virtualizer: Virtualizer<Window, Element>,
) {
  const anchor = useRef<Anchor | null>(null);
  useLayoutEffect(() => {
    const previous = anchor.current;
    if (previous && previous.entries !== entries) {
      const position = entries.findIndex((entry) => entry.key === previous.key);
      if (position >= 0 && position !== previous.position) {
        virtualizer.scrollToIndex(scrollTarget(entries, position), { align: 'start' });
      }
    }
    anchor.current = anchorInView(entries, selectedHash, virtualizer);
  });
}

function anchorInView(
  entries: ListEntry[],
  selectedHash: string | null,
  virtualizer: Virtualizer<Window, Element>,
): Anchor | null {
  const top = virtualizer.scrollOffset ?? 0;
  const bottom = top + (virtualizer.scrollRect?.height ?? 0);
  const items = virtualizer.getVirtualItems();
  const inView = (item: (typeof items)[number]) => item.start < bottom && item.end > top;
  if (selectedHash !== null) {
    const position = transactionPosition(entries, selectedHash);
    const item = items.find((candidate) => candidate.index === position);
    if (item && inView(item)) return { entries, key: item.key, position };
  }
  // A group header's key holds its position: a transaction's row is the anchor.
  const first = items.find(
    (item) => item.start >= top && inView(item) && entries[item.index]?.kind === 'transaction',
  );
  if (!first || first.index === 0 || (items[0]?.start ?? 0) >= top) return null;
  return { entries, key: first.key, position: first.index };
}

/** Brings the transaction of each new `scrollRequest` into view, once the list's place is known. */
function useScrollToRequest(
  scrollRequest: ScrollRequest | null,
  entries: ListEntry[],
  virtualizer: Virtualizer<Window, Element>,
  documentTop: number | undefined,
) {
  const handled = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Wait for the list's place on the page: scrolling by a guess would land elsewhere.
    if (!scrollRequest || handled.current === scrollRequest.seq || documentTop === undefined) return;
    const position = transactionPosition(entries, scrollRequest.hash);
    if (position < 0) return;
    handled.current = scrollRequest.seq;
    // Its group header comes along when it is the group's first row.
    virtualizer.scrollToIndex(scrollTarget(entries, position), { align: 'start' });
  }, [scrollRequest, entries, virtualizer, documentTop]);
}

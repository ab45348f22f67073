import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigationType } from 'react-router';
import type { ListEntry } from '../model/block-index.ts';
import { measureOrEstimate } from '../measure-or-estimate.ts';

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

/** First guesses only: every row is measured once rendered. */
function estimateSize(entry: ListEntry | undefined, compact: boolean, selectedHash: string | null) {
  if (!entry) return 48;
  // Measured in Chromium at 1280 and 390 px.
  if (entry.kind === 'group') return compact ? 60 : 39;
  // Rows were measured at 45 and 211 px before each got its action sentence, a line of its own: about
  // 24 px more, 38 px with its label on a phone (estimated, not yet measured).
  const row = compact ? 249 : 69;
  return entry.item.transaction.hash === selectedHash ? row + 1600 : row;
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
    const update = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    update();
    if (typeof ResizeObserver === 'undefined') return;
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
  const navigationType = useNavigationType();
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: estimate,
    getItemKey,
    measureElement: measureOrEstimate,
    // A scrolled frame paints first and renders the rows that enter in the task after it: at the speed of
    // a flung wheel a strip may show a frame late, but frames stay short (rendering inside the scroll
    // event made every other frame miss its vsync).
    useFlushSync: false,
    // The window's size from the start: otherwise the first render has no rows (the virtualizer learns the
    // size in an effect) and the rows' own render then lays the whole page out a second time. Not when
    // going back: the layout then restores the old scroll position, and rows rendered for the top of
    // the list would be thrown away.
    initialRect: navigationType === 'POP' ? undefined : initialWindowRect(),
    overscan: 8,
    scrollMargin: documentTop ?? 0,
    scrollPaddingStart: 8,
  });
  useScrollToRequest(scrollRequest, entries, virtualizer, documentTop);
  return { virtualizer, compact };
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
    const position = entries.findIndex(
      (entry) => entry.kind === 'transaction' && entry.item.transaction.hash === scrollRequest.hash,
    );
    if (position < 0) return;
    handled.current = scrollRequest.seq;
    // Its group header comes along when it is the group's first row.
    const target = position > 0 && entries[position - 1]?.kind === 'group' ? position - 1 : position;
    virtualizer.scrollToIndex(target, { align: 'start' });
  }, [scrollRequest, entries, virtualizer, documentTop]);
}

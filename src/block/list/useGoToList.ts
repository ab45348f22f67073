import { useCallback, useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { readBlockView, withBlockView } from '../model/block-view-param.ts';

/** The transaction list's heading: where "Go to the list" takes the reader (and their focus). */
export const LIST_HEADING_ID = 'transactions-heading';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * "Go to the list", for a control far above it (a bar of the block's picture): shows the transaction list
 * if the accounts view is open, then scrolls its heading into view (at once when the reader asks for
 * reduced motion) and moves focus there, so the next Tab continues in the list.
 */
export function useGoToList(searchParams: URLSearchParams, setSearchParams: SetURLSearchParams) {
  const [request, setRequest] = useState(0);
  const listShown = readBlockView(searchParams) === 'transactions';

  useEffect(() => {
    if (request === 0 || !listShown) return;
    const heading = document.getElementById(LIST_HEADING_ID);
    if (!heading) return;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }, [request, listShown]);

  return useCallback(() => {
    if (!listShown) setSearchParams((params) => withBlockView(params, 'transactions'));
    setRequest((count) => count + 1);
  }, [listShown, setSearchParams]);
}

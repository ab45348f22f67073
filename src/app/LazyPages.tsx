/** The pages as lazy components, each its own chunk, and what shows while a page's code loads. */
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { BlockSkeleton } from '../block/BlockSkeleton.tsx';
import { parseSeqno } from '../ton/seqno.ts';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

// Each page is its own chunk, so a first visit downloads only the page it opens (the initial-load budget
// in docs/decisions/2026-11-21-performance.md). Home was in the entry until zod joined the first download
// (docs/decisions/2026-11-24-zod-in-a-worker.md); a first visit to it now loads its chunk at once, like
// the block page's. A chunk that fails to load throws into RouteErrorBoundary, which offers a reload.
const loadBlockRoute = () => import('../block/BlockRoute.tsx');
const loadHomePage = () => import('../home/HomePage.tsx');
// A first visit to the home page starts downloading its code right after the entry has been evaluated,
// rather than at the first render. In a task of its own: asking for a page's chunks (a
// <link rel=modulepreload> each) takes the main thread 10–25 ms here, four times that on a phone.
if (typeof window !== 'undefined') {
  setTimeout(() => {
    // A failure is reported where it matters: by the page's own import below, to the error boundary.
    if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
  }, 0);
}

/**
 * Whether this is a cold load of the page (index.html's boot header is still on screen): then a page with
 * a skeleton of its own (the block page's) paints that skeleton first and asks for its code only after
 * that frame. The skeleton holds the page's largest text (its title), so it is the page's Largest
 * Contentful Paint; asking for the page's ~25 chunks before it (as a prefetch right after the entry did)
 * put their download and their modulepreload task ahead of that paint on a slow phone. A tab whose page
 * is already drawn (every navigation in the app, tests rendering a route) asks for the code at once, and
 * so does a tab opened in the background, which paints no frame until it is shown.
 */
let skeletonFirst =
  typeof document !== 'undefined' &&
  document.visibilityState === 'visible' &&
  document.querySelector('#root > .boot-header') !== null;

/** Renders `skeleton` for the first frame of a cold load, then `page` (see skeletonFirst). */
export function SkeletonFirst({ skeleton, page }: { skeleton: ReactNode; page: ReactNode }) {
  const [showPage, setShowPage] = useState(!skeletonFirst);
  useEffect(() => {
    if (showPage) return;
    let cancelled = false;
    // Two frames on, then a task: a timer set from a frame's callback runs after that frame. One frame
    // was not enough at 4× CPU throttling: the page's code was still asked for before the skeleton's
    // paint was reported (2 runs of 2); after two, Lighthouse's block-page LCP is 1.8–2.0 s (was 2.8–3.1).
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          skeletonFirst = false;
          if (!cancelled) setShowPage(true);
        }, 0),
      ),
    );
    return () => {
      cancelled = true;
    };
  }, [showPage]);
  return showPage ? page : skeleton;
}

export const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));
export const BlockRoute = lazy(() => loadBlockRoute().then((module) => ({ default: module.BlockRoute })));
export const BlockAtTimeRoute = lazy(() =>
  import('../block/at-time/BlockAtTimeRoute.tsx').then((module) => ({ default: module.BlockAtTimeRoute })),
);
// Rarely seen: not part of the first download either.
export const NotFoundPage = lazy(() =>
  import('./NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
export const AccountsRoute = lazy(() =>
  import('../accounts/AccountsRoute.tsx').then((module) => ({ default: module.AccountsRoute })),
);

/** While the block page's code loads, the block page's own skeleton: the same shape, so nothing jumps. */
export function BlockRouteFallback() {
  const { seqno = '' } = useParams();
  const parsed = parseSeqno(seqno);
  return <BlockSkeleton seqno={parsed.ok ? parsed.seqno : undefined} />;
}

/** While another page's code loads: an empty page that says it is loading. */
export function PageFallback() {
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t(m.loading)}
      </p>
    </div>
  );
}

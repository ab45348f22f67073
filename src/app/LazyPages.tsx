/** The pages as lazy components, each its own chunk, and what shows while a page's code loads. */
import { lazy } from 'react';
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
// A first visit straight to a block page starts downloading its code right after the entry has been
// evaluated, rather than at the first render. In a task of its own: asking for a page's ~25 chunks (a
// <link rel=modulepreload> each) takes the main thread 10–25 ms here, four times that on a phone, and
// added to the entry's evaluation it made that task longer still. (The block's data is not fetched here:
// a failed prefetch would be fetched again when the page mounts, and 4xx answers must be asked only once.)
if (typeof window !== 'undefined') {
  setTimeout(() => {
    // A failure is reported where it matters: by the page's own import below, to the error boundary.
    if (window.location.pathname.startsWith('/block/')) loadBlockRoute().catch(() => undefined);
    if (window.location.pathname === '/') loadHomePage().catch(() => undefined);
  }, 0);
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

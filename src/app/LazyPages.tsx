/** The pages as lazy components, each its own chunk, and what shows while a page's code loads. */
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { AccountsSkeleton } from '../accounts/AccountsSkeleton.tsx';
import { linkNamesList } from '../ton/account-link-params.ts';
import { BlockSkeleton } from '../block/BlockSkeleton.tsx';
import { HomeIntro } from '../home/HomeIntro.tsx';
import { parseSeqno } from '../ton/seqno.ts';
import { isColdLoadFirstPage } from './cold-load.ts';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

// Each page is its own chunk, so a first visit downloads only the page it opens (the initial-load budget
// in docs/decisions/2026-11-21-performance.md). Home was in the entry until zod joined the first download
// (docs/decisions/2026-11-24-zod-in-a-worker.md); a cold load of it paints its title and lead first, then
// asks for its code, like the block page (SkeletonFirst below). A chunk that fails to load throws into
// RouteErrorBoundary, which offers a reload.
const loadBlockRoute = () => import('../block/BlockRoute.tsx');
const loadHomePage = () => import('../home/HomePage.tsx');

/**
 * Calls `then` (in a task of its own) once the browser has reported an element of the skeleton
 * (`[data-skeleton]`: home's lead, the block page's title, the accounts page's hint) as the page's
 * Largest Contentful Paint, or after SKELETON_WAIT_MS; without that report (a browser that has none),
 * two frames on. Counting frames alone was not enough: at 4× CPU the title's paint was reported after the page's code
 * had been asked for in 1 Lighthouse run of 4 (its LCP then 3.0 s instead of 1.9 s). Returns what stops
 * the wait.
 */
function afterSkeletonPainted(then: () => void): () => void {
  let waiting = true;
  let observer: PerformanceObserver | undefined;
  const done = () => {
    if (!waiting) return;
    stop();
    setTimeout(then, 0);
  };
  const timer = setTimeout(done, SKELETON_WAIT_MS);
  const stop = () => {
    waiting = false;
    clearTimeout(timer);
    observer?.disconnect();
  };
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element?.closest('[data-skeleton]'))) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(done));
  }
  return stop;
}

/** The most a cold load waits for its skeleton's largest text to be reported painted. */
const SKELETON_WAIT_MS = 500;

/**
 * A page with a skeleton of its own (home's, the block page's, the accounts page's): the skeleton shows while
 * the page's code loads, and on a cold load (cold-load.ts) it is painted before that code is asked for.
 * The skeleton holds the page's largest text, so it is the page's Largest Contentful Paint; asking for
 * the page's chunks before it (as a prefetch right after the entry did) put their download and their
 * modulepreload task ahead of that paint on a slow phone. The page's code is asked for (`load`) in a
 * task of its own before the page renders: asking appends a <link rel=modulepreload> per chunk (the
 * block page's ~25: 20 ms here and 80 ms at 4× CPU), which inside the render that first meets the lazy
 * page made that render one long task. `waitForPaint` false: the page's largest content needs its code
 * (a link to a list's results), so nothing is gained by waiting.
 */
function SkeletonFirst({
  skeleton,
  page,
  load,
  waitForPaint = true,
}: {
  skeleton: ReactNode;
  page: ReactNode;
  load: () => void;
  waitForPaint?: boolean;
}) {
  const [showPage, setShowPage] = useState(() => !waitForPaint || !isColdLoadFirstPage());
  useEffect(() => {
    if (showPage) return;
    const stop = afterSkeletonPainted(() => {
      load();
      // The page renders in the task after the one that asked for its code, in the background. A plain
      // state change here is rendered at default priority, without yielding: 46 ms of React's work in one
      // piece at 4× CPU on the recorded block (a probe that timed React's work per lane); as a transition
      // the same work came in slices of 6–10 ms.
      setTimeout(() => startTransition(() => setShowPage(true)), 0);
    });
    return stop;
  }, [showPage, load]);
  // One boundary for both: the transition to the page keeps the skeleton that is on screen until the
  // page's code has come, rather than swapping it for the same skeleton as a fallback (a remount of its
  // DOM, and a screen reader's place in it lost).
  return <Suspense fallback={skeleton}>{showPage ? page : skeleton}</Suspense>;
}

/** Asks for the home page's code (SkeletonFirst); a failure is reported by the page's own import. */
const prefetchHomePage = () => void loadHomePage().catch(() => undefined);
const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));
/** Asks for the block page's code (SkeletonFirst); a failure is reported by the page's own import. */
const prefetchBlockRoute = () => void loadBlockRoute().catch(() => undefined);
const BlockRoute = lazy(() => loadBlockRoute().then((module) => ({ default: module.BlockRoute })));
export const BlockAtTimeRoute = lazy(() =>
  import('../block/at-time/BlockAtTimeRoute.tsx').then((module) => ({ default: module.BlockAtTimeRoute })),
);
// Rarely seen: not part of the first download either.
export const NotFoundPage = lazy(() =>
  import('./NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
const loadAccountsRoute = () => import('../accounts/AccountsRoute.tsx');
/** Asks for the accounts page's code (SkeletonFirst); a failure is reported by the page's own import. */
const prefetchAccountsRoute = () => void loadAccountsRoute().catch(() => undefined);
const AccountsRoute = lazy(() => loadAccountsRoute().then((module) => ({ default: module.AccountsRoute })));

/** While the block page's code loads, the block page's own skeleton: the same shape, so nothing jumps. */
function BlockRouteFallback() {
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

/** While the home page's code loads: its title and lead (HomeIntro), the page's largest text. */
function HomeSkeleton() {
  return (
    <div className="page" aria-busy="true" data-skeleton="">
      <HomeIntro />
      <p className="visually-hidden" role="status">
        {t(m.loading)}
      </p>
    </div>
  );
}

/**
 * The home page: on a cold load its title and lead first (SkeletonFirst), then the page. Its code was
 * asked for right after the entry had been evaluated, and the lead came with it: Lighthouse's LCP on
 * home was 1.5 s after its FCP (3.4–3.5 s against 1.9–2.0 s), the chunk's download and evaluation
 * before the paint of the largest text.
 */
export function HomeRoutePage() {
  return <SkeletonFirst skeleton={<HomeSkeleton />} page={<HomePage />} load={prefetchHomePage} />;
}

/** The block page: on a cold load its skeleton's frame first (SkeletonFirst), then the page. */
export function BlockRoutePage() {
  return <SkeletonFirst skeleton={<BlockRouteFallback />} page={<BlockRoute />} load={prefetchBlockRoute} />;
}

/** The accounts page: on a cold load of an empty page, its skeleton's frame first (SkeletonFirst). */
export function AccountsRoutePage() {
  const { search, hash } = useLocation();
  const namesList = linkNamesList(search, hash);
  return (
    <SkeletonFirst
      skeleton={<AccountsSkeleton namesList={namesList} />}
      page={<AccountsRoute />}
      load={prefetchAccountsRoute}
      waitForPaint={!namesList}
    />
  );
}

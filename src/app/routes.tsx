import { Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import {
  AccountsRoutePage,
  BlockAtTimeRoute,
  BlockRoutePage,
  HomeRoutePage,
  NotFoundPage,
  PageFallback,
} from './LazyPages.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

function lazyPage(page: ReactNode, fallback: ReactNode) {
  return <Suspense fallback={fallback}>{page}</Suspense>;
}

/** The error boundary sits under the layout, so the header and its search survive a page's failure. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomeRoutePage /> },
          // Before block/:seqno: `at` is not a seqno.
          { path: 'block/at/:time', element: lazyPage(<BlockAtTimeRoute />, <PageFallback />) },
          { path: 'block/:seqno', element: <BlockRoutePage /> },
          { path: 'accounts', element: <AccountsRoutePage /> },
          { path: '*', element: lazyPage(<NotFoundPage />, <PageFallback />) },
        ],
      },
    ],
  },
];

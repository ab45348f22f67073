import type { RouteObject } from 'react-router';
import { AccountsRoute } from '../accounts/AccountsRoute.tsx';
import { BlockRoute } from '../block/BlockRoute.tsx';
import { HomePage } from '../home/HomePage.tsx';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** The error boundary sits under the layout, so the header and its search survive a page's failure. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'block/:seqno', element: <BlockRoute /> },
          { path: 'accounts', element: <AccountsRoute /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

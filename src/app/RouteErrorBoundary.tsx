import { Link, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/ui/ErrorPanel.tsx';
import { paths } from '../paths.ts';

/** A page crashed: say so under the header (search still works) instead of a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="page">
      <ErrorPanel
        title="This page failed"
        action={{ label: 'Reload', onClick: () => window.location.reload() }}
      >
        <p>
          {error instanceof Error ? error.message : 'An unexpected error happened while showing this page.'}
        </p>
        <p>
          <Link to={paths.home()}>Go to the home page</Link>
        </p>
      </ErrorPanel>
    </div>
  );
}

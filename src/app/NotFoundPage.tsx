import { Link } from 'react-router';
import { pageTitle, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  useDocumentTitle(pageTitle('Not found'));
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>
        tonlens has block pages (<code>/block/&lt;seqno&gt;</code>) and an accounts page (
        <code>/accounts</code>).
      </p>
      <p>
        <Link to={paths.home()}>Go to the home page</Link>
      </p>
    </div>
  );
}

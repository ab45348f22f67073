import { Link } from 'react-router';
import { pageTitle, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { paths } from '../paths.ts';
import { Msg } from '../components/ui/Msg.tsx';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

// Paths, in no language.
const BLOCK_PATH = '/block/<seqno>';
const ACCOUNTS_PATH = '/accounts';

export function NotFoundPage() {
  useDocumentTitle(pageTitle(t(m.notFoundTitle)));
  return (
    <div className="page">
      <h1>{t(m.notFoundHeading)}</h1>
      <p>
        <Msg
          message={m.notFoundBody}
          values={{ blockPath: <code>{BLOCK_PATH}</code>, accountsPath: <code>{ACCOUNTS_PATH}</code> }}
        />
      </p>
      <p>
        <Link to={paths.home()}>{t(m.goHome)}</Link>
      </p>
    </div>
  );
}

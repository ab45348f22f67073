import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './AppErrorBoundary.module.css';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * The last line: around the app's providers, the router and the header, so that whatever throws outside
 * a page's own boundary (RouteErrorBoundary) shows a designed message, never a blank page. It needs
 * nothing the app provides (no router, no query client): those may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('tonlens failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <section role="alert" aria-labelledby="app-failed-title" className={styles.panel}>
          <h1 id="app-failed-title">
            <span aria-hidden="true">⚠ </span>
            {t(m.appFailedTitle)}
          </h1>
          <p>{t(m.appFailedBody)}</p>
          <p>
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              {t(m.reload)}
            </button>{' '}
            <a className="button" href="/">
              {t(m.openHome)}
            </a>
          </p>
        </section>
      </main>
    );
  }
}

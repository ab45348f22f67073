import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './AppErrorBoundary.module.css';

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
            <span aria-hidden="true">⚠ </span>tonlens stopped working
          </h1>
          <p>
            Something on this page failed before it could be shown. Your settings and saved keys are
            untouched. Reloading usually helps; if this address came from a link, opening the home page
            without its parameters does too.
          </p>
          <p>
            <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
              Reload
            </button>{' '}
            <a className="button" href="/">
              Open the home page
            </a>
          </p>
        </section>
      </main>
    );
  }
}

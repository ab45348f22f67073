import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorPanel } from '../components/ui/ErrorPanel.tsx';
import { shellPaths as paths } from '../shell-paths.ts';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

interface BoundaryProps {
  children: ReactNode;
  /** The location's key: a navigation clears the error, as the router's errorElement did. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | undefined;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    // Only a new location resets: re-rendering the failed page would fail again.
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <PageFailed error={this.state.error} />;
  }
}

/**
 * A page crashed (or its code could not be loaded): say so under the header (search still works)
 * instead of a blank page. The router's own `errorElement` needs its data router, which the app does
 * not use (docs/decisions/2026-11-21-performance.md).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <PageErrorBoundary resetKey={location.key}>{children}</PageErrorBoundary>;
}

function PageFailed({ error }: { error: unknown }) {
  return (
    <div className="page">
      <ErrorPanel
        title={t(m.pageFailedTitle)}
        action={{ label: t(m.reload), onClick: () => window.location.reload() }}
      >
        <p>{error instanceof Error ? error.message : t(m.pageFailedUnknown)}</p>
        <p>
          <Link to={paths.home()}>{t(m.goHome)}</Link>
        </p>
      </ErrorPanel>
    </div>
  );
}

import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import type { TraceSectionProps } from '../trace/TraceSection.tsx';
import disclosure from '../Disclosure.module.css';
import { t } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';
import styles from './TransactionDetails.module.css';

// The trace view is a chunk of its own, fetched when a trace is first opened: most visits never open one,
// and the tree, its virtualizer and the balance table must not weigh on the block page's first paint.
const TraceSection = lazy(() =>
  import('../trace/TraceSection.tsx').then((module) => ({ default: module.TraceSection })),
);

interface TraceDisclosureProps extends TraceSectionProps {
  /** Open: `trace=1` in the page's URL. */
  open: boolean;
  onToggle: () => void;
  /** The link that opens this transaction with its trace (`?tx=…&trace=1`). */
  shareHref: string;
}

/**
 * The Trace section: a button that opens the whole trace (and writes `trace=1` into the URL, so the link
 * can be shared), the link itself with a copy button, and, once open, the lazy trace view.
 */
export function TraceDisclosure({ open, onToggle, shareHref, ...section }: TraceDisclosureProps) {
  const panelId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(m.trace)}</h3>
      <div className={styles.traceTools}>
        <button
          type="button"
          className={`button ${disclosure.toggle}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
        >
          <span aria-hidden="true" className={disclosure.chevron}>
            {open ? '▾' : '▸'}
          </span>
          {open ? t(m.hideTrace) : t(m.showTrace)}
        </button>
        <Link to={shareHref}>{t(m.linkToTrace)}</Link>
        <CopyButton value={new URL(shareHref, window.location.href).href} label={t(m.linkToTraceLabel)} />
      </div>
      {open ? (
        <div id={panelId} className={disclosure.panel}>
          <Suspense
            fallback={
              <p role="status" className="muted">
                {t(m.loadingTraceView)}
              </p>
            }
          >
            <TraceSection {...section} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}

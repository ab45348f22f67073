import { isApiError } from '../../api/api-error.ts';
import { shownServerMessage } from '../../components/api/api-error-state.ts';
import { useKeyRefusal } from '../../components/api/useKeyRefusal.tsx';
import { UnreachableHint } from '../../components/api/UnreachableHint.tsx';
import { useUnreachableCause } from '../../components/api/useUnreachableCause.ts';
import { Time } from '../../components/time/Time.tsx';
import type { LookupProgress } from './account-lookup.ts';
import type { FailureGroup } from './lookup-failures.ts';
import styles from './lookup.module.css';
import notes from '../notes.module.css';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import { lookupMessages as m } from './lookup-messages.ts';

interface LookupStatusProps {
  progress: LookupProgress;
  failures: readonly FailureGroup[];
  changedBalances: number;
  onCancel: () => void;
  onResume: () => void;
  onRefresh: () => void;
  onRetry: (chunkIndices: readonly number[]) => void;
}

/** The lookup's heading, progress, cancel/continue/refresh controls and failures with their retry. */
export function LookupStatus({
  progress,
  failures,
  changedBalances,
  onCancel,
  onResume,
  onRefresh,
  onRetry,
}: LookupStatusProps) {
  const waiting = progress.total - progress.settled - progress.notFetched;
  const parts = [t(m.found, { count: progress.found }), t(m.notFound, { count: progress.notFound })];
  if (progress.failed > 0) parts.push(t(m.failed, { count: progress.failed }));
  if (progress.notFetched > 0) parts.push(t(m.notFetched, { count: progress.notFetched }));
  if (waiting > 0) parts.push(t(m.waiting, { count: waiting }));

  return (
    <div className={styles.status}>
      {/* Focused after a Look up (useGoToResults), so its counts are read out where the page went. */}
      <h2 id="results-heading" tabIndex={-1}>
        {parts.join(', ')}
      </h2>
      <div className={styles.statusBar}>
        {progress.running ? (
          <>
            <progress
              className={styles.progress}
              aria-label={t(m.progressName)}
              value={progress.settled}
              max={progress.total}
            />
            <span aria-live="polite">
              {t(m.progress, { settled: progress.settled, total: progress.total })}
            </span>
            <button type="button" className="button" onClick={onCancel}>
              {t(m.cancel)}
            </button>
          </>
        ) : (
          <>
            {progress.notFetched > 0 ? (
              <>
                <span>{t(m.cancelled, { settled: progress.settled, total: progress.total })}</span>
                <button type="button" className="button" onClick={onResume}>
                  {t(m.fetchOthers, { count: progress.notFetched })}
                </button>
              </>
            ) : (
              <span aria-live="polite">
                {progress.failed > 0
                  ? t(m.askedWithFailures, {
                      total: progress.total,
                      fetched: progress.found + progress.notFound,
                      failed: progress.failed,
                    })
                  : t(m.allFetched, { count: progress.total })}
              </span>
            )}
            <button type="button" className="button" onClick={onRefresh}>
              {t(m.refresh)}
            </button>
          </>
        )}
        {progress.lastAnswerAt !== undefined ? (
          <span className="muted">
            <Msg
              message={m.lastAnswer}
              values={{ time: <Time unixSeconds={Math.floor(progress.lastAnswerAt / 1000)} /> }}
            />
          </span>
        ) : null}
      </div>
      {changedBalances > 0 ? (
        <p className={notes.changedNote} role="status">
          {t(m.changedBalances, { count: changedBalances })}
        </p>
      ) : null}
      {failures.map((group) => (
        <FailureNotice key={group.reason} group={group} onRetry={onRetry} />
      ))}
    </div>
  );
}

/**
 * One reason the lookup failed, with its retry. A refused key gets its designed state (what the server
 * meant, Open settings, Try without the key); an unreachable endpoint, what is likely wrong with it.
 */
function FailureNotice({
  group,
  onRetry,
}: {
  group: FailureGroup;
  onRetry: (chunkIndices: readonly number[]) => void;
}) {
  const keyRefusal = useKeyRefusal(group.error);
  const unreachableCause = useUnreachableCause();
  const retry = (
    <button type="button" className="button" onClick={() => onRetry(group.chunkIndices)}>
      {t(m.retry, { count: group.accounts })}
    </button>
  );
  if (keyRefusal) {
    return (
      <div className={`${styles.failure} ${styles.failureExplained}`} role="alert">
        <p>
          <span aria-hidden="true">⚠ </span>
          <Msg
            message={m.failedKey}
            values={{ count: group.accounts, title: <strong>{keyRefusal.title}</strong> }}
          />
        </p>
        {keyRefusal.body}
        <div className={styles.failureActions}>
          {keyRefusal.actions.map((action) => (
            <button key={action.label} type="button" className="button" onClick={action.onClick}>
              {action.label}
            </button>
          ))}
          {retry}
        </div>
      </div>
    );
  }
  const unreachable =
    isApiError(group.error) && group.error.kind === 'network' && unreachableCause !== undefined;
  return (
    <div className={`${styles.failure} ${unreachable ? styles.failureExplained : ''}`} role="alert">
      <p>
        <span aria-hidden="true">⚠ </span>
        <Msg
          message={m.failedReason}
          values={{
            count: group.accounts,
            reason: <span className={notes.reason}>{shownServerMessage(group.reason)}</span>,
          }}
        />
      </p>
      {unreachable ? <UnreachableHint /> : null}
      {unreachable ? <div className={styles.failureActions}>{retry}</div> : retry}
    </div>
  );
}

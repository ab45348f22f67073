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
import { countOf, formatCount } from '../../ton/count.ts';

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
  const parts = [`${formatCount(progress.found)} found`, `${formatCount(progress.notFound)} not found`];
  if (progress.failed > 0) parts.push(`${formatCount(progress.failed)} failed`);
  if (progress.notFetched > 0) parts.push(`${formatCount(progress.notFetched)} not fetched`);
  if (waiting > 0) parts.push(`${formatCount(waiting)} waiting`);

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
              aria-label="Accounts fetched"
              value={progress.settled}
              max={progress.total}
            />
            <span aria-live="polite">
              {formatCount(progress.settled)} of {formatCount(progress.total)} accounts fetched
            </span>
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          </>
        ) : (
          <>
            {progress.notFetched > 0 ? (
              <>
                <span>
                  Cancelled: {formatCount(progress.settled)} of {formatCount(progress.total)} fetched.
                </span>
                <button type="button" className="button" onClick={onResume}>
                  Fetch the other {formatCount(progress.notFetched)}
                </button>
              </>
            ) : (
              <span aria-live="polite">
                {progress.failed > 0
                  ? `${formatCount(progress.total)} asked: ${formatCount(progress.found + progress.notFound)} fetched, ${formatCount(progress.failed)} failed`
                  : `All ${countOf(progress.total, 'account')} fetched`}
              </span>
            )}
            <button type="button" className="button" onClick={onRefresh}>
              Refresh
            </button>
          </>
        )}
        {progress.lastAnswerAt !== undefined ? (
          <span className="muted">
            Last answer <Time unixSeconds={Math.floor(progress.lastAnswerAt / 1000)} />
          </span>
        ) : null}
      </div>
      {changedBalances > 0 ? (
        <p className={notes.changedNote} role="status">
          {countOf(changedBalances, 'balance')} changed since the previous fetch (marked “changed” in the
          table).
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
  const accounts = countOf(group.accounts, 'account');
  const retry = (
    <button type="button" className="button" onClick={() => onRetry(group.chunkIndices)}>
      Retry {countOf(group.accounts, 'failed account')}
    </button>
  );
  if (keyRefusal) {
    return (
      <div className={`${styles.failure} ${styles.failureExplained}`} role="alert">
        <p>
          <span aria-hidden="true">⚠ </span>
          {accounts} could not be fetched: <strong>{keyRefusal.title}</strong>. The other results are kept.
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
        {accounts} could not be fetched:{' '}
        <span className={notes.reason}>{shownServerMessage(group.reason)}</span>. The other results are kept.
      </p>
      {unreachable ? <UnreachableHint /> : null}
      {unreachable ? <div className={styles.failureActions}>{retry}</div> : retry}
    </div>
  );
}

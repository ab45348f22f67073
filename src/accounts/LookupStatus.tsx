import { Time } from '../components/ton/Time.tsx';
import type { LookupProgress } from './account-lookup.ts';
import { failureReason } from './account-rows.ts';
import styles from './AccountsRoute.module.css';

export interface FailureGroup {
  reason: string;
  chunkIndices: number[];
  accounts: number;
}

/** Failed chunks grouped by what went wrong, so ten identical 503s make one message and one button. */
export function groupFailures(
  chunks: ReadonlyArray<{ status: string; error?: unknown; rawAddresses: readonly string[] }>,
) {
  const groups = new Map<string, FailureGroup>();
  chunks.forEach((chunk, index) => {
    if (chunk.status !== 'failed') return;
    const reason = failureReason(chunk.error);
    const group = groups.get(reason) ?? { reason, chunkIndices: [], accounts: 0 };
    group.chunkIndices.push(index);
    group.accounts += chunk.rawAddresses.length;
    groups.set(reason, group);
  });
  return [...groups.values()];
}

interface LookupStatusProps {
  progress: LookupProgress;
  failures: readonly FailureGroup[];
  changedBalances: number;
  onCancel: () => void;
  onResume: () => void;
  onRefresh: () => void;
  onRetry: (chunkIndices: readonly number[]) => void;
}

const count = (n: number) => n.toLocaleString('en-US');

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
  const parts = [`${count(progress.found)} found`, `${count(progress.notFound)} not found`];
  if (progress.failed > 0) parts.push(`${count(progress.failed)} failed`);
  if (progress.notFetched > 0) parts.push(`${count(progress.notFetched)} not fetched`);
  if (waiting > 0) parts.push(`${count(waiting)} waiting`);

  return (
    <div className={styles.status}>
      <h2 id="results-heading">{parts.join(', ')}</h2>
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
              {count(progress.settled)} of {count(progress.total)} accounts fetched
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
                  Cancelled: {count(progress.settled)} of {count(progress.total)} fetched.
                </span>
                <button type="button" className="button" onClick={onResume}>
                  Fetch the other {count(progress.notFetched)}
                </button>
              </>
            ) : (
              <span aria-live="polite">
                All {count(progress.total)} {progress.total === 1 ? 'account' : 'accounts'} fetched
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
        <p className={styles.changedNote} role="status">
          {count(changedBalances)} {changedBalances === 1 ? 'balance' : 'balances'} changed since the previous
          fetch (marked “changed” in the table).
        </p>
      ) : null}
      {failures.map((group) => (
        <div key={group.reason} className={styles.failure} role="alert">
          <p>
            <span aria-hidden="true">⚠ </span>
            {count(group.accounts)} {group.accounts === 1 ? 'account' : 'accounts'} could not be fetched:{' '}
            <span className={styles.reason}>{group.reason}</span>. The other results are kept.
          </p>
          <button type="button" className="button" onClick={() => onRetry(group.chunkIndices)}>
            Retry {count(group.accounts)} failed {group.accounts === 1 ? 'account' : 'accounts'}
          </button>
        </div>
      ))}
    </div>
  );
}

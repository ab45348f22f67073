import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../api/api-client-context.ts';
import { isApiError } from '../api/api-error.ts';
import { blockOverviewQueryOptions } from '../api/block/block-overview.ts';
import { ApiErrorPanel } from '../components/api/ApiErrorPanel.tsx';
import { Time } from '../components/time/Time.tsx';
import { Skeleton } from '../components/ui/Skeleton.tsx';
import { paths } from '../paths.ts';
import { formatCount } from '../ton/count.ts';
import { Msg } from '../components/ui/Msg.tsx';
import { t } from '../ton/i18n/door.ts';
import { homeMessages as m } from './home-messages.ts';
import { useHeadPolling } from '../api/head/useHeadPolling.ts';
import { headCheckFailedText } from '../api/head/head-check.ts';
import { heldHeadText } from '../api/head/head-forward.ts';
import { RECENT_BLOCKS, recentSeqnos } from './recent-blocks.ts';
import styles from './RecentBlocks.module.css';

/**
 * The newest masterchain blocks with their time and transaction count, kept current while the tab is
 * visible (the head is asked for as often as following the head does). Each block's overview is one
 * request, asked for once: a new head costs one request for the new block only. `catalogSeqnos` is the
 * sample API's list of the blocks it holds (its chain is sparse), null for other endpoints, undefined
 * while it is being asked for.
 */
export function RecentBlocks({ catalogSeqnos }: { catalogSeqnos: readonly number[] | null | undefined }) {
  const { query, head, held, intervalMs, paused } = useHeadPolling(true);
  const seqnos = useMemo(
    () =>
      head === undefined || catalogSeqnos === undefined
        ? []
        : recentSeqnos(head, catalogSeqnos, RECENT_BLOCKS),
    [head, catalogSeqnos],
  );
  return (
    <section aria-labelledby="latest-heading" className={`card ${styles.section}`}>
      <h2 id="latest-heading">{t(m.latestBlocks)}</h2>
      {query.isPending ? (
        <Skeleton width="240px" />
      ) : query.isError && head === undefined ? (
        <ApiErrorPanel
          error={query.error}
          subject={t(m.latestSubject)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <RecentStatus
            paused={paused}
            error={query.isError ? query.error : undefined}
            intervalMs={intervalMs}
            checkedAt={query.dataUpdatedAt}
          />
          {held && head !== undefined ? (
            <p role="note" aria-label={t(m.heldLabel)} className={`${styles.status} ${styles.held}`}>
              {heldHeadText(held, head)}
            </p>
          ) : null}
          <ol className={styles.list}>
            {seqnos.map((seqno) => (
              <RecentBlock key={seqno} seqno={seqno} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * How current the list is: paused, checked every N s, or — the latest check having failed — why and when
 * it was last checked (the list stays: it was right then, and the next check may well succeed).
 */
function RecentStatus({
  paused,
  error,
  intervalMs,
  checkedAt,
}: {
  paused: boolean;
  /** The latest check's failure, if it failed. */
  error: Error | undefined;
  intervalMs: number;
  /** When the head was last read (ms). */
  checkedAt: number;
}) {
  const seconds = formatCount(Math.round(intervalMs / 1000));
  if (paused) return <p className={`muted ${styles.status}`}>{t(m.paused)}</p>;
  if (error) {
    return (
      <p className={`${styles.status} ${styles.failed}`}>
        <Msg
          message={m.checkFailed}
          values={{
            reason: headCheckFailedText(error, seconds),
            time: <Time unixSeconds={Math.floor(checkedAt / 1000)} />,
          }}
        />
      </p>
    );
  }
  return <p className={`muted ${styles.status}`}>{t(m.checkedEvery, { seconds })}</p>;
}

function RecentBlock({ seqno }: { seqno: number }) {
  const client = useApiClient();
  const overview = useQuery(blockOverviewQueryOptions(client, seqno));
  const missing = overview.isError && isApiError(overview.error) && overview.error.status === 404;
  const data = overview.data;
  return (
    <li className={styles.row}>
      <Link to={paths.block(seqno)} className={styles.block}>
        {t(m.block, { seqno: String(seqno) })}
      </Link>
      <span className={styles.count}>
        {data ? (
          data.transactions === undefined ? (
            <span className="muted">{t(m.transactionsNotGiven)}</span>
          ) : data.transactionsAtLeast ? (
            // The live shape lists only each shard's latest block: earlier ones since the last
            // masterchain block are not counted (block-overview.ts).
            <span title={t(m.atLeastTitle)}>{t(m.atLeast, { count: data.transactions })}</span>
          ) : (
            t(m.transactions, { count: data.transactions })
          )
        ) : missing ? (
          <span className="muted">{t(m.notHeld)}</span>
        ) : overview.isError ? (
          <span className="muted">{t(m.couldNotLoad)}</span>
        ) : (
          <span className="muted" aria-label={t(m.loading)}>
            …
          </span>
        )}
      </span>
      <span className={styles.time}>
        {data ? <Time unixSeconds={data.time} /> : overview.isPending ? <Skeleton width="12em" /> : null}
      </span>
    </li>
  );
}

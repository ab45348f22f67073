import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel.tsx';
import { paths } from '../../paths.ts';
import { neighbourSearch } from '../model/block-filters.ts';
import { missingReason, type Neighbours, type ServerRange } from './block-neighbours.ts';
import { useServerRange } from './useServerRange.ts';
import styles from './NoSuchBlock.module.css';
import { t } from '../../ton/i18n/door.ts';
import { navMessages as m } from './nav-messages.ts';

/** Why the server has no such block, in its own terms: its first and last block. */
function ReasonText({ seqno, range }: { seqno: number; range: ServerRange | undefined }) {
  if (range === undefined) return <>{t(m.indexMayNotHold)}</>;
  const reason = missingReason(seqno, range);
  switch (reason.kind) {
    case 'ahead':
      return (
        <>{t(reason.near ? m.aheadNear : m.aheadFar, { count: reason.blocks, last: String(reason.last) })}</>
      );
    case 'before-first':
      return <>{t(m.beforeFirst, { first: String(reason.first) })}</>;
    case 'within':
      return reason.first === undefined ? (
        <>{t(m.withinNoFirst, { last: String(reason.last) })}</>
      ) : (
        <>{t(m.within, { first: String(reason.first), last: String(reason.last) })}</>
      );
  }
}

/**
 * "No such block", with a way on: why (ahead of the newest block, before the first the server keeps, or
 * a gap in its index), the nearest blocks it has on each side (what ← and → open) and its latest block.
 */
export function NoSuchBlock({ seqno, neighbours }: { seqno: number; neighbours: Neighbours }) {
  // The same answer the route's navigation asked for (it asks; this reads).
  const range = useServerRange(seqno, 'never');
  const [searchParams] = useSearchParams();
  const search = neighbourSearch(searchParams);
  const { previous, next } = neighbours;
  const nextSeqno = next?.kind === 'open' ? next.seqno : undefined;
  // Just past the newest block, the nearest before it is the latest: said once.
  const previousIsLatest = previous !== undefined && previous === range?.last;
  return (
    <ErrorPanel title={t(m.noSuchBlock)}>
      <p>
        {t(m.noMasterchainBlock, { seqno: String(seqno) })} <ReasonText seqno={seqno} range={range} />
      </p>
      {previous !== undefined || nextSeqno !== undefined || range !== undefined ? (
        <nav aria-label={t(m.blocksServerHas)} className={styles.ways}>
          {previous !== undefined ? (
            <Link to={paths.blockWithSearch(previous, search)} rel="prev">
              <span aria-hidden="true">← </span>
              {t(previousIsLatest ? m.blockTheLatest : m.block, { seqno: String(previous) })}
            </Link>
          ) : null}
          {nextSeqno !== undefined ? (
            <Link to={paths.blockWithSearch(nextSeqno, search)} rel="next">
              {t(m.block, { seqno: String(nextSeqno) })}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
          {range !== undefined && !previousIsLatest ? (
            <Link to={paths.blockWithSearch(range.last, search)}>
              {t(m.latestBlock, { seqno: String(range.last) })}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ErrorPanel>
  );
}

import { Skeleton } from '../components/ui/Skeleton.tsx';
import frame from './block-frame.module.css';
import styles from './BlockView.module.css';
import { t } from '../ton/i18n/door.ts';
import { skeletonMessages as m } from './skeleton-messages.ts';

/** The block page's shape while it loads (summary, shard blocks, filters, rows), so nothing jumps. */
export function BlockSkeleton({ seqno }: { seqno: number | undefined }) {
  return (
    <div className="page" aria-busy="true" data-skeleton="">
      <div className={frame.pager}>
        <Skeleton width="110px" />
        <Skeleton width="110px" />
      </div>
      {seqno === undefined ? (
        <h1>{t(m.latestBlock)}</h1>
      ) : (
        // The loaded page's title, in the same place and size, so the page's largest text is painted once
        // (a later, equal title does not move Largest Contentful Paint). Screen readers hear that it loads.
        <h1>
          <span aria-hidden="true">{t(m.masterchainBlock, { seqno: String(seqno) })}</span>
          <span className="visually-hidden">{t(m.loadingBlockSeqno, { seqno: String(seqno) })}</span>
        </h1>
      )}
      <p className="visually-hidden" role="status">
        {t(m.loadingBlock)}
      </p>
      <div className={`card ${frame.summary}`}>
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index}>
            <Skeleton width="60%" />
            <br />
            <Skeleton width="80%" height="1.4em" />
          </div>
        ))}
      </div>
      <div className={frame.section}>
        <h2>{t(m.shardBlocks)}</h2>
        <Skeleton width="280px" />
      </div>
      <section className={styles.section}>
        <h2>{t(m.transactions)}</h2>
        <div className={`card ${styles.skeletonFilters}`}>
          <Skeleton height="36px" />
        </div>
        <div className={frame.table}>
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className={`${frame.item} ${styles.skeletonRow}`}>
              <Skeleton />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

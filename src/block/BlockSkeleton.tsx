import { Skeleton } from '../components/ui/Skeleton.tsx';
import styles from './BlockView.module.css';

/** The block page's shape while it loads, so nothing jumps when the data arrives. */
export function BlockSkeleton({ seqno }: { seqno: number | undefined }) {
  return (
    <div className="page" aria-busy="true">
      <h1>{seqno === undefined ? 'Latest block' : `Block ${seqno}`}</h1>
      <p className="visually-hidden" role="status">
        Loading block…
      </p>
      <div className={`card ${styles.summary}`}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index}>
            <Skeleton width="60%" />
            <br />
            <Skeleton width="80%" height="1.4em" />
          </div>
        ))}
      </div>
      <div className="card" style={{ marginTop: 16 }}>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>
            <Skeleton />
          </p>
        ))}
      </div>
    </div>
  );
}

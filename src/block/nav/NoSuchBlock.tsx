import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel.tsx';
import { paths } from '../../paths.ts';
import { countOf } from '../../ton/count.ts';
import { neighbourSearch } from '../model/block-filters.ts';
import { missingReason, type Neighbours, type ServerRange } from './block-neighbours.ts';
import { useServerRange } from './useServerRange.ts';
import styles from './NoSuchBlock.module.css';

/** Why the server has no such block, in its own terms: its first and last block. */
function ReasonText({ seqno, range }: { seqno: number; range: ServerRange | undefined }) {
  if (range === undefined) return <>The index may not hold it.</>;
  const reason = missingReason(seqno, range);
  switch (reason.kind) {
    case 'ahead':
      return reason.near ? (
        <>
          It may not exist yet: the server&apos;s newest block is {reason.last},{' '}
          {countOf(reason.blocks, 'block')} earlier.
        </>
      ) : (
        <>
          It is {countOf(reason.blocks, 'block')} past the server&apos;s newest block, {reason.last}: the
          chain has not made it.
        </>
      );
    case 'before-first':
      return <>The server does not keep blocks before its first block, {reason.first}.</>;
    case 'within':
      return reason.first === undefined ? (
        <>The server&apos;s newest block is {reason.last}; its index does not hold this one.</>
      ) : (
        <>
          The server&apos;s blocks go from {reason.first} to {reason.last}; its index does not hold this one.
        </>
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
    <ErrorPanel title="No such block">
      <p>
        The API has no masterchain block {seqno}. <ReasonText seqno={seqno} range={range} />
      </p>
      {previous !== undefined || nextSeqno !== undefined || range !== undefined ? (
        <nav aria-label="Blocks the server has" className={styles.ways}>
          {previous !== undefined ? (
            <Link to={paths.blockWithSearch(previous, search)} rel="prev">
              <span aria-hidden="true">← </span>Block {previous}
              {previousIsLatest ? ', the latest' : null}
            </Link>
          ) : null}
          {nextSeqno !== undefined ? (
            <Link to={paths.blockWithSearch(nextSeqno, search)} rel="next">
              Block {nextSeqno}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
          {range !== undefined && !previousIsLatest ? (
            <Link to={paths.blockWithSearch(range.last, search)}>Latest block ({range.last})</Link>
          ) : null}
        </nav>
      ) : null}
    </ErrorPanel>
  );
}

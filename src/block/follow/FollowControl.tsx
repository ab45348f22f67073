import { useRef } from 'react';
import { headCheckFailedText } from '../../api/head/head-check.ts';
import { heldHeadText } from '../../api/head/head-forward.ts';
import { formatCount } from '../../ton/count.ts';
import { t } from '../../ton/i18n/door.ts';
import { followMessages as m } from './follow-messages.ts';
import { useFollowHead, type FollowHead } from './useFollowHead.ts';
import styles from './FollowControl.module.css';

/** What following is doing, in words. */
function followStatusText(follow: Pick<FollowHead, 'paused' | 'error' | 'intervalMs' | 'pending'>): string {
  if (follow.paused) return t(m.paused);
  const seconds = formatCount(Math.round(follow.intervalMs / 1000));
  if (follow.error) return headCheckFailedText(follow.error, seconds);
  if (follow.pending > 0) return t(m.holding);
  return t(m.checking, { seconds });
}

/**
 * The block page's "Follow new blocks" toggle, shown on the newest block's page (and on any page that
 * follows), its state, and "N new blocks — show latest" while the reader is busy, held in view at the
 * bottom edge. The newest block is known once the page has asked (useServerRange, by the pager). Rendered by the block
 * route above the block, so it stays in place while the page moves from block to block.
 */
export function FollowControl({ seqno }: { seqno: number }) {
  const follow = useFollowHead(seqno);
  const toggle = useRef<HTMLButtonElement>(null);
  if (!follow.following && (follow.head === undefined || follow.head !== seqno)) return null;
  return (
    <div className={styles.bar}>
      {/* data-follow-control (FOLLOW_CONTROL_ATTRIBUTE): focus here does not hold the page still. */}
      <div className={styles.row} role="group" aria-label={t(m.group)} data-follow-control="">
        <button
          ref={toggle}
          type="button"
          className={`button ${styles.toggle}`}
          aria-pressed={follow.following}
          onClick={() => follow.setFollowing(!follow.following)}
        >
          {t(m.followNew)}
        </button>
        {follow.following ? <span className="muted">{followStatusText(follow)}</span> : null}
        {follow.pending > 0 ? (
          // Fixed at the bottom edge while it matters (the reader has scrolled, opened a transaction or
          // works in the page): the row above is out of sight by then. Out of the flow, so its coming
          // moves nothing under the reader; within the control's group, so focus on it holds nothing.
          <div className={styles.pending}>
            <span className={styles.pendingLabel} aria-hidden="true">
              {t(m.holdingShort)}
            </span>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                follow.showLatest();
                // The button goes with the new page: focus stays on the control that remains.
                toggle.current?.focus();
              }}
            >
              {t(m.newBlocks, { count: follow.pending })}
            </button>
          </div>
        ) : null}
      </div>
      {follow.held && follow.head !== undefined ? (
        <p role="note" aria-label={t(m.notFollowed)} className={styles.held}>
          {heldHeadText(follow.held, follow.head)}
        </p>
      ) : null}
    </div>
  );
}

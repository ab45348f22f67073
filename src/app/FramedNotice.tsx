import styles from './FramedNotice.module.css';
import { useFramed } from '../settings/framing.ts';

/**
 * Shown at the top of every page when tonlens runs inside another page's frame: that page could lay
 * invisible layers over this one and turn a click into a confirmation, so confirmations are disabled.
 */
export function FramedNotice() {
  if (!useFramed()) return null;
  return (
    <div role="alert" className={styles.notice}>
      <strong>tonlens is shown inside another page.</strong> To protect your settings and keys, nothing can be
      confirmed or changed here.{' '}
      <a href={window.location.href} target="_blank" rel="noopener noreferrer">
        Open tonlens in its own tab
      </a>
      .
    </div>
  );
}

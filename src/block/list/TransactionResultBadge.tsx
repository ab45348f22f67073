import type { TransactionOutcome } from '../../ton/chain/transaction-outcome.ts';
import { resultText } from './transaction-result-text.ts';
import styles from './TransactionResultBadge.module.css';

const ICONS: Record<TransactionOutcome['kind'], string> = {
  success: '✓',
  'compute-failed': '✗',
  'action-failed': '✗',
  skipped: '⤼',
  aborted: '⊘',
  bounced: '↩',
  unknown: '?',
};

const TONES: Record<TransactionOutcome['kind'], string | undefined> = {
  success: styles.ok,
  'compute-failed': styles.bad,
  'action-failed': styles.bad,
  aborted: styles.bad,
  skipped: styles.warn,
  bounced: styles.warn,
  unknown: styles.neutral,
};

/** The result as an icon and words; the colour only repeats them. */
export function TransactionResultBadge({ outcome }: { outcome: TransactionOutcome }) {
  return (
    // The icon is the badge's ::before (from data-icon), hidden from screen readers as before.
    <span
      className={`${styles.badge} ${TONES[outcome.kind] ?? ''}`}
      data-result={outcome.kind}
      data-icon={ICONS[outcome.kind]}
    >
      <span className={styles.text}>{resultText(outcome)}</span>
    </span>
  );
}

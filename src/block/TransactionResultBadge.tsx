import { describeActionResultCode, describeComputeExitCode } from '../ton/exit-codes.ts';
import { describeSkipReason } from '../ton/tlb-values.ts';
import type { TransactionOutcome } from '../ton/transaction-outcome.ts';
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

function computeCode(code: number | undefined) {
  return code === undefined ? 'exit code unknown' : `exit ${code}: ${describeComputeExitCode(code).title}`;
}

function actionCode(code: number | undefined) {
  return code === undefined
    ? 'result code unknown'
    : `result ${code}: ${describeActionResultCode(code).title}`;
}

function skipReason(reason: string | undefined) {
  return reason ? describeSkipReason(reason).title : 'no reason given';
}

/** The result in words: what the icon and colour also say, so neither is needed to understand it. */
export function resultText(outcome: TransactionOutcome): string {
  switch (outcome.kind) {
    case 'success':
      return 'Success';
    case 'compute-failed':
      return `Failed in compute (${computeCode(outcome.code)})`;
    case 'action-failed':
      return `Failed in action (${actionCode(outcome.code)})`;
    case 'skipped':
      return `Compute skipped (${skipReason(outcome.skipReason)})`;
    case 'aborted':
      return 'Aborted';
    case 'bounced':
      if (outcome.skipReason !== undefined || outcome.failedPhase === 'compute') {
        return outcome.code !== undefined
          ? `Bounced (${computeCode(outcome.code)})`
          : `Bounced (compute skipped: ${skipReason(outcome.skipReason)})`;
      }
      if (outcome.failedPhase === 'action') return `Bounced (${actionCode(outcome.code)})`;
      return 'Bounced';
    case 'unknown':
      return 'Unknown result';
  }
}

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

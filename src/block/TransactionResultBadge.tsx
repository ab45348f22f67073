import { describeActionResultCode, describeComputeExitCode, describeSkipReason } from '../ton/exit-codes.ts';
import type { TransactionResult } from '../ton/transaction-result.ts';
import styles from './BlockView.module.css';

const ICONS: Record<TransactionResult['kind'], string> = {
  success: '✓',
  'compute-failed': '✗',
  'action-failed': '✗',
  skipped: '⤼',
  aborted: '⊘',
  bounced: '↩',
  unknown: '?',
};

/** The result in words with an icon: never colour alone. */
export function resultText(result: TransactionResult): string {
  switch (result.kind) {
    case 'success':
      return 'Success';
    case 'compute-failed':
      return `Failed in compute (exit ${result.code ?? '?'}${result.code !== undefined ? `: ${describeComputeExitCode(result.code).title}` : ''})`;
    case 'action-failed':
      return `Failed in action (result ${result.code ?? '?'}${result.code !== undefined ? `: ${describeActionResultCode(result.code).title}` : ''})`;
    case 'skipped':
      return `Compute skipped (${result.skipReason ? describeSkipReason(result.skipReason).title : 'no reason given'})`;
    case 'aborted':
      return 'Aborted';
    case 'bounced':
      return result.code !== undefined
        ? `Bounced (exit ${result.code})`
        : result.skipReason
          ? `Bounced (${describeSkipReason(result.skipReason).title})`
          : 'Bounced';
    case 'unknown':
      return 'Unknown result';
  }
}

export function TransactionResultBadge({ result }: { result: TransactionResult }) {
  const tone =
    result.kind === 'success' ? styles.ok : result.kind === 'unknown' ? styles.neutral : styles.bad;
  return (
    <span className={`${styles.badge} ${tone}`}>
      <span aria-hidden="true">{ICONS[result.kind]} </span>
      {resultText(result)}
    </span>
  );
}

import { describeActionResultCode, describeComputeExitCode } from '../../ton/chain/exit-codes.ts';
import { describeSkipReason } from '../../ton/chain/tlb-values.ts';
import type { TransactionOutcome } from '../../ton/chain/transaction-outcome.ts';

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

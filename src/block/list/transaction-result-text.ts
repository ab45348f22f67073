import { describeActionResultCode, describeComputeExitCode } from '../../ton/chain/exit-codes.ts';
import { describeSkipReason } from '../../ton/chain/tlb-values.ts';
import type { TransactionOutcome } from '../../ton/chain/transaction-outcome.ts';
import { t } from '../../ton/i18n/door.ts';
import { resultMessages as m } from './list-messages.ts';

function computeCode(code: number | undefined) {
  return code === undefined
    ? t(m.exitUnknown)
    : t(m.exit, { code: String(code), title: describeComputeExitCode(code).title });
}

function actionCode(code: number | undefined) {
  return code === undefined
    ? t(m.resultUnknown)
    : t(m.result, { code: String(code), title: describeActionResultCode(code).title });
}

function skipReason(reason: string | undefined) {
  return reason ? describeSkipReason(reason).title : t(m.noReason);
}

/** The result in words: what the icon and colour also say, so neither is needed to understand it. */
export function resultText(outcome: TransactionOutcome): string {
  switch (outcome.kind) {
    case 'success':
      return t(m.success);
    case 'compute-failed':
      return t(m.failedCompute, { code: computeCode(outcome.code) });
    case 'action-failed':
      return t(m.failedAction, { code: actionCode(outcome.code) });
    case 'skipped':
      return t(m.skipped, { reason: skipReason(outcome.skipReason) });
    case 'aborted':
      return t(m.aborted);
    case 'bounced':
      if (outcome.skipReason !== undefined || outcome.failedPhase === 'compute') {
        return outcome.code !== undefined
          ? t(m.bouncedWith, { code: computeCode(outcome.code) })
          : t(m.bouncedSkipped, { reason: skipReason(outcome.skipReason) });
      }
      if (outcome.failedPhase === 'action') return t(m.bouncedWith, { code: actionCode(outcome.code) });
      return t(m.bounced);
    case 'unknown':
      return t(m.unknown);
  }
}

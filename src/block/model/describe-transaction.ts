import type { Transaction } from '../../api/schemas.ts';
import { coinAmountText, type CoinFormat } from '../../ton/coin.ts';
import { localizeNumberText } from '../../ton/i18n/active-language.ts';
import {
  describeActionResultCode,
  describeComputeExitCode,
  type ExitCodeDescription,
} from '../../ton/chain/exit-codes.ts';
import { describeSkipReason, describeTransactionType } from '../../ton/chain/tlb-values.ts';
import { classifyTransactionOutcome } from '../../ton/chain/transaction-outcome.ts';
import { exitCodeMessages } from '../../ton/chain/exit-code-messages.ts';
import { t } from '../../ton/i18n/door.ts';
import { describeMessages as m } from './model-messages.ts';

/** An amount of the coin as text, in the caller's unit and ticker. */
type Amounts = (nanos: bigint) => string;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "(out of gas)", or what kind of code it is when the code has no standard meaning. */
function meaning(description: ExitCodeDescription, code: number): string {
  // The generic title of a contract's own code ("Custom exit code 406"), in whichever language is shown.
  if (
    description.kind === 'custom' &&
    description.title === t(exitCodeMessages.customTitle, { code: String(code) })
  )
    return t(m.meaningContract);
  if (description.kind === 'unknown') return t(m.meaningNotStandard);
  return t(m.meaningTitle, { title: lowerFirst(description.title) });
}

/** What happened to the value of the incoming message after a failure: bounced, not bounced, or kept. */
function bounceClause(transaction: Transaction, amount: Amounts): string {
  const bounce = transaction.description?.bounce;
  const inMsg = transaction.in_msg;
  if (bounce) {
    if (bounce.type === 'nofunds') {
      return bounce.req_fwd_fees !== undefined
        ? t(m.bounceNoFundsNeeded, { amount: amount(bounce.req_fwd_fees) })
        : t(m.bounceNoFunds);
    }
    if (bounce.type === 'negfunds') return t(m.bounceNegFunds);
    const back = transaction.out_msgs.find((message) => message.bounced === true)?.value;
    return back !== undefined ? t(m.bouncedBackWith, { amount: amount(back) }) : t(m.bouncedBack);
  }
  if (inMsg?.source && inMsg.bounce === false) {
    return t(m.notBounceable);
  }
  return '';
}

function statusNotes(transaction: Transaction): string {
  const notes: string[] = [];
  const description = transaction.description;
  const before = transaction.orig_status;
  const after = transaction.end_status;
  if ((before === 'uninit' || before === 'nonexist') && after === 'active') notes.push(t(m.deployed));
  if (description?.storage_ph?.status_change === 'frozen' || description?.action?.status_change === 'frozen')
    notes.push(t(m.frozen));
  if (description?.destroyed || after === 'nonexist') {
    if (before !== 'nonexist') notes.push(t(m.deleted));
  }
  return notes.length ? ` ${notes.join(' ')}` : '';
}

/** The outcome of an ordinary transaction (or of the compute and action phases of any other kind). */
function outcomeSentence(transaction: Transaction, amount: Amounts): string {
  const outcome = classifyTransactionOutcome(transaction);
  const description = transaction.description;
  const compute = description?.compute_ph;
  const action = description?.action;
  const inMsg = transaction.in_msg;
  const received = inMsg?.source && inMsg.value !== undefined ? inMsg.value : undefined;
  const bounce = bounceClause(transaction, amount);

  if (outcome.kind === 'unknown') return t(m.noPhases);

  if (compute?.skipped) {
    const reason = compute.reason ?? undefined;
    if (reason === 'no_state' && outcome.bounce === 'none' && received !== undefined) {
      return t(m.noStateKept, { amount: amount(received) });
    }
    const why = reason
      ? t(m.skipWhy, { reason, title: lowerFirst(describeSkipReason(reason).title) })
      : t(m.noReason);
    return t(m.skipped, { why, bounce });
  }
  if (compute && compute.success === false) {
    const code = compute.exit_code;
    if (code === undefined || code === null) return t(m.computeFailedUnknown, { bounce });
    const means = meaning(describeComputeExitCode(code), code);
    return t(m.computeFailed, { code: String(code), means, bounce });
  }
  if (action && action.success === false) {
    const code = action.result_code;
    const nothingSent = transaction.out_msgs.some((message) => message.bounced !== true)
      ? ''
      : t(m.nothingSent);
    if (code === undefined || code === null) return t(m.actionFailedUnknown, { nothingSent, bounce });
    const means = meaning(describeActionResultCode(code), code);
    return t(m.actionFailed, { code: String(code), means, nothingSent, bounce });
  }
  if (description?.aborted) return t(m.aborted, { bounce });

  const sent = transaction.out_msgs;
  const carried = sent.reduce((sum, message) => sum + (message.value ?? 0n), 0n);
  const after =
    received !== undefined
      ? t(m.afterReceiving, { amount: amount(received) })
      : inMsg && !inMsg.source
        ? t(m.onExternal)
        : '';
  const core =
    sent.length === 0
      ? t(m.succeededNothingSent, { after })
      : carried > 0n
        ? t(m.succeededSentCarrying, { count: sent.length, amount: amount(carried), after })
        : t(m.succeededSent, { count: sent.length, after });
  return `${core}${statusNotes(transaction)}`;
}

/**
 * One sentence that says what happened, built from the phases, e.g. "Failed: compute phase exited with code
 * 13 (out of gas); the bounceable incoming message was bounced back with 0.9 GRAM." Amounts are written in
 * `format` (the user's unit and ticker, src/ton/coin.ts). Transactions that are
 * not ordinary say what kind they are first.
 */
export function describeTransaction(transaction: Transaction, format: CoinFormat): string {
  // The page's separators (Russian 0,018); in a right-to-left page the door isolates each amount.
  const amount: Amounts = (nanos) => localizeNumberText(coinAmountText(nanos, format));
  const description = transaction.description;
  const type = description?.type;
  if (!type || type === 'ord') return outcomeSentence(transaction, amount);
  if (type === 'storage') {
    const collected = description.storage_ph?.storage_fees_collected;
    const storage =
      collected !== undefined ? t(m.storage, { amount: amount(collected) }) : t(m.storageNoAmount);
    return `${storage}${statusNotes(transaction)}`;
  }
  const title = describeTransactionType(type).title;
  const which = type === 'tick_tock' ? ` (${description.is_tock ? 'tock' : 'tick'})` : '';
  return t(m.system, { title, which, outcome: lowerFirst(outcomeSentence(transaction, amount)) });
}

import type { Transaction } from '../../api/schemas.ts';
import { coinAmountText, type CoinFormat } from '../../ton/coin.ts';
import {
  describeActionResultCode,
  describeComputeExitCode,
  type ExitCodeDescription,
} from '../../ton/chain/exit-codes.ts';
import { describeSkipReason, describeTransactionType } from '../../ton/chain/tlb-values.ts';
import { classifyTransactionOutcome } from '../../ton/chain/transaction-outcome.ts';
import { countOf } from '../../ton/count.ts';

/** An amount of the coin as text, in the caller's unit and ticker. */
type Amounts = (nanos: bigint) => string;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "(out of gas)", or what kind of code it is when the code has no standard meaning. */
function meaning(description: ExitCodeDescription): string {
  if (description.kind === 'custom' && description.title.startsWith('Custom'))
    return ' (defined by the contract)';
  if (description.kind === 'unknown') return ' (not a standard code)';
  return ` (${lowerFirst(description.title)})`;
}

/** What happened to the value of the incoming message after a failure: bounced, not bounced, or kept. */
function bounceClause(transaction: Transaction, amount: Amounts): string {
  const bounce = transaction.description?.bounce;
  const inMsg = transaction.in_msg;
  if (bounce) {
    if (bounce.type === 'nofunds') {
      const needed = bounce.req_fwd_fees !== undefined ? ` (${amount(bounce.req_fwd_fees)} needed)` : '';
      return `; the message was bounceable, but what was left could not pay for the bounce${needed}, so nothing went back`;
    }
    if (bounce.type === 'negfunds') return '; the message was bounceable, but nothing was left to send back';
    const back = transaction.out_msgs.find((message) => message.bounced === true)?.value;
    return `; the bounceable incoming message was bounced back${back !== undefined ? ` with ${amount(back)}` : ''}`;
  }
  if (inMsg?.source && inMsg.bounce === false) {
    return '; the message was not bounceable, so its value stays with the account';
  }
  return '';
}

function statusNotes(transaction: Transaction): string {
  const notes: string[] = [];
  const description = transaction.description;
  const before = transaction.orig_status;
  const after = transaction.end_status;
  if ((before === 'uninit' || before === 'nonexist') && after === 'active')
    notes.push('The account was deployed.');
  if (description?.storage_ph?.status_change === 'frozen' || description?.action?.status_change === 'frozen')
    notes.push('The account was frozen.');
  if (description?.destroyed || after === 'nonexist') {
    if (before !== 'nonexist') notes.push('The account was deleted.');
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

  if (outcome.kind === 'unknown') return 'The API did not describe this transaction’s phases.';

  if (compute?.skipped) {
    const reason = compute.reason ?? undefined;
    if (reason === 'no_state' && outcome.bounce === 'none' && received !== undefined) {
      return `No code ran: the account has no code and the message brought none (compute phase skipped: no_state); the ${amount(received)} it carried stays with the account.`;
    }
    const why = reason ? `${reason}: ${lowerFirst(describeSkipReason(reason).title)}` : 'no reason given';
    return `Compute phase skipped (${why})${bounce}.`;
  }
  if (compute && compute.success === false) {
    const code = compute.exit_code;
    const what = code === undefined || code === null ? 'an unknown code' : `code ${code}`;
    const means = code === undefined || code === null ? '' : meaning(describeComputeExitCode(code));
    return `Failed: compute phase exited with ${what}${means}${bounce}.`;
  }
  if (action && action.success === false) {
    const code = action.result_code;
    const what = code === undefined || code === null ? 'an unknown result code' : `result code ${code}`;
    const means = code === undefined || code === null ? '' : meaning(describeActionResultCode(code));
    const nothingSent = transaction.out_msgs.some((message) => message.bounced !== true)
      ? ''
      : ', so no messages were sent';
    return `Failed: action phase ended with ${what}${means}${nothingSent}${bounce}.`;
  }
  if (description?.aborted) return `Aborted: the transaction’s changes were not committed${bounce}.`;

  const sent = transaction.out_msgs;
  const carried = sent.reduce((sum, message) => sum + (message.value ?? 0n), 0n);
  const after =
    received !== undefined
      ? ` after receiving ${amount(received)}`
      : inMsg && !inMsg.source
        ? ' on an external message'
        : '';
  const core =
    sent.length === 0
      ? `Succeeded${after}; it sent no messages.`
      : `Succeeded and sent ${countOf(sent.length, 'message')}${carried > 0n ? ` carrying ${amount(carried)}` : ''}${after}.`;
  return `${core}${statusNotes(transaction)}`;
}

/**
 * One sentence that says what happened, built from the phases, e.g. "Failed: compute phase exited with code
 * 13 (out of gas); the bounceable incoming message was bounced back with 0.9 GRAM." Amounts are written in
 * `format` (the user's unit and ticker, src/ton/coin.ts). Transactions that are
 * not ordinary say what kind they are first.
 */
export function describeTransaction(transaction: Transaction, format: CoinFormat): string {
  const amount: Amounts = (nanos) => coinAmountText(nanos, format);
  const description = transaction.description;
  const type = description?.type;
  if (!type || type === 'ord') return outcomeSentence(transaction, amount);
  if (type === 'storage') {
    const collected = description.storage_ph?.storage_fees_collected;
    return `Storage transaction: validators collected ${collected !== undefined ? amount(collected) : 'the'} storage fees; no code ran.${statusNotes(transaction)}`;
  }
  const title = describeTransactionType(type).title;
  const which = type === 'tick_tock' ? ` (${description.is_tock ? 'tock' : 'tick'})` : '';
  return `${title}${which} transaction of a system account: ${lowerFirst(outcomeSentence(transaction, amount))}`;
}

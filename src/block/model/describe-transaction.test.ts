import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../../api/schemas.ts';
import {
  RECORDED,
  recordedTransaction,
  toAborted,
  toActionFailed,
  toComputeFailed,
  withoutBounce,
  type Json,
} from '../../../test/fixtures/recorded-transactions.ts';
import { describeTransaction } from './describe-transaction.ts';
import { classifyTransactionOutcome } from '../../ton/chain/transaction-outcome.ts';
import { resultText } from '../list/transaction-result-text.ts';
import { DEFAULT_COIN_FORMAT } from '../../ton/coin.ts';

const mainnet = (hash: string) => recordedTransaction('mainnet', hash);
const testnet = (hash: string) => recordedTransaction('testnet', hash);

/** Changes the description's type, as the node writes a tick-tock transaction of a system account. */
function toTickTock(transaction: Json, tock: boolean): Json {
  const copy = structuredClone(transaction);
  const description = copy['description'] as Json;
  description['type'] = 'tick_tock';
  description['is_tock'] = tock;
  copy['in_msg'] = null;
  return copy;
}

describe('describeTransaction and resultText, one per result kind', () => {
  it.each<[string, () => Json, RegExp, string]>([
    [
      'success with messages',
      () => mainnet(RECORDED.jettonTransferTx),
      /^Succeeded and sent 1 message carrying 0\.0164152 GRAM after receiving 0\.018 GRAM\.$/,
      'Success',
    ],
    [
      'success on an external message',
      () => mainnet(RECORDED.externalWalletTx),
      /^Succeeded and sent 1 message carrying 0\.018 GRAM on an external message\.$/,
      'Success',
    ],
    [
      'success, nothing sent',
      () => mainnet(RECORDED.excessTx),
      /^Succeeded after receiving [\d.]+ GRAM; it sent no messages\.$/,
      'Success',
    ],
    [
      'skipped no_gas, not bounceable',
      () => mainnet(RECORDED.noGasTx),
      /^Compute phase skipped \(no_gas: no gas\); the message was not bounceable, so its value stays with the account\.$/,
      'Compute skipped (No gas)',
    ],
    [
      'skipped no_state, not bounceable',
      () => withoutBounce(testnet(RECORDED.noStateBouncedTx)),
      /^No code ran: the account has no code and the message brought none \(compute phase skipped: no_state\); the [\d.]+ GRAM it carried stays with the account\.$/,
      'Compute skipped (No state)',
    ],
    [
      'skipped no_state, bounced',
      () => testnet(RECORDED.noStateBouncedTx),
      /^Compute phase skipped \(no_state: no state\); the bounceable incoming message was bounced back with [\d.]+ GRAM\.$/,
      'Bounced (compute skipped: No state)',
    ],
    [
      'skipped no_gas, bounce not paid',
      () => testnet(RECORDED.noFundsBounceTx),
      /could not pay for the bounce \(0\.0004 GRAM needed\), so nothing went back\.$/,
      'Compute skipped (No gas)',
    ],
    [
      'compute failed',
      () => toComputeFailed(mainnet(RECORDED.jettonTransferTx), 13),
      /^Failed: compute phase exited with code 13 \(out of gas\)\.$/,
      'Failed in compute (exit 13: Out of gas)',
    ],
    [
      'compute failed with a contract code, bounced',
      () => testnet(RECORDED.bouncedTx),
      /^Failed: compute phase exited with code 406 \(defined by the contract\); the bounceable incoming message was bounced back with [\d.]+ GRAM\.$/,
      'Bounced (exit 406: Custom exit code 406)',
    ],
    [
      'action failed',
      () => toActionFailed(mainnet(RECORDED.jettonTransferTx), 37),
      /^Failed: action phase ended with result code 37 \(not enough TON\), so no messages were sent\.$/,
      'Failed in action (result 37: Not enough TON)',
    ],
    [
      'aborted',
      () => toAborted(mainnet(RECORDED.excessTx)),
      /^Aborted: the transaction’s changes were not committed; the message was not bounceable, so its value stays with the account\.$/,
      'Aborted',
    ],
    [
      'tick-tock',
      () => toTickTock(mainnet(RECORDED.excessTx), true),
      /^Tick-tock \(tock\) transaction of a system account: succeeded; it sent no messages\.$/,
      'Success',
    ],
  ])('%s', (_name, build, sentence, result) => {
    const transaction = transactionSchema.parse(build());
    expect(describeTransaction(transaction, DEFAULT_COIN_FORMAT)).toMatch(sentence);
    expect(resultText(classifyTransactionOutcome(transaction))).toBe(result);
  });

  it('says so when the API sent no description', () => {
    const transaction = transactionSchema.parse({ ...mainnet(RECORDED.excessTx), description: null });
    expect(describeTransaction(transaction, DEFAULT_COIN_FORMAT)).toBe(
      'The API did not describe this transaction’s phases.',
    );
    expect(resultText(classifyTransactionOutcome(transaction))).toBe('Unknown result');
  });
});

describe('describeTransaction writes amounts in the unit and ticker it is given', () => {
  it.each([
    [
      { unit: 'ton', ticker: 'GRAM' },
      'Succeeded and sent 1 message carrying 0.0164152 GRAM after receiving 0.018 GRAM.',
    ],
    [
      { unit: 'ton', ticker: 'TON' },
      'Succeeded and sent 1 message carrying 0.0164152 TON after receiving 0.018 TON.',
    ],
    [
      { unit: 'nanoton', ticker: 'GRAM' },
      'Succeeded and sent 1 message carrying 16415200 nanoGRAM after receiving 18000000 nanoGRAM.',
    ],
    [
      { unit: 'nanoton', ticker: 'TON' },
      'Succeeded and sent 1 message carrying 16415200 nanoTON after receiving 18000000 nanoTON.',
    ],
  ] as const)('%o', (format, sentence) => {
    const transaction = transactionSchema.parse(mainnet(RECORDED.jettonTransferTx));
    expect(describeTransaction(transaction, format)).toBe(sentence);
  });
});

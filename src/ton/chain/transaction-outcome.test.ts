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
import { classifyTransactionOutcome, isFailedOutcome } from './transaction-outcome.ts';

const parse = (json: Json) => transactionSchema.parse(json);
const mainnet = (hash: string) => recordedTransaction('mainnet', hash);
const testnet = (hash: string) => recordedTransaction('testnet', hash);

describe('classifyTransactionOutcome', () => {
  it.each([
    ['recorded success', () => mainnet(RECORDED.jettonTransferTx), { kind: 'success', bounce: 'none' }],
    [
      'recorded compute skipped, no_gas, not bounceable',
      () => mainnet(RECORDED.noGasTx),
      { kind: 'skipped', skipReason: 'no_gas', failedPhase: 'compute', bounce: 'none' },
    ],
    [
      'recorded compute failure that bounced',
      () => testnet(RECORDED.bouncedTx),
      { kind: 'bounced', code: 406, bounced: true, failedPhase: 'compute', bounce: 'returned' },
    ],
    [
      'recorded no_state skip that bounced',
      () => testnet(RECORDED.noStateBouncedTx),
      { kind: 'bounced', skipReason: 'no_state', bounced: true, bounce: 'returned' },
    ],
    [
      'recorded no_gas skip whose bounce could not be paid',
      () => testnet(RECORDED.noFundsBounceTx),
      { kind: 'skipped', skipReason: 'no_gas', bounced: false, bounce: 'not-sent' },
    ],
    [
      'no_state skip of a non-bounceable message',
      () => withoutBounce(testnet(RECORDED.noStateBouncedTx)),
      { kind: 'skipped', skipReason: 'no_state', bounced: false, bounce: 'none' },
    ],
    [
      'compute failed with 13',
      () => toComputeFailed(mainnet(RECORDED.jettonTransferTx), 13),
      { kind: 'compute-failed', code: 13, failedPhase: 'compute' },
    ],
    [
      'action failed with 37',
      () => toActionFailed(mainnet(RECORDED.jettonTransferTx), 37),
      { kind: 'action-failed', code: 37, failedPhase: 'action' },
    ],
    ['aborted', () => toAborted(mainnet(RECORDED.jettonTransferTx)), { kind: 'aborted', bounced: false }],
  ] as const)('%s', (_name, build, expected) => {
    expect(classifyTransactionOutcome(parse(build()))).toMatchObject(expected);
  });

  it('a transaction without a description is unknown, and not a failure', () => {
    const outcome = classifyTransactionOutcome({ description: undefined });
    expect(outcome.kind).toBe('unknown');
    expect(isFailedOutcome(outcome)).toBe(false);
  });

  it('every kind but success and unknown counts as failed', () => {
    expect(isFailedOutcome(classifyTransactionOutcome(parse(mainnet(RECORDED.noGasTx))))).toBe(true);
    expect(isFailedOutcome(classifyTransactionOutcome(parse(mainnet(RECORDED.excessTx))))).toBe(false);
  });
});

import { defineMessages } from '../i18n/messages.ts';

/** What the named TL-B values mean (tlb-values.ts); the values themselves stay as the chain writes them. */
export const tlbValueMessages = defineMessages('ton.chain.tlb-values', {
  unrecognized: 'Unrecognized value.',
  noState: 'No state',
  noStateDetail:
    'The account has no code/state and the message carried no init, so no code ran. A plain transfer to an undeployed wallet looks like this.',
  badState: 'Bad state',
  badStateDetail:
    "The message carried an init (StateInit) that could not be used: malformed, or not matching the account's address or frozen state.",
  noGas: 'No gas',
  noGasDetail: 'Not enough gas: the message value could not buy any gas.',
  suspended: 'Suspended',
  suspendedDetail:
    'The address is on the suspended address list (config param 44), so it cannot be deployed.',
  bounced: 'Bounced',
  bouncedDetail: 'The transaction failed and the remaining value was sent back to the sender.',
  bounceNoFunds: 'Bounce not sent: no funds',
  bounceNoFundsDetail:
    'The remaining message value could not pay the forwarding fee of the bounce message, so nothing was returned.',
  bounceNegFunds: 'Bounce not sent: negative funds',
  bounceNegFundsDetail: 'The remaining message value was negative after fees, so nothing was returned.',
  unchanged: 'Unchanged',
  frozen: 'Frozen',
  frozenChangeDetail:
    'The account could not pay its storage fees and was frozen: only a hash of its code and data is kept.',
  deleted: 'Deleted',
  deletedDetail: 'The account was deleted.',
  active: 'Active',
  activeDetail: 'The account has code and data.',
  uninit: 'Uninitialized',
  uninitDetail: 'The account holds a balance but no code or data has been deployed.',
  frozenStatusDetail:
    'Storage fees were not paid; only a hash of the state is kept until a message restores it.',
  nonexist: 'Nonexistent',
  nonexistDetail: 'The account does not exist on chain.',
  ord: 'Ordinary',
  ordDetail: 'Processes one inbound message and may send outbound messages.',
  storage: 'Storage',
  storageDetail: 'Added by validators to collect storage fees; runs no code.',
  tickTock: 'Tick-tock',
  tickTockDetail:
    'Run automatically for special system contracts at the start (tick) or end (tock) of each masterchain block.',
  splitPrepare: 'Split prepare',
  splitPrepareDetail: 'Prepares to split a large contract; currently not in use.',
  splitInstall: 'Split install',
  splitInstallDetail: 'Installs a split contract instance; currently not in use.',
  mergePrepare: 'Merge prepare',
  mergePrepareDetail: 'Prepares to merge split contract instances; currently not in use.',
  mergeInstall: 'Merge install',
  mergeInstallDetail: 'Installs a merged contract instance; currently not in use.',
});

import { defineMessages } from '../ton/i18n/messages.ts';
import { skeletonMessages } from './skeleton-messages.ts';

export const blockPageMessages = {
  ...skeletonMessages,
  ...defineMessages('block.page', {
    accountsInBlock: 'Accounts in this block',
    noTransactions: 'This block commits no transactions.',
    loadingSoFar: 'Loading transactions: {received} received so far…',
    loadingOf: 'Loading transactions: {received} of {expected} received…',
    noSuchTransaction: 'This block has no transaction with hash {hash}.',
    closeIt: 'Close it',
    hiddenSelection: 'The opened transaction {hash} is hidden by the filters.',
    showAll: 'Show all transactions',
    nothingFiltered: 'No transaction matches these filters.',
    nothingView: 'No transaction matches this view.',
    notABlockNumber: 'Not a block number',
    noSuchBlock: 'No such block',
    couldNotLoad: 'Block {seqno} could not be loaded',
    transactionTitle: 'Transaction {hash}',
    blockTitle: 'Block {seqno}',
    blockSubject: 'block {seqno}',
    latestCouldNotLoad: 'The latest block could not be loaded',
    latestSubject: 'the latest block',
    charactersCut: '{count} characters; the first {shown} are shown, the copy has all.',
    characters: { one: '{count} character', other: '{count} characters' },
  }),
};

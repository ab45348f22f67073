import { defineMessages } from '../../ton/i18n/messages.ts';

/** The words of the block page's "What happened" and where its actions came from. */
export const actionsMessages = defineMessages('block.actions', {
  serverWords: 'classified by the server',
  tonlensWords: 'read from the messages by tonlens',
  notOffered: 'This server does not offer actions; tonlens read them from the messages.',
  actionCount: { one: '{count} action', other: '{count} actions' },
  loadingMixed:
    '{server} classified by the server, {tonlens} read from the messages by tonlens; the rest of the server’s classification is coming…',
  loadingOwn: 'Read from the messages by tonlens for now; the server’s classification is coming…',
  failedMixed:
    'The server’s classification failed; {server} classified by the server, {tonlens} read from the messages by tonlens.',
  failedMixedWhy:
    'The server’s classification failed ({failure}); {server} classified by the server, {tonlens} read from the messages by tonlens.',
  failedOwn: 'The server’s classification failed; the actions are read from the messages by tonlens.',
  failedOwnWhy:
    'The server’s classification failed ({failure}); the actions are read from the messages by tonlens.',
  readyNone: 'The server classified no actions here.',
  readyServer: 'Classified by the server.',
  readyTonlens: 'Read from the messages by tonlens.',
  readyMixed: '{server} classified by the server, {tonlens} read from the messages by tonlens.',
  waiting: 'Actions are read once the whole block has arrived.',
  reading: {
    one: 'tonlens is reading the messages of {count} transaction…',
    other: 'tonlens is reading the messages of {count} transactions…',
  },
  heading: 'What happened',
  noActions: 'No actions: this block’s transactions did nothing tonlens or the server names.',
  actions: 'Actions',
  actionsByType: 'Actions by type',
  showEvery: 'Show every transaction again',
  showOnly: {
    one: 'Show only the {count} transaction of these actions',
    other: 'Show only the {count} transactions of these actions',
  },
  moved: 'Moved by these actions',
  movedNone: 'None: no action moved GRAM or a jetton.',
  movedPerAsset: 'Value moved per asset',
  showAllAssets: { one: 'Show all {count} assets', other: 'Show all {count} assets' },
});

import { defineMessages } from '../ton/i18n/messages.ts';

export const keyboardHelpMessages = defineMessages('app.keyboard-help', {
  title: 'Keyboard shortcuts',
  either: '{first} or {second}',
  search: 'Focus the search',
  blocks: 'Previous / next block (on a block page)',
  transactions: 'Next / previous transaction (on a block page)',
  latest: 'Latest block',
  thisList: 'This list',
  close: 'Close a dialog',
  searchHelp:
    'The search takes a block number, “latest”, addresses or links, and a date and time such as {minute} or {second} (UTC unless the display setting is local time), which opens the block in effect at that moment; a date alone opens that day’s first block.',
});

import { defineMessages } from '../../ton/i18n/messages.ts';

export const followMessages = defineMessages('block.follow', {
  paused: 'Paused while the tab is hidden',
  holding: 'Holding this block while you read it',
  checking: 'Checking for a new block every {seconds} s',
  group: 'Follow the chain',
  followNew: 'Follow new blocks',
  holdingShort: 'Holding this block ·',
  newBlocks: { one: '{count} new block — show latest', other: '{count} new blocks — show latest' },
  notFollowed: 'Newest block not followed',
});

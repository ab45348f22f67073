import { defineMessages } from '../i18n/messages.ts';

/** The words a decoded body shows for nothing there (decoded-content.ts). */
export const decodedContentMessages = defineMessages('ton.chain.decoded-content', {
  none: 'none',
  empty: 'empty',
});

import { defineMessages } from '../ton/i18n/messages.ts';

/**
 * The home page's lead, apart from its other words: the page's fallback (HomeIntro, in the first
 * download) shows it before the page's code has come. Same area as the rest (home-messages.ts).
 */
export const homeIntroMessages = defineMessages('home', {
  lead: 'A block and account explorer for the TON blockchain. Open a masterchain block to see every transaction it commits, drilled down to its phases and messages, or paste up to 1024 addresses to see their balances and states at once.',
});

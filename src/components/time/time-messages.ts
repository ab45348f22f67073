import { defineMessages } from '../../ton/i18n/messages.ts';

export const timeMessages = defineMessages('components.time', {
  /** Less than 45 seconds either way: the page's clock ticks every 30 s. */
  justNow: 'just now',
});

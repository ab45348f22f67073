import { defineMessages } from '../../ton/i18n/messages.ts';

/** The part of 'components.api' the first download needs (its other messages: api-messages.ts). */
export const ratePauseMessages = defineMessages('components.api', {
  ratePause:
    'The API asked for fewer requests: the next one goes in {seconds} s, and nothing is lost meanwhile.',
});

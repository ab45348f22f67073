import { defineMessages } from '../../ton/i18n/messages.ts';

/** What the token queries say when the sample API has no data, or a server does not offer names. */
export const tokenNoteMessages = defineMessages('api.tokens', {
  noNamesData: 'The sample API has no names data.',
  noHoldingsData: 'The sample API has no data on what this owner holds.',
  dnsNotOffered: 'DNS names are not offered by {host}.',
});

import { defineMessages } from '../ton/i18n/messages.ts';

/** The part of 'api.notices' the first download needs (its other messages: api-messages.ts). */
export const endpointMessages = defineMessages('api.notices', {
  urlTooLong: 'The API URL has at most {max} characters; this one has {length}',
  notAUrl: 'This is not a URL: write it like https://toncenter.com',
  urlScheme: 'The API URL must start with https:// or http://',
  urlQuery: 'The API URL must not contain ? or #: give only the part before /api/v3',
  urlCredentials:
    'The API URL must not contain a user name or password (the part before @): it hides where requests go',
});

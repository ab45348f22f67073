import { defineMessages } from '../../ton/i18n/messages.ts';
import { ratePauseMessages } from './rate-pause-messages.ts';

/** The API's failure states: what happened and what the reader can do (src/components/api). */
export const apiMessages = {
  ...ratePauseMessages,
  ...defineMessages('components.api', {
    tryAgain: 'Try again',
    couldNotLoad: 'Could not load {subject}',
    unexpected: 'Something unexpected went wrong: {message}',
    nothingSent: 'Nothing was sent',
    unreachableTitle: 'The API cannot be reached',
    unreachableBody:
      'Loading {subject} failed before an answer arrived. Check your connection or the endpoint, then try again.',
    timeoutTitle: 'The API is taking too long',
    timeoutBody: '{message} The server may be busy; trying again often works.',
    rateLimitTitle: 'Rate limit reached',
    rateLimitBody: '{reason}. An API key raises the limit.',
    keptRefusing:
      'The API kept refusing for {seconds} s, though each request waited its turn and was sent again',
    keptRefusingCounted: {
      one: 'The API kept refusing for {seconds} s ({count} request refused in a row), though each request waited its turn and was sent again',
      other:
        'The API kept refusing for {seconds} s ({count} requests refused in a row), though each request waited its turn and was sent again',
    },
    refusedMore: 'The API refused more requests for now',
    refusedMoreWait: 'The API refused more requests for now and asks to wait {seconds} s',
    tooLargeTitle: 'The answer is too large',
    tooLargeBody: "The API's answer for {subject} is too large to read here: {message}",
    tooLargeNote: 'A real answer is far smaller; this one may come from a misbehaving server or proxy.',
    unexpectedTitle: 'Unexpected response',
    unexpectedField: 'The API answered, but {field} could not be read, so {subject} cannot be shown.',
    unexpectedAnswer: 'The API answered, but the answer could not be read, so {subject} cannot be shown.',
    apiFailed: 'The API failed',
    apiRefused: 'The API refused the request',
    httpStatus: 'HTTP {status}',
    driftLabel: 'Fields of {subject} not in the expected form',
    driftOne:
      'One field of {subject} was not in the expected form, so it is marked “unreadable”; the raw JSON shows what was sent:',
    driftMany: {
      one: '{count} field of {subject} was not in the expected form, so it is marked “unreadable”; the raw JSON shows what was sent:',
      other:
        '{count} fields of {subject} were not in the expected form, so they are marked “unreadable”; the raw JSON shows what was sent:',
    },
    keyRequired:
      '{endpoint} answered HTTP {status} to a request sent without an API key: it does not accept requests without one. Add its key in the settings (toncenter gives keys through @tonapibot).',
    keyRequiredNotUsed:
      'The key saved for it is not used in this tab, since the API refused it before. The settings can use it again or replace it.',
    keyUnknown:
      '{endpoint} answered HTTP 401 to the API key saved for it in this browser: the server does not know the key. toncenter answers 401 for a key it never issued or has revoked; check that it was copied whole.',
    keyNotAllowed:
      '{endpoint} answered HTTP 403 to the API key saved for it in this browser: the key is not allowed here. toncenter answers 403 for a key of the other network: mainnet (toncenter.com) and testnet (testnet.toncenter.com) keys are separate.',
    tryWithoutNote:
      '“Try without the key” sends the request again without it, from this tab only: the key stays in your settings (marked as not used) until you change it there.',
    serverSaid: 'The server said: {message}',
    openSettings: 'Open settings',
    tryWithoutKey: 'Try without the key',
    sendingWithoutKey: 'Sending the request again without the API key',
    keyRequiredTitle: 'The API needs an API key',
    keyUnknownTitle: 'The API does not know this key',
    keyNotAllowedTitle: 'The API key is not allowed here',
    mixedContent:
      'This page was loaded over https, and the browser blocks its requests to the http:// address {api} (mixed content). Serve the API over https and use its https:// address in the settings.',
    connectSrc:
      'The browser blocked the request: this build’s security policy ({directive}) does not list {api}. Rebuild with {setting} (see the README), or serve tonlens from the API’s origin.',
    corsOrDown:
      'Either {api} is down or unreachable from here, or it does not allow requests from this page (CORS); the browser’s console says which.',
    corsFix:
      'For CORS, the server must answer with {allowOrigin} (or {star}) and answer the preflight {options} request with {allowHeaders}.',
  }),
};

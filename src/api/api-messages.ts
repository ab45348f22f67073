import { defineMessages } from '../ton/i18n/messages.ts';

/**
 * What the API client says to the reader: errors (ApiError `words`, translated when read, so one made
 * in the data worker reads in the page's language), notices and cuts.
 */
export const apiMessages = defineMessages('api.errors', {
  tooLargeRead:
    'The answer passed {limit}, the most tonlens reads of one answer, so reading it stopped there.',
  tooLargeAnnounced:
    'The server announced an answer of {size}; tonlens reads at most {limit} of one answer, so it was not downloaded.',
  noAnswerWithin: 'No answer within {seconds} s.',
  unreachable: 'The API could not be reached (network error, connection dropped or blocked by the browser).',
  rateLimited: 'Too many requests: the API rate limit was hit.',
  rateLimitedWait: 'Too many requests: the API asks to wait {seconds} s.',
  notJson: "The server's answer to {operation} is not JSON.",
  busyAtDeadline: 'No time was left to ask: the endpoint was still busy with other requests at the deadline.',
  waitTooLong: 'Too many requests: the API asked to wait {seconds} s, longer than this load may still take.',
  turnAfterDeadline:
    "No time was left to ask: the endpoint's next turn (its spacing between requests) comes after the deadline.",
  keptRefusing: {
    one: 'Too many requests: the API kept refusing for {seconds} s ({count} request refused in a row).',
    other: 'Too many requests: the API kept refusing for {seconds} s ({count} requests refused in a row).',
  },
  latestBlockLate: {
    one: 'The latest block did not arrive within {seconds} s ({count} try).',
    other: 'The latest block did not arrive within {seconds} s ({count} tries).',
  },
  blockLate: {
    one: 'Block {seqno} did not arrive within {seconds} s ({count} try).',
    other: 'Block {seqno} did not arrive within {seconds} s ({count} tries).',
  },
  noTimeLeft: 'No time was left to ask.',
  unusableField: "The server's answer to {operation} has an unusable field {field}: {issue}.",
  unreadableAnswer: "The server's answer to {operation} could not be read: {error}.",
  workerFailed: 'The data worker could not run (its script did not load).',
  traceUnreadable: 'The trace could not be read.',
  actionsUnreadable: 'The actions could not be read.',
  tooManyPages:
    "The server's answer to {endpoint} went on past {pages} pages of {limit}: the rest was not asked.",
  notAnAddress: 'Not an address: {text}. Nothing was sent.',
  requestIncomplete: 'The request did not complete.',
});

/** Notes of a page following the head, and why a typed API URL cannot be used. */
export const apiNoticeMessages = defineMessages('api.notices', {
  checkFailedRead: '{error} Trying again in {seconds} s',
  checkFailed: 'The newest block could not be asked for: trying again in {seconds} s',
  headWentBack:
    "The server's newest block went back to {seqno}: still showing {shown}, the newest it gave before.",
  headJumped:
    "The server's newest block jumped to {seqno}, {blocks} blocks past {from} in {seconds} s: more than the chain makes, so it is not followed unless the server's next answer agrees.",
  urlTooLong: 'The API URL has at most {max} characters; this one has {length}',
  notAUrl: 'This is not a URL: write it like https://toncenter.com',
  urlScheme: 'The API URL must start with https:// or http://',
  urlQuery: 'The API URL must not contain ? or #: give only the part before /api/v3',
  urlCredentials:
    'The API URL must not contain a user name or password (the part before @): it hides where requests go',
});

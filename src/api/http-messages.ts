import { defineMessages } from '../ton/i18n/messages.ts';

/** The part of 'api.errors' the first download needs (its other messages: api-messages.ts). */
export const httpMessages = defineMessages('api.errors', {
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
});

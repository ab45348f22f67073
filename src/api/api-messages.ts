import { defineMessages } from '../ton/i18n/messages.ts';
import { endpointMessages } from './endpoint-messages.ts';
import { httpMessages } from './http-messages.ts';

/**
 * What the API client says to the reader: errors (ApiError `words`, translated when read, so one made
 * in the data worker reads in the page's language), notices and cuts.
 */
export const apiMessages = {
  ...httpMessages,
  ...defineMessages('api.errors', {
    unreadableAnswer: "The server's answer to {operation} could not be read: {error}.",
    workerFailed: 'The data worker could not run (its script did not load).',
    traceUnreadable: 'The trace could not be read.',
    actionsUnreadable: 'The actions could not be read.',
    tooManyPages:
      "The server's answer to {endpoint} went on past {pages} pages of {limit}: the rest was not asked.",
    notAnAddress: 'Not an address: {text}. Nothing was sent.',
    requestIncomplete: 'The request did not complete.',
  }),
};

/** Notes of a page following the head, and why a typed API URL cannot be used. */
export const apiNoticeMessages = {
  ...endpointMessages,
  ...defineMessages('api.notices', {
    checkFailedRead: '{error} Trying again in {seconds} s',
    checkFailed: 'The newest block could not be asked for: trying again in {seconds} s',
    headWentBack:
      "The server's newest block went back to {seqno}: still showing {shown}, the newest it gave before.",
    headJumped:
      "The server's newest block jumped to {seqno}, {blocks} blocks past {from} in {seconds} s: more than the chain makes, so it is not followed unless the server's next answer agrees.",
  }),
};

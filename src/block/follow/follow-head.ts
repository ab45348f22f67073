/** When a new head must not move the block page, and how following is written in its URL. */

/** Scrolled further than this, the reader is reading: a new head does not move the page. */
export const READING_SCROLL_PX = 24;

export interface ReaderState {
  /** window.scrollY */
  scrollY: number;
  /** A transaction is open (`?tx=`). */
  transactionOpen: boolean;
  /** Focus is inside the block's lists (the transactions and their filters, or the accounts view). */
  focusInTransactions: boolean;
}

/** Whether moving to a new head now would move something under the reader's hands. */
export function readerIsBusy(state: ReaderState): boolean {
  return state.scrollY > READING_SCROLL_PX || state.transactionOpen || state.focusInTransactions;
}

/** The URL parameter that turns following on (`?follow=1`). */
export const FOLLOW_PARAM = 'follow';

export function isFollowing(search: URLSearchParams): boolean {
  return search.get(FOLLOW_PARAM) === '1';
}

/** `search` with following on or off; every other parameter (filters, the open transaction) kept. */
export function withFollow(search: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (on) next.set(FOLLOW_PARAM, '1');
  else next.delete(FOLLOW_PARAM);
  return next;
}

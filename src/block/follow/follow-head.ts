/** When a new head must not move the block page, and how following is written in its URL. */

/** Scrolled further than this, the reader is reading: a new head does not move the page. */
export const READING_SCROLL_PX = 24;

export interface ReaderState {
  /** window.scrollY */
  scrollY: number;
  /** A transaction is open (`?tx=`). */
  transactionOpen: boolean;
  /**
   * Focus is on a control in the page's content (focusInPageContent): the lists and their filters, the
   * "Go to time…" form, a picture bar, a disclosure — anything but the follow control itself.
   */
  focusInPage: boolean;
}

/** Whether moving to a new head now would move something under the reader's hands. */
export function readerIsBusy(state: ReaderState): boolean {
  return state.scrollY > READING_SCROLL_PX || state.transactionOpen || state.focusInPage;
}

/** Marks the follow control's own group: focus there is the reader working the control, not the page. */
export const FOLLOW_CONTROL_ATTRIBUTE = 'data-follow-control';

/**
 * Whether `active` (document.activeElement) is a control in the page's content, which a new block would
 * replace with whatever the reader typed or opened there: inside `main`, but not `main` itself (focused
 * by "Skip to content", it holds nothing), not the body, and not the follow control's own group (the
 * reader who just pressed "Follow new blocks" wants the page to move).
 */
export function focusInPageContent(active: Element | null): boolean {
  if (active === null) return false;
  const main = active.closest('main');
  if (main === null || main === active) return false;
  return active.closest(`[${FOLLOW_CONTROL_ATTRIBUTE}]`) === null;
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

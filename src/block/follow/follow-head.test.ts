import { describe, expect, it } from 'vitest';
import { isFollowing, READING_SCROLL_PX, readerIsBusy, withFollow } from './follow-head.ts';

describe('following the head', () => {
  it('holds the page while the reader has scrolled, opened a transaction or works in the list', () => {
    const idle = { scrollY: 0, transactionOpen: false, focusInTransactions: false };
    expect(readerIsBusy(idle)).toBe(false);
    expect(readerIsBusy({ ...idle, scrollY: READING_SCROLL_PX })).toBe(false);
    expect(readerIsBusy({ ...idle, scrollY: READING_SCROLL_PX + 1 })).toBe(true);
    expect(readerIsBusy({ ...idle, transactionOpen: true })).toBe(true);
    expect(readerIsBusy({ ...idle, focusInTransactions: true })).toBe(true);
  });

  it('is written as follow=1, keeping every other parameter', () => {
    const search = new URLSearchParams('status=failed&tx=abc');
    const on = withFollow(search, true);
    expect(on.toString()).toBe('status=failed&tx=abc&follow=1');
    expect(isFollowing(on)).toBe(true);
    expect(isFollowing(new URLSearchParams('follow=true'))).toBe(false);
    expect(withFollow(on, false).toString()).toBe('status=failed&tx=abc');
    // The given parameters are not changed.
    expect(search.toString()).toBe('status=failed&tx=abc');
  });
});

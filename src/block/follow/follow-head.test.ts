// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_CONTROL_ATTRIBUTE,
  focusInPageContent,
  isFollowing,
  READING_SCROLL_PX,
  readerIsBusy,
  withFollow,
} from './follow-head.ts';

describe('following the head', () => {
  it('holds the page while the reader has scrolled, opened a transaction or works in the page', () => {
    const idle = { scrollY: 0, transactionOpen: false, focusInPage: false };
    expect(readerIsBusy(idle)).toBe(false);
    expect(readerIsBusy({ ...idle, scrollY: READING_SCROLL_PX })).toBe(false);
    expect(readerIsBusy({ ...idle, scrollY: READING_SCROLL_PX + 1 })).toBe(true);
    expect(readerIsBusy({ ...idle, transactionOpen: true })).toBe(true);
    expect(readerIsBusy({ ...idle, focusInPage: true })).toBe(true);
  });

  it('counts focus on any control of the page’s content, but not on the follow control, main or the body', () => {
    document.body.innerHTML = `
      <header><input id="search"></header>
      <main id="main" tabindex="-1">
        <div ${FOLLOW_CONTROL_ATTRIBUTE}=""><button id="toggle">Follow new blocks</button></div>
        <form><input id="time"></form>
        <details><summary id="disclosure">More</summary></details>
        <svg><a id="bar" href="#"><rect /></a></svg>
        <section><button id="filter">Failed</button></section>
      </main>`;
    const byId = (id: string) => document.getElementById(id);
    for (const id of ['time', 'disclosure', 'filter']) expect(focusInPageContent(byId(id)), id).toBe(true);
    expect(focusInPageContent(document.querySelector('#bar'))).toBe(true);
    expect(focusInPageContent(byId('toggle'))).toBe(false);
    expect(focusInPageContent(byId('main'))).toBe(false);
    expect(focusInPageContent(document.body)).toBe(false);
    expect(focusInPageContent(byId('search'))).toBe(false);
    expect(focusInPageContent(null)).toBe(false);
    document.body.innerHTML = '';
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

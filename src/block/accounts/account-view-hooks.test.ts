// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowLimit } from './useRowLimit.ts';
import { SETTLE_MS, useSettledText } from './useSettledText.ts';

describe('useSettledText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const render = () =>
    renderHook(({ text, typed }) => useSettledText(text, typed), {
      initialProps: { text: '18 accounts', typed: '' },
    });

  it('keeps the text while the reader types, and takes the latest once typing pauses', () => {
    const { result, rerender } = render();
    rerender({ text: '5 of 18 accounts shown', typed: '0' });
    act(() => vi.advanceTimersByTime(SETTLE_MS - 100));
    rerender({ text: '2 of 18 accounts shown', typed: '0:' });
    act(() => vi.advanceTimersByTime(SETTLE_MS - 100));
    // Two keystrokes, each within the pause of the last: nothing new to say yet.
    expect(result.current).toBe('18 accounts');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('2 of 18 accounts shown');
  });

  it('takes a change that is not typing at once', () => {
    const { result, rerender } = render();
    rerender({ text: '3 of 18 accounts shown', typed: '' });
    expect(result.current).toBe('3 of 18 accounts shown');
  });
});

describe('useRowLimit', () => {
  it('grows on "show more" and starts over when the selection changes', () => {
    const { result, rerender } = renderHook(({ key }) => useRowLimit(key, 200), {
      initialProps: { key: 'net' },
    });
    expect(result.current[0]).toBe(200);
    act(() => result.current[1](400));
    expect(result.current[0]).toBe(400);
    rerender({ key: 'net' });
    expect(result.current[0]).toBe(400);
    rerender({ key: 'fees' });
    expect(result.current[0]).toBe(200);
    act(() => result.current[1](600));
    expect(result.current[0]).toBe(600);
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint.ts';

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('is true from the start when told not to wait', () => {
    const { result } = renderHook(() => useAfterFirstPaint(false));
    expect(result.current).toBe(true);
  });

  it('is false in the first render, and true after a frame and the task after it', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterFirstPaint(true));
    expect(result.current).toBe(false);
    expect(frames).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits for no frame in a hidden tab', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterFirstPaint(true));
    await waitFor(() => expect(result.current).toBe(true));
    expect(frames).not.toHaveBeenCalled();
  });

  it('gives its frame back when unmounted before it', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = renderHook(() => useAfterFirstPaint(true));
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});

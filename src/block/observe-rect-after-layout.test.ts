// @vitest-environment jsdom
import type { Rect, Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeElementRectAfterLayout, observeWindowRectAfterLayout } from './observe-rect-after-layout.ts';

/** The parts of a virtualizer the observers read: its scroller, that scroller's window, its first size. */
function windowInstance(initialRect: Rect) {
  return {
    scrollElement: window,
    targetWindow: window,
    scrollRect: initialRect,
    options: { initialRect },
  } as unknown as Virtualizer<Window, Element>;
}

/** Counts reads of the window's inner size (each one a layout in a browser whose page has changed). */
function countSizeReads() {
  let reads = 0;
  for (const property of ['innerWidth', 'innerHeight'] as const) {
    const value = window[property];
    vi.spyOn(window, property, 'get').mockImplementation(() => {
      reads += 1;
      return value;
    });
  }
  return () => reads;
}

afterEach(() => vi.restoreAllMocks());

describe('observeWindowRectAfterLayout', () => {
  it('reads nothing as it starts when the list was given a size, and reports after a frame', async () => {
    const reads = countSizeReads();
    const reported: Rect[] = [];
    const stop = observeWindowRectAfterLayout(windowInstance({ width: 1280, height: 900 }), (rect) =>
      reported.push(rect),
    );
    expect(reads()).toBe(0);
    expect(reported).toEqual([]);
    await vi.waitFor(() =>
      expect(reported).toEqual([{ width: window.innerWidth, height: window.innerHeight }]),
    );
    stop?.();
  });

  it('reports every resize, and neither a resize nor its frame once stopped', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const reported: Rect[] = [];
    const stop = observeWindowRectAfterLayout(windowInstance({ width: 1280, height: 900 }), (rect) =>
      reported.push(rect),
    );
    window.dispatchEvent(new Event('resize'));
    expect(reported).toHaveLength(1);
    stop?.();
    expect(cancel).toHaveBeenCalledWith(frames.mock.results[0]?.value);
    window.dispatchEvent(new Event('resize'));
    // A frame later still nothing: the frame asked for at the start was given back.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(reported).toHaveLength(1);
  });

  it('reads the size at once when the list was given none (going back: no rows without it)', () => {
    const reads = countSizeReads();
    const reported: Rect[] = [];
    const stop = observeWindowRectAfterLayout(windowInstance({ width: 0, height: 0 }), (rect) =>
      reported.push(rect),
    );
    expect(reads()).toBeGreaterThan(0);
    expect(reported).toEqual([{ width: window.innerWidth, height: window.innerHeight }]);
    stop?.();
  });
});

describe('observeElementRectAfterLayout', () => {
  function elementWithSize(width: number, height: number) {
    const element = document.createElement('div');
    let reads = 0;
    Object.defineProperty(element, 'clientWidth', { get: () => ((reads += 1), width) });
    Object.defineProperty(element, 'clientHeight', { get: () => ((reads += 1), height) });
    return { element, reads: () => reads };
  }

  it("reads the element's size only in its ResizeObserver's report, and stops observing when told", () => {
    const { element, reads } = elementWithSize(640, 480);
    let report: (() => void) | undefined;
    const disconnect = vi.fn();
    // jsdom has no ResizeObserver: the browser's is stood in for by one whose reports the test sends.
    class FakeResizeObserver {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    }
    const instance = {
      scrollElement: element,
      targetWindow: { ResizeObserver: FakeResizeObserver },
    } as unknown as Virtualizer<HTMLDivElement, Element>;
    const reported: Rect[] = [];
    const stop = observeElementRectAfterLayout(instance, (rect) => reported.push(rect));
    expect(reads()).toBe(0);
    expect(reported).toEqual([]);
    report?.();
    expect(reported).toEqual([{ width: 640, height: 480 }]);
    stop?.();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('reads the size at once where there is no ResizeObserver to report it', () => {
    const { element, reads } = elementWithSize(640, 480);
    const instance = { scrollElement: element, targetWindow: window } as unknown as Virtualizer<
      HTMLDivElement,
      Element
    >;
    const reported: Rect[] = [];
    observeElementRectAfterLayout(instance, (rect) => reported.push(rect));
    expect(reads()).toBeGreaterThan(0);
    expect(reported).toEqual([{ width: 640, height: 480 }]);
  });
});

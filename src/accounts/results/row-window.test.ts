import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window.ts';

describe('rowWindow', () => {
  const tens = Array.from({ length: 100 }, () => 10);

  it('gives the rows that overlap the band and the height of the others', () => {
    expect(rowWindow(tens, 95, 205)).toEqual({ start: 9, end: 21, paddingTop: 90, paddingBottom: 790 });
  });

  it('gives the first rows for a band above the list, the last for one below it', () => {
    expect(rowWindow(tens, -500, -100)).toEqual({ start: 0, end: 1, paddingTop: 0, paddingBottom: 990 });
    expect(rowWindow(tens, 5000, 6000)).toEqual({ start: 99, end: 100, paddingTop: 990, paddingBottom: 0 });
  });

  it('counts rows of different heights (an opened row)', () => {
    const heights = [10, 500, 10, 10];
    expect(rowWindow(heights, 20, 30)).toEqual({ start: 1, end: 2, paddingTop: 10, paddingBottom: 20 });
    expect(rowWindow(heights, 515, 519)).toEqual({ start: 2, end: 3, paddingTop: 510, paddingBottom: 10 });
  });

  it('gives nothing for no rows', () => {
    expect(rowWindow([], 0, 100)).toEqual({ start: 0, end: 0, paddingTop: 0, paddingBottom: 0 });
  });
});

/** Which of a list's rows lie in a band of the page, and the space the others take above and below. */
export interface RowWindow {
  /** The first row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** The height of the rows before `start`. */
  paddingTop: number;
  /** The height of the rows from `end` on. */
  paddingBottom: number;
}

/**
 * The rows of `heights` (in order, in pixels) that overlap the band from `top` to `bottom`, both measured
 * from the top of the first row. A band above the list gives its first rows, one below it its last: the
 * list always renders something, so the page keeps its length and a row to anchor its scroll on.
 */
export function rowWindow(heights: readonly number[], top: number, bottom: number): RowWindow {
  const count = heights.length;
  let offset = 0;
  let start = 0;
  while (start < count - 1 && offset + (heights[start] ?? 0) <= top) {
    offset += heights[start] ?? 0;
    start += 1;
  }
  const paddingTop = offset;
  let end = start;
  while (end < count && (end === start || offset < bottom)) {
    offset += heights[end] ?? 0;
    end += 1;
  }
  let rest = 0;
  for (let index = end; index < count; index += 1) rest += heights[index] ?? 0;
  return { start, end, paddingTop, paddingBottom: rest };
}

export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return (
    a.start === b.start &&
    a.end === b.end &&
    a.paddingTop === b.paddingTop &&
    a.paddingBottom === b.paddingBottom
  );
}

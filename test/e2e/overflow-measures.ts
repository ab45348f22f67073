/**
 * What of a page lies sideways beyond what the reader sees, measured inside the page. Each function runs
 * in the browser (Playwright's page.evaluate here, puppeteer's in test/firefox/firefox.ts), so it is
 * self-contained: no imports, no helpers from this module.
 */

export interface Overflow {
  /** The width the reader sees (the viewport less a classic scrollbar, if any). */
  width: number;
  /** How wide the page is: more than `width` means the page scrolls sideways. */
  scrollWidth: number;
  /**
   * Each outermost element whose box reaches past the right edge without a clipping or scrolling
   * ancestor inside the viewport to hold it: what makes the page wider than the phone, and by how much.
   */
  offenders: string[];
}

/**
 * The page's width and what reaches past its right edge. An ancestor that clips (overflow other than
 * visible) holds an element only if it clips it: a positioned element escapes every clipping ancestor
 * below its containing block (a visually hidden span in a scrolled table cell stretches the page).
 */
export function overflowInPage(): Overflow {
  const root = document.documentElement;
  const width = root.clientWidth;
  const right = (element: Element) => element.getBoundingClientRect().right + window.scrollX;
  /** Whether the element positions absolutely-placed descendants (it is their containing block). */
  const containsAbsolute = (style: CSSStyleDeclaration) =>
    style.position !== 'static' || containsFixed(style);
  const containsFixed = (style: CSSStyleDeclaration) =>
    style.transform !== 'none' ||
    style.filter !== 'none' ||
    style.perspective !== 'none' ||
    /paint|layout|strict|content/.test(style.contain);
  const heldInside = (element: Element) => {
    let escaping = getComputedStyle(element).position;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (escaping === 'absolute' && !containsAbsolute(style)) continue;
      if (escaping === 'fixed' && !containsFixed(style)) continue;
      if (style.overflowX !== 'visible' && right(up) <= width + 0.5) return true;
      escaping = style.position;
    }
    return false;
  };
  const describe = (element: Element) => {
    const classes = element.getAttribute('class')?.trim().split(/\s+/).join('.') ?? '';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`;
  };
  const outside = new Set<Element>();
  const offenders: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const beyond = right(element) - width;
    if (beyond <= 0.5 || heldInside(element)) continue;
    outside.add(element);
    let up = element.parentElement;
    while (up && !outside.has(up)) up = up.parentElement;
    if (!up) offenders.push(`${describe(element)} by ${Math.round(beyond)} px`);
  }
  return { width, scrollWidth: root.scrollWidth, offenders };
}

/**
 * Each box that scrolls sideways (overflow-x auto or scroll) with more inside than it shows: data the
 * reader reaches only by scrolling a box sideways. The page itself is overflowInPage's.
 */
export function sidewaysScrollBoxesInPage(): string[] {
  return [...document.body.querySelectorAll('*')]
    .filter((element) => {
      const overflowX = getComputedStyle(element).overflowX;
      return (
        (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
      );
    })
    .map((element) => {
      const classes = element.getAttribute('class')?.trim().split(/\s+/).join('.') ?? '';
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}" shows ${
        element.clientWidth
      } of ${element.scrollWidth} px`;
    });
}

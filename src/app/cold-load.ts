/**
 * Whether the page being drawn is the first of a cold load (index.html's boot header still on screen, the
 * tab visible): then a page with a skeleton of its own (home, the block page, the accounts page) paints it
 * before asking for its code (LazyPages.tsx). Once the first page has been drawn — whatever page it was — every
 * later page is a navigation in the app, and asks for its code at once. A tab opened in the background
 * paints no frame until it is shown, so it does not wait either.
 */
let firstPage =
  typeof document !== 'undefined' &&
  document.visibilityState === 'visible' &&
  document.querySelector('#root > .boot-header') !== null;

/** Whether the page now rendering is a cold load's first (see above). */
export function isColdLoadFirstPage(): boolean {
  return firstPage;
}

/** The first page has been drawn (the layout's first commit): later pages are navigations. */
export function firstPageDrawn(): void {
  firstPage = false;
}

/**
 * Whether the location shown is still the one the page loaded with. React Router calls both a POP: the
 * page a cold load opens (it starts at its top, or its #fragment) and a page the back button returns to
 * (the layout's useScrollRestoration then puts back where it was scrolled). A list virtualized against the
 * window's scroll renders the rows at the top for the first, and waits for the restored position for the
 * second.
 */
let firstLocationLeft = false;

export function isStillOnFirstLocation(): boolean {
  return !firstLocationLeft;
}

/** The app showed another location (useScrollRestoration, when the history key changes). */
export function firstLocationWasLeft(): void {
  firstLocationLeft = true;
}

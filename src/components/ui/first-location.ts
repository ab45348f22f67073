/**
 * Whether the location shown is still the one the page loaded with. React Router calls both a POP: the
 * page a cold load opens (it starts at its top, or its #fragment) and a page the back button returns to
 * (the layout's useScrollRestoration then puts back where it was scrolled). A list virtualized against the
 * window's scroll renders the rows at the top for the first, and waits for the restored position for the
 * second.
 *
 * Decided from the location's history key during the render: the layout's effect that notes a new key
 * runs after the render of the page at that key, which would otherwise still count as the first.
 */
let firstKey: string | undefined;
let firstLocationLeft = false;

export function isStillOnFirstLocation(key: string): boolean {
  return !firstLocationLeft && (firstKey === undefined || key === firstKey);
}

/** The layout shows the location with history key `key` (useScrollRestoration, on each new key). */
export function noteLocationShown(key: string): void {
  if (firstKey === undefined) firstKey = key;
  else if (key !== firstKey) firstLocationLeft = true;
}

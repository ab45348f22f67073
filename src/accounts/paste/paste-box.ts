/** The paste box's shape, shared by the box and the page's skeleton (AccountsSkeleton). */

/** What the empty box shows: one address per line, in the forms it takes. */
export const PASTE_PLACEHOLDER = 'EQD…\nUQC…\n0:9DA9…\nhttps://tonviewer.com/EQ…';

/** The box's visible lines (the skeleton's stand-in has the same, so it is the same height). */
export const PASTE_ROWS = 8;

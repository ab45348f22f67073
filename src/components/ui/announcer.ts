/**
 * One polite live region for the whole page, for short confirmations such as "Copied address …". A
 * live region per copy button would put hundreds of them in a long list (each an extra element to
 * create while scrolling); screen readers need only one, present from the start (LiveAnnouncer, in the
 * layout), whose text changes.
 */
type Listener = () => void;

let message = '';
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function publish(next: string) {
  message = next;
  for (const listener of listeners) listener();
}

/** Says `text` once through the page's live region; it is cleared after `durationMs`. */
export function announce(text: string, durationMs = 1500) {
  clearTimeout(clearTimer);
  // The same words twice in a row are a change too: clear first, so the region's text changes.
  if (message === text) publish('');
  publish(text);
  clearTimer = setTimeout(() => publish(''), durationMs);
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAnnouncement(): string {
  return message;
}

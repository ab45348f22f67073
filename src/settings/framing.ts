/**
 * Whether this page is shown inside another page's frame. A frame lets the page around it lay invisible
 * layers over ours and turn a user's click into a confirmation (clickjacking): the server's
 * `Content-Security-Policy: frame-ancestors 'none'` stops it where the app is deployed as docs/deploy.md says
 * (deploy/nginx.conf); where it is not, the app refuses to act when framed.
 */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent may refuse even the comparison: framed all the same.
    return true;
  }
}

/** Framing does not change during a page's life. */
const FRAMED = isFramed();

export function useFramed(): boolean {
  return FRAMED;
}

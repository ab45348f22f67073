/**
 * Which designed state an API error gets when it is about the endpoint rather than the thing asked for:
 * a refused API key (401/403), or an endpoint the page cannot reach and why that is likely. Pure, so the
 * choice is table-tested; the panels (KeyRefusal.tsx, UnreachableHint.tsx) only word it.
 */
import { isKeyRefusal } from '../../api/api-error.ts';
import { TONCENTER_HOSTS } from '../../api/endpoint.ts';
import { revealInvisible, SERVER_MESSAGE_SHOWN, truncateMiddle } from '../../ton/text/text-safety.ts';

/**
 * - `key-unknown`: a key was sent and the server does not know it (401);
 * - `key-not-allowed`: a key was sent and is not allowed here (403; toncenter: a key of the other network);
 * - `key-required`: no key was sent and the endpoint refuses requests without one (401 or 403).
 */
export type KeyRefusalKind = 'key-unknown' | 'key-not-allowed' | 'key-required';

export interface KeyRefusalState {
  kind: KeyRefusalKind;
  status: 401 | 403;
}

/**
 * Undefined for anything but a 401/403 answer: other 4xx keep their own state. Whether a key was sent is
 * the refused request's own record (`error.keySent`); `keyInSettings`, whether the settings send one now,
 * stands in only for an error that does not say, since the settings may have changed since the refusal
 * ("Try without the key", a key cleared) while it is still shown.
 */
export function keyRefusalState(error: unknown, keyInSettings: boolean): KeyRefusalState | undefined {
  if (!isKeyRefusal(error)) return undefined;
  const status = error.status;
  const keySent = error.keySent ?? keyInSettings;
  if (!keySent) return { kind: 'key-required', status };
  return { kind: status === 401 ? 'key-unknown' : 'key-not-allowed', status };
}

/**
 * A server's error message as a panel quotes it: the server is a stranger, so its invisible and
 * direction-changing characters are made visible, and it is cut to SERVER_MESSAGE_SHOWN characters
 * (then "…") before they are made visible, so what shows starts as the message does and a character at
 * the cut is shown whole. (Not cut again after, as shownStrangerText does: a message of hidden characters
 * can show up to eight times as long.)
 */
export function shownServerMessage(message: string): string {
  return revealInvisible(truncateMiddle(message, SERVER_MESSAGE_SHOWN, 0)).text;
}

/**
 * Why a request that never got an answer (a fetch TypeError) likely failed:
 * - `mixed-content`: an http:// API from an https:// page; browsers block it (certain);
 * - `connect-src`: the page's security policy does not list the API's origin (certain);
 * - `cors-or-down`: another origin that is not toncenter: it refused the browser's CORS check or is down
 *   (the page cannot tell which; the browser's console can).
 * Undefined when nothing more can be said than "cannot be reached": the sample API on this origin and the
 * toncenter presets, whose CORS is known to be right, fail only for ordinary reasons.
 */
export type UnreachableCause = 'mixed-content' | 'connect-src' | 'cors-or-down';

export interface PageFacts {
  /** The page's origin, e.g. `https://explorer.example.org`. */
  origin: string;
  /** Whether the page's Content Security Policy lets it connect to `url`. */
  connectAllowed: (url: string) => boolean;
}

/** Browsers treat loopback as secure: an http:// API there is not mixed content. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export function unreachableCause(baseUrl: string, page: PageFacts): UnreachableCause | undefined {
  if (baseUrl === '') return undefined;
  let api: URL;
  let pageUrl: URL;
  try {
    api = new URL(baseUrl);
    pageUrl = new URL(page.origin);
  } catch {
    return undefined;
  }
  if (pageUrl.protocol === 'https:' && api.protocol === 'http:' && !isLoopback(api.hostname))
    return 'mixed-content';
  if (!page.connectAllowed(baseUrl)) return 'connect-src';
  if (api.origin === pageUrl.origin || TONCENTER_HOSTS.has(api.hostname)) return undefined;
  return 'cors-or-down';
}

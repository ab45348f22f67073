/**
 * The built app's Content Security Policy, as a <meta> tag in index.html (static hosting can serve no
 * headers). Scripts only from this origin; API requests only to this origin, the toncenter presets,
 * VITE_API_BASE_URL and any origins listed in VITE_CSP_CONNECT_ORIGINS (a self-hosted index).
 *
 * Images: token images are third-party (the token's creator sees who loads them). The build's policy
 * allows https images, and at startup, unless the user has allowed token images (settings), the app adds
 * a second policy with `img-src 'self' data:` (settings/image-policy.ts). Policies intersect, so images then come
 * only from this origin. A page can tighten its policy but never loosen it: allowing token images takes
 * effect at the next load.
 */
import { TONCENTER_HOSTS } from '../api/endpoint.ts';

export const TONCENTER_ORIGINS: readonly string[] = [...TONCENTER_HOSTS.keys()].map(
  (host) => `https://${host}`,
);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function buildContentSecurityPolicy(env: {
  VITE_API_BASE_URL?: string;
  VITE_CSP_CONNECT_ORIGINS?: string;
}) {
  const extra = (env.VITE_CSP_CONNECT_ORIGINS ?? '')
    .split(/[\s,]+/)
    .map((value) => originOf(value))
    .filter((value): value is string => value !== undefined);
  const base = env.VITE_API_BASE_URL ? originOf(env.VITE_API_BASE_URL) : undefined;
  const connect = [...new Set(["'self'", ...TONCENTER_ORIGINS, ...(base ? [base] : []), ...extra])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Whether this page's CSP lets it call `url`. A custom endpoint chosen at run time cannot widen the
 * policy the build shipped, so the settings say so instead of failing with a bare network error.
 */
export function isConnectAllowedByPage(url: string, doc: Document = document): boolean {
  // Every policy of the page must allow it (they intersect); one without connect-src does not limit it.
  const policies = [...doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')];
  return policies.every((meta) => {
    const directive = (meta.getAttribute('content') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src');
    if (!directive) return true;
    const origin = originOf(url);
    if (!origin) return false;
    const sources = directive.slice(1);
    // A document made by createHTMLDocument has no location.
    if (origin === doc.location?.origin && sources.includes("'self'")) return true;
    return sources.includes(origin) || sources.includes(new URL(origin).protocol);
  });
}

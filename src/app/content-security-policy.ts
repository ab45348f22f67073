/**
 * The built app's Content Security Policy, as a <meta> tag in index.html (static hosting can serve no
 * headers). Scripts only from this origin; API requests only to this origin, the toncenter presets,
 * VITE_API_BASE_URL and any origins listed in VITE_CSP_CONNECT_ORIGINS (a self-hosted index).
 * Token images are third-party: the app adds a stricter img-src at startup until the user allows them
 * (a page can only tighten its policy, never loosen it).
 */
export const TONCENTER_ORIGINS = ['https://toncenter.com', 'https://testnet.toncenter.com'] as const;

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

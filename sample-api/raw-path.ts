// The sample API's path contract, checked on the request target as it came off the wire, before any URL
// parsing: `new URL()` reads `\` as `/`, resolves `..` and `%2e%2e`, and takes `//host/…` for a host, so
// a path that looks like the API's (and passes a proxy's `location /api/`) could otherwise be resolved
// into a control endpoint (`/api/v3\..\..\__sample/faults`).

/** Percent-encoded `.`, `/` and `\`, either case: the forms a resolver decodes into a path's structure. */
const ENCODED_STRUCTURE = /%(2e|2f|5c)/i;

/**
 * Why `target` (a request's `req.url`) is outside the contract, or undefined when it is inside: the path
 * (before `?`) must start with one `/` and hold no backslash, no empty segment (`//`), no `.` or `..`
 * segment and no encoded dot, slash or backslash. The query is the routes' business, not checked here.
 */
export function rawPathProblem(target: string): string | undefined {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!path.startsWith('/')) return 'the path must start with /';
  if (path.includes('\\')) return 'the path must not hold a backslash';
  if (ENCODED_STRUCTURE.test(path)) return 'the path must not hold an encoded dot, slash or backslash';
  const segments = path.slice(1).split('/');
  // A trailing slash leaves one empty segment at the end: the API's routes accept it, as the index does.
  if (segments.slice(0, -1).some((segment) => segment === '')) return 'the path must not hold //';
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return 'the path must not hold a . or .. segment';
  }
  return undefined;
}

/** The path of a request target that passed rawPathProblem, as written (no decoding, no resolving). */
export function rawPathOf(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

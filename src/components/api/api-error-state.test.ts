import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { SERVER_MESSAGE_SHOWN } from '../../ton/text/text-safety.ts';
import { keyRefusalState, shownServerMessage, unreachableCause, type PageFacts } from './api-error-state.ts';

const http = (status: number, keySent?: boolean) =>
  new ApiError({
    kind: 'http',
    message: `HTTP ${status}`,
    status,
    ...(keySent === undefined ? {} : { keySent }),
  });

describe('keyRefusalState', () => {
  it.each([
    [401, true, { kind: 'key-unknown', status: 401 }],
    [403, true, { kind: 'key-not-allowed', status: 403 }],
    [401, false, { kind: 'key-required', status: 401 }],
    [403, false, { kind: 'key-required', status: 403 }],
  ] as const)('HTTP %i, key sent: %s', (status, keySent, expected) => {
    expect(keyRefusalState(http(status), keySent)).toStrictEqual(expected);
  });

  // The refused request's own record wins over the settings, which may have changed since ("Try without the
  // key", a key cleared or added) while the refusal is still on the page.
  it.each([
    [401, true, false, { kind: 'key-unknown', status: 401 }],
    [403, true, false, { kind: 'key-not-allowed', status: 403 }],
    [401, false, true, { kind: 'key-required', status: 401 }],
    [403, false, true, { kind: 'key-required', status: 403 }],
  ] as const)(
    'HTTP %i, key sent: %s, a key in the settings now: %s',
    (status, keySent, inSettings, expected) => {
      expect(keyRefusalState(http(status, keySent), inSettings)).toStrictEqual(expected);
    },
  );

  it.each([400, 404, 405, 407, 422, 500, 503])('leaves HTTP %i to its own state', (status) => {
    expect(keyRefusalState(http(status), true)).toBeUndefined();
  });

  it('is only about HTTP answers: a 429, a network failure or a plain error are not refusals', () => {
    expect(keyRefusalState(new ApiError({ kind: 'rate-limit', message: '', status: 429 }), true)).toBe(
      undefined,
    );
    expect(keyRefusalState(new ApiError({ kind: 'network', message: '' }), true)).toBeUndefined();
    expect(keyRefusalState(new Error('HTTP 401'), true)).toBeUndefined();
    // A 401 read from an answer that was not an HTTP refusal (never made by the client, but not ours to guess).
    expect(
      keyRefusalState(new ApiError({ kind: 'unexpected-response', message: '', status: 401 }), true),
    ).toBeUndefined();
  });
});

describe('shownServerMessage', () => {
  it('makes invisible and direction characters visible', () => {
    expect(shownServerMessage('key \u202Eyek\u200B refused')).toBe('key ⟨U+202E⟩yek⟨U+200B⟩ refused');
    expect(shownServerMessage('blocks not found')).toBe('blocks not found');
  });

  it(`cuts a long message to ${SERVER_MESSAGE_SHOWN} characters and an ellipsis`, () => {
    const page = `<html>${'x'.repeat(100_000)}</html>`;
    const shown = shownServerMessage(page);
    expect(Array.from(shown)).toHaveLength(SERVER_MESSAGE_SHOWN + 1);
    expect(shown).toBe(`${page.slice(0, SERVER_MESSAGE_SHOWN)}…`);
    const exact = 'y'.repeat(SERVER_MESSAGE_SHOWN);
    expect(shownServerMessage(exact)).toBe(exact);
  });

  it('cuts before revealing, so an invisible character near the cut is shown whole', () => {
    const message = `${'z'.repeat(SERVER_MESSAGE_SHOWN - 1)}\u202E${'z'.repeat(50)}`;
    expect(shownServerMessage(message)).toBe(`${'z'.repeat(SERVER_MESSAGE_SHOWN - 1)}⟨U+202E⟩…`);
  });
});

describe('unreachableCause', () => {
  const page = (origin: string, allowed: readonly string[] = []): PageFacts => ({
    origin,
    connectAllowed: (url) => allowed.includes(new URL(url).origin) || new URL(url).origin === origin,
  });
  const everything: PageFacts['connectAllowed'] = () => true;

  it.each([
    // [base URL, page origin, origins the CSP allows besides 'self', expected]
    ['', 'https://explorer.example', [], undefined],
    ['https://toncenter.com', 'https://explorer.example', ['https://toncenter.com'], undefined],
    ['https://testnet.toncenter.com', 'http://127.0.0.1:4173', ['https://testnet.toncenter.com'], undefined],
    ['https://index.example.org', 'https://explorer.example', ['https://index.example.org'], 'cors-or-down'],
    ['https://index.example.org', 'https://explorer.example', [], 'connect-src'],
    ['http://index.example.org', 'https://explorer.example', ['http://index.example.org'], 'mixed-content'],
    // Mixed content is told first: it is certain whatever the policy says.
    ['http://index.example.org', 'https://explorer.example', [], 'mixed-content'],
    // From an http page, an http API is not mixed content.
    [
      'http://index.example.org:8081',
      'http://explorer.example',
      ['http://index.example.org:8081'],
      'cors-or-down',
    ],
    // Browsers treat loopback as secure: an https page may call an http API there.
    ['http://127.0.0.1:8081', 'https://explorer.example', ['http://127.0.0.1:8081'], 'cors-or-down'],
    ['http://localhost:8081', 'https://explorer.example', ['http://localhost:8081'], 'cors-or-down'],
    // This very origin needs no CORS, and 'self' is in every policy.
    ['http://127.0.0.1:4173', 'http://127.0.0.1:4173', [], undefined],
    // toncenter's CORS is right; only a policy that leaves it out can stop it.
    ['https://toncenter.com', 'https://explorer.example', [], 'connect-src'],
  ] as const)('%s from %s (CSP allows %j): %s', (baseUrl, origin, allowed, expected) => {
    expect(unreachableCause(baseUrl, page(origin, allowed))).toBe(expected);
  });

  it('says nothing of a base URL it cannot read', () => {
    expect(
      unreachableCause('not a url', { origin: 'https://explorer.example', connectAllowed: everything }),
    ).toBe(undefined);
  });
});

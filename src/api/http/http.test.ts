import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { exchange, KEY_QUOTED_NOTE } from './http.ts';

const answer = (status: number, body: string) => () =>
  Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

async function failureOf(status: number, body: string, apiKey?: string): Promise<ApiError> {
  const error: unknown = await exchange(
    {
      url: 'http://127.0.0.1/api/v3/masterchainInfo',
      request: '/api/v3/masterchainInfo',
      apiKey,
      timeoutMs: 1000,
      fetch: answer(status, body),
    },
    (response) => response.text(),
  ).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('a refused request', () => {
  it('keeps the status and the server message of a 401/403', async () => {
    const error = await failureOf(403, '{"error":"key is for another network"}', 'k');
    expect(error).toMatchObject({ kind: 'http', status: 403, serverMessage: 'key is for another network' });
  });

  it('says whether the refused request carried a key', async () => {
    expect((await failureOf(401, '{"error":"unknown key"}', 'tonlens-secret-key-1234')).keySent).toBe(true);
    expect((await failureOf(403, '{"error":"key required"}')).keySent).toBe(false);
    // An empty key is not sent (no X-API-Key header), so no key was refused.
    expect((await failureOf(401, '{"error":"key required"}', '')).keySent).toBe(false);
    expect((await failureOf(429, '{"error":"slow down"}', 'tonlens-secret-key-1234')).keySent).toBe(true);
  });

  it('never carries the key: a message quoting it whole is withheld', async () => {
    const key = 'tonlens-secret-key-1234';
    const error = await failureOf(401, `{"error":"API key ${key} does not exist (${key})"}`, key);
    expect(error.serverMessage).toBe(KEY_QUOTED_NOTE);
    expect(error.message).toBe(`HTTP 401: ${KEY_QUOTED_NOTE}`);
    const quoted = await failureOf(401, `{"error":"invalid api_key=\\"${key}\\""}`, key);
    expect(quoted.serverMessage).toBe(KEY_QUOTED_NOTE);
  });

  it.each([
    ['its first 8 characters', (key: string) => `invalid key ${key.slice(0, 8)}…`],
    ['its last 8 characters', (key: string) => `invalid key …${key.slice(-8)}`],
    ['8 characters from its middle', (key: string) => `bad key part ${key.slice(20, 28)}`],
    ['its first characters in upper case', (key: string) => `KEY ${key.slice(0, 12).toUpperCase()} REFUSED`],
  ])('never carries the key: a message quoting %s is withheld, on 401 and 403', async (_, quote) => {
    const key = '5d41402abc4b2a76b9719d911017c592e4f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5';
    for (const status of [401, 403]) {
      const error = await failureOf(status, JSON.stringify({ error: quote(key) }), key);
      expect(error.serverMessage).toBe(KEY_QUOTED_NOTE);
      expect(error.message).toBe(`HTTP ${status}: ${KEY_QUOTED_NOTE}`);
    }
  });

  it('keeps a message that quotes fewer than 8 characters of the key, and a short key is cut out as a word', async () => {
    const key = '5d41402abc4b2a76b9719d911017c592';
    const error = await failureOf(401, `{"error":"key 5d41402 is unknown"}`, key);
    expect(error.serverMessage).toBe('key 5d41402 is unknown');
    const short = await failureOf(401, '{"error":"key abc12 is unknown, abc123 is not"}', 'abc12');
    expect(short.serverMessage).toBe('key [API key] is unknown, abc123 is not');
  });
});

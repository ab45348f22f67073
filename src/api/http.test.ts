import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { exchange } from './http.ts';

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

  it('never carries the key, even when the server quotes it', async () => {
    const key = 'tonlens-secret-key-1234';
    const error = await failureOf(401, `{"error":"API key ${key} does not exist (${key})"}`, key);
    expect(error.serverMessage).toBe('API key [API key] does not exist ([API key])');
    expect(error.message).not.toContain(key);
    const quoted = await failureOf(401, `{"error":"invalid api_key=\\"${key}\\""}`, key);
    expect(quoted.serverMessage).toBe('invalid api_key="[API key]"');
  });
});

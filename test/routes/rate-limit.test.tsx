/**
 * A server that refuses (429) while a page loads: the page says it is waiting for the API and how long,
 * sends the request again in its turn, and shows the block with nothing lost. A private loopback server
 * in front of the sample API, so its refusal and what the client learns from it touch no other test.
 */
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../fixtures/block-answers-server.ts';
import { renderApp } from '../render-app.tsx';

let api: BlockAnswersServer;
beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
});
afterAll(() => api.close());

it('says the API asked to wait, then shows the block once the refused request is sent again', async () => {
  // toncenter's gateway body; no Retry-After, so the client backs off 1 s.
  api.answerOnce(50503953, '{"ok":false,"result":"Ratelimit exceed","code":429}', 429);
  renderApp('/block/50503953', { baseUrl: api.origin });
  // Said in a status region: announced without taking the focus.
  const waiting = /The API asked for fewer requests: the next one goes in 1 s/;
  expect(
    await screen.findByRole('status', { name: (_, element) => waiting.test(element.textContent ?? '') }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Masterchain block 50503953' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The pause is over: the notice is gone (its empty status region stays for the next one).
  expect(screen.queryByText(/The API asked for fewer requests/)).not.toBeInTheDocument();
  expect(api.requests.filter((request) => request.includes('masterchainBlockShardState'))).toHaveLength(2);
});

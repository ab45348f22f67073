// The sample server itself, as the specs use it: `page.request` reuses one connection across a test, so
// the server must not close it idle while a test is still running (the ECONNRESET of CI, stop 32).
import { expect, test } from '@playwright/test';

test('the sample server keeps an idle connection for two minutes, longer than any test', async ({
  request,
}) => {
  const response = await request.get('/api/v3/masterchainInfo');
  expect(response.ok()).toBe(true);
  expect(response.headers()['keep-alive']).toBe('timeout=120');
});

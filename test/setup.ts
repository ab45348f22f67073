import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Node-environment suites (real HTTP against the sample API) have no DOM storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// jsdom lays nothing out, so it has no scrollIntoView; the browser always does.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

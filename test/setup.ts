import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the browser's own API, in memory (the workspace stores labels and lists in it).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reloadSettingsFromStorage } from '../src/settings/settings-store.ts';
import { reloadWorkspaceFromStorage } from '../src/workspace/workspace-db.ts';

// Lazy route modules are transformed on first use; on a loaded 2-core machine that can take a few
// seconds, longer than Testing Library's default 1 s wait for findBy queries.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Each test starts with empty browser storage; the workspace's stores read it again.
  globalThis.indexedDB = new IDBFactory();
  reloadWorkspaceFromStorage();
  // Node-environment suites (real HTTP against the sample API) have no DOM storage.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  // The settings store lives for the page; the next test starts from the (now empty) storage.
  reloadSettingsFromStorage();
});

// jsdom lays nothing out, so it has no scrollIntoView; the browser always does.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// jsdom has <dialog> but not its modal methods; this keeps their observable effect (the open attribute).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Tests never leave this machine: a request to anything but loopback fails like an offline network
// (the toncenter presets are exercised this way), and the real sample API on 127.0.0.1 still answers.
const loopbackFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1/');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return Promise.reject(new TypeError(`fetch failed: ${url.origin} is off-limits in tests`));
  }
  return loopbackFetch(input, init);
};

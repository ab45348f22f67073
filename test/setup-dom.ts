// The DOM's setup, for jsdom files (test/setup.ts imports it when there is a window).
import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the browser's own API, in memory (the workspace stores labels and lists in it).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reloadSettingsFromStorage } from '../src/settings/settings-store.ts';
import { reloadWorkspaceFromStorage } from '../src/workspace/workspace-db.ts';
import { DOM_WAIT_TIMEOUT_MS } from './timeouts.ts';

// Sized for a loaded machine (test/timeouts.ts), not the default 1 s: a findBy after a click waits for
// loopback HTTP, rendering and, on a first visit, a lazy module.
configure({ asyncUtilTimeout: DOM_WAIT_TIMEOUT_MS });

afterEach(() => {
  cleanup();
  // Each test starts with empty browser storage; the workspace's stores read it again.
  globalThis.indexedDB = new IDBFactory();
  reloadWorkspaceFromStorage();
  localStorage.clear();
  sessionStorage.clear();
  // The settings store lives for the page; the next test starts from the (now empty) storage.
  reloadSettingsFromStorage();
});

// jsdom lays nothing out, so it has no scrollIntoView; the browser always does.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// jsdom has <dialog> but not its modal methods; this keeps their observable effect (the open attribute).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Every test file, Node or jsdom: the network guard. jsdom files also get the DOM's setup.
// Tests never leave this machine: a request to anything but loopback fails like an offline network
// (the toncenter presets are exercised this way), and the real sample API on 127.0.0.1 still answers.
// Installed once per global: the unit project runs this file again before each of its files in the
// same worker (isolate: false).
const LOOPBACK_ONLY = Symbol.for('tonlens.test.loopbackOnly');
if (!(LOOPBACK_ONLY in globalThis.fetch)) {
  const loopbackFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://127.0.0.1/');
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
        return Promise.reject(new TypeError(`fetch failed: ${url.origin} is off-limits in tests`));
      }
      return loopbackFetch(input, init);
    },
    { [LOOPBACK_ONLY]: true },
  );
}

// Node files skip Testing Library, jest-dom, React DOM and the app's stores: their import is most of
// what a small file costs.
if (typeof window !== 'undefined') await import('./setup-dom.ts');

export {};

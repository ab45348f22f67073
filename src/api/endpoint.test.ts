// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkBaseUrl, endpointOrigin } from './endpoint.ts';

describe('checkBaseUrl', () => {
  it.each([
    ['https://toncenter.com@evil.example', /user name or password/],
    ['https://user:secret@index.example.org', /user name or password/],
    ['https://:pw@index.example.org', /user name or password/],
    ['ftp://index.example.org', /https:\/\/ or http:\/\//],
    ['https://index.example.org/?a=1', /\? or #/],
    [`https://index.example.org/${'p'.repeat(2000)}`, /at most 2,000 characters/],
  ])('refuses %j', (url, message) => {
    expect(checkBaseUrl(url)).toMatch(message);
  });

  it.each(['', 'https://toncenter.com', 'http://127.0.0.1:8081', 'https://index.example.org/prefix'])(
    'accepts %j',
    (url) => {
      expect(checkBaseUrl(url)).toBeUndefined();
    },
  );
});

describe('endpointOrigin: scheme, host and port, as the browser parses them', () => {
  it.each([
    ['https://toncenter.com', 'https://toncenter.com'],
    ['https://TONCENTER.com:443/api/', 'https://toncenter.com'],
    ['http://toncenter.com', 'http://toncenter.com'],
    ['https://toncenter.com:8443', 'https://toncenter.com:8443'],
    // A Cyrillic о: another host, shown as the browser reads it.
    ['https://t\u043Encenter.com', 'https://xn--tncenter-nbh.com'],
    ['', window.location.origin],
  ])('%j → %j', (url, origin) => {
    expect(endpointOrigin(url)).toBe(origin);
  });

  it('has none for what is not a URL', () => {
    expect(endpointOrigin('not a url')).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, isConnectAllowedByPage } from './content-security-policy.ts';

function documentWithPolicy(policy: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (policy !== undefined) {
    const meta = doc.createElement('meta');
    meta.setAttribute('http-equiv', 'Content-Security-Policy');
    meta.setAttribute('content', policy);
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only from self and the API origins in use', () => {
    const policy = buildContentSecurityPolicy({
      VITE_API_BASE_URL: 'https://index.example.org/prefix',
      VITE_CSP_CONNECT_ORIGINS: 'https://a.example, https://b.example/x bad-url',
    });
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain(
      "connect-src 'self' https://toncenter.com https://testnet.toncenter.com https://index.example.org https://a.example https://b.example;",
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('isConnectAllowedByPage', () => {
  const policy = buildContentSecurityPolicy({});
  it.each([
    ['https://toncenter.com', true],
    ['https://testnet.toncenter.com/', true],
    ['https://evil.example', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isConnectAllowedByPage(url, documentWithPolicy(policy))).toBe(allowed);
  });

  it('allows anything when the page has no policy (the dev server)', () => {
    expect(isConnectAllowedByPage('https://evil.example', documentWithPolicy(undefined))).toBe(true);
  });
});

describe('isConnectAllowedByPage with several policies', () => {
  it('allows only what every policy allows (policies intersect)', () => {
    const doc = documentWithPolicy(
      buildContentSecurityPolicy({ VITE_CSP_CONNECT_ORIGINS: 'https://a.example' }),
    );
    const second = doc.createElement('meta');
    second.setAttribute('http-equiv', 'Content-Security-Policy');
    second.setAttribute('content', "connect-src 'self' https://toncenter.com");
    doc.head.appendChild(second);
    expect(isConnectAllowedByPage('https://toncenter.com', doc)).toBe(true);
    expect(isConnectAllowedByPage('https://a.example', doc)).toBe(false);
  });
});

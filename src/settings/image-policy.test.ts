// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, isConnectAllowedByPage } from './content-security-policy.ts';
import {
  applyImagePolicy,
  pageBlocksThirdPartyImages,
  setTokenImagesAllowed,
  STRICT_IMAGE_POLICY,
} from './image-policy.ts';
import { getSettingsState, updateSettings } from './settings-store.ts';

/**
 * Framed or not, as the browser says it: a page in a frame has another window as its `top`. The page's
 * own `top` is redefined (jsdom lets it be), not our framing module.
 */
const ownTop = Object.getOwnPropertyDescriptor(window, 'top');
const framing = {
  set framed(framed: boolean) {
    if (framed) Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) });
    else if (ownTop) Object.defineProperty(window, 'top', ownTop);
  },
};

/** A document with the build's policy, as index.html has it. */
function builtDocument(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const meta = doc.createElement('meta');
  meta.setAttribute('http-equiv', 'Content-Security-Policy');
  meta.setAttribute('content', buildContentSecurityPolicy({}));
  doc.head.appendChild(meta);
  return doc;
}

const policies = (doc: Document) =>
  [...doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map((meta) =>
    meta.getAttribute('content'),
  );

describe('applyImagePolicy', () => {
  it('adds a second, image-only policy while token images are not allowed, once', () => {
    const doc = builtDocument();
    expect(pageBlocksThirdPartyImages(doc)).toBe(false);
    expect(applyImagePolicy(false, doc)).toBe(true);
    expect(applyImagePolicy(false, doc)).toBe(true);
    expect(policies(doc)).toEqual([buildContentSecurityPolicy({}), "img-src 'self' data:"]);
    expect(STRICT_IMAGE_POLICY).not.toContain('https:');
    // The build's own policy is the permissive one: it alone would allow any https image.
    expect(buildContentSecurityPolicy({})).toContain("img-src 'self' data: https:");
  });

  it('adds nothing when token images are allowed', () => {
    const doc = builtDocument();
    expect(applyImagePolicy(true, doc)).toBe(false);
    expect(policies(doc)).toHaveLength(1);
  });

  it('a page loaded with the strict policy stays strict when the setting changes (a reload lifts it)', () => {
    const doc = builtDocument();
    applyImagePolicy(false, doc);
    expect(applyImagePolicy(true, doc)).toBe(true);
  });

  it('the second policy does not change what the page may connect to', () => {
    const doc = builtDocument();
    applyImagePolicy(false, doc);
    expect(isConnectAllowedByPage('https://toncenter.com', doc)).toBe(true);
    expect(isConnectAllowedByPage('https://evil.example', doc)).toBe(false);
  });
});

describe('setTokenImagesAllowed', () => {
  afterEach(() => {
    framing.framed = false;
    updateSettings((current) => ({ ...current, tokenImages: false }));
  });

  it('changes the setting in a page of its own', () => {
    setTokenImagesAllowed(true);
    expect(getSettingsState().settings.tokenImages).toBe(true);
    setTokenImagesAllowed(false);
    expect(getSettingsState().settings.tokenImages).toBe(false);
  });

  it('does nothing inside a frame, whichever button calls it (either way)', () => {
    framing.framed = true;
    setTokenImagesAllowed(true);
    expect(getSettingsState().settings.tokenImages).toBe(false);
    framing.framed = false;
    setTokenImagesAllowed(true);
    framing.framed = true;
    setTokenImagesAllowed(false);
    expect(getSettingsState().settings.tokenImages).toBe(true);
  });
});

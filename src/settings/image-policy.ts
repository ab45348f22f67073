/**
 * Token images come from servers their creators chose, who then see the visitor's IP address: the page
 * loads none unless the user allowed them (the `tokenImages` setting), and its Content Security Policy
 * says the same, so a bug that renders an <img> to a stranger's server still loads nothing.
 *
 * The build's policy (settings/content-security-policy.ts) allows https images; at startup, unless token
 * images are allowed, `applyImagePolicy` adds a second policy, `img-src 'self' data:`. Policies
 * intersect, and a page can tighten its policy but never loosen it, so turning token images on takes
 * effect at the next load: `useTokenImages` tells the page which it is.
 */
import { isFramed } from './framing.ts';
import { updateSettings, useSettings } from './settings-store.ts';

/** The policy added at startup while token images are not allowed. */
export const STRICT_IMAGE_POLICY = "img-src 'self' data:";
const STRICT_IMAGE_MARK = 'data-tonlens-image-policy';

/**
 * Adds the strict image policy to this page unless token images are allowed. Call it once, before the
 * app renders. Returns whether the page is now limited to its own images.
 */
export function applyImagePolicy(tokenImagesAllowed: boolean, doc: Document = document): boolean {
  if (!tokenImagesAllowed && !pageBlocksThirdPartyImages(doc)) {
    const meta = doc.createElement('meta');
    meta.setAttribute('http-equiv', 'Content-Security-Policy');
    meta.setAttribute('content', STRICT_IMAGE_POLICY);
    meta.setAttribute(STRICT_IMAGE_MARK, '');
    doc.head.appendChild(meta);
  }
  return pageBlocksThirdPartyImages(doc);
}

/**
 * Whether this page was loaded with the strict image policy: then no third-party image can load until a
 * reload, whatever the settings say now (removing the tag would not lift the policy).
 */
export function pageBlocksThirdPartyImages(doc: Document = document): boolean {
  return doc.querySelector(`meta[${STRICT_IMAGE_MARK}]`) !== null;
}

export interface TokenImages {
  /** The user's choice, stored. */
  allowed: boolean;
  /** Whether token images may be rendered now: allowed, and this page's policy lets them load. */
  shown: boolean;
  /** Allowed, but this page was loaded before that: they load after a reload. */
  needsReload: boolean;
  /** Inside another page's frame the choice cannot be changed (a click there may not be the user's). */
  locked: boolean;
  /** Does nothing when framed, whichever button calls it. */
  setAllowed: (allowed: boolean) => void;
}

/**
 * Allowing token images shows the visitor's IP address to strangers: refused inside a frame, where the
 * page around could have laid the click on the user (settings/framing.ts). Here, not in each button, so no
 * caller can forget it.
 */
export function setTokenImagesAllowed(allowed: boolean): void {
  if (isFramed()) return;
  updateSettings((current) => ({ ...current, tokenImages: allowed }));
}

export function useTokenImages(): TokenImages {
  const { tokenImages } = useSettings();
  const blocked = pageBlocksThirdPartyImages();
  return {
    allowed: tokenImages,
    shown: tokenImages && !blocked,
    needsReload: tokenImages && blocked,
    locked: isFramed(),
    setAllowed: setTokenImagesAllowed,
  };
}

/** A domain from the API as text: made safe, cut when long, and a name that mixes scripts said so. */
import { mixedScripts, revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';

/** A domain is at most 126 characters on TON DNS; a longer one is cut in the middle. */
const DOMAIN_SHOWN = 64;

/** What the page says of a name that mixes scripts. */
export function mixedScriptsWarning(scripts: readonly string[]): string {
  return `this name mixes ${scripts.join(' and ')} letters: it may imitate another`;
}

/** The domain as text: invisible characters made visible, a long one cut in the middle. */
export function domainName(domain: string): string {
  return revealInvisible(truncateMiddle(domain, DOMAIN_SHOWN, 8)).text;
}

/**
 * A domain from the API as one string, with a note when a label mixes scripts (`tоlya.ton` with a Cyrillic
 * "о" reads as `tolya.ton`). For places that take a plain string (an option, an accessible name).
 */
export function domainText(domain: string): string {
  const scripts = mixedScripts(domain);
  const text = domainName(domain);
  return scripts.length > 0 ? `${text} (⚠ mixes ${scripts.join(' and ')} letters)` : text;
}

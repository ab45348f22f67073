/** A domain from the API as text: made safe, cut when long, and a name that mixes scripts said so. */
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { mixedScripts, revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { tonMessages as m } from './ton-messages.ts';

/** A domain is at most 126 characters on TON DNS; a longer one is cut in the middle. */
const DOMAIN_SHOWN = 64;

const SCRIPT_NAMES: Readonly<Record<string, Message>> = {
  Latin: m.scriptLatin,
  Cyrillic: m.scriptCyrillic,
  Greek: m.scriptGreek,
  Armenian: m.scriptArmenian,
  Cherokee: m.scriptCherokee,
};

/** "Latin and Cyrillic" in the page's language (mixedScripts names them in English). */
function scriptList(scripts: readonly string[]): string {
  const names = scripts.map((script) => {
    const name = SCRIPT_NAMES[script];
    return name ? t(name) : script;
  });
  if (names.length === 0) return '';
  return names.reduce((list, name) => t(m.and, { first: list, second: name }));
}

/** What the page says of a name that mixes scripts. */
export function mixedScriptsWarning(scripts: readonly string[]): string {
  return t(m.mixedScripts, { scripts: scriptList(scripts) });
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
  return scripts.length > 0 ? t(m.mixedScriptsShort, { domain: text, scripts: scriptList(scripts) }) : text;
}

/**
 * The names of the scripts `mixedScripts` (text-safety.ts) reports, in the page's language. Kept apart
 * from text-safety.ts, which the words' door itself uses: `mixedScripts` returns the Unicode names
 * ('Latin', 'Cyrillic', …) as identifiers, and a warning shows them through `scriptName`.
 */
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { scriptNameMessages } from './text-messages.ts';

const NAMES: ReadonlyMap<string, Message> = new Map<string, Message>([
  ['Latin', scriptNameMessages.latin],
  ['Cyrillic', scriptNameMessages.cyrillic],
  ['Greek', scriptNameMessages.greek],
  ['Armenian', scriptNameMessages.armenian],
  ['Cherokee', scriptNameMessages.cherokee],
]);

/** "Cyrillic" → "кириллица" on a Russian page; a script it does not know, as given. */
export function scriptName(script: string): string {
  const name = NAMES.get(script);
  return name === undefined ? script : t(name);
}

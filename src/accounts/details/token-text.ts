/** A token's type, names and symbols as text: the index's words, or whoever deployed it. */
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { tokenMessages as m } from './details-messages.ts';

/** A Map, not an object: the type is the server's text, and "__proto__" or "constructor" must not find anything. */
const TOKEN_TYPES: ReadonlyMap<string, Message> = new Map<string, Message>([
  ['jetton_masters', m.jetton],
  ['jetton_wallets', m.jettonWallet],
  ['nft_items', m.nft],
  ['nft_collections', m.nftCollection],
]);

/** A type name the index sends, in words; an unknown one is shown as sent (made safe and cut to 40). */
export function tokenTypeLabel(type: string | undefined): string {
  if (!type) return t(m.token);
  const known = TOKEN_TYPES.get(type);
  return known ? t(known) : truncateMiddle(revealInvisible(type).text, 32, 8);
}

/** Names and symbols are chosen by whoever deployed the contract: shown as text, invisibles made visible. */
export function safeText(text: string | undefined, keep = 40): string | undefined {
  if (text === undefined || text === '') return undefined;
  return truncateMiddle(revealInvisible(text).text, keep, 8);
}

/** A token's type, names and symbols as text: the index's words, or whoever deployed it. */
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';

/** A Map, not an object: the type is the server's text, and "__proto__" or "constructor" must not find anything. */
const TOKEN_TYPES: ReadonlyMap<string, string> = new Map([
  ['jetton_masters', 'Jetton'],
  ['jetton_wallets', 'Jetton wallet'],
  ['nft_items', 'NFT'],
  ['nft_collections', 'NFT collection'],
]);

/** A type name the index sends, in words; an unknown one is shown as sent (made safe and cut to 40). */
export function tokenTypeLabel(type: string | undefined): string {
  if (!type) return 'Token';
  return TOKEN_TYPES.get(type) ?? truncateMiddle(revealInvisible(type).text, 32, 8);
}

/** Names and symbols are chosen by whoever deployed the contract: shown as text, invisibles made visible. */
export function safeText(text: string | undefined, keep = 40): string | undefined {
  if (text === undefined || text === '') return undefined;
  return truncateMiddle(revealInvisible(text).text, keep, 8);
}

/**
 * The address a pasted token tries to be, wherever it is in the token: inside a link, the token itself, or
 * after a label glued to it.
 */
import { isAddressAttempt, looksLikeFriendly } from './address-attempt.ts';
import { addressInLink, isSchemelessLink } from './links.ts';
import type { AddressCandidate } from './types.ts';

/**
 * The address a token tries to be: the one inside a link, the token itself, or what follows a label
 * glued to it; null for a token that is no address attempt (a word, a number, a domain).
 */
export function addressCandidate(token: string): AddressCandidate | null {
  if (token.includes('://') || isSchemelessLink(token)) return addressInLink(token);
  if (isAddressAttempt(token)) return { candidate: token, testnet: false };
  // "address:EQ…" written without a space.
  const colon = token.indexOf(':');
  const value = colon >= 0 ? token.slice(colon + 1) : '';
  return value !== '' && looksLikeFriendly(value) ? { candidate: value, testnet: false } : null;
}

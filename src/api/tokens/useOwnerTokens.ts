/**
 * The token lookup for a list of owners: one React Query query per chunk and endpoint
 * (ownerTokensChunkQueryOptions), merged into a TokenLookup per owner.
 */
import type { TokenLookup } from './owner-tokens.ts';

/** `rawOwners`: canonical raw addresses (the lookup's); `enabled`: false asks nothing. */
export function useOwnerTokens(rawOwners: readonly string[], options: { enabled: boolean }): TokenLookup {
  void rawOwners;
  void options;
  throw new Error('not yet');
}

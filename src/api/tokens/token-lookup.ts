/** The chunks' answers merged into what the page reads per owner (TokenLookup). */
import { ApiError, isApiError } from '../api-error.ts';
import type { OwnerTokensChunkAnswer, TokenEndpointValue } from './owner-tokens-query.ts';
import type { OwnerTokens, TokenEndpoint, TokenLookup, TokenSource } from './owner-tokens.ts';
import { apiMessages } from '../api-messages.ts';

/** A chunk's query as the merge reads it (React Query's result, narrowed). */
export interface TokenChunkState {
  endpoint: TokenEndpoint;
  owners: readonly string[];
  status: 'pending' | 'error' | 'success';
  data: OwnerTokensChunkAnswer | undefined;
  error: unknown;
}

const LOADING = Object.freeze({ state: 'loading' }) as { state: 'loading' };

function asApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    kind: 'network',
    ...(error instanceof Error
      ? { message: error.message }
      : { words: { message: apiMessages.requestIncomplete } }),
    cause: error,
  });
}

const FIELD: { [E in TokenEndpoint]: keyof OwnerTokens } = {
  'jetton/wallets': 'jettons',
  'nft/items': 'nfts',
  walletStates: 'wallet',
};

/**
 * Each owner's sources from the chunks that hold it: loading until its chunk answers, then its answer, the
 * sample's note, "not offered" or the chunk's failure. A chunk that was answered before keeps showing
 * that answer while it is fetched again (React Query keeps `data`).
 */
export function buildTokenLookup(
  rawOwners: readonly string[],
  chunks: readonly TokenChunkState[],
  shortenedUrls: TokenLookup['shortenedUrls'] = [],
): TokenLookup {
  const byOwner = new Map<string, OwnerTokens>();
  for (const owner of rawOwners) byOwner.set(owner, { jettons: LOADING, nfts: LOADING, wallet: LOADING });
  const notOffered = new Map<TokenEndpoint, string>();
  let planned = 0;
  let sent = 0;
  let failed = 0;
  for (const chunk of chunks) {
    const field = FIELD[chunk.endpoint];
    const answer = chunk.data;
    let sourceOf: (owner: string) => TokenSource<TokenEndpointValue[TokenEndpoint]>;
    // A refresh that failed keeps React Query's earlier `data`: that answer is no longer current, so the
    // chunk is failed (said, counted, and left out of "changed since you last looked"), not shown as
    // if it had just been answered.
    if (answer && chunk.status !== 'error') {
      planned += Math.max(answer.requests, chunk.status === 'success' ? 0 : 1);
      sent += answer.requests;
      if (answer.notOffered) {
        notOffered.set(chunk.endpoint, answer.host);
        const source = { state: 'not-offered', host: answer.host } as const;
        sourceOf = () => source;
      } else {
        const { byOwner: answers } = answer;
        sourceOf = (owner) => answers.get(owner) ?? LOADING;
      }
    } else if (chunk.status === 'error') {
      planned += 1;
      sent += 1;
      failed += 1;
      const source = { state: 'failed', error: asApiError(chunk.error) } as const;
      sourceOf = () => source;
    } else {
      planned += 1;
      sourceOf = () => LOADING;
    }
    for (const owner of chunk.owners) {
      const tokens = byOwner.get(owner);
      if (tokens) byOwner.set(owner, { ...tokens, [field]: sourceOf(owner) });
    }
  }
  return {
    byOwner,
    requests: { planned, sent, failed },
    notOffered: [...notOffered].map(([endpoint, host]) => ({ endpoint, host })),
    shortenedUrls,
  };
}

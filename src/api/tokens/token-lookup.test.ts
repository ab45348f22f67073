import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import type { OwnerTokensChunkAnswer } from './owner-tokens-query.ts';
import { buildTokenLookup, type TokenChunkState } from './token-lookup.ts';

const OWNER = '0:8AF96C5B3440B8BAD31ED076F88001087B9CA46C183DB963ACD4DF8A896B8E40';

/** A walletStates chunk answered for OWNER: a wallet v4r2 at seqno 19 (the sample's alice). */
const answered: OwnerTokensChunkAnswer = {
  endpoint: 'walletStates',
  notOffered: false,
  byOwner: new Map([
    [
      OWNER,
      {
        state: 'answered',
        value: { isWallet: true, walletType: 'wallet v4 r2', seqno: 19, signatureAllowed: null },
      },
    ],
  ]),
  requests: 1,
};

function chunk(state: Partial<TokenChunkState>): TokenChunkState {
  return {
    endpoint: 'walletStates',
    owners: [OWNER],
    status: 'success',
    data: answered,
    error: null,
    ...state,
  };
}

describe('buildTokenLookup', () => {
  it('shows an answered chunk as answered, counted', () => {
    const lookup = buildTokenLookup([OWNER], [chunk({})]);
    expect(lookup.byOwner.get(OWNER)?.wallet.state).toBe('answered');
    expect(lookup.requests).toEqual({ planned: 1, sent: 1, failed: 0 });
  });

  it('a refresh that failed is failed, though React Query keeps the earlier answer', () => {
    const error = new ApiError({ kind: 'http', status: 500, message: 'HTTP 500' });
    const lookup = buildTokenLookup([OWNER], [chunk({ status: 'error', error })]);
    expect(lookup.byOwner.get(OWNER)?.wallet).toEqual({ state: 'failed', error });
    expect(lookup.requests).toEqual({ planned: 1, sent: 1, failed: 1 });
  });
});

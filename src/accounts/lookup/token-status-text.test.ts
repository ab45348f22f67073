import { describe, expect, it } from 'vitest';
import { endpointMeaning, tokenRequestsText } from './token-status-text.ts';

describe('tokenRequestsText', () => {
  it('counts answers while running and says when all are in', () => {
    expect(tokenRequestsText({ planned: 0, sent: 0, failed: 0 })).toBe(
      'Tokens: asked once the balances are in',
    );
    expect(tokenRequestsText({ planned: 17, sent: 3, failed: 0 })).toBe('Tokens: 3 of 17 requests answered');
    expect(tokenRequestsText({ planned: 1, sent: 1, failed: 0 })).toBe('Tokens: all 1 request answered');
    expect(tokenRequestsText({ planned: 1024, sent: 1024, failed: 0 })).toBe(
      'Tokens: all 1,024 requests answered',
    );
  });

  it('never folds a failure into "all answered"', () => {
    expect(tokenRequestsText({ planned: 17, sent: 5, failed: 1 })).toBe(
      'Tokens: 4 of 17 requests answered, 1 failed',
    );
    expect(tokenRequestsText({ planned: 17, sent: 17, failed: 2 })).toBe('Tokens: 17 requests, 2 failed');
  });

  it('names what a missing endpoint takes away', () => {
    expect(endpointMeaning('jetton/wallets')).toBe('Jetton balances');
    expect(endpointMeaning('walletStates')).toBe('Wallet types and seqnos');
  });
});

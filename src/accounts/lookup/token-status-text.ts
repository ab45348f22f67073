/** What the token lookup's status line says: its requests, and each endpoint the server does not offer. */
import { countOf, formatCount } from '../../ton/count.ts';

/** What the page loses without an endpoint, by the endpoint's path (its last segments). */
const WHAT_IT_GIVES: readonly (readonly [RegExp, string])[] = [
  [/jetton\/wallets/, 'Jetton balances'],
  [/nft\/items/, 'NFTs'],
  [/walletStates/i, 'Wallet types and seqnos'],
  [/dns\/records/, 'Names owned'],
  [/metadata/, 'Jetton names and decimals'],
];

export function endpointMeaning(endpoint: string): string {
  return WHAT_IT_GIVES.find(([pattern]) => pattern.test(endpoint))?.[1] ?? endpoint;
}

/**
 * "Tokens: 3 of 4 requests answered" while running, "Tokens: all 4 requests answered" once done, and the
 * failed ones counted ("Tokens: 4 requests, 1 failed"): a failure is said, never folded into "done".
 */
export function tokenRequestsText(requests: { planned: number; sent: number; failed: number }): string {
  const { planned, sent, failed } = requests;
  // Nothing planned yet: the token lookup starts once the balances are in (useBalancesFirst).
  if (planned === 0) return 'Tokens: asked once the balances are in';
  const failures = failed > 0 ? `, ${formatCount(failed)} failed` : '';
  if (sent >= planned) {
    if (failed > 0) return `Tokens: ${countOf(planned, 'request')}${failures}`;
    return `Tokens: all ${countOf(planned, 'request')} answered`;
  }
  return `Tokens: ${formatCount(sent - failed)} of ${formatCount(planned)} requests answered${failures}`;
}

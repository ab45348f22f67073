/** What the token lookup's status line says: its requests, and each endpoint the server does not offer. */
import { formatCount } from '../../ton/count.ts';

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

/** "Tokens: 3 of 4 requests sent" while running, "Tokens: all 4 requests sent" once done. */
export function tokenRequestsText(requests: { planned: number; sent: number }): string {
  const { planned, sent } = requests;
  if (planned === 0) return 'Tokens: no requests planned';
  if (sent >= planned)
    return `Tokens: all ${formatCount(planned)} ${planned === 1 ? 'request' : 'requests'} sent`;
  return `Tokens: ${formatCount(sent)} of ${formatCount(planned)} requests sent`;
}

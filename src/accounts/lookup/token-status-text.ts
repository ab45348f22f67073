/** What the token lookup's status line says: its requests, and each endpoint the server does not offer. */
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { lookupMessages as m } from './lookup-messages.ts';

/** What the page loses without an endpoint, by the endpoint's path (its last segments). */
const WHAT_IT_GIVES: readonly (readonly [RegExp, Message])[] = [
  [/jetton\/wallets/, m.givesJettonBalances],
  [/nft\/items/, m.givesNfts],
  [/walletStates/i, m.givesWalletStates],
  [/dns\/records/, m.givesNames],
  [/metadata/, m.givesMetadata],
];

export function endpointMeaning(endpoint: string): string {
  const gives = WHAT_IT_GIVES.find(([pattern]) => pattern.test(endpoint))?.[1];
  return gives === undefined ? endpoint : t(gives);
}

/**
 * "Tokens: 3 of 4 requests answered" while running, "Tokens: all 4 requests answered" once done, and the
 * failed ones counted ("Tokens: 4 requests, 1 failed"): a failure is said, never folded into "done".
 */
export function tokenRequestsText(requests: { planned: number; sent: number; failed: number }): string {
  const { planned, sent, failed } = requests;
  // Nothing planned yet: the token lookup starts once the balances are in (useBalancesFirst).
  if (planned === 0) return t(m.tokensWaiting);
  if (sent >= planned) {
    if (failed > 0) return t(m.tokensDoneFailed, { count: planned, failed });
    return t(m.tokensDone, { count: planned });
  }
  const answered = sent - failed;
  return failed > 0
    ? t(m.tokensRunningFailed, { answered, planned, failed })
    : t(m.tokensRunning, { answered, planned });
}

import { useState } from 'react';
import type { AccountLookupControls } from './useAccountLookup.ts';

/**
 * Whether the token lookup may start: once every account-states request of this list has been answered,
 * and from then on for the same list, refreshes included. A failed or cancelled request holds the tokens
 * back too: after a rate limit (a 429 pauses the whole server's budget) the tokens would queue ahead of the
 * person's "Retry", and the balances are what they asked for. The status line says the tokens wait.
 *
 * Why wait: both lookups share one request budget per server (api/http/request-budget.ts), and at
 * toncenter's 1 request/s without a key a 1,024-address list is ~15 account-states requests and ~17
 * token requests. Sent together they interleave, and the balances — what the page is for, and what
 * its status line counts — arrive about twice as late. Sent after, the balances come as fast as before
 * and the holdings follow (docs/decisions/2026-11-26-token-requests.md).
 */
export function useBalancesFirst(lookup: Pick<AccountLookupControls, 'id' | 'snapshot'>): boolean {
  const [startedFor, setStartedFor] = useState<string | null>(null);
  const chunks = lookup.snapshot?.chunks;
  const settled =
    chunks !== undefined && chunks.length > 0 && chunks.every((chunk) => chunk.status === 'done');
  // Latched per list during render (React's pattern for state derived from props): a refresh that sets
  // the chunks loading again does not stop the token queries, which would drop their answers from view.
  if (settled && startedFor !== lookup.id) setStartedFor(lookup.id);
  return settled || startedFor === lookup.id;
}

import type { TokenLookup } from '../../api/tokens/owner-tokens.ts';
import { endpointMeaning, tokenRequestsText } from './token-status-text.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import { lookupMessages as m } from './lookup-messages.ts';
import styles from './lookup.module.css';

/**
 * The token lookup's line under the accounts' status: how many requests it plans and has sent, and, once
 * for each endpoint the server does not offer, what is missing and where ("not offered by <host>"). The
 * rows say nothing of it: the rest of the page works without them.
 */
export function TokenStatus({ tokens }: { tokens: TokenLookup }) {
  const { requests, notOffered } = tokens;
  return (
    <div className={styles.tokenStatus}>
      <span className="muted" aria-live="polite">
        {tokenRequestsText(requests)}
      </span>
      {notOffered.length > 0 ? (
        <ul className={styles.notOffered} aria-label={t(m.notOfferedName)}>
          {notOffered.map(({ endpoint, host }) => (
            <li key={endpoint}>
              <span aria-hidden="true">ⓘ </span>
              <Msg
                message={m.notOffered}
                values={{
                  what: endpointMeaning(endpoint),
                  host,
                  endpoint: <span className="muted">({endpoint})</span>,
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

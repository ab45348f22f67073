import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { normalizeAddressKey } from '../../ton/address.ts';
import { formatTokenAmount } from '../../ton/amount.ts';
import { toSafeHttpUrl } from '../../ton/text/text-safety.ts';
import type { TokenSummary } from '../account-rows.ts';
import { safeText, tokenTypeLabel } from './token-text.ts';
import { t } from '../../ton/i18n/door.ts';
import { tokenMessages as m } from './details-messages.ts';
import styles from '../results/AccountsTable.module.css';

/**
 * An account a token's metadata names (its owner, its jetton): the metadata is the server's text, so it
 * is shown as the raw address it decodes to, or, when it is no address at all, as a stranger's text.
 */
export function TokenAccountText({ text }: { text: string }) {
  const raw = normalizeAddressKey(text);
  if (raw && raw === text.toUpperCase()) return <span className="mono">{raw}</span>;
  return (
    <>
      <StrangerText text={text} shown={100} className="mono" />{' '}
      <span className="muted">{t(m.notAccountAddress)}</span>
    </>
  );
}

/** The token's picture, only once the user has allowed third-party images, and only over http(s). */
export function TokenImage({
  token,
  show,
  size = 20,
}: {
  token: TokenSummary;
  show: boolean;
  size?: number;
}) {
  const src = show && token.imageUrl ? toSafeHttpUrl(token.imageUrl) : null;
  if (!src) return null;
  return (
    <img
      className={styles.tokenImage}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}

/** Scam and NSFW flags as words with a symbol: never colour alone. */
export function TokenFlags({ token }: { token: TokenSummary }) {
  return (
    <>
      {token.isScam ? <span className={`${styles.tag} ${styles.tagDanger}`}>{t(m.scam)}</span> : null}
      {token.isNsfw ? <span className={`${styles.tag} ${styles.tagWarning}`}>{t(m.nsfw)}</span> : null}
    </>
  );
}

/** The table cell: type, name and symbol (or the jetton a wallet holds), flags, and the image if allowed. */
export function TokenSummaryView({
  token,
  showImages,
}: {
  token: TokenSummary | undefined;
  showImages: boolean;
}) {
  if (!token) return <span className="muted">—</span>;
  const name = safeText(token.name);
  const symbol = safeText(token.symbol, 12);
  const jetton = safeText(token.jettonSymbol ?? token.jettonName, 16);
  return (
    <span className={styles.token}>
      <TokenImage token={token} show={showImages} />
      <span>
        <span className="muted">{tokenTypeLabel(token.type)}</span>
        {name ? <> {name}</> : null}
        {symbol ? <> ({symbol})</> : null}
        {token.type === 'jetton_wallets' && jetton ? (
          <>
            {' '}
            {token.jettonBalance !== undefined && token.jettonDecimals !== undefined
              ? `${formatTokenAmount(token.jettonBalance, token.jettonDecimals)} `
              : ''}
            {jetton}
          </>
        ) : null}{' '}
        <TokenFlags token={token} />
      </span>
    </span>
  );
}

import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { formatTokenAmount } from '../../ton/amount.ts';
import type { AccountRow } from '../account-rows.ts';
import { safeText, tokenTypeLabel } from './token-text.ts';
import { TokenAccountText, TokenFlags, TokenImage } from './TokenSummaryView.tsx';
import { t } from '../../ton/i18n/door.ts';
import { tokenMessages as m } from './details-messages.ts';
import styles from './AccountDetails.module.css';

type Token = NonNullable<AccountRow['token']>;

/** The token's rows: only those its metadata has. */
function TokenFields({ token }: { token: Token }) {
  return (
    <InfoList columns="wide">
      {token.description ? (
        <InfoRow label={t(m.description)}>
          <StrangerText text={token.description} />
        </InfoRow>
      ) : null}
      {token.nftIndex ? (
        <InfoRow label={t(m.nftIndex)}>
          <StrangerText text={token.nftIndex} shown={100} className="mono" />
        </InfoRow>
      ) : null}
      {token.jettonMaster ? (
        <InfoRow label={t(m.jetton)}>
          {safeText(token.jettonName) ?? t(m.unnamed)} <TokenAccountText text={token.jettonMaster} />
        </InfoRow>
      ) : null}
      {token.jettonBalance !== undefined ? (
        <InfoRow label={t(m.jettonBalance)}>
          <span className="mono">
            {token.jettonDecimals !== undefined
              ? `${formatTokenAmount(token.jettonBalance, token.jettonDecimals)} ${safeText(token.jettonSymbol, 16) ?? ''}`
              : t(m.units, { amount: token.jettonBalance.toString() })}
          </span>
        </InfoRow>
      ) : null}
      {token.owner ? (
        <InfoRow label={t(m.owner)}>
          <TokenAccountText text={token.owner} />
        </InfoRow>
      ) : null}
    </InfoList>
  );
}

/** The account as a token (an NFT item, a jetton wallet…): a heading with its image and name, its metadata. */
export function AccountTokenDetails({ token, showImages }: { token: Token; showImages: boolean }) {
  return (
    <div className={styles.token}>
      <h3 className={styles.subheading}>
        <TokenImage token={token} show={showImages} size={32} /> {tokenTypeLabel(token.type)}
        {token.name ? `: ${safeText(token.name, 80)}` : ''}
        {token.symbol ? ` (${safeText(token.symbol, 16)})` : ''} <TokenFlags token={token} />
      </h3>
      <TokenFields token={token} />
      {token.imageUrl && !showImages ? <p className="muted">{t(m.hasImage)}</p> : null}
    </div>
  );
}

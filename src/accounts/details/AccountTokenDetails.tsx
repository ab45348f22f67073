import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { formatTokenAmount } from '../../ton/amount.ts';
import type { AccountRow } from '../account-rows.ts';
import { safeText, tokenTypeLabel } from './token-text.ts';
import { TokenAccountText, TokenFlags, TokenImage } from './TokenSummaryView.tsx';
import styles from './AccountDetails.module.css';

type Token = NonNullable<AccountRow['token']>;

/** The token's rows: only those its metadata has. */
function TokenFields({ token }: { token: Token }) {
  return (
    <InfoList columns="wide">
      {token.description ? (
        <InfoRow label="Description">
          <StrangerText text={token.description} />
        </InfoRow>
      ) : null}
      {token.nftIndex ? (
        <InfoRow label="NFT index">
          <StrangerText text={token.nftIndex} shown={100} className="mono" />
        </InfoRow>
      ) : null}
      {token.jettonMaster ? (
        <InfoRow label="Jetton">
          {safeText(token.jettonName) ?? 'unnamed'} <TokenAccountText text={token.jettonMaster} />
        </InfoRow>
      ) : null}
      {token.jettonBalance !== undefined ? (
        <InfoRow label="Jetton balance">
          <span className="mono">
            {token.jettonDecimals !== undefined
              ? `${formatTokenAmount(token.jettonBalance, token.jettonDecimals)} ${safeText(token.jettonSymbol, 16) ?? ''}`
              : `${token.jettonBalance.toString()} units`}
          </span>
        </InfoRow>
      ) : null}
      {token.owner ? (
        <InfoRow label="Owner">
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
      {token.imageUrl && !showImages ? (
        <p className="muted">This token has an image; “Show token images” loads it from its own server.</p>
      ) : null}
    </div>
  );
}

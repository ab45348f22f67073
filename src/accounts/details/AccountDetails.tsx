import { useMemo } from 'react';
import { listDrift } from '../../api/drift.ts';
import { DriftNotice } from '../../components/api/DriftNotice.tsx';
import { t } from '../../ton/i18n/door.ts';
import { detailsMessages as m } from './details-messages.ts';
import { failureReason, STATUS_LABELS, type AccountRow, type TonNetwork } from '../account-rows.ts';
import { AccountAddressForms } from './AccountAddressForms.tsx';
import { AccountExtraFields } from './AccountExtraFields.tsx';
import { AccountFields } from './AccountFields.tsx';
import { AccountTokenDetails } from './AccountTokenDetails.tsx';
import { HoldingsDetails } from './HoldingsDetails.tsx';
import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import styles from './AccountDetails.module.css';

interface AccountDetailsProps {
  row: AccountRow;
  id: string;
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  onRetry: (chunkIndex: number) => void;
  /** What the account holds (undefined before the token lookup knows it). */
  tokens: OwnerTokens | undefined;
}

/**
 * Why there is no answer for the account, when there is none: its request failed (with a retry), the
 * index does not know it, or the answer has not come yet.
 */
function RequestState({ row, onRetry }: { row: AccountRow; onRetry: (chunkIndex: number) => void }) {
  if (row.state === 'failed') {
    return (
      <div className={styles.problem}>
        <p>
          <span aria-hidden="true">⚠ </span>
          {t(m.requestFailed, { reason: failureReason(row.error) })}
        </p>
        <button type="button" className="button" onClick={() => onRetry(row.chunkIndex)}>
          {t(m.retryRequest)}
        </button>
      </div>
    );
  }
  if (row.state === 'not-found') {
    return <p className={styles.note}>{t(m.notFound)}</p>;
  }
  if (row.state !== 'found') {
    return <p className={styles.note}>{t(m.noAnswerYet, { status: t(STATUS_LABELS[row.statusKey]) })}</p>;
  }
  return null;
}

/**
 * Everything known about one account: its three address forms, what it holds (jettons, NFTs, names,
 * wallet), every field, BOCs and methods.
 */
export function AccountDetails({
  row,
  id,
  includeBoc,
  showImages,
  network,
  onRetry,
  tokens,
}: AccountDetailsProps) {
  const account = row.account;
  // Fields the API sent in a form that cannot be read: marked where shown, listed in one notice.
  const drift = useMemo(
    () => [
      ...listDrift(account),
      ...listDrift(row.entry).map((item) => ({ ...item, path: `address_book.${item.path}` })),
    ],
    [account, row.entry],
  );

  return (
    <section id={id} className={styles.details} aria-label={t(m.detailsOf, { address: row.userFriendly })}>
      <AccountAddressForms row={row} network={network} />
      <RequestState row={row} onRetry={onRetry} />
      <DriftNotice subject={t(m.thisAccount)} drift={drift} />
      <HoldingsDetails
        raw={row.raw}
        domain={row.entry?.domain ?? undefined}
        tokens={tokens}
        showImages={showImages}
        network={network}
      />
      <h3 className={styles.subheading}>{t(m.account)}</h3>
      <AccountFields row={row} includeBoc={includeBoc} />
      {row.token ? <AccountTokenDetails token={row.token} showImages={showImages} /> : null}
      <AccountExtraFields account={account} />
    </section>
  );
}

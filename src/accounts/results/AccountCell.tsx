import { Address } from '../../components/ton/Address.tsx';
import { Domain } from '../../components/ton/Domain.tsx';
import { LabelMark } from '../../components/labels/AccountLabel.tsx';
import { LabelEditor } from '../../components/labels/LabelEditor.tsx';
import { useLabel } from '../../workspace/labels.ts';
import { inconsistentFormWarning } from '../../ton/account-form.ts';
import type { AccountRow, TonNetwork } from '../account-rows.ts';
import { TokenSummaryView } from '../details/TokenSummaryView.tsx';
import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import { HoldingsLine } from './HoldingsCells.tsx';
import styles from './AccountsTable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

interface AccountCellProps {
  row: AccountRow;
  expanded: boolean;
  /** The account's shortened form, naming the button. */
  short: string;
  network: TonNetwork;
  detailsId: string;
  showImages: boolean;
  onToggle: (raw: string) => void;
  tokens: OwnerTokens | undefined;
}

/** What sets the account apart (an ignored address-book form, merged forms, a testnet form on mainnet). */
function AccountTags({ row, network }: { row: AccountRow; network: TonNetwork }) {
  return (
    <>
      {row.entryInconsistent ? (
        <span className={`${styles.tag} ${styles.tagWarning} ${styles.tagWrap}`}>
          ⚠ {inconsistentFormWarning()}
        </span>
      ) : null}
      {row.pastedForms.length > 1 ? (
        <span className={styles.tag}>{t(m.formsMerged, { count: row.pastedForms.length })}</span>
      ) : null}
      {row.testnetForm && network === 'mainnet' ? (
        <span className={`${styles.tag} ${styles.tagWarning}`}>{t(m.testnetForm)}</span>
      ) : null}
    </>
  );
}

/**
 * The line above the address: the address book's domain and the user's label beside it, each kept whole
 * where a long one can wrap instead of being cut. No element when there is neither.
 */
function AccountName({ raw, domain }: { raw: string; domain: string | undefined }) {
  const label = useLabel(raw);
  if (!domain && !label) return null;
  return (
    <span className={styles.domain}>
      {domain ? <Domain domain={domain} /> : null}
      {domain && label ? ' ' : null}
      {label ? <LabelMark record={label} /> : null}
    </span>
  );
}

/**
 * The account column of a row (its header cell): the open/close button, domain, address (with the
 * account's label, when it has one), the button that edits the label in place, tags, and what token the
 * account is, when it is one; then what it holds (HoldingsLine).
 */
export function AccountCell({
  row,
  expanded,
  short,
  network,
  detailsId,
  showImages,
  onToggle,
  tokens,
}: AccountCellProps) {
  const domain = row.entry?.domain || undefined;
  return (
    <th scope="row" className={styles.accountCell}>
      <span className={styles.accountInner}>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={t(expanded ? m.hideDetails : m.showDetails, { account: short })}
          onClick={() => onToggle(row.raw)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
        <span className={styles.accountText}>
          <AccountName raw={row.raw} domain={domain} />
          {/* The domain and label have their own line above, where a long one can wrap instead of being cut. */}
          <Address
            raw={row.raw}
            entry={{ ...row.entry, user_friendly: row.userFriendly, domain: null }}
            link={false}
            showLabel={false}
          />
          <LabelEditor raw={row.raw} name={short} />
          <AccountTags row={row} network={network} />
          {row.token ? (
            <span className={styles.tokenLine}>
              <TokenSummaryView token={row.token} showImages={showImages} />
            </span>
          ) : null}
          <HoldingsLine tokens={tokens} />
        </span>
      </span>
    </th>
  );
}

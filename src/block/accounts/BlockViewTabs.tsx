import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { formatCount } from '../../ton/count.ts';
import { withBlockView, type BlockView } from '../model/block-view-param.ts';
import styles from './BlockAccounts.module.css';
import { t } from '../../ton/i18n/door.ts';
import { accountsMessages as m } from './accounts-messages.ts';

interface BlockViewTabsProps {
  seqno: number;
  search: URLSearchParams;
  current: BlockView;
  transactions: number;
  accounts: number;
  /** Starts fetching the accounts view's code when its link is pointed at or focused. */
  onPrefetchAccounts?: () => void;
}

/**
 * The block's two views as two links (each view is a URL): the transaction list, and the accounts the
 * block touched. The current one is marked with aria-current. Each keeps the other's parameters, so going
 * back and forth keeps both views as they were.
 */
export function BlockViewTabs({
  seqno,
  search,
  current,
  transactions,
  accounts,
  onPrefetchAccounts,
}: BlockViewTabsProps) {
  const href = (view: BlockView) => {
    const next = withBlockView(search, view);
    // An opened transaction belongs to the list; the accounts view does not show it.
    if (view === 'accounts') next.delete('tx');
    return paths.blockWithSearch(seqno, next);
  };
  const tab = (view: BlockView, label: string, count: number) => (
    <Link
      to={href(view)}
      className={styles.tab}
      aria-current={current === view ? 'page' : undefined}
      preventScrollReset
      {...(view === 'accounts' && onPrefetchAccounts
        ? { onPointerEnter: onPrefetchAccounts, onFocus: onPrefetchAccounts }
        : {})}
    >
      {label} <span className={styles.tabCount}>{formatCount(count)}</span>
    </Link>
  );
  return (
    <nav aria-label={t(m.views)} className={styles.tabs}>
      {tab('transactions', t(m.tabTransactions), transactions)}
      {tab('accounts', t(m.tabAccounts), accounts)}
    </nav>
  );
}

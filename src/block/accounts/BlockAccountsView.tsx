import { useMemo } from 'react';
import type { SetURLSearchParams } from 'react-router';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { useCoinFormat } from '../../components/ton/coin-format.ts';
import { paths } from '../../paths.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import {
  blockAccountsOf,
  hasAccountFilters,
  naturalDirection,
  selectAccountRows,
  sortDescription,
  totalsOf,
  type AccountSortKey,
} from './block-accounts.ts';
import { withBlockView } from '../model/block-view-param.ts';
import { withFilterChange } from '../model/block-filters.ts';
import { accountRecord, accountsCsv, accountsFileName, accountsJson } from './block-accounts-export.ts';
import { BlockAccountsTable } from './BlockAccountsTable.tsx';
import { BlockAccountsToolbar } from './BlockAccountsToolbar.tsx';
import { useAccountView } from './useAccountView.ts';
import { useRowLimit } from './useRowLimit.ts';
import { useSettledText } from './useSettledText.ts';
import styles from './BlockAccounts.module.css';
import { t } from '../../ton/i18n/door.ts';
import { accountsMessages as m } from './accounts-messages.ts';

/** Rows rendered at first and added by each "show more": a 5,000-transaction block can touch thousands. */
const ROWS_PER_PAGE = 200;

interface BlockAccountsViewProps {
  block: MasterchainBlock;
  labels: ReadonlyMap<string, AccountLabel>;
  searchParams: URLSearchParams;
  setSearchParams: SetURLSearchParams;
}

/**
 * "Accounts in this block": computed only when this view is shown, once per block (blockAccountsOf), then
 * filtered and sorted as the URL says. The foot row sums the shown rows exactly.
 */
export function BlockAccountsView({ block, labels, searchParams, setSearchParams }: BlockAccountsViewProps) {
  const { state, change, clear } = useAccountView(searchParams, setSearchParams);
  const accounts = useMemo(() => blockAccountsOf(block), [block]);
  const filtered = hasAccountFilters(state);
  // Labels matter only to a search: a changed label does not re-sort an unsearched view.
  const usedLabels = state.query ? labels : undefined;
  const shown = useMemo(
    () => selectAccountRows(accounts.rows, state, block.addressBook, usedLabels),
    [accounts, state, block.addressBook, usedLabels],
  );
  const totals = useMemo(() => (filtered ? totalsOf(shown) : accounts.totals), [filtered, shown, accounts]);
  // Every filter and the sort: a change starts the rows over at the first page.
  const selection = [
    block.seqno,
    state.sort,
    state.direction,
    state.query,
    state.codeChangedOnly,
    state.dataChangedOnly,
    state.statusChangedOnly,
  ].join('\n');
  const [limit, setLimit] = useRowLimit(selection, ROWS_PER_PAGE);
  const { ticker } = useCoinFormat();
  const rendered = useMemo(() => shown.slice(0, limit), [shown, limit]);

  const countText = useSettledText(
    filtered
      ? t(m.countShown, { shown: shown.length, count: accounts.rows.length })
      : t(m.count, { count: accounts.rows.length }),
    state.query,
  );

  const transactionsHref = useMemo(() => {
    const list = withBlockView(searchParams, 'transactions');
    return (raw: string) => paths.blockWithSearch(block.seqno, withFilterChange(list, { account: raw }));
  }, [searchParams, block.seqno]);

  const onSort = (sort: AccountSortKey) =>
    change(
      state.sort === sort
        ? { direction: state.direction === 'asc' ? 'desc' : 'asc' }
        : { sort, direction: naturalDirection(sort) },
    );

  // The shown rows as files, made when an export button is pressed (labels as they are then).
  const records = () => shown.map((row) => accountRecord(row, block.addressBook, labels));
  const csv = () => ({
    content: accountsCsv(records(), ticker),
    fileName: accountsFileName(block.seqno, 'csv', new Date()),
  });
  const json = () => {
    const at = new Date();
    return {
      content: accountsJson(records(), { seqno: block.seqno, totals, exportedAt: at, ticker }),
      fileName: accountsFileName(block.seqno, 'json', at),
    };
  };

  return (
    <section aria-labelledby="accounts-heading" className={styles.section}>
      <h2 id="accounts-heading">{t(m.heading)}</h2>
      {block.partial ? (
        <p className={styles.notice} role="status">
          {t(m.partial, { count: block.transactions.length })}
        </p>
      ) : null}
      <BlockAccountsToolbar state={state} onChange={change} csv={csv} json={json} />
      <div className={styles.count}>
        {/* Only the count is live (the button would be read with it), and it speaks once typing pauses. */}
        <p role="status">{countText}</p>
        {filtered ? (
          <button type="button" className="button" onClick={clear}>
            {t(m.showAllAccounts)}
          </button>
        ) : null}
      </div>
      {shown.length > 0 ? <p className={styles.sortNote}>{sortDescription(state)}.</p> : null}
      {shown.length === 0 ? (
        <p className={styles.notice}>{accounts.rows.length === 0 ? t(m.noAccount) : t(m.noMatch)}</p>
      ) : (
        <BlockAccountsTable
          rows={rendered}
          totals={totals}
          filtered={filtered}
          addressBook={block.addressBook}
          state={state}
          onSort={onSort}
          transactionsHref={transactionsHref}
        />
      )}
      {shown.length > rendered.length ? (
        <p className={styles.more}>
          {t(m.showingFirst, { shown: rendered.length, count: shown.length })}{' '}
          <button type="button" className="button" onClick={() => setLimit(limit + ROWS_PER_PAGE)}>
            {t(m.showMore, { count: Math.min(ROWS_PER_PAGE, shown.length - rendered.length) })}
          </button>{' '}
          <button type="button" className="button" onClick={() => setLimit(shown.length)}>
            {t(m.showAll)}
          </button>
        </p>
      ) : null}
    </section>
  );
}

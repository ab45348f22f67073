import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { driftIn } from '../api/drift.ts';
import { Unreadable } from '../components/api/Unreadable.tsx';
import { Address } from '../components/ton/Address.tsx';
import { Amount } from '../components/ton/Amount.tsx';
import { Domain } from '../components/ton/Domain.tsx';
import { Hash } from '../components/ton/Hash.tsx';
import { INCONSISTENT_FORM_WARNING } from '../ton/account-form.ts';
import { formatSignedDelta, formatTon } from '../ton/amount.ts';
import { revealInvisible, truncateMiddle } from '../ton/text-safety.ts';
import {
  balanceNote,
  shownFailureReason,
  STATUS_LABELS,
  type AccountRow,
  type StatusKey,
  type TonNetwork,
} from './account-rows.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { TokenSummaryView } from './TokenSummaryView.tsx';
import styles from './AccountsTable.module.css';
import { countOf } from '../ton/count.ts';

/** Up to this many rows are all rendered; beyond, only those in view (1024 full rows are ~20,000 nodes). */
export const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT_ESTIMATE = 45;
const COLUMNS = 12;

interface AccountsTableProps {
  /** Filtered and sorted. */
  rows: readonly AccountRow[];
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  total: { nanotons: bigint; accounts: number };
  /** The sort in effect, for aria-sort on its column. */
  sortedBy: 'input' | 'balance-asc' | 'balance-desc' | 'status' | 'address';
  onRetryChunk: (chunkIndex: number) => void;
}

const STATUS_ICONS: Record<StatusKey, string> = {
  active: '●',
  uninit: '○',
  frozen: '❄',
  nonexist: '∅',
  unknown: '?',
  'not-found': '∅',
  failed: '✗',
  waiting: '…',
  'not-fetched': '–',
};

/** A cell's content, or a compact "unreadable" mark when the API sent `field` in a form that cannot be read. */
function orUnreadable(row: AccountRow, field: string, content: ReactNode) {
  const message = driftIn(row.account, field);
  return message ? <Unreadable message={`${field}: ${message}`} compact /> : content;
}

function StatusCell({ row }: { row: AccountRow }) {
  const label =
    row.statusKey === 'unknown' && row.account?.status
      ? revealInvisible(row.account.status).text
      : STATUS_LABELS[row.statusKey];
  return (
    <span className={`${styles.status} ${styles[`status-${row.statusKey}`] ?? ''}`}>
      <span aria-hidden="true" className={styles.statusIcon}>
        {STATUS_ICONS[row.statusKey]}
      </span>{' '}
      {label}
      {driftIn(row.account, 'status') ? <> {orUnreadable(row, 'status', null)}</> : null}
      {row.state === 'failed' ? (
        <span className={styles.reason}>{shownFailureReason(row.error, 120)}</span>
      ) : null}
      {row.refreshing ? <span className="muted"> (refreshing)</span> : null}
    </span>
  );
}

function BalanceCell({ row }: { row: AccountRow }) {
  const change = row.balanceChange;
  let changeText: string | undefined;
  if (change) {
    if (change.before === null) changeText = 'new';
    else if (change.after === null) changeText = 'gone';
    else changeText = formatSignedDelta(change.after - change.before);
  }
  return (
    <>
      {orUnreadable(row, 'balance', <Amount nanotons={row.account?.balance} />)}
      {balanceNote(row.account?.balance) ? (
        <span className={styles.reason}>
          <span aria-hidden="true">⚠ </span>
          {balanceNote(row.account?.balance)}
        </span>
      ) : null}
      {changeText !== undefined ? (
        <span className={styles.changed}>
          <span aria-hidden="true">
            {change && change.after !== null && change.before !== null && change.after < change.before
              ? '▼'
              : '▲'}{' '}
          </span>
          changed {changeText}
        </span>
      ) : null}
    </>
  );
}

function ExtraCurrenciesCell({ row }: { row: AccountRow }) {
  const entries = Object.entries(row.account?.extra_currencies ?? {});
  if (entries.length === 0) return orUnreadable(row, 'extra_currencies', <span className="muted">—</span>);
  const [first] = entries;
  // The ids are the server's text (the map's keys): invisible characters made visible, a long one cut.
  const id = (text: string) => revealInvisible(truncateMiddle(text, 24, 4)).text;
  return (
    <span
      className="mono"
      title={entries
        .slice(0, 20)
        .map(([currency, amount]) => `#${id(currency)}: ${amount.toString()}`)
        .join('\n')}
    >
      {first ? `#${id(first[0])}: ${first[1].toString()}` : ''}
      {entries.length > 1 ? <span className="muted"> +{entries.length - 1}</span> : null}
    </span>
  );
}

interface RowProps {
  row: AccountRow;
  expanded: boolean;
  rowIndex: number | undefined;
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  idPrefix: string;
  onToggle: (raw: string) => void;
  onRetryChunk: (chunkIndex: number) => void;
}

/** One account: its row, and its detail row when open. Memoised: opening a row re-renders only that row. */
const AccountRowGroup = memo(function AccountRowGroup({
  row,
  expanded,
  rowIndex,
  includeBoc,
  showImages,
  network,
  idPrefix,
  onToggle,
  onRetryChunk,
}: RowProps) {
  const account = row.account;
  const detailsId = `${idPrefix}-${row.raw}`;
  const short = truncateMiddle(row.userFriendly, 6, 6);
  const domain = row.entry?.domain || undefined;
  return (
    <>
      <tr className={expanded ? styles.openRow : undefined} aria-rowindex={rowIndex}>
        <th scope="row" className={styles.accountCell}>
          <span className={styles.accountInner}>
            <button
              type="button"
              className={styles.expand}
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              aria-label={`${expanded ? 'Hide' : 'Show'} details of ${short}`}
              onClick={() => onToggle(row.raw)}
            >
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            </button>
            <span className={styles.accountText}>
              {domain ? (
                <span className={styles.domain}>
                  <Domain domain={domain} />
                </span>
              ) : null}
              {/* The domain has its own line above, where a long one can wrap instead of being cut. */}
              <Address
                raw={row.raw}
                entry={{ ...row.entry, user_friendly: row.userFriendly, domain: null }}
                link={false}
              />
              {row.entryInconsistent ? (
                <span className={`${styles.tag} ${styles.tagWarning} ${styles.tagWrap}`}>
                  ⚠ {INCONSISTENT_FORM_WARNING}
                </span>
              ) : null}
              {row.pastedForms.length > 1 ? (
                <span className={styles.tag}>{row.pastedForms.length} forms merged</span>
              ) : null}
              {row.testnetForm && network === 'mainnet' ? (
                <span className={`${styles.tag} ${styles.tagWarning}`}>⚠ testnet form</span>
              ) : null}
              {/* Phones see only this column at first: status and balance repeated here, for the eye
                  only (the cells to the right say the same to assistive technology). */}
              <span className={styles.phoneSummary} aria-hidden="true">
                {STATUS_ICONS[row.statusKey]} {STATUS_LABELS[row.statusKey]}
                {account?.balance !== undefined ? ` · ${formatTon(account.balance)} TON` : ''}
                {balanceNote(account?.balance) ? ` ⚠ ${balanceNote(account?.balance)}` : ''}
              </span>
            </span>
          </span>
        </th>
        <td>
          <StatusCell row={row} />
        </td>
        <td className={styles.num}>
          <BalanceCell row={row} />
        </td>
        <td>
          <ExtraCurrenciesCell row={row} />
        </td>
        <td>
          {account?.last_transaction_lt !== undefined ? (
            <span className={styles.lastTx}>
              <span className="mono">lt {account.last_transaction_lt.toString()}</span>
              <Hash value={account.last_transaction_hash} label={`last transaction hash of ${short}`} />
            </span>
          ) : (
            orUnreadable(row, 'last_transaction_lt', <span className="muted">—</span>)
          )}
        </td>
        <td className={styles.hashCell}>
          {orUnreadable(
            row,
            'code_hash',
            <Hash value={account?.code_hash} label={`code hash of ${short}`} />,
          )}
        </td>
        <td className={styles.hashCell}>
          {orUnreadable(
            row,
            'data_hash',
            <Hash value={account?.data_hash} label={`data hash of ${short}`} />,
          )}
        </td>
        <td className={styles.hashCell}>
          {orUnreadable(
            row,
            'frozen_hash',
            <Hash value={account?.frozen_hash} label={`frozen hash of ${short}`} />,
          )}
        </td>
        <td className={styles.hashCell}>
          {orUnreadable(
            row,
            'account_state_hash',
            <Hash value={account?.account_state_hash} label={`account state hash of ${short}`} />,
          )}
        </td>
        <td className={styles.num}>
          {account?.contract_methods
            ? account.contract_methods.length
            : orUnreadable(row, 'contract_methods', <span className="muted">—</span>)}
        </td>
        <td>
          {row.entry?.interfaces?.length ? (
            revealInvisible(truncateMiddle(row.entry.interfaces.join(', '), 120, 8)).text
          ) : (
            <span className="muted">—</span>
          )}
        </td>
        <td>
          <TokenSummaryView token={row.token} showImages={showImages} />
        </td>
      </tr>
      {expanded ? (
        <tr className={styles.detailRow}>
          <td colSpan={COLUMNS}>
            <div className={styles.detailInner}>
              <AccountDetails
                row={row}
                id={detailsId}
                includeBoc={includeBoc}
                showImages={showImages}
                network={network}
                onRetry={onRetryChunk}
              />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
});

/**
 * The results: one row per account, a total row, and a detail row under any opened account. It scrolls
 * inside its own box (both ways: the page never scrolls sideways, even at 390 px), with the header, the
 * account column and the total kept in view; beyond VIRTUALIZE_ABOVE rows only the rows in view exist.
 */
export function AccountsTable({
  rows,
  includeBoc,
  showImages,
  network,
  total,
  sortedBy,
  onRetryChunk,
}: AccountsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const virtualize = rows.length > VIRTUALIZE_ABOVE;
  // The virtualizer keeps its own mutable state; React Compiler must leave this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: 12,
    enabled: virtualize,
    getItemKey: (index) => rows[index]?.raw ?? index,
  });

  const toggle = useCallback((raw: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(raw)) next.delete(raw);
      else next.add(raw);
      return next;
    });
  }, []);

  const items = virtualize
    ? virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start, end: item.end }))
    : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const paddingTop = virtualize ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtualize ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const ariaSort = (column: 'address' | 'status' | 'balance') =>
    sortedBy === column
      ? 'ascending'
      : column === 'balance' && sortedBy === 'balance-asc'
        ? 'ascending'
        : column === 'balance' && sortedBy === 'balance-desc'
          ? 'descending'
          : undefined;

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Accounts table"
    >
      <table className={styles.table} aria-rowcount={virtualize ? rows.length + 2 : undefined}>
        <colgroup>
          <col className={styles.colAccount} />
          <col className={styles.colStatus} />
          <col className={styles.colBalance} />
          <col className={styles.colExtra} />
          <col className={styles.colLastTx} />
          <col className={styles.colHash} />
          <col className={styles.colHash} />
          <col className={styles.colHash} />
          <col className={styles.colHash} />
          <col className={styles.colMethods} />
          <col className={styles.colInterfaces} />
          <col className={styles.colToken} />
        </colgroup>
        <thead>
          <tr aria-rowindex={virtualize ? 1 : undefined}>
            <th scope="col" aria-sort={ariaSort('address')}>
              Account
            </th>
            <th scope="col" aria-sort={ariaSort('status')}>
              Status
            </th>
            <th scope="col" className={styles.num} aria-sort={ariaSort('balance')}>
              Balance
            </th>
            <th scope="col">Extra currencies</th>
            <th scope="col">Last transaction</th>
            <th scope="col">Code hash</th>
            <th scope="col">Data hash</th>
            <th scope="col">Frozen hash</th>
            <th scope="col">State hash</th>
            <th scope="col" className={styles.num}>
              Methods
            </th>
            <th scope="col">Interfaces</th>
            <th scope="col">Token</th>
          </tr>
        </thead>
        {paddingTop > 0 ? (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingTop }} />
          </tbody>
        ) : null}
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <tbody
              key={row.raw}
              data-index={item.index}
              ref={virtualize ? virtualizer.measureElement : undefined}
            >
              <AccountRowGroup
                row={row}
                expanded={expanded.has(row.raw)}
                rowIndex={virtualize ? item.index + 2 : undefined}
                includeBoc={includeBoc}
                showImages={showImages}
                network={network}
                idPrefix={idPrefix}
                onToggle={toggle}
                onRetryChunk={onRetryChunk}
              />
            </tbody>
          );
        })}
        {paddingBottom > 0 ? (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingBottom }} />
          </tbody>
        ) : null}
        {rows.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={COLUMNS} className="muted">
                No account matches this filter.
              </td>
            </tr>
          </tbody>
        ) : null}
        <tfoot>
          <tr className={styles.totalRow} aria-rowindex={virtualize ? rows.length + 2 : undefined}>
            <th scope="row">
              Total <span className={styles.totalCount}>({countOf(total.accounts, 'balance')})</span>
              <span className={styles.phoneSummary} aria-hidden="true">
                {formatTon(total.nanotons)} TON
              </span>
            </th>
            <td />
            <td className={styles.num}>
              <Amount nanotons={total.nanotons} />
            </td>
            <td colSpan={COLUMNS - 3} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

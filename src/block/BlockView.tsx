import { lazy, memo, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MasterchainBlock } from '../api/block/masterchain-block.ts';
import { HashPrefix } from '../components/ton/Hash.tsx';
import { paths } from '../paths.ts';
import { hasActiveFilters, neighbourSearch } from './model/block-filters.ts';
import { indexBlock } from './model/block-index.ts';
import { blockSummaryOf } from './model/block-summary.ts';
import { BlockHeader } from './header/BlockHeader.tsx';
import { BlockViewTabs } from './accounts/BlockViewTabs.tsx';
import { readBlockView } from './model/block-view-param.ts';
import { Skeleton } from '../components/ui/Skeleton.tsx';
import { useAfterFirstPaint } from '../components/ui/useAfterFirstPaint.ts';
import { useIsReturn } from '../components/ui/useIsReturn.ts';
import { BlockPicture } from './picture/BlockPicture.tsx';
import { TransactionFilters } from './list/TransactionFilters.tsx';
import { TransactionList } from './list/TransactionList.tsx';
import { useBlockFilters } from './list/useBlockFilters.ts';
import { LIST_HEADING_ID, useGoToList } from './list/useGoToList.ts';
import { useBlockPrefetch } from './useBlockPrefetch.ts';
import { useTransactionSelection } from './list/useTransactionSelection.ts';
import styles from './BlockView.module.css';
import { t } from '../ton/i18n/door.ts';
import { Msg } from '../components/ui/Msg.tsx';
import { blockPageMessages as m } from './block-messages.ts';
import { echoedInput } from '../ton/seqno.ts';
import { useLabels } from '../workspace/labels.ts';
import { useBlockActionsView } from './actions/useBlockActionsView.ts';
import { WhatHappened } from './actions/WhatHappened.tsx';
import { useTransactionListView } from './list/useTransactionListView.ts';

// The accounts view is a chunk of its own, fetched when it is first shown (or when its tab is hovered or
// focused): most visits never open it, and the block page's own chunk is what a phone waits for before its
// first meaningful paint (Lighthouse's LCP on the block page grew by 0.3 s when it was part of it).
const loadAccountsView = () => import('./accounts/BlockAccountsView.tsx');
const BlockAccountsView = lazy(() =>
  loadAccountsView().then((module) => ({ default: module.BlockAccountsView })),
);

/** A failed prefetch is reported where it matters: by the view's own import, to the error boundary. */
const prefetchAccountsView = () => void loadAccountsView().catch(() => undefined);

/** While the accounts view's code loads: its heading, so the page does not jump when it arrives. */
function AccountsViewFallback() {
  return (
    <section aria-labelledby="accounts-heading" className={styles.section} aria-busy="true">
      <h2 id="accounts-heading">{t(m.accountsInBlock)}</h2>
      <Skeleton width="60%" />
    </section>
  );
}

/**
 * The list (or the accounts view) starts below the first screen at every width: it renders a frame after
 * the header and the picture, so that no frame lays the whole page out at once. Not on a return (the back
 * button): the layout then restores the scroll position, which needs the page's full height at once.
 */
function useShowBelowFirstScreen(): boolean {
  return useAfterFirstPaint(!useIsReturn());
}

/** A transaction's link: this page, with the same filters, and the transaction opened. */
function useTransactionHref(searchParams: URLSearchParams, seqno: number) {
  return useCallback(
    (hash: string) => {
      const next = new URLSearchParams(searchParams);
      next.set('tx', hash);
      return paths.blockWithSearch(seqno, next);
    },
    [searchParams, seqno],
  );
}

/** The accounts view once the first screen is painted, and its heading while its code loads. */
function AccountsSection({ shown, children }: { shown: boolean; children: React.ReactNode }) {
  // Its code is asked for at once, not with the view a frame later.
  useEffect(() => {
    if (!shown) prefetchAccountsView();
  }, [shown]);
  if (!shown) return <AccountsViewFallback />;
  return <Suspense fallback={<AccountsViewFallback />}>{children}</Suspense>;
}

interface BlockViewProps {
  block: MasterchainBlock;
  /** The transaction opened by `?tx=`, if any. */
  selectedHash: string | null;
}

/**
 * Memoized: the route above re-renders whenever one of its queries has news (the head, the server's
 * range), and React Query's news renders at once, in one piece; the page itself need not follow.
 */
export const BlockView = memo(function BlockView({ block, selectedHash }: BlockViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();

  const { filters, changeFilters, clearFilters } = useBlockFilters(searchParams, setSearchParams);
  const index = useMemo(() => indexBlock(block), [block]);
  // Every label: the search finds accounts by them, the account filter's suggestions show them.
  const labels = useLabels();
  const actions = useBlockActionsView(block);
  const { view, exports } = useTransactionListView(block.seqno, index, filters, labels, actions);
  const summary = useMemo(() => blockSummaryOf(block), [block]);
  const neighbour = useMemo(() => neighbourSearch(searchParams), [searchParams]);
  const prefetch = useBlockPrefetch(block);
  const selection = useTransactionSelection(selectedHash, view.order, setSearchParams);
  const goToList = useGoToList(searchParams, setSearchParams);

  const transactionHref = useTransactionHref(searchParams, block.seqno);

  const pictureList = useMemo(
    () => ({ shown: view.shown, total: view.total, onShowAll: clearFilters, onGoToList: goToList }),
    [view.shown, view.total, clearFilters, goToList],
  );

  const selected = selectedHash ? index.byHash.get(selectedHash) : undefined;
  const selectedHidden = selected !== undefined && !view.order.includes(selected);
  // The list (default) or the accounts the block touched (?view=accounts), computed only when shown.
  const blockView = readBlockView(searchParams);
  const showBelowFirstScreen = useShowBelowFirstScreen();

  return (
    <div className="page">
      <BlockHeader
        block={block}
        summary={summary}
        neighbourSearch={neighbour}
        search={searchParams}
        onPrefetch={prefetch}
      />

      <WhatHappened block={block} actions={actions} search={searchParams} current={filters.action} />
      <BlockPicture block={block} filters={filters} onChange={changeFilters} list={pictureList} />

      <BlockViewTabs
        seqno={block.seqno}
        search={searchParams}
        current={blockView}
        transactions={summary.transactions}
        accounts={summary.accounts}
        onPrefetchAccounts={prefetchAccountsView}
      />

      {blockView === 'accounts' ? (
        <AccountsSection shown={showBelowFirstScreen}>
          <BlockAccountsView
            block={block}
            labels={labels}
            searchParams={searchParams}
            setSearchParams={setSearchParams}
          />
        </AccountsSection>
      ) : (
        <section
          aria-labelledby="transactions-heading"
          className={styles.section}
          aria-busy={showBelowFirstScreen ? undefined : true}
        >
          {/* Focusable from script only: "Go to the list" above brings the reader here. */}
          <h2 id={LIST_HEADING_ID} tabIndex={-1}>
            {t(m.transactions)}
          </h2>
          {!showBelowFirstScreen ? null : block.transactions.length === 0 ? (
            <p>{t(m.noTransactions)}</p>
          ) : (
            <>
              {block.partial ? <LoadingNotice partial={block.partial} /> : null}
              <TransactionFilters
                filters={filters}
                opcodes={index.opcodes}
                opcodeCounts={index.opcodeCounts}
                accounts={index.accounts}
                addressBook={block.addressBook}
                labels={labels}
                shown={view.shown}
                total={view.total}
                actionTypes={actions.types}
                exports={exports}
                onChange={changeFilters}
                onClear={clearFilters}
              />
              {selectedHash && !selected ? (
                <NoSuchTransactionNotice hash={selectedHash} onClose={selection.close} />
              ) : null}
              {selectedHidden ? (
                <HiddenSelectionNotice hash={selected.transaction.hash} onShowAll={clearFilters} />
              ) : null}
              {view.shown === 0 ? (
                <NothingShownNotice filtered={hasActiveFilters(filters)} />
              ) : (
                <TransactionList
                  view={view}
                  block={block}
                  index={index}
                  selectedHash={selectedHash}
                  onToggle={selection.onToggle}
                  transactionHref={transactionHref}
                  scrollRequest={selection.scrollRequest}
                  actions={actions}
                />
              )}
              <p className="visually-hidden" role="status" aria-live="polite">
                {selection.announcement}
              </p>
            </>
          )}
        </section>
      )}
    </div>
  );
});

/** A big block's first rows are shown while the rest arrives. */
function LoadingNotice({ partial }: { partial: NonNullable<MasterchainBlock['partial']> }) {
  return (
    <p className={styles.notice} role="status">
      {partial.expected === undefined
        ? t(m.loadingSoFar, { received: partial.received })
        : t(m.loadingOf, { received: partial.received, expected: partial.expected })}
    </p>
  );
}

/** `?tx=` names a hash this block does not hold (a mistyped or stale link): the link's text, quoted safely. */
function NoSuchTransactionNotice({ hash, onClose }: { hash: string; onClose: () => void }) {
  return (
    <p className={styles.notice}>
      <Msg message={m.noSuchTransaction} values={{ hash: <code>{echoedInput(hash)}</code> }} />{' '}
      <button type="button" className="button" onClick={onClose}>
        {t(m.closeIt)}
      </button>
    </p>
  );
}

/** The opened transaction is in the block but not in the filtered list. */
function HiddenSelectionNotice({ hash, onShowAll }: { hash: string; onShowAll: () => void }) {
  return (
    <p className={styles.notice}>
      <Msg message={m.hiddenSelection} values={{ hash: <HashPrefix value={hash} /> }} />{' '}
      <button type="button" className="button" onClick={onShowAll}>
        {t(m.showAll)}
      </button>
    </p>
  );
}

function NothingShownNotice({ filtered }: { filtered: boolean }) {
  return <p className={styles.notice}>{t(filtered ? m.nothingFiltered : m.nothingView)}</p>;
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../api/api-client-context.ts';
import {
  PREFETCH_MAX_BYTES,
  prefetchBlock,
  prefetchBlockWhenIdle,
  type MasterchainBlock,
} from '../api/masterchain-block.ts';
import { masterchainInfoQueryOptions } from '../api/masterchain-info.ts';
import { HashPrefix } from '../components/ton/Hash.tsx';
import { paths } from '../paths.ts';
import { MAX_SEQNO } from '../ton/seqno.ts';
import {
  hasActiveFilters,
  neighbourSearch,
  readBlockFilters,
  withFilterChange,
  withoutFilters,
  type FilterChange,
} from './block-filters.ts';
import { buildListView, indexBlock } from './block-index.ts';
import { blockSummaryOf } from './block-summary.ts';
import { BlockHeader } from './BlockHeader.tsx';
import { describeTransaction } from './describe-transaction.ts';
import { TransactionFilters } from './TransactionFilters.tsx';
import { TransactionList, type ScrollRequest } from './TransactionList.tsx';
import { useBlockShortcuts } from './useBlockShortcuts.ts';
import styles from './BlockView.module.css';
import { formatCount } from '../ton/count.ts';

interface BlockViewProps {
  block: MasterchainBlock;
  /** The transaction opened by `?tx=`, if any. */
  selectedHash: string | null;
}

interface SelectionTracking {
  /** `?tx=` as last rendered. */
  hash: string | null;
  /** What a row click is about to open or close: that change must not scroll the page. */
  expected: string | null | undefined;
  /** The latest request to bring the opened transaction into view. */
  request: ScrollRequest | null;
}

export function BlockView({ block, selectedHash }: BlockViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const client = useApiClient();
  const queryClient = useQueryClient();

  const filters = useMemo(() => readBlockFilters(searchParams), [searchParams]);
  const index = useMemo(() => indexBlock(block), [block]);
  const view = useMemo(() => buildListView(index, filters), [index, filters]);
  const summary = useMemo(() => blockSummaryOf(block), [block]);
  const neighbour = useMemo(() => neighbourSearch(searchParams), [searchParams]);
  const [announcement, setAnnouncement] = useState('');

  const prefetch = useCallback(
    (seqno: number) => void prefetchBlock(queryClient, client, seqno),
    [client, queryClient],
  );
  // The next block is the likeliest next page: → is one key away. Fetched when the browser is idle, so
  // it never competes with this block's own rendering; and only once this block is complete. Not past the
  // newest block the index is known to have: that block does not exist yet, and asking would spend a
  // request (toncenter allows 1 a second without a key) on a 404.
  // Nor after a big block (its answer over PREFETCH_MAX_BYTES): the next one is likely big too, and a
  // guess is not worth that much of the user's data.
  const complete = block.partial === undefined;
  const big = (block.answerBytes ?? 0) > PREFETCH_MAX_BYTES;
  useEffect(() => {
    const next = block.seqno + 1;
    const newest = queryClient.getQueryData(masterchainInfoQueryOptions(client).queryKey)?.last.seqno;
    if (!complete || big || next > MAX_SEQNO || (newest !== undefined && next > newest)) return;
    return prefetchBlockWhenIdle(queryClient, client, next);
  }, [block.seqno, complete, big, queryClient, client]);

  // A transaction opened by a link (deep link, message flow, back button) or by j/k is scrolled into view;
  // one opened by clicking its row is already where the user is looking.
  const [tracking, setTracking] = useState<SelectionTracking>(() => ({
    hash: selectedHash,
    expected: undefined,
    request: selectedHash ? { hash: selectedHash, seq: 1 } : null,
  }));
  if (tracking.hash !== selectedHash) {
    const fromRow = tracking.expected !== undefined && tracking.expected === selectedHash;
    setTracking({
      hash: selectedHash,
      expected: undefined,
      request:
        selectedHash && !fromRow
          ? { hash: selectedHash, seq: (tracking.request?.seq ?? 0) + 1 }
          : tracking.request,
    });
  }

  // Selections asked for but not yet in the URL (a navigation renders later): a quick j j must step
  // twice, from the last one asked for. Cleared as the URL catches up, or when it changes otherwise.
  const requested = useRef<Array<string | null>>([]);
  useEffect(() => {
    const position = requested.current.indexOf(selectedHash);
    requested.current = position < 0 ? [] : requested.current.slice(position + 1);
  }, [selectedHash]);

  const select = (hash: string | null, fromRow: boolean) => {
    requested.current.push(hash);
    if (fromRow) setTracking((current) => ({ ...current, expected: hash }));
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (hash) next.set('tx', hash);
        else next.delete('tx');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const toggle = (hash: string) => select(selectedHash === hash ? null : hash, true);
  // The rows get one toggle for the page's life (they are memoized; a new function would render them all
  // again), which calls the latest `toggle`.
  const latestToggle = useRef(toggle);
  useLayoutEffect(() => {
    latestToggle.current = toggle;
  });
  const onToggle = useCallback((hash: string) => latestToggle.current(hash), []);

  const changeFilters = (change: FilterChange, options: { replace?: boolean } = {}) =>
    setSearchParams((params) => withFilterChange(params, change), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  const clearFilters = () =>
    setSearchParams((params) => withoutFilters(params), { preventScrollReset: true });

  const step = (direction: 1 | -1) => {
    const order = view.order;
    if (order.length === 0) return;
    const from = requested.current.length > 0 ? (requested.current.at(-1) ?? null) : selectedHash;
    const current = from ? order.findIndex((item) => item.transaction.hash === from) : -1;
    const position =
      current < 0
        ? direction === 1
          ? 0
          : order.length - 1
        : Math.min(order.length - 1, Math.max(0, current + direction));
    const target = order[position];
    if (!target || target.transaction.hash === from) return;
    setAnnouncement(
      `Transaction ${position + 1} of ${order.length}: ${describeTransaction(target.transaction)}`,
    );
    select(target.transaction.hash, false);
  };

  useBlockShortcuts({ nextTransaction: () => step(1), previousTransaction: () => step(-1) });

  const transactionHref = useCallback(
    (hash: string) => {
      const next = new URLSearchParams(searchParams);
      next.set('tx', hash);
      return paths.blockWithSearch(block.seqno, next);
    },
    [searchParams, block.seqno],
  );

  const selected = selectedHash ? index.byHash.get(selectedHash) : undefined;
  const selectedHidden = selected !== undefined && !view.order.includes(selected);
  const filtered = hasActiveFilters(filters);

  return (
    <div className="page">
      <BlockHeader
        block={block}
        summary={summary}
        neighbourSearch={neighbour}
        search={searchParams}
        onPrefetch={prefetch}
      />

      <section aria-labelledby="transactions-heading" className={styles.section}>
        <h2 id="transactions-heading">Transactions</h2>
        {block.transactions.length === 0 ? (
          <p>This block commits no transactions.</p>
        ) : (
          <>
            {block.partial ? (
              <p className={styles.notice} role="status">
                Loading transactions: {formatCount(block.partial.received)}
                {block.partial.expected === undefined
                  ? ' received so far'
                  : ` of ${formatCount(block.partial.expected)} received`}
                …
              </p>
            ) : null}
            <TransactionFilters
              filters={filters}
              opcodes={index.opcodes}
              accounts={index.accounts}
              addressBook={block.addressBook}
              shown={view.shown}
              total={view.total}
              onChange={changeFilters}
              onClear={clearFilters}
            />
            {selectedHash && !selected ? (
              <p className={styles.notice}>
                This block has no transaction with hash <code>{selectedHash}</code>.{' '}
                <button type="button" className="button" onClick={() => select(null, true)}>
                  Close it
                </button>
              </p>
            ) : null}
            {selectedHidden ? (
              <p className={styles.notice}>
                The opened transaction <HashPrefix value={selected.transaction.hash} /> is hidden by the
                filters.{' '}
                <button type="button" className="button" onClick={clearFilters}>
                  Show all transactions
                </button>
              </p>
            ) : null}
            {view.shown === 0 ? (
              <p className={styles.notice}>
                No transaction matches {filtered ? 'these filters' : 'this view'}.
              </p>
            ) : (
              <TransactionList
                view={view}
                block={block}
                index={index}
                selectedHash={selectedHash}
                onToggle={onToggle}
                transactionHref={transactionHref}
                scrollRequest={tracking.request}
              />
            )}
            <p className="visually-hidden" role="status" aria-live="polite">
              {announcement}
            </p>
          </>
        )}
      </section>
    </div>
  );
}

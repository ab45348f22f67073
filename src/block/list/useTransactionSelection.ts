import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import type { IndexedTransaction } from '../model/block-index.ts';
import { describeTransaction } from '../model/describe-transaction.ts';
import { useCoinFormat } from '../../components/ton/coin-format.ts';
import type { ScrollRequest } from './useTransactionVirtualizer.ts';
import { useBlockShortcuts } from '../useBlockShortcuts.ts';
import { TRACE_PARAM } from '../../paths.ts';
import { t } from '../../ton/i18n/door.ts';
import { listMessages as m } from './list-messages.ts';

interface SelectionTracking {
  /** `?tx=` as last rendered. */
  hash: string | null;
  /** What a row click is about to open or close: that change must not scroll the page. */
  expected: string | null | undefined;
  /** The latest request to bring the opened transaction into view. */
  request: ScrollRequest | null;
}

export interface TransactionSelection {
  /** The latest request to bring the opened transaction into view, for the list. */
  scrollRequest: ScrollRequest | null;
  /** Opens or closes a row's transaction; one function for the page's life (the rows are memoized). */
  onToggle: (hash: string) => void;
  /** Closes the opened transaction (the "no such transaction" notice's button). */
  close: () => void;
  /** What j or k last opened, for the page's live region. */
  announcement: string;
}

/**
 * Where j (1) or k (-1) goes from `from` in the shown order: the first or last transaction when nothing
 * shown is open, and no further than either end.
 */
function stepPosition(order: IndexedTransaction[], from: string | null, direction: 1 | -1): number {
  const current = from ? order.findIndex((item) => item.transaction.hash === from) : -1;
  if (current < 0) return direction === 1 ? 0 : order.length - 1;
  return Math.min(order.length - 1, Math.max(0, current + direction));
}

/**
 * When to bring the opened transaction into view: whenever `?tx=` changes, except to what a row click
 * said it was about to open or close (`expectFromRow`).
 */
function useScrollRequest(selectedHash: string | null) {
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
  const expectFromRow = (hash: string | null) => setTracking((current) => ({ ...current, expected: hash }));
  return { scrollRequest: tracking.request, expectFromRow };
}

/**
 * The opened transaction (`?tx=`): opening and closing it, j and k stepping through the shown `order`,
 * and when to scroll it into view. A transaction opened by a link (deep link, message flow, back button)
 * or by j/k is scrolled into view; one opened by clicking its row is already where the user is looking.
 */
export function useTransactionSelection(
  selectedHash: string | null,
  order: IndexedTransaction[],
  setSearchParams: SetURLSearchParams,
): TransactionSelection {
  const [announcement, setAnnouncement] = useState('');
  const coinFormat = useCoinFormat();
  const { scrollRequest, expectFromRow } = useScrollRequest(selectedHash);

  // Selections asked for but not yet in the URL (a navigation renders later): a quick j j must step
  // twice, from the last one asked for. Cleared as the URL catches up, or when it changes otherwise.
  const requested = useRef<Array<string | null>>([]);
  useEffect(() => {
    const position = requested.current.indexOf(selectedHash);
    requested.current = position < 0 ? [] : requested.current.slice(position + 1);
  }, [selectedHash]);

  const select = (hash: string | null, fromRow: boolean) => {
    requested.current.push(hash);
    if (fromRow) expectFromRow(hash);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (hash) next.set('tx', hash);
        else next.delete('tx');
        // An opened trace belongs to the transaction it was opened from.
        next.delete(TRACE_PARAM);
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

  const step = (direction: 1 | -1) => {
    if (order.length === 0) return;
    const from = requested.current.length > 0 ? (requested.current.at(-1) ?? null) : selectedHash;
    const position = stepPosition(order, from, direction);
    const target = order[position];
    if (!target || target.transaction.hash === from) return;
    setAnnouncement(
      t(m.stepAnnouncement, {
        position: position + 1,
        total: order.length,
        sentence: describeTransaction(target.transaction, coinFormat),
      }),
    );
    select(target.transaction.hash, false);
  };
  useBlockShortcuts({ nextTransaction: () => step(1), previousTransaction: () => step(-1) });

  return { scrollRequest, onToggle, close: () => select(null, true), announcement };
}

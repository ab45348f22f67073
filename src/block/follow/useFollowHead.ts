import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../api/api-client-context.ts';
import { blockQueryOptions } from '../../api/block/masterchain-block.ts';
import { announce } from '../../components/ui/announcer.ts';
import { paths } from '../../paths.ts';
import { t } from '../../ton/i18n/door.ts';
import { followAnnounceMessages } from '../model/model-messages.ts';
import { neighbourSearch } from '../model/block-filters.ts';
import { focusInPageContent, isFollowing, readerIsBusy, withFollow } from './follow-head.ts';
import { useHeadPolling } from '../../api/head/useHeadPolling.ts';

/** The search of the newest block's page, moved to by following: the neighbour's view, still following. */
const followSearch = (search: URLSearchParams) => withFollow(neighbourSearch(search), true);

/**
 * The blocks following has left behind, forgotten as it goes: a whole block is kept in memory for half an
 * hour (blockQueryOptions), so a page left following for hours would hold hundreds of them. A move keeps
 * the block it leaves (Back after "show latest" returns to it) and drops the ones left before, unless
 * something still shows them.
 */
function useForgetLeftBlocks(following: boolean) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const left = useRef<number[]>([]);
  useEffect(() => {
    if (!following) left.current = [];
  }, [following]);
  return useCallback(
    (leaving: number) => {
      const kept: number[] = [];
      for (const seqno of left.current) {
        if (seqno === leaving) continue;
        const { queryKey } = blockQueryOptions(client, seqno);
        queryClient.removeQueries({ queryKey, exact: true, type: 'inactive' });
        // Still shown somewhere: forgotten at a later move.
        if (queryClient.getQueryCache().find({ queryKey, exact: true })) kept.push(seqno);
      }
      left.current = [...kept, leaving];
    },
    [client, queryClient],
  );
}

/**
 * Following the chain's head on the block page (`?follow=1`): while on and the tab is visible, the head
 * is asked for every `intervalMs`; a new head opens its block in place (history replace, so Back leaves
 * the following page), unless the reader has scrolled, opened a transaction or has focus on a control in
 * the page (typing a time, in the list, on a picture bar): then `pending` counts the new blocks and
 * nothing moves until `showLatest`. Opening another block by hand (←, a link) while following ends it:
 * following would take the reader away from what they opened.
 */
export function useFollowHead(seqno: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const following = isFollowing(searchParams);
  const { query, head, held, intervalMs, paused } = useHeadPolling(following);
  const forgetLeftBlocks = useForgetLeftBlocks(following);
  const transactionOpen = searchParams.has('tx');
  // The latest values for the effects below, which run on a new head or a new block only.
  const latest = useRef({ searchParams, transactionOpen, head });
  useEffect(() => {
    latest.current = { searchParams, transactionOpen, head };
  });
  const movedTo = useRef<number | undefined>(undefined);
  // The block a new head did not replace because the reader was busy: "N new blocks" is offered there.
  const [heldSeqno, setHeldSeqno] = useState<number | undefined>(undefined);
  const shownSeqno = useRef<number | undefined>(undefined);

  // A block reached otherwise than by following, and not the head: following ends.
  useEffect(() => {
    const before = shownSeqno.current;
    shownSeqno.current = seqno;
    if (before === undefined || before === seqno || movedTo.current === seqno) return;
    const { searchParams: search, head: newest } = latest.current;
    if (!isFollowing(search) || newest === undefined || seqno >= newest) return;
    setSearchParams(withFollow(search, false), { replace: true });
    announce('Stopped following new blocks', 3000);
  }, [seqno, setSearchParams]);

  // A new head: open it, unless that would move the page under the reader's hands.
  useEffect(() => {
    if (!following || head === undefined || head <= seqno) return;
    const { searchParams: search, transactionOpen: open } = latest.current;
    const busy = readerIsBusy({
      scrollY: window.scrollY,
      transactionOpen: open,
      focusInPage: focusInPageContent(document.activeElement),
    });
    if (busy) {
      setHeldSeqno(seqno);
      return;
    }
    movedTo.current = head;
    forgetLeftBlocks(seqno);
    void navigate(paths.blockWithSearch(head, followSearch(search)), { replace: true });
    announce(`Block ${head}, the newest block`, 3000);
    // Only a new head (or following turned on) moves the page; a block opened by hand does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [following, head, navigate]);

  const pending = following && heldSeqno === seqno && head !== undefined && head > seqno ? head - seqno : 0;
  const told = useRef(false);
  useEffect(() => {
    if (pending === 0) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    announce(t(followAnnounceMessages.newBlocks, { count: pending }), 3000);
  }, [pending]);

  const showLatest = useCallback(() => {
    const { searchParams: search, head: newest } = latest.current;
    if (newest === undefined) return;
    movedTo.current = newest;
    if (shownSeqno.current !== undefined) forgetLeftBlocks(shownSeqno.current);
    // A link's move: Back returns to the transaction or the place the reader was at.
    void navigate(paths.blockWithSearch(newest, followSearch(search)));
    announce(`Block ${newest}, the newest block`, 3000);
  }, [navigate, forgetLeftBlocks]);

  const setFollowing = useCallback(
    (on: boolean) => {
      setSearchParams(withFollow(latest.current.searchParams, on), { replace: true });
      announce(on ? 'Following new blocks' : 'Stopped following new blocks', 3000);
    },
    [setSearchParams],
  );

  return {
    following,
    /** The newest block known (asked for while following; else whatever is in memory). */
    head,
    /** New blocks not shown because the reader is busy. */
    pending,
    intervalMs,
    paused,
    /** The latest check's failure while following. */
    error: following && query.isError ? query.error : undefined,
    /** Why the server's latest answer is not followed (it went back, or jumped), while following. */
    held: following ? held : undefined,
    showLatest,
    setFollowing,
  };
}

export type FollowHead = ReturnType<typeof useFollowHead>;

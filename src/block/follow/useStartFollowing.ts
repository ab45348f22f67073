import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { announce } from '../../components/ui/announcer.ts';
import { isFollowing, withFollow } from './follow-head.ts';

/**
 * Turns following on from outside the follow control ("Wait for block N+1", → on the newest block): the
 * block after the newest opens when it appears. Written into the URL in place, as the toggle does.
 */
export function useStartFollowing(): { following: boolean; startFollowing: (waitingFor: number) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const following = isFollowing(searchParams);
  const startFollowing = useCallback(
    (waitingFor: number) => {
      setSearchParams((search) => withFollow(search, true), { replace: true });
      announce(`Following new blocks: block ${waitingFor} opens when it appears`, 3000);
    },
    [setSearchParams],
  );
  return { following, startFollowing };
}

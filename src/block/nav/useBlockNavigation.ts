import { useNavigate, useSearchParams } from 'react-router';
import { announce } from '../../components/ui/announcer.ts';
import { paths } from '../../paths.ts';
import { useStartFollowing } from '../follow/useStartFollowing.ts';
import { neighbourSearch } from '../model/block-filters.ts';
import { useBlockShortcuts } from '../useBlockShortcuts.ts';
import { neighboursOfBlock, neighboursOfMissing, type Neighbours } from './block-neighbours.ts';
import { useListedBlocks, useServerRange } from './useServerRange.ts';
import { t } from '../../ton/i18n/door.ts';
import { navMessages as m } from './nav-messages.ts';

/** What the route knows of its block: still loading, shown, not on the server (404), or failed otherwise. */
export type BlockState = 'loading' | 'loaded' | 'missing' | 'failed';

/**
 * The block page's neighbours and its ← → keys, which go where the page's own links go: the pager's
 * previous and next block, or on "No such block" the nearest blocks the server has. → on the newest
 * block waits for the next (turns following on) as "Wait for block N+1" does. Registered by the route,
 * so that ← → step through blocks that are still loading. Stepping by hand ends following the head:
 * neighbourSearch leaves `follow` out.
 */
export function useBlockNavigation(seqno: number, state: BlockState): Neighbours {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const missing = state === 'missing';
  // "No such block" asks the server's ends now; the other states read what is known (the pager asks).
  const range = useServerRange(seqno, missing ? 'always' : 'never');
  const listed = useListedBlocks(missing);
  const neighbours = missing ? neighboursOfMissing(seqno, range, listed) : neighboursOfBlock(seqno, range);
  const { following, startFollowing } = useStartFollowing();
  const open = (target: number) =>
    void navigate(paths.blockWithSearch(target, neighbourSearch(searchParams)));

  useBlockShortcuts({
    previousBlock: () => {
      if (neighbours.previous !== undefined) open(neighbours.previous);
    },
    nextBlock: () => {
      const { next } = neighbours;
      if (next === undefined) return;
      if (next.kind === 'open') open(next.seqno);
      else if (following) announce(t(m.opensWhenAppears, { seqno: String(next.seqno) }), 3000);
      else startFollowing(next.seqno);
    },
  });
  return neighbours;
}

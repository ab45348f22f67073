import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import headerStyles from '../header/BlockHeader.module.css';
import { useStartFollowing } from '../follow/useStartFollowing.ts';
import { neighboursOfBlock } from './block-neighbours.ts';
import { useServerRange } from './useServerRange.ts';
import styles from './BlockPager.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { navMessages as m } from './nav-messages.ts';
import frame from '../block-frame.module.css';

/** The keys that step through transactions (keys, not words). */
const KEY_J = 'j';
const KEY_K = 'k';

interface BlockPagerProps {
  seqno: number;
  /** Search of the neighbouring block links: the same filters, no opened transaction. */
  neighbourSearch: URLSearchParams;
  /** Starts loading a neighbour before it is opened. */
  onPrefetch: (seqno: number) => void;
}

/**
 * Links to the previous and next block, with the keys that do the same (useBlockNavigation). The block
 * after the server's newest is not linked (it would say "No such block"): "Wait for block N+1" turns
 * following on, which opens it when it appears.
 */
export function BlockPager({ seqno, neighbourSearch, onPrefetch }: BlockPagerProps) {
  const range = useServerRange(seqno, 'below-head');
  const { previous, next } = neighboursOfBlock(seqno, range);
  const { following, startFollowing } = useStartFollowing();
  return (
    <nav className={frame.pager} aria-label={t(m.neighbouring)}>
      {previous !== undefined ? (
        <Link
          to={paths.blockWithSearch(previous, neighbourSearch)}
          rel="prev"
          onMouseEnter={() => onPrefetch(previous)}
          onFocus={() => onPrefetch(previous)}
        >
          <span aria-hidden="true">← </span>
          {t(m.block, { seqno: String(previous) })}
        </Link>
      ) : (
        <span />
      )}
      <span className={`muted ${headerStyles.keys}`}>
        <Msg
          message={m.keys}
          values={{ left: <kbd>←</kbd>, right: <kbd>→</kbd>, j: <kbd>{KEY_J}</kbd>, k: <kbd>{KEY_K}</kbd> }}
        />
      </span>
      {next === undefined ? (
        <span />
      ) : next.kind === 'open' ? (
        <Link to={paths.blockWithSearch(next.seqno, neighbourSearch)} rel="next">
          {t(m.block, { seqno: String(next.seqno) })}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : following ? (
        <span className={`muted ${styles.waiting}`}>
          {t(m.opensWhenAppears, { seqno: String(next.seqno) })}
        </span>
      ) : (
        <button type="button" className={styles.wait} onClick={() => startFollowing(next.seqno)}>
          {t(m.waitFor, { seqno: String(next.seqno) })}
        </button>
      )}
    </nav>
  );
}

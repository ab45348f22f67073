import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { paths } from '../../paths.ts';
import { actionTypeLabel } from '../../ton/actions/action-text.ts';
import { formatCount } from '../../ton/count.ts';
import { t } from '../../ton/i18n/door.ts';
import { parseActionType, withFilterChange } from '../model/block-filters.ts';
import { actionOriginText } from './action-text.ts';
import { actionsMessages as m } from './actions-messages.ts';
import { JettonAmount } from '../../components/ton/JettonAmount.tsx';
import type { BlockActionsView } from './useBlockActionsView.ts';
import styles from './Actions.module.css';

/** Assets listed before "Show all": a block can move dozens of jettons. */
const ASSETS_SHOWN = 8;

/**
 * "What happened" at the top of the block page (issue 27): the block's actions by type with their counts
 * (each a link that filters the list to it, `action=`), the value they moved per asset (GRAM through the
 * coin's door, each jetton in its own units, exact), and where the actions came from.
 */
/** Memoized: it re-renders when the actions or the filter change, not with the rest of the page. */
export const WhatHappened = memo(function WhatHappened({
  block,
  actions,
  search,
  current,
}: {
  /** A block without transactions has nothing to say here. */
  block: Pick<MasterchainBlock, 'seqno' | 'transactions'>;
  actions: BlockActionsView;
  search: URLSearchParams;
  /** The action type the list is filtered to, if any. */
  current: string | undefined;
}) {
  if (block.transactions.length === 0) return null;
  const { seqno } = block;
  const failure = actions.error ? actions.error.message : undefined;
  const origin = actions.waiting
    ? t(m.waiting)
    : actions.reading
      ? t(m.reading, { count: block.transactions.length })
      : actionOriginText(actions.status, actions.sources, failure);
  return (
    <section aria-labelledby="what-happened-heading" className={`card ${styles.summary}`}>
      <h2 id="what-happened-heading" className={styles.heading}>
        {t(m.heading)}
      </h2>
      {origin ? (
        <p className={styles.origin} aria-live="polite">
          {origin}
        </p>
      ) : null}
      {actions.types.length === 0 ? (
        actions.waiting || actions.reading ? null : (
          <p className="muted">{t(m.noActions)}</p>
        )
      ) : (
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subheading}>{t(m.actions)}</h3>
            <ul className={styles.types} aria-label={t(m.actionsByType)}>
              {actions.types.map((type) => {
                const label = actionTypeLabel(type.type);
                const filtered = current === type.type;
                const next = withFilterChange(search, { action: filtered ? undefined : type.type });
                // A server's type name the filter cannot carry (say, in capitals) is named, not linked: its
                // link would open a list that refuses it.
                if (parseActionType(type.type) !== type.type) {
                  return (
                    <li key={type.type}>
                      {label} <span className={styles.count}>{formatCount(type.actions)}</span>
                    </li>
                  );
                }
                return (
                  <li key={type.type}>
                    <Link
                      to={paths.blockWithSearch(seqno, next)}
                      aria-current={filtered ? 'true' : undefined}
                      title={filtered ? t(m.showEvery) : t(m.showOnly, { count: type.transactions })}
                      preventScrollReset
                    >
                      {label}
                    </Link>{' '}
                    <span className={styles.count}>{formatCount(type.actions)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <ValueMoved actions={actions} />
        </div>
      )}
    </section>
  );
});

/** The value the actions moved, per asset: GRAM first, then each jetton in its own units. */
function ValueMoved({ actions }: { actions: BlockActionsView }) {
  const [all, setAll] = useState(false);
  const totals = all ? actions.totals : actions.totals.slice(0, ASSETS_SHOWN);
  return (
    <div>
      {/* Not the header's "Value moved" (this block's messages): an action the server classified is
          counted whole, with its parts in neighbouring blocks. */}
      <h3 className={styles.subheading}>{t(m.moved)}</h3>
      {actions.totals.length === 0 ? (
        <p className="muted">{t(m.movedNone)}</p>
      ) : (
        <ul className={styles.totals} aria-label={t(m.movedPerAsset)}>
          {totals.map((total) => (
            <li key={total.asset.kind === 'coin' ? 'coin' : `jetton:${total.asset.master ?? 'unknown'}`}>
              {total.asset.kind === 'coin' ? (
                <Amount nanotons={total.total} />
              ) : (
                <JettonAmount
                  master={total.asset.master}
                  amount={total.total}
                  jettons={actions.jettons}
                  reason="shown"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {actions.totals.length > totals.length ? (
        <button type="button" className="button" onClick={() => setAll(true)}>
          {t(m.showAllAssets, { count: actions.totals.length })}
        </button>
      ) : null}
    </div>
  );
}

import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import type { RememberedJetton } from '../../workspace/snapshots.ts';
import type { JettonChange } from '../watch/account-changes.ts';
import { answeredJettons } from '../holdings.ts';
import { jettonChangeWords } from './holdings-text.ts';
import styles from './AccountsTable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

/** Moved jettons written out in one cell; the rest are counted ("and 4 more jetton balances"). */
const SHOWN_CHANGES = 5;

/** How much of a stranger's symbol a line shows. */
const SYMBOL_SHOWN = 24;

/**
 * The jetton balances of an owner that moved since the saved list was last looked at, one line each: the
 * exact signed delta in the jetton's decimals ("▲ +1.5 LENS"), raw units in words when they are unknown,
 * the symbol as stranger text with its warning marks, "(new)" or "(gone)"; a gone jetton is named from
 * what the snapshot remembered of it (`remembered`).
 */
export function JettonChangeLines({
  changes,
  tokens,
  remembered,
}: {
  changes: readonly JettonChange[];
  tokens: OwnerTokens | undefined;
  remembered: Readonly<Record<string, RememberedJetton>>;
}) {
  if (changes.length === 0) return null;
  const current = answeredJettons(tokens);
  const shown = changes.slice(0, SHOWN_CHANGES);
  const more = changes.length - shown.length;
  return (
    <span role="list" aria-label={t(m.jettonChangesName)} className={styles.changedLine}>
      {shown.map((change) => {
        const words = jettonChangeWords(change, current, remembered);
        return (
          <span role="listitem" key={change.master} className={styles.changedLine}>
            {/* The marker stays with the amount it marks: a line never ends on an arrow. */}
            <span className="nowrap">
              <span aria-hidden="true">{words.down ? '▼' : '▲'} </span>
              {words.delta}
            </span>{' '}
            {words.rawUnits ? t(m.rawUnitsOf) : ''}
            {'ours' in words.symbol ? (
              words.symbol.ours
            ) : (
              <StrangerText text={words.symbol.stranger} shown={SYMBOL_SHOWN} />
            )}
            {words.marks ? (
              <>
                {' '}
                <span className={`${styles.tag} ${styles.tagWarning}`}>{words.marks}</span>
              </>
            ) : null}
            {words.kind === 'moved' ? '' : ` (${t(words.kind === 'new' ? m.changeNew : m.changeGone)})`}
          </span>
        );
      })}
      {more > 0 ? (
        <span className={`${styles.changedLine} muted`}>{t(m.moreJettonChanges, { count: more })}</span>
      ) : null}
    </span>
  );
}

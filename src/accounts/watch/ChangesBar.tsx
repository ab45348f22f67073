import { useId } from 'react';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { formatCount } from '../../ton/count.ts';
import { countJettonChanges } from './account-changes.ts';
import { changesSentence, type ListChanges } from './useListChanges.ts';
import styles from './watch.module.css';
import notes from '../notes.module.css';

/**
 * What changed since a saved list was last looked at: how many accounts (marked in the table), since
 * when, how many of the changes are jetton balances that moved, and the "Changed only" filter. The first
 * lookup of a list says it is the baseline.
 */
export function ChangesBar({
  changes,
  changedOnly,
  onChangedOnlyChange,
}: {
  changes: ListChanges;
  changedOnly: boolean;
  onChangedOnlyChange: (changedOnly: boolean) => void;
}) {
  const { timeZone } = useSettings();
  const checkId = useId();
  if (!changes.compared) return null;
  const count = changes.changes.size;
  if (changes.since === undefined) {
    return (
      <p className={`muted ${notes.filterNote}`}>
        First lookup of this saved list: what changes is marked from the next lookup on.
      </p>
    );
  }
  if (count === 0) {
    return (
      <p className={`muted ${notes.filterNote}`}>
        Nothing changed since {formatAbsolute(new Date(changes.since), timeZone)}.
      </p>
    );
  }
  return (
    <div className={`${notes.changedNote} ${styles.changesBar}`}>
      <span>
        {changesSentence(count, changes.since, timeZone, countJettonChanges(changes.changes))} (marked in the
        table).
      </span>
      <span>
        <input
          id={checkId}
          type="checkbox"
          checked={changedOnly}
          onChange={(event) => onChangedOnlyChange(event.target.checked)}
        />{' '}
        <label htmlFor={checkId}>Changed only ({formatCount(count)})</label>
      </span>
    </div>
  );
}

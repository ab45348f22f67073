import { useId } from 'react';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { countJettonChanges } from './account-changes.ts';
import { changesSentence, type ListChanges } from './useListChanges.ts';
import styles from './watch.module.css';
import notes from '../notes.module.css';
import { t } from '../../ton/i18n/door.ts';
import { watchMessages as m } from './watch-messages.ts';

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
    return <p className={`muted ${notes.filterNote}`}>{t(m.firstLookup)}</p>;
  }
  if (count === 0) {
    return (
      <p className={`muted ${notes.filterNote}`}>
        {t(m.nothingChanged, { time: formatAbsolute(new Date(changes.since), timeZone) })}
      </p>
    );
  }
  return (
    <div className={`${notes.changedNote} ${styles.changesBar}`}>
      <span>
        {t(m.markedInTable, {
          changes: changesSentence(count, changes.since, timeZone, countJettonChanges(changes.changes)),
        })}
      </span>
      <span>
        <input
          id={checkId}
          type="checkbox"
          checked={changedOnly}
          onChange={(event) => onChangedOnlyChange(event.target.checked)}
        />{' '}
        <label htmlFor={checkId}>{t(m.changedOnly, { count })}</label>
      </span>
    </div>
  );
}

import { useId } from 'react';
import { useMenuPanel } from '../../components/ui/useMenuPanel.ts';
import type { ResultRows } from './useResultRows.ts';
import { JETTON_WARNING_TAG, jettonSymbolText } from './holdings-text.ts';
import styles from './HoldsAnyFilter.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

/**
 * "Holds any of…": a toolbar button opening a list of the jettons held in the list (each with its number
 * of holders); the rows shown are those holding more than zero of any chosen one. A disclosure, like the
 * Lists menu: Escape closes it and gives the focus back to the button.
 */
export function HoldsAnyFilter({ view }: { view: ResultRows }) {
  const { open, setOpen, toggleRef, rootRef } = useMenuPanel();
  const panelId = useId();
  const { heldJettons, holdsAny, setHoldsAny } = view;
  if (heldJettons.length === 0) return null;
  const toggle = (master: string, on: boolean) => {
    const next = new Set(holdsAny);
    if (on) next.add(master);
    else next.delete(master);
    setHoldsAny(next);
  };
  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {holdsAny.size > 0 ? t(m.holdsAnyCount, { count: holdsAny.size }) : t(m.holdsAny)}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <fieldset className={styles.fieldset}>
          <legend>{t(m.holdsAnyLegend)}</legend>
          {heldJettons.map(({ master, jetton, holders }) => (
            <label key={master} className={styles.option}>
              <input
                type="checkbox"
                checked={holdsAny.has(master)}
                onChange={(event) => toggle(master, event.target.checked)}
              />{' '}
              {jettonSymbolText(jetton, 24)}{' '}
              <span className="muted">({t(m.holders, { count: holders })})</span>
              {jetton.warnings.length > 0 ? (
                <span className={styles.warning}>
                  {' '}
                  ⚠ {jetton.warnings.map((warning) => t(JETTON_WARNING_TAG[warning])).join(', ')}
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
        {holdsAny.size > 0 ? (
          <button type="button" className="button" onClick={() => setHoldsAny(new Set())}>
            {t(m.showAllAccounts)}
          </button>
        ) : null}
      </div>
    </div>
  );
}

import { useId } from 'react';
import { useMenuPanel } from '../../components/ui/useMenuPanel.ts';
import { countOf, formatCount } from '../../ton/count.ts';
import type { ResultRows } from './useResultRows.ts';
import { JETTON_WARNING_TAG, jettonSymbolText } from './holdings-text.ts';
import styles from './HoldsAnyFilter.module.css';

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
        Holds any of…{holdsAny.size > 0 ? ` (${formatCount(holdsAny.size)})` : ''}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <fieldset className={styles.fieldset}>
          <legend>Show the accounts holding any of these jettons</legend>
          {heldJettons.map(({ master, jetton, holders }) => (
            <label key={master} className={styles.option}>
              <input
                type="checkbox"
                checked={holdsAny.has(master)}
                onChange={(event) => toggle(master, event.target.checked)}
              />{' '}
              {jettonSymbolText(jetton, 24)} <span className="muted">({countOf(holders, 'holder')})</span>
              {jetton.warnings.length > 0 ? (
                <span className={styles.warning}>
                  {' '}
                  ⚠ {jetton.warnings.map((warning) => JETTON_WARNING_TAG[warning]).join(', ')}
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
        {holdsAny.size > 0 ? (
          <button type="button" className="button" onClick={() => setHoldsAny(new Set())}>
            Show all accounts
          </button>
        ) : null}
      </div>
    </div>
  );
}

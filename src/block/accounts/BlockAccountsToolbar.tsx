import { useId, useState } from 'react';
import type { AccountViewChange, AccountViewState } from '../block-accounts.ts';
import styles from './BlockAccounts.module.css';

interface BlockAccountsToolbarProps {
  state: AccountViewState;
  onChange: (change: AccountViewChange, options?: { replace?: boolean }) => void;
  onExport: (kind: 'csv' | 'json') => void;
}

/** The URL's value while it is not being edited; typing keeps its own text (the URL may lag a frame). */
function useDraft(committed: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}

/** Find (any address form, domain, label), the "only what changed" toggles and the exports. */
export function BlockAccountsToolbar({ state, onChange, onExport }: BlockAccountsToolbarProps) {
  const id = useId();
  const [query, setQuery] = useDraft(state.query);
  const toggle = (key: 'codeChangedOnly' | 'dataChangedOnly' | 'statusChangedOnly', label: string) => (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={state[key]}
        onChange={(event) => onChange({ [key]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <div className={styles.toolbar}>
      <div className={styles.find}>
        <label htmlFor={`${id}-find`}>Find an account</label>
        <input
          id={`${id}-find`}
          type="search"
          value={query}
          placeholder="Address, domain, label"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setQuery(event.target.value);
            onChange({ query: event.target.value }, { replace: true });
          }}
        />
      </div>
      <fieldset className={styles.toggles}>
        <legend>Only accounts whose</legend>
        {toggle('statusChangedOnly', 'status changed')}
        {toggle('codeChangedOnly', 'code changed')}
        {toggle('dataChangedOnly', 'data changed')}
      </fieldset>
      <span className={styles.exports}>
        <button type="button" className="button" onClick={() => onExport('csv')}>
          Export CSV
        </button>
        <button type="button" className="button" onClick={() => onExport('json')}>
          Export JSON
        </button>
      </span>
    </div>
  );
}

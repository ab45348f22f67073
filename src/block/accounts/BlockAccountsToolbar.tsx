import { ExportButtons } from '../../components/ui/toolbar/ExportButtons.tsx';
import { FilterInput } from '../../components/ui/toolbar/FilterInput.tsx';
import { Toolbar } from '../../components/ui/toolbar/Toolbar.tsx';
import type { AccountViewChange, AccountViewState } from './block-accounts.ts';
import styles from './BlockAccounts.module.css';
import { t } from '../../ton/i18n/door.ts';
import { accountsMessages as m } from './accounts-messages.ts';

/** A file of the shown rows, made when its export button is pressed. */
type ExportedFile = () => { content: string; fileName: string };

interface BlockAccountsToolbarProps {
  state: AccountViewState;
  onChange: (change: AccountViewChange, options?: { replace?: boolean }) => void;
  csv: ExportedFile;
  json: ExportedFile;
}

/** Find (any address form, domain, label), the "only what changed" toggles and the exports. */
export function BlockAccountsToolbar({ state, onChange, csv, json }: BlockAccountsToolbarProps) {
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
    <Toolbar look="panel" className={styles.toolbar}>
      <FilterInput
        label={t(m.findAccount)}
        width="wide"
        committed={state.query}
        placeholder={t(m.findPlaceholder)}
        // Each keystroke replaces the history entry rather than adding one.
        onChange={(query) => onChange({ query }, { replace: true })}
      />
      <fieldset className={styles.toggles}>
        <legend>{t(m.onlyWhose)}</legend>
        {toggle('statusChangedOnly', t(m.statusChanged))}
        {toggle('codeChangedOnly', t(m.codeChanged))}
        {toggle('dataChangedOnly', t(m.dataChanged))}
      </fieldset>
      <ExportButtons csv={csv} json={json} />
    </Toolbar>
  );
}

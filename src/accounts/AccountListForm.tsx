import { useId, type FormEvent } from 'react';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../api/account-states.ts';
import { DOMAIN_IS_NOT_ADDRESS, DOMAIN_WHY, type AddressList } from '../ton/address-list.ts';
import { shownStrangerText } from '../ton/text-safety.ts';
import { setEndpointOverride, updateSettings } from '../settings/settings-store.ts';
import type { TonNetwork } from './account-rows.ts';
import styles from './AccountsRoute.module.css';
import { formatCount } from '../ton/count.ts';

interface AccountListFormProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The parse of `text`. */
  draft: AddressList;
  includeBoc: boolean;
  onIncludeBocChange: (includeBoc: boolean) => void;
  network: TonNetwork;
  onSubmit: () => void;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** A pasted token, made safe to show: invisible characters visible, long links shortened. */
function shownToken(token: string): string {
  return shownStrangerText(token, 60, 16);
}

/**
 * The paste box: takes any mix of forms, separators and links, checks every entry as it is typed, and
 * says exactly what will be sent and what will not, before anything is sent.
 */
export function AccountListForm({
  text,
  onTextChange,
  draft,
  includeBoc,
  onIncludeBocChange,
  network,
  onSubmit,
}: AccountListFormProps) {
  const hintId = useId();
  const summaryId = useId();
  const accounts = draft.accounts.length;
  const tooMany = accounts > MAX_ACCOUNTS_PER_LOOKUP;
  const merged = draft.accounts.filter((account) => account.forms.length > 1);
  const mergedForms = merged.reduce((sum, account) => sum + account.forms.length, 0);
  const testnetForms = network === 'mainnet' ? draft.accounts.filter((account) => account.testnetOnly) : [];
  const testnetLines =
    testnetForms
      .slice(0, 10)
      .map((account) => account.firstLine)
      .join(', ') + (testnetForms.length > 10 ? ', …' : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (accounts === 0 || tooMany) return;
    onSubmit();
  }

  return (
    <form onSubmit={submit} className={styles.form} aria-label="Accounts to look up">
      <label htmlFor="address-list" className={styles.label}>
        Addresses
      </label>
      <p id={hintId} className={`muted ${styles.hint}`}>
        Paste up to {formatCount(MAX_ACCOUNTS_PER_LOOKUP)} accounts in any form — one per line or separated by
        commas, spaces, semicolons or tabs; spreadsheet columns; raw <code>0:…</code>; <code>EQ…</code>,{' '}
        <code>UQ…</code>; <code>ton://transfer/…</code> and explorer links. Each entry is checked here; only
        valid ones are sent.
      </p>
      <textarea
        id="address-list"
        className={styles.textarea}
        rows={8}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${hintId} ${summaryId}`}
        placeholder={'EQD…\nUQC…\n0:9DA9…\nhttps://tonviewer.com/EQ…'}
      />
      <p id={summaryId} className={styles.summary} aria-live="polite">
        {plural(accounts, 'account', 'accounts')}
        {merged.length > 0
          ? ` · ${plural(mergedForms, 'form', 'forms')} of ${plural(merged.length, 'account', 'accounts')} merged`
          : ''}
        {draft.errors.length > 0 ? ` · ${formatCount(draft.errors.length)} not valid (not sent)` : ''}
        {draft.domains.length > 0
          ? ` · ${plural(draft.domains.length, 'domain', 'domains')} (cannot be looked up, not sent)`
          : ''}
      </p>

      {tooMany ? (
        <p role="alert" className={styles.error}>
          {formatCount(accounts)} different accounts: the limit is {formatCount(MAX_ACCOUNTS_PER_LOOKUP)} per
          lookup. Nothing will be sent; split the list.
        </p>
      ) : null}

      {testnetForms.length > 0 ? (
        <div className={styles.warning} role="status">
          <span aria-hidden="true">⚠ </span>
          {plural(testnetForms.length, 'account is', 'accounts are')} given in a testnet-only form (kQ…, 0Q…
          or a testnet explorer link), but this endpoint serves mainnet. They are looked up on mainnet anyway
          ({testnetForms.length === 1 ? 'line' : 'lines'} {testnetLines}).{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              // An explicit choice: store it, and drop any network a link had chosen for this page.
              updateSettings((current) => ({ ...current, preset: 'testnet' }));
              setEndpointOverride(undefined);
            }}
          >
            Switch to TON testnet
          </button>
        </div>
      ) : null}

      {draft.errors.length > 0 ? (
        <section className={styles.errors} aria-labelledby={`${summaryId}-errors`}>
          <h2 id={`${summaryId}-errors`} className={styles.errorsTitle}>
            {plural(draft.errors.length, 'entry is', 'entries are')} not valid and will not be sent
          </h2>
          <ul className={styles.errorList}>
            {draft.errors.map((error, index) => (
              <li key={`${error.line}:${index}`}>
                <span className={styles.line}>Line {error.line}</span>{' '}
                <code className={styles.token}>{shownToken(error.token)}</code>{' '}
                <span className={styles.reason}>{error.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {draft.domains.length > 0 ? (
        <section className={styles.errors} aria-labelledby={`${summaryId}-domains`}>
          <h2 id={`${summaryId}-domains`} className={styles.errorsTitle}>
            {plural(draft.domains.length, 'domain', 'domains')} cannot be looked up and will not be sent
          </h2>
          <p className={styles.reason}>{DOMAIN_WHY}</p>
          <ul className={styles.errorList}>
            {draft.domains.map((domain, index) => (
              <li key={`${domain.line}:${index}`}>
                <span className={styles.line}>Line {domain.line}</span>{' '}
                <code className={styles.token}>{shownToken(domain.token)}</code>{' '}
                <span className={styles.reason}>{DOMAIN_IS_NOT_ADDRESS}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.actions}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={includeBoc}
            onChange={(event) => onIncludeBocChange(event.target.checked)}
          />
          Include code and data
        </label>
        <button type="submit" className="button button-primary" disabled={accounts === 0 || tooMany}>
          Look up {accounts > 0 && !tooMany ? plural(accounts, 'account', 'accounts') : 'accounts'}
        </button>
      </div>
    </form>
  );
}

import { useId, type FormEvent } from 'react';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../../api/account-states.ts';
import type { AddressList } from '../../ton/address-list/types.ts';
import { countOf, formatCount } from '../../ton/count.ts';
import type { TonNetwork } from '../account-rows.ts';
import { LabelTransfer } from './LabelTransfer.tsx';
import { RejectedEntries } from './RejectedEntries.tsx';
import { TestnetFormWarning } from './TestnetFormWarning.tsx';
import { usePastedLabels } from './usePastedLabels.ts';
import styles from './paste.module.css';

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

/** What will be sent and what will not, in one line under the box, read out as it changes. */
function DraftSummary({ draft, id }: { draft: AddressList; id: string }) {
  const merged = draft.accounts.filter((account) => account.forms.length > 1);
  const mergedForms = merged.reduce((sum, account) => sum + account.forms.length, 0);
  const labels = draft.accounts.reduce((sum, account) => sum + (account.label === undefined ? 0 : 1), 0);
  return (
    <p id={id} className={styles.summary} aria-live="polite">
      {countOf(draft.accounts.length, 'account')}
      {merged.length > 0
        ? ` · ${countOf(mergedForms, 'form')} of ${countOf(merged.length, 'account')} merged`
        : ''}
      {draft.errors.length > 0 ? ` · ${formatCount(draft.errors.length)} not valid (not sent)` : ''}
      {draft.domains.length > 0
        ? ` · ${countOf(draft.domains.length, 'domain')} (cannot be looked up, not sent)`
        : ''}
      {labels > 0 ? ` · ${countOf(labels, 'label')} will be saved` : ''}
      {draft.labelProblems.length > 0
        ? ` · ${countOf(draft.labelProblems.length, 'label')} not valid (not saved)`
        : ''}
    </p>
  );
}

/** The paste box, with the hint that says what it takes and the summary of what it holds. */
function AddressListInput({
  text,
  onTextChange,
  draft,
  summaryId,
}: {
  text: string;
  onTextChange: (text: string) => void;
  draft: AddressList;
  summaryId: string;
}) {
  const hintId = useId();
  return (
    <>
      <label htmlFor="address-list" className={styles.label}>
        Addresses
      </label>
      <p id={hintId} className={`muted ${styles.hint}`}>
        Paste up to {formatCount(MAX_ACCOUNTS_PER_LOOKUP)} accounts in any form — one per line or separated by
        commas, spaces, semicolons or tabs; spreadsheet columns; raw <code>0:…</code>; <code>EQ…</code>,{' '}
        <code>UQ…</code>; <code>ton://transfer/…</code> and explorer links. Each entry is checked here; only
        valid ones are sent. To label accounts, put the label after the address, separated by a tab, comma or
        semicolon (<code>EQ…,Treasury</code>), or paste a table with a <code>label</code> column.
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
      <DraftSummary draft={draft} id={summaryId} />
    </>
  );
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
  const summaryId = useId();
  const accounts = draft.accounts.length;
  const tooMany = accounts > MAX_ACCOUNTS_PER_LOOKUP;
  const testnetForms = network === 'mainnet' ? draft.accounts.filter((account) => account.testnetOnly) : [];
  const pastedLabels = usePastedLabels();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (accounts === 0 || tooMany) return;
    pastedLabels.save(text);
    onSubmit();
  }

  function changeText(next: string) {
    pastedLabels.clear();
    onTextChange(next);
  }

  return (
    <>
      <form onSubmit={submit} className={styles.form} aria-label="Accounts to look up">
        <AddressListInput text={text} onTextChange={changeText} draft={draft} summaryId={summaryId} />
        {tooMany ? (
          <p role="alert" className={styles.error}>
            {formatCount(accounts)} different accounts: the limit is {formatCount(MAX_ACCOUNTS_PER_LOOKUP)}{' '}
            per lookup. Nothing will be sent; split the list.
          </p>
        ) : null}
        {testnetForms.length > 0 ? <TestnetFormWarning accounts={testnetForms} /> : null}
        <RejectedEntries draft={draft} idPrefix={summaryId} />
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
            Look up {accounts > 0 && !tooMany ? countOf(accounts, 'account') : 'accounts'}
          </button>
        </div>
        <p role="status" className={styles.summary}>
          {pastedLabels.outcome}
        </p>
      </form>
      <LabelTransfer />
    </>
  );
}

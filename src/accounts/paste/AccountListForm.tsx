import { useEffect, useId, useRef, type FormEvent, type RefObject } from 'react';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../../api/lookup-limit.ts';
import type { AddressList } from '../../ton/address-list/types.ts';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';
import type { TonNetwork } from '../account-rows.ts';
import { draftSummaryText } from './draft-summary.ts';
import { RejectedEntries } from './RejectedEntries.tsx';
import { TestnetFormWarning } from './TestnetFormWarning.tsx';
import { usePastedLabels } from './usePastedLabels.ts';
import styles from './paste.module.css';
import frame from './paste-frame.module.css';
import { PasteHint } from './PasteHint.tsx';
import { PASTE_PLACEHOLDER, PASTE_ROWS } from './paste-box.ts';

interface AccountListFormProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The parse of `text`. */
  draft: AddressList;
  includeBoc: boolean;
  onIncludeBocChange: (includeBoc: boolean) => void;
  network: TonNetwork;
  onSubmit: () => void;
  /** There are results: the box folds to its one-line summary, with "Edit list" to open it again. */
  foldable: boolean;
  folded: boolean;
  onFoldedChange: (folded: boolean) => void;
}

/** What will be sent and what will not, in one line under the box, read out as it changes. */
function DraftSummary({ draft, id }: { draft: AddressList; id: string }) {
  return (
    <p id={id} className={styles.summary} aria-live="polite">
      {draftSummaryText(draft)}
    </p>
  );
}

/** The paste box, with the hint that says what it takes and the summary of what it holds. */
function AddressListInput({
  text,
  onTextChange,
  draft,
  summaryId,
  boxRef,
}: {
  text: string;
  onTextChange: (text: string) => void;
  draft: AddressList;
  summaryId: string;
  boxRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const hintId = useId();
  return (
    <>
      <label htmlFor="address-list" className={frame.label}>
        {t(m.addresses)}
      </label>
      <PasteHint id={hintId} />
      <textarea
        ref={boxRef}
        id="address-list"
        className={frame.textarea}
        rows={PASTE_ROWS}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${hintId} ${summaryId}`}
        placeholder={PASTE_PLACEHOLDER}
      />
      <DraftSummary draft={draft} id={summaryId} />
    </>
  );
}

/**
 * The paste box: takes any mix of forms, separators and links, checks every entry as it is typed, and
 * says exactly what will be sent and what will not, before anything is sent. Once there are results it
 * folds to that one line (the results are the page); "Edit list" opens it again with everything typed in
 * it: folded, it is hidden, not unmounted.
 */
export function AccountListForm({
  text,
  onTextChange,
  draft,
  includeBoc,
  onIncludeBocChange,
  network,
  onSubmit,
  foldable,
  folded,
  onFoldedChange,
}: AccountListFormProps) {
  const summaryId = useId();
  const bodyId = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const isFolded = foldable && folded;
  // "Edit list" puts the caret in the box it opened.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (isFolded || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    boxRef.current?.focus();
  }, [isFolded]);
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
    <form onSubmit={submit} className={frame.form} aria-label={t(m.formName)}>
      {foldable ? (
        <div className={styles.fold}>
          {isFolded ? (
            <p id={`${bodyId}-folded`} className={styles.summary}>
              {draftSummaryText(draft)}
            </p>
          ) : null}
          <button
            type="button"
            className="button"
            aria-expanded={!isFolded}
            aria-describedby={isFolded ? `${bodyId}-folded` : undefined}
            aria-controls={bodyId}
            onClick={() => {
              focusOnOpen.current = isFolded;
              onFoldedChange(!isFolded);
            }}
          >
            {t(m.editList)}
          </button>
        </div>
      ) : null}
      <div id={bodyId} className={frame.body} hidden={isFolded}>
        <AddressListInput
          text={text}
          onTextChange={changeText}
          draft={draft}
          summaryId={summaryId}
          boxRef={boxRef}
        />
        {tooMany ? (
          <p role="alert" className={styles.error}>
            {t(m.tooMany, { count: accounts, max: MAX_ACCOUNTS_PER_LOOKUP })}
          </p>
        ) : null}
        <RejectedEntries draft={draft} idPrefix={summaryId} />
        <div className={styles.actions}>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={includeBoc}
              onChange={(event) => onIncludeBocChange(event.target.checked)}
            />
            {t(m.includeBoc)}
          </label>
          <button type="submit" className="button button-primary" disabled={accounts === 0 || tooMany}>
            {accounts > 0 && !tooMany ? t(m.lookUpCount, { count: accounts }) : t(m.lookUpAccounts)}
          </button>
        </div>
      </div>
      {/* Outside the fold: it holds for the results too (they were looked up on this network). */}
      {testnetForms.length > 0 ? <TestnetFormWarning accounts={testnetForms} /> : null}
      {/* Outside the fold: it answers the Look up that folded the box. */}
      <p role="status" className={styles.summary}>
        {pastedLabels.outcome}
      </p>
    </form>
  );
}

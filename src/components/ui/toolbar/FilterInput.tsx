import { useId, type ReactNode } from 'react';
import { ToolbarField } from './Toolbar.tsx';
import { useDraft } from './useDraft.ts';
import styles from './toolbar.module.css';

/**
 * A labelled text filter whose value is committed elsewhere (the URL, a parent's state). It shows what is
 * typed (useDraft) and hands each edit to `onChange`, which commits it or not (half an address filters
 * nothing yet); when the committed value changes from elsewhere (clear filters, the back button), the field
 * follows it. No autocomplete, no spell check: the text is addresses, hashes and names.
 */
export function FilterInput({
  label,
  committed,
  onChange,
  placeholder,
  type = 'search',
  list,
  draftProblem,
  layout,
  width,
  children,
}: {
  label: string;
  committed: string;
  /** Every edit, as typed. */
  onChange: (text: string) => void;
  placeholder?: string;
  /** `search` (a searchbox to assistive technology) unless said otherwise. */
  type?: 'search' | 'text';
  /** The id of a `<datalist>` of suggestions (passed as `children`). */
  list?: string;
  /** What is wrong with typed text that differs from the committed value; said under the field. */
  draftProblem?: (draft: string) => string | undefined;
  layout?: 'stacked' | 'inline';
  width?: 'narrow' | 'normal' | 'wide';
  /** After the input: its suggestions. */
  children?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useDraft(committed);
  const problem = draft !== committed ? draftProblem?.(draft) : undefined;
  return (
    <ToolbarField label={label} htmlFor={id} layout={layout} width={width}>
      <input
        id={id}
        type={type}
        value={draft}
        list={list}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
      {children}
      {problem ? (
        <span id={`${id}-problem`} className={styles.problem}>
          {problem}
        </span>
      ) : null}
    </ToolbarField>
  );
}

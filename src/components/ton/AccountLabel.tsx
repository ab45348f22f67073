import { LABEL_MAX_CHARS, NOTE_MAX_CHARS, type AccountLabel } from '../../workspace/labels.ts';
import { shownStrangerText } from '../../ton/text-safety.ts';
import styles from './AccountLabel.module.css';

/** Characters of a note a tooltip quotes: the details show it whole. */
const NOTE_IN_TITLE = 300;

/**
 * A label as text: the user's, but it may come from a file someone else made, so it is shown like a
 * stranger's — invisible and direction characters made visible (⟨U+202E⟩), bounded to LABEL_MAX_CHARS.
 */
export function shownLabel(label: string): string {
  return shownStrangerText(label, LABEL_MAX_CHARS);
}

/** A note as text (see shownLabel), bounded to `max` characters. */
export function shownNote(note: string, max = NOTE_MAX_CHARS): string {
  return shownStrangerText(note, max);
}

/** The tooltip of a label: what it is, and its note when it has one. */
export function labelTitle(record: AccountLabel): string {
  const label = `Your label: ${shownLabel(record.label)}`;
  return record.note ? `${label}\n${shownNote(record.note, NOTE_IN_TITLE)}` : label;
}

/**
 * The mark a labelled account carries wherever it is shown: the label as a small tag, its note on hover.
 * Rendered only when there is a label, so an account without one gets no element.
 */
export function LabelMark({ record }: { record: AccountLabel }) {
  // A label of only a note: the tag says there is a note.
  const text = record.label ? shownLabel(record.label) : '✎ note';
  return (
    <span className={styles.mark} title={labelTitle(record)} data-label="">
      {text}
    </span>
  );
}

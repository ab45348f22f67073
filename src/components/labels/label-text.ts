/** A user's label and note as text, wherever an account carries them (LabelMark, Address, the details). */
import { LABEL_MAX_CHARS, NOTE_MAX_CHARS, type AccountLabel } from '../../workspace/labels.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import { t } from '../../ton/i18n/door.ts';
import { labelsMessages as m } from './labels-messages.ts';

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
  const label = t(m.yourLabel, { label: shownLabel(record.label) });
  return record.note ? `${label}\n${shownNote(record.note, NOTE_IN_TITLE)}` : label;
}

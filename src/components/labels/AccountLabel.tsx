import type { AccountLabel } from '../../workspace/labels.ts';
import { labelTitle, shownLabel } from './label-text.ts';
import styles from './AccountLabel.module.css';
import { t } from '../../ton/i18n/door.ts';
import { labelsMessages as m } from './labels-messages.ts';

/**
 * The mark a labelled account carries wherever it is shown: the label as a small tag, its note on hover.
 * Rendered only when there is a label, so an account without one gets no element.
 */
export function LabelMark({ record }: { record: AccountLabel }) {
  // A label of only a note: the tag says there is a note.
  const text = record.label ? shownLabel(record.label) : t(m.noteMark);
  return (
    <span className={styles.mark} title={labelTitle(record)} data-label="">
      {text}
    </span>
  );
}

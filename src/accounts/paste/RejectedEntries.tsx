import { DOMAIN_IS_NOT_ADDRESS, DOMAIN_WHY } from '../../ton/address-list/domains.ts';
import type { AddressList } from '../../ton/address-list/types.ts';
import { countOf } from '../../ton/count.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import styles from './paste.module.css';
import notes from '../notes.module.css';

const SKIPPED_WHY =
  'Words, numbers and hashes are not addresses (an address is 48 characters, EQ… or UQ…, or 0:… in raw form); nothing on these lines is sent.';
/** Skipped lines listed by name: the rest are counted (a pasted novel does not make a page of them). */
const SKIPPED_SHOWN = 100;

/** A pasted token, made safe to show: invisible characters visible, long links shortened. */
function shownToken(token: string): string {
  return shownStrangerText(token, 60, 16);
}

/** One kind of entry that will not be sent: a heading, why (when it is the same for all), each entry's line. */
export function EntryList({
  id,
  title,
  why,
  entries,
  more,
  quiet = false,
}: {
  id: string;
  title: string;
  why?: string;
  /** `where`: "Line 3", "Entry 2". */
  entries: ReadonlyArray<{ where: string; token: string; reason: string }>;
  /** After the list, what it leaves out: "…and 99,980 more rows skipped". */
  more?: string | undefined;
  /** Not an error: what was left aside (skipped words), in the page's muted look. */
  quiet?: boolean;
}) {
  return (
    <section className={quiet ? styles.skipped : styles.errors} aria-labelledby={id}>
      <h2 id={id} className={styles.errorsTitle}>
        {title}
      </h2>
      {why !== undefined ? <p className={notes.reason}>{why}</p> : null}
      <ul className={styles.errorList}>
        {entries.map((entry, index) => (
          <li key={`${entry.where}:${index}`}>
            <span className={styles.line}>{entry.where}</span>{' '}
            {entry.token !== '' ? (
              <>
                <code className={styles.token}>{shownToken(entry.token)}</code>{' '}
              </>
            ) : null}
            {/* A reason may quote the file or the browser (a label file's bad cell): a stranger's text. */}
            {entry.reason !== '' ? (
              <span className={notes.reason}>{shownStrangerText(entry.reason, 300)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {more !== undefined ? <p className={notes.reason}>{more}</p> : null}
    </section>
  );
}

/**
 * The entries of the paste that will not be sent, each with its line: those not valid, then domains; then
 * the labels that will not be saved; then the lines skipped (nothing on them an address), so no token
 * vanishes unsaid.
 */
export function RejectedEntries({ draft, idPrefix }: { draft: AddressList; idPrefix: string }) {
  return (
    <>
      {draft.errors.length > 0 ? (
        <EntryList
          id={`${idPrefix}-errors`}
          title={`${countOf(draft.errors.length, 'entry is', 'entries are')} not valid and will not be sent`}
          entries={draft.errors.map((error) => ({
            where: `Line ${error.line}`,
            token: error.token,
            reason: error.message,
          }))}
        />
      ) : null}
      {draft.domains.length > 0 ? (
        <EntryList
          id={`${idPrefix}-domains`}
          title={`${countOf(draft.domains.length, 'domain')} cannot be looked up and will not be sent`}
          why={DOMAIN_WHY}
          entries={draft.domains.map((domain) => ({
            where: `Line ${domain.line}`,
            token: domain.token,
            reason: DOMAIN_IS_NOT_ADDRESS,
          }))}
        />
      ) : null}
      {draft.labelProblems.length > 0 ? (
        <EntryList
          id={`${idPrefix}-labels`}
          title={`${countOf(draft.labelProblems.length, 'label')} will not be saved`}
          entries={draft.labelProblems.map((problem) => ({
            where: `Line ${problem.line}`,
            token: problem.label,
            reason: problem.message,
          }))}
        />
      ) : null}
      {draft.skipped.length > 0 ? (
        <EntryList
          id={`${idPrefix}-skipped`}
          quiet
          title={`${countOf(draft.skipped.length, 'line')} skipped: nothing on ${draft.skipped.length === 1 ? 'it' : 'them'} is an address`}
          why={SKIPPED_WHY}
          entries={draft.skipped.slice(0, SKIPPED_SHOWN).map((line) => ({
            where: `Line ${line.line}`,
            token: line.tokens.join(' '),
            reason: '',
          }))}
          more={
            draft.skipped.length > SKIPPED_SHOWN
              ? `…and ${countOf(draft.skipped.length - SKIPPED_SHOWN, 'more line')} skipped`
              : undefined
          }
        />
      ) : null}
    </>
  );
}

import { domainIsNotAddress, domainWhy } from '../../ton/address-list/domains.ts';
import type { AddressList } from '../../ton/address-list/types.ts';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import styles from './paste.module.css';
import notes from '../notes.module.css';

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
          title={t(m.invalidTitle, { count: draft.errors.length })}
          entries={draft.errors.map((error) => ({
            where: t(m.line, { line: String(error.line) }),
            token: error.token,
            reason: error.message,
          }))}
        />
      ) : null}
      {draft.domains.length > 0 ? (
        <EntryList
          id={`${idPrefix}-domains`}
          title={t(m.domainsTitle, { count: draft.domains.length })}
          why={domainWhy()}
          entries={draft.domains.map((domain) => ({
            where: t(m.line, { line: String(domain.line) }),
            token: domain.token,
            reason: domainIsNotAddress(),
          }))}
        />
      ) : null}
      {draft.labelProblems.length > 0 ? (
        <EntryList
          id={`${idPrefix}-labels`}
          title={t(m.badLabelsTitle, { count: draft.labelProblems.length })}
          entries={draft.labelProblems.map((problem) => ({
            where: t(m.line, { line: String(problem.line) }),
            token: problem.label,
            reason: problem.message,
          }))}
        />
      ) : null}
      {draft.skipped.length > 0 ? (
        <EntryList
          id={`${idPrefix}-skipped`}
          quiet
          title={t(m.skippedTitle, { count: draft.skipped.length })}
          why={t(m.skippedWhy)}
          entries={draft.skipped.slice(0, SKIPPED_SHOWN).map((line) => ({
            where: t(m.line, { line: String(line.line) }),
            token: line.tokens.join(' '),
            reason: '',
          }))}
          more={
            draft.skipped.length > SKIPPED_SHOWN
              ? t(m.moreLinesSkipped, { count: draft.skipped.length - SKIPPED_SHOWN })
              : undefined
          }
        />
      ) : null}
    </>
  );
}

import { DOMAIN_IS_NOT_ADDRESS, DOMAIN_WHY, type AddressList } from '../ton/address-list.ts';
import { countOf } from '../ton/count.ts';
import { shownStrangerText } from '../ton/text-safety.ts';
import styles from './AccountsRoute.module.css';

/** A pasted token, made safe to show: invisible characters visible, long links shortened. */
function shownToken(token: string): string {
  return shownStrangerText(token, 60, 16);
}

/** One kind of entry that will not be sent: a heading, why (when it is the same for all), each entry's line. */
function EntryList({
  id,
  title,
  why,
  entries,
}: {
  id: string;
  title: string;
  why?: string;
  entries: ReadonlyArray<{ line: number; token: string; reason: string }>;
}) {
  return (
    <section className={styles.errors} aria-labelledby={id}>
      <h2 id={id} className={styles.errorsTitle}>
        {title}
      </h2>
      {why !== undefined ? <p className={styles.reason}>{why}</p> : null}
      <ul className={styles.errorList}>
        {entries.map((entry, index) => (
          <li key={`${entry.line}:${index}`}>
            <span className={styles.line}>Line {entry.line}</span>{' '}
            <code className={styles.token}>{shownToken(entry.token)}</code>{' '}
            <span className={styles.reason}>{entry.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The entries of the paste that will not be sent, each with its line: those not valid, then domains. */
export function RejectedEntries({ draft, idPrefix }: { draft: AddressList; idPrefix: string }) {
  return (
    <>
      {draft.errors.length > 0 ? (
        <EntryList
          id={`${idPrefix}-errors`}
          title={`${countOf(draft.errors.length, 'entry is', 'entries are')} not valid and will not be sent`}
          entries={draft.errors.map((error) => ({
            line: error.line,
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
            line: domain.line,
            token: domain.token,
            reason: DOMAIN_IS_NOT_ADDRESS,
          }))}
        />
      ) : null}
    </>
  );
}

import { Link } from 'react-router';
import type { AddressBookEntry } from '../../api/schemas.ts';
import { paths } from '../../paths.ts';
import { inconsistentFormWarning } from '../../ton/account-form.ts';
import { t } from '../../ton/i18n/door.ts';
import { mixedScripts, revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { useLabel, type AccountLabel } from '../../workspace/labels.ts';
import { CopyButton } from '../ui/clipboard/CopyButton.tsx';
import { LabelMark } from '../labels/AccountLabel.tsx';
import { accountHues, highlightAccount } from './account-highlight.ts';
import { addressForm, isRawAddress } from './address-text.ts';
import { domainName, domainText, mixedScriptsWarning } from './domain-text.ts';
import { shownLabel } from '../labels/label-text.ts';
import { tonMessages as m } from './ton-messages.ts';
import styles from './Address.module.css';

interface AddressProps {
  /** Canonical raw address, `0:ABCD…`. */
  raw: string | null | undefined;
  /** The response's address book entry for it, when there is one. */
  entry?: AddressBookEntry | undefined;
  /** Link to the account's state page (default) or plain text. */
  link?: boolean;
  /** Shown instead of an address when `raw` is absent, e.g. "external" for external-in messages. */
  emptyLabel?: string;
  /** One line (a list row): warnings as a "⚠" that names them, instead of lines of text under it. */
  compact?: boolean;
  /** Show the user's private label (default); off where the caller shows it itself (the accounts table). */
  showLabel?: boolean;
}

/** Characters of a text that is not an address shown (before and after "…"): the API could send 3,000. */
const NOT_AN_ADDRESS_START = 40;
const NOT_AN_ADDRESS_END = 16;

/**
 * The API's text where an address should be, when it is none: revealed (a U+202E must not reorder the
 * row), cut, and marked; no link, no copy button and no highlight, as it names no account.
 */
function NotAnAddress({ text }: { text: string }) {
  const shown = truncateMiddle(revealInvisible(text).text, NOT_AN_ADDRESS_START, NOT_AN_ADDRESS_END);
  return (
    <span className={styles.address}>
      <span className={styles.line}>
        <span className="mono" dir="ltr">
          {shown}
        </span>{' '}
        <span className="muted">{t(m.notAnAddress)}</span>
      </span>
    </span>
  );
}

/** What the copy button names: the address as shown, with its label and domain. */
function copyName(label: AccountLabel | undefined, domain: string | undefined, short: string): string {
  const labelled = label?.label ? `${shownLabel(label.label)} ` : '';
  return t(m.copyAddress, { name: `${labelled}${domain ? `${domainText(domain)} ` : ''}${short}` });
}

/**
 * An account: the user's private label when it has one (a small tag, the note on hover), its domain when
 * the address book has one (the API's text, made safe and never in place of the address), then its form
 * computed from the raw address, shortened in the middle. The full form is on
 * hover and copy. A colour mark and a page-wide highlight on hover tell look-alike addresses apart; an
 * address-book form that is another account's, and a domain that mixes scripts, are flagged under it.
 */
export function Address({
  raw,
  entry,
  link = true,
  emptyLabel = '—',
  compact = false,
  showLabel = true,
}: AddressProps) {
  // Labels are keyed by the canonical (uppercase) raw form; the API's raw addresses already are.
  const label = useLabel(raw && showLabel ? raw.toUpperCase() : '');
  if (!raw) return <span className="muted">{emptyLabel}</span>;
  if (!isRawAddress(raw)) return <NotAnAddress text={raw} />;
  const { text: form, inconsistent } = addressForm(raw, entry);
  const domain = entry?.domain || undefined;
  const scripts = domain ? mixedScripts(domain) : [];
  const warnings = [
    ...(inconsistent ? [inconsistentFormWarning()] : []),
    ...(scripts.length > 0 ? [mixedScriptsWarning(scripts)] : []),
  ];
  const short = truncateMiddle(form, 6, 6);
  const [hueA, hueB] = accountHues(raw);
  // The colour mark is the link's ::before, painted from these two hues (one element fewer per address:
  // a 5,000-row list creates them while it scrolls).
  const hues = { '--hue-a': hueA, '--hue-b': hueB } as React.CSSProperties;
  // A labelled address in a list row keeps its label whole (up to a width) and lets the domain give way;
  // elsewhere the label and the domain may wrap onto two lines rather than cut each other.
  const linkClass = label ? `${styles.link} ${compact ? styles.labelledRow : styles.labelled}` : styles.link;
  const text = (
    <>
      {/* The space keeps the label a word of its own in the link's name (a flex item, it is not drawn). */}
      {label ? (
        <>
          <LabelMark record={label} />{' '}
        </>
      ) : null}
      {domain ? (
        <span className={styles.domain}>
          <bdi>{domainName(domain)}</bdi>{' '}
        </span>
      ) : null}
      {/* Left to right and isolated: in a right-to-left page no character of an address moves. */}
      <span className="mono" dir="ltr">
        {short}
      </span>
    </>
  );
  return (
    <span
      className={styles.address}
      data-account={raw}
      onMouseEnter={() => highlightAccount(raw)}
      onMouseLeave={() => highlightAccount(undefined)}
      onFocus={() => highlightAccount(raw)}
      onBlur={() => highlightAccount(undefined)}
    >
      <span className={styles.line}>
        {link ? (
          <Link to={paths.accounts([form])} title={form} className={linkClass} style={hues}>
            {text}
          </Link>
        ) : (
          <span title={form} className={linkClass} style={hues}>
            {text}
          </span>
        )}
        <CopyButton value={form} label={copyName(label, domain, short)} />
        {compact && warnings.length > 0 ? (
          <span
            className={styles.mark}
            role="img"
            aria-label={warnings.join('; ')}
            title={warnings.join('; ')}
          >
            ⚠
          </span>
        ) : null}
      </span>
      {compact
        ? null
        : warnings.map((warning) => (
            <span key={warning} className={styles.warning}>
              <span aria-hidden="true">⚠ </span>
              {warning}
            </span>
          ))}
    </span>
  );
}

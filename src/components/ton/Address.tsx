import { Link } from 'react-router';
import type { AddressBookEntry } from '../../api/schemas.ts';
import { paths } from '../../paths.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text-safety.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { accountHues, highlightAccount } from './account-highlight.ts';
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
}

/** The address book's user-friendly form (or the raw one), shortened in the middle: `EQDEBy…EC3Xiq`. */
export function shortAddress(raw: string, entry: AddressBookEntry | undefined): string {
  return truncateMiddle(entry?.user_friendly ?? raw, 6, 6);
}

/**
 * An account, as the address book names it: its domain when it has one (made safe: domains are chosen by
 * strangers), then the user-friendly form shortened in the middle. The full form is on hover and copy.
 * A colour mark and a page-wide highlight on hover tell look-alike addresses apart.
 */
export function Address({ raw, entry, link = true, emptyLabel = '—' }: AddressProps) {
  if (!raw) return <span className="muted">{emptyLabel}</span>;
  const friendly = entry?.user_friendly ?? raw;
  const domain = entry?.domain ? revealInvisible(entry.domain).text : undefined;
  const short = shortAddress(raw, entry);
  const [hueA, hueB] = accountHues(raw);
  // The colour mark is the link's ::before, painted from these two hues (one element fewer per address:
  // a 5,000-row list creates them while it scrolls).
  const hues = { '--hue-a': hueA, '--hue-b': hueB } as React.CSSProperties;
  const text = (
    <>
      {domain ? <span className={styles.domain}>{domain} </span> : null}
      <span className="mono">{short}</span>
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
      {link ? (
        <Link to={paths.accounts([friendly])} title={friendly} className={styles.link} style={hues}>
          {text}
        </Link>
      ) : (
        <span title={friendly} className={styles.link} style={hues}>
          {text}
        </span>
      )}
      <CopyButton value={friendly} label={`address ${domain ? `${domain} ` : ''}${short}`} />
    </span>
  );
}

import { mixedScripts } from '../../ton/text/text-safety.ts';
import { domainName, mixedScriptsWarning } from './domain-text.ts';
import { StrangerText } from './StrangerText.tsx';
import styles from './StrangerText.module.css';

/**
 * A domain as an element (domainText is the same as a string): the domain in `className`'s style and the
 * mixed-script warning beside it. It is never shown instead of the address, only next to it: the domain
 * is what the API says, the address is what the account is.
 */
export function Domain({
  domain,
  className,
  whole = false,
}: {
  domain: string;
  className?: string | undefined;
  /** All of it (its first 500 characters, then a button), for the details; else cut in the middle. */
  whole?: boolean;
}) {
  const scripts = mixedScripts(domain);
  return (
    <>
      {whole ? (
        <StrangerText text={domain} className={className} />
      ) : (
        <span className={className}>{domainName(domain)}</span>
      )}
      {scripts.length > 0 ? (
        <span className={styles.warning}>
          {' '}
          <span aria-hidden="true">⚠ </span>
          {mixedScriptsWarning(scripts)}
        </span>
      ) : null}
    </>
  );
}

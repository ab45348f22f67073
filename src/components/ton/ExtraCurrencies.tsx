import { t } from '../../ton/i18n/door.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { tonMessages as m } from './ton-messages.ts';
import styles from './ExtraCurrencies.module.css';

/**
 * Extra currencies (`{ "<currency id>": amount }`) in their indivisible units: the API gives neither their
 * names nor their decimals, so nothing is scaled or named here that the data does not say. The ids are the
 * server's text (a map's keys): invisible characters made visible, a long one cut.
 */
export function ExtraCurrencies({
  currencies,
  emptyLabel,
}: {
  currencies: Readonly<Record<string, bigint>> | null | undefined;
  emptyLabel?: string;
}) {
  const entries = Object.entries(currencies ?? {});
  if (entries.length === 0) return <span className="muted">{emptyLabel ?? t(m.noExtraCurrencies)}</span>;
  return (
    <ul className={styles.list}>
      {entries.map(([id, amount]) => (
        <li key={id}>
          <span className="mono" dir="ltr">
            {amount.toString()}
          </span>{' '}
          <span className="muted">
            {t(m.extraCurrencyUnits, { id: revealInvisible(truncateMiddle(id, 24, 4)).text })}
          </span>
        </li>
      ))}
    </ul>
  );
}

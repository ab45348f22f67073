import { useState } from 'react';
import type { AddressBook } from '../../api/schemas.ts';
import { t } from '../../ton/i18n/door.ts';
import { traceMessages as m } from './trace-messages.ts';
import { Address } from '../../components/ton/Address.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import type { JettonDirectory, ValueFlow } from '../../ton/actions/action-model.ts';
import { JettonAmount } from '../../components/ton/JettonAmount.tsx';
import styles from './Trace.module.css';

/** Rows drawn at first, and added by each "Show more": a trace of 4,000 accounts must not draw 4,000 rows. */
const PAGE = 100;

/**
 * Who gained or lost what over the whole trace: one row per account and asset, the coin through Amount
 * and each jetton in its own units, exact and signed. Fees the accounts paid are part of the coin's change.
 */
export function TraceBalanceChanges({
  changes,
  addressBook,
  jettons,
}: {
  changes: readonly ValueFlow[];
  addressBook: AddressBook;
  jettons: JettonDirectory;
}) {
  const [shown, setShown] = useState(PAGE);
  if (changes.length === 0) {
    return <p className="muted">{t(m.noBalanceChange)}</p>;
  }
  const rest = changes.length - shown;
  return (
    <>
      <table className={styles.balances} aria-label={t(m.balancesLabel)}>
        <thead>
          <tr>
            <th scope="col">{t(m.account)}</th>
            <th scope="col">{t(m.change)}</th>
          </tr>
        </thead>
        <tbody>
          {changes.slice(0, shown).map((change, position) => (
            <tr
              key={position}
              data-account={change.account}
              data-asset={change.asset.kind === 'coin' ? 'coin' : (change.asset.master ?? 'unknown')}
              data-delta={change.delta.toString()}
            >
              <td>
                <Address raw={change.account} entry={addressBook[change.account]} compact />
              </td>
              <td className={change.delta > 0n ? styles.gain : change.delta < 0n ? styles.loss : undefined}>
                {change.asset.kind === 'coin' ? (
                  <Amount nanotons={change.delta} signed />
                ) : (
                  <JettonAmount master={change.asset.master} amount={change.delta} jettons={jettons} signed />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rest > 0 ? (
        <p>
          {t(m.shownOfDot, { shown, total: changes.length })}{' '}
          <button type="button" className="button" onClick={() => setShown((count) => count + PAGE)}>
            {t(m.showMore, { count: Math.min(PAGE, rest) })}
          </button>
        </p>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import type { AddressBook } from '../../api/schemas.ts';
import { formatCount } from '../../ton/count.ts';
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
    return <p className="muted">No account’s balance changed over the trace.</p>;
  }
  const rest = changes.length - shown;
  return (
    <>
      <table className={styles.balances} aria-label="Balance changes over the trace">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Change</th>
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
          {formatCount(shown)} of {formatCount(changes.length)} shown.{' '}
          <button type="button" className="button" onClick={() => setShown((count) => count + PAGE)}>
            Show {formatCount(Math.min(PAGE, rest))} more
          </button>
        </p>
      ) : null}
    </>
  );
}

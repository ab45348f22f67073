import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import type { FeeSplit } from '../../ton/chain/transaction-fees.ts';
import styles from './TransactionDetails.module.css';

const PHASE_NAMES = {
  storage: 'Storage',
  credit: 'Credit',
  compute: 'Compute',
  action: 'Action',
  bounce: 'Bounce',
} as const;

/** What the parts leave of the total (or exceed it by): an external message's import fee, or not itemised. */
function RemainderRow({ remainder, externalImport }: { remainder: bigint; externalImport: boolean }) {
  return (
    <tr>
      <td>
        {externalImport && remainder > 0n ? <span className={styles.feePhase}>Incoming message</span> : null}
        {remainder > 0n
          ? externalImport
            ? 'Import fee of the external message (not itemised by the API)'
            : 'Not itemised by the API'
          : 'The parts exceed the total by'}
      </td>
      <td className={styles.amountCol}>
        <Amount nanotons={remainder > 0n ? remainder : -remainder} />
      </td>
    </tr>
  );
}

/** Whether the parts add up to the total, and if not why; and the forwarding fees outside the total. */
function FeeNote({ split, totalUnreadable }: { split: FeeSplit; totalUnreadable: string | undefined }) {
  const { remainder } = split;
  return (
    <p className={styles.note}>
      {split.total === undefined
        ? totalUnreadable
          ? 'The total could not be read, so the phase fees cannot be checked against it.'
          : 'The API did not send the total, so the phase fees cannot be checked against it.'
        : split.addsUp
          ? '✓ The phase fees add up exactly to the total.'
          : remainder !== undefined && remainder > 0n && split.externalImport
            ? 'The phase fees alone do not reach the total: the rest is the import fee the account paid to accept this external message, which the API does not report (its import_fee is the value written in the message).'
            : 'The phase fees the API reports do not add up to the total; the difference is shown above.'}
      {split.forwardedWithMessages !== undefined && split.forwardedWithMessages > 0n ? (
        <>
          {' '}
          The outgoing messages also carry <Amount nanotons={split.forwardedWithMessages} /> of forwarding
          fees, paid where they are delivered and not part of this total.
        </>
      ) : null}
    </p>
  );
}

/**
 * The total fees and how they split over the phases (the rule is in ton/chain/transaction-fees.ts). It says the
 * parts add up only when they do; otherwise it names what the API does not itemise.
 */
export function FeeBreakdown({
  split,
  totalUnreadable,
}: {
  split: FeeSplit;
  /** Set when the API sent the total in a form that cannot be read: what was wrong. */
  totalUnreadable?: string | undefined;
}) {
  const { remainder } = split;
  return (
    <div className={styles.fees}>
      <table className={styles.feeTable}>
        <caption className="visually-hidden">Fees by phase</caption>
        <thead>
          <tr>
            <th scope="col">Fee</th>
            <th scope="col" className={styles.amountCol}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {split.parts.map((part) => (
            <tr key={part.field}>
              <td>
                <span className={styles.feePhase}>{PHASE_NAMES[part.phase]} phase</span>
                {part.label} <code className={styles.field}>{part.field}</code>
              </td>
              <td className={styles.amountCol}>
                <Amount nanotons={part.nanotons} />
              </td>
            </tr>
          ))}
          {remainder !== undefined && remainder !== 0n ? (
            <RemainderRow remainder={remainder} externalImport={split.externalImport} />
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              Total fees <code className={styles.field}>total_fees</code>
            </th>
            <td className={styles.amountCol}>
              {split.total !== undefined || !totalUnreadable ? <Amount nanotons={split.total} /> : null}
              {totalUnreadable ? <Unreadable message={totalUnreadable} /> : null}
            </td>
          </tr>
        </tfoot>
      </table>
      <FeeNote split={split} totalUnreadable={totalUnreadable} />
    </div>
  );
}

import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import type { FeeSplit } from '../../ton/chain/transaction-fees.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import { phaseMessages as m } from './phase-messages.ts';
import styles from './TransactionDetails.module.css';

const PHASE_NAMES = {
  storage: m.storagePhase,
  credit: m.creditPhase,
  compute: m.computePhase,
  action: m.actionPhase,
  bounce: m.bouncePhase,
} as const;

/** The API's name of the total: a field name, the same in every language. */
const TOTAL_FEES_FIELD = 'total_fees';

/** What the parts leave of the total (or exceed it by): an external message's import fee, or not itemised. */
function RemainderRow({ remainder, externalImport }: { remainder: bigint; externalImport: boolean }) {
  return (
    <tr>
      <td>
        {externalImport && remainder > 0n ? (
          <span className={styles.feePhase}>{t(m.incomingMessage)}</span>
        ) : null}
        {remainder > 0n ? (externalImport ? t(m.importFeeRemainder) : t(m.notItemised)) : t(m.partsExceed)}
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
          ? t(m.totalUnreadable)
          : t(m.totalMissing)
        : split.addsUp
          ? t(m.addsUp)
          : remainder !== undefined && remainder > 0n && split.externalImport
            ? t(m.importFeeNote)
            : t(m.notAddUp)}
      {split.forwardedWithMessages !== undefined && split.forwardedWithMessages > 0n ? (
        <>
          {' '}
          <Msg message={m.forwarded} values={{ amount: <Amount nanotons={split.forwardedWithMessages} /> }} />
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
        <caption className="visually-hidden">{t(m.feesByPhase)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(m.fee)}</th>
            <th scope="col" className={styles.amountCol}>
              {t(m.amount)}
            </th>
          </tr>
        </thead>
        <tbody>
          {split.parts.map((part) => (
            <tr key={part.field}>
              <td>
                <span className={styles.feePhase}>{t(PHASE_NAMES[part.phase])}</span>
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
              {t(m.totalFees)} <code className={styles.field}>{TOTAL_FEES_FIELD}</code>
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

import type { AccountStateInTransaction } from '../../api/schemas.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { ExtraCurrencies } from '../../components/ton/ExtraCurrencies.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { describeAccountStatus } from '../../ton/exit-codes.ts';
import { Fields } from './Fields.tsx';
import styles from './TransactionDetails.module.css';

type State = AccountStateInTransaction | null | undefined;

function statusTitle(status: string | null | undefined) {
  return status ? describeAccountStatus(status).title : undefined;
}

function NotReported() {
  return <span className="muted">not reported</span>;
}

/** Whether a hash changed; the index often leaves the "after" hashes out, and that is said, not guessed. */
function hashChange(label: string, before: string | null | undefined, after: string | null | undefined) {
  if (!before && !after) return undefined;
  const verdict = !before || !after ? 'not comparable' : before === after ? 'unchanged' : 'changed';
  return (
    <span className={styles.change}>
      <strong>{verdict}</strong>
      <span>before {before ? <Hash value={before} label={`${label} before`} /> : <NotReported />}</span>
      <span>after {after ? <Hash value={after} label={`${label} after`} /> : <NotReported />}</span>
    </span>
  );
}

function sameCurrencies(a: Record<string, bigint>, b: Record<string, bigint>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * The account before and after: balance and its exact change, status change, whether code, data and the
 * frozen hash changed, extra currencies. The transaction's own orig/end status fill in a state's missing
 * status.
 */
export function AccountStateChange({
  before,
  after,
  origStatus,
  endStatus,
}: {
  before: State;
  after: State;
  origStatus: string | null | undefined;
  endStatus: string | null | undefined;
}) {
  const balanceBefore = before?.balance;
  const balanceAfter = after?.balance;
  const delta =
    balanceBefore !== undefined && balanceAfter !== undefined ? balanceAfter - balanceBefore : undefined;
  const statusBefore = before?.account_status ?? origStatus;
  const statusAfter = after?.account_status ?? endStatus;
  const extrasBefore = before?.extra_currencies ?? {};
  const extrasAfter = after?.extra_currencies ?? {};
  const hasExtras = Object.keys(extrasBefore).length > 0 || Object.keys(extrasAfter).length > 0;
  return (
    <Fields
      rows={[
        [
          'Balance',
          <span key="b" className={styles.change}>
            <span>{balanceBefore !== undefined ? <Amount nanotons={balanceBefore} /> : <NotReported />}</span>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">to</span>
            <span>{balanceAfter !== undefined ? <Amount nanotons={balanceAfter} /> : <NotReported />}</span>
          </span>,
        ],
        ['Balance change', delta !== undefined ? <Amount nanotons={delta} signed /> : undefined],
        [
          'Status',
          statusBefore || statusAfter ? (
            <span className={styles.change}>
              <span>{statusTitle(statusBefore) ?? 'none'}</span>
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">to</span>
              <span>{statusTitle(statusAfter) ?? 'none'}</span>
              {statusBefore === statusAfter ? <span className="muted">(unchanged)</span> : null}
            </span>
          ) : undefined,
        ],
        [
          'Extra currencies',
          hasExtras ? (
            <span className={styles.change}>
              <ExtraCurrencies currencies={extrasBefore} />
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">to</span>
              <ExtraCurrencies currencies={extrasAfter} />
              {sameCurrencies(extrasBefore, extrasAfter) ? <span className="muted">(unchanged)</span> : null}
            </span>
          ) : undefined,
        ],
        ['Code', hashChange('code hash', before?.code_hash, after?.code_hash)],
        ['Data', hashChange('data hash', before?.data_hash, after?.data_hash)],
        ['Frozen hash', hashChange('frozen hash', before?.frozen_hash, after?.frozen_hash)],
        [
          'State hash before',
          before?.hash ? <Hash value={before.hash} label="account state hash before" /> : undefined,
        ],
        [
          'State hash after',
          after?.hash ? <Hash value={after.hash} label="account state hash after" /> : undefined,
        ],
      ]}
    />
  );
}

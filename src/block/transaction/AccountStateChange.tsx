import { driftIn } from '../../api/drift.ts';
import type { AccountStateInTransaction } from '../../api/schemas.ts';
import { Unreadable } from '../../components/api/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { ExtraCurrencies } from '../../components/ton/ExtraCurrencies.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { describeAccountStatus } from '../../ton/exit-codes.ts';
import { Fields, unreadableOf } from './Fields.tsx';
import styles from './TransactionDetails.module.css';

type State = AccountStateInTransaction | null | undefined;

function statusTitle(status: string | null | undefined) {
  return status ? describeAccountStatus(status).title : undefined;
}

/** A value the API did not send, or (`unreadable`) sent in a form that cannot be read. */
function NotReported({ unreadable }: { unreadable?: string | undefined }) {
  if (unreadable) return <Unreadable message={unreadable} />;
  return <span className="muted">not reported</span>;
}

/** Whether a hash changed; the index often leaves the "after" hashes out, and that is said, not guessed. */
function hashChange(
  label: string,
  field: 'code_hash' | 'data_hash' | 'frozen_hash',
  before: State,
  after: State,
) {
  const hashBefore = before?.[field];
  const hashAfter = after?.[field];
  const unreadableBefore = driftIn(before, field);
  const unreadableAfter = driftIn(after, field);
  if (!hashBefore && !hashAfter && !unreadableBefore && !unreadableAfter) return undefined;
  const verdict =
    !hashBefore || !hashAfter ? 'not comparable' : hashBefore === hashAfter ? 'unchanged' : 'changed';
  return (
    <span className={styles.change}>
      <strong>{verdict}</strong>
      <span>
        before{' '}
        {hashBefore ? (
          <Hash value={hashBefore} label={`${label} before`} />
        ) : (
          <NotReported unreadable={unreadableBefore} />
        )}
      </span>
      <span>
        after{' '}
        {hashAfter ? (
          <Hash value={hashAfter} label={`${label} after`} />
        ) : (
          <NotReported unreadable={unreadableAfter} />
        )}
      </span>
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
  unreadableBefore,
  unreadableAfter,
}: {
  before: State;
  after: State;
  origStatus: string | null | undefined;
  endStatus: string | null | undefined;
  /** Set when the API sent a whole state in a form that cannot be read: what was wrong. */
  unreadableBefore?: string | undefined;
  unreadableAfter?: string | undefined;
}) {
  const balanceUnreadableBefore = unreadableBefore ?? driftIn(before, 'balance');
  const balanceUnreadableAfter = unreadableAfter ?? driftIn(after, 'balance');
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
            <span>
              {balanceBefore !== undefined ? (
                <Amount nanotons={balanceBefore} />
              ) : (
                <NotReported unreadable={balanceUnreadableBefore} />
              )}
            </span>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">to</span>
            <span>
              {balanceAfter !== undefined ? (
                <Amount nanotons={balanceAfter} />
              ) : (
                <NotReported unreadable={balanceUnreadableAfter} />
              )}
            </span>
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
          unreadableOf([
            ['before', driftIn(before, 'account_status')],
            ['after', driftIn(after, 'account_status')],
          ]),
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
          unreadableOf([
            ['before', driftIn(before, 'extra_currencies')],
            ['after', driftIn(after, 'extra_currencies')],
          ]),
        ],
        ['Code', hashChange('code hash', 'code_hash', before, after)],
        ['Data', hashChange('data hash', 'data_hash', before, after)],
        ['Frozen hash', hashChange('frozen hash', 'frozen_hash', before, after)],
        [
          'State hash before',
          before?.hash ? <Hash value={before.hash} label="account state hash before" /> : undefined,
          driftIn(before, 'hash'),
        ],
        [
          'State hash after',
          after?.hash ? <Hash value={after.hash} label="account state hash after" /> : undefined,
          driftIn(after, 'hash'),
        ],
      ]}
    />
  );
}

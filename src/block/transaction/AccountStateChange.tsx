import type { ReactNode } from 'react';
import { driftIn } from '../../api/drift.ts';
import type { AccountStateInTransaction } from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { ExtraCurrencies } from '../../components/ton/ExtraCurrencies.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { describeAccountStatus } from '../../ton/chain/tlb-values.ts';
import { unreadableOf } from './field-values.ts';
import { Fields } from './Fields.tsx';
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { phaseMessages as m } from './phase-messages.ts';
import styles from './TransactionDetails.module.css';

type State = AccountStateInTransaction | null | undefined;

function statusTitle(status: string | null | undefined) {
  return status ? describeAccountStatus(status).title : undefined;
}

/** A value the API did not send, or (`unreadable`) sent in a form that cannot be read. */
function NotReported({ unreadable }: { unreadable?: string | undefined }) {
  if (unreadable) return <Unreadable message={unreadable} />;
  return <span className="muted">{t(m.notReported)}</span>;
}

/** Whether a hash changed; the index often leaves the "after" hashes out, and that is said, not guessed. */
function hashChange(
  labels: { before: Message; after: Message },
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
    !hashBefore || !hashAfter ? t(m.notComparable) : hashBefore === hashAfter ? t(m.unchanged) : t(m.changed);
  return (
    <span className={styles.change}>
      <strong>{verdict}</strong>
      <span>
        {t(m.before)}{' '}
        {hashBefore ? (
          <Hash value={hashBefore} label={t(labels.before)} />
        ) : (
          <NotReported unreadable={unreadableBefore} />
        )}
      </span>
      <span>
        {t(m.after)}{' '}
        {hashAfter ? (
          <Hash value={hashAfter} label={t(labels.after)} />
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

/** The arrow between before and after, read out as "to", on the line of the after it leads to. */
function To({ children }: { children: ReactNode }) {
  return (
    <span className={styles.arrowTo}>
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">{t(m.to)}</span>
      {children}
    </span>
  );
}

/** A balance before → after; a side the API did not send (or sent unreadable) is said so. */
function BalanceChange({
  before,
  after,
  unreadableBefore,
  unreadableAfter,
}: {
  before: bigint | undefined;
  after: bigint | undefined;
  unreadableBefore: string | undefined;
  unreadableAfter: string | undefined;
}) {
  return (
    <span className={styles.change}>
      <span>
        {before !== undefined ? <Amount nanotons={before} /> : <NotReported unreadable={unreadableBefore} />}
      </span>
      <To>
        <span>
          {after !== undefined ? <Amount nanotons={after} /> : <NotReported unreadable={unreadableAfter} />}
        </span>
      </To>
    </span>
  );
}

function StatusChange({
  before,
  after,
}: {
  before: string | null | undefined;
  after: string | null | undefined;
}) {
  return (
    <span className={styles.change}>
      <span>{statusTitle(before) ?? t(m.none)}</span>
      <To>
        <span>{statusTitle(after) ?? t(m.none)}</span>
      </To>
      {before === after ? <span className="muted">{t(m.unchangedNote)}</span> : null}
    </span>
  );
}

function ExtraCurrenciesChange({
  before,
  after,
}: {
  before: Record<string, bigint>;
  after: Record<string, bigint>;
}) {
  return (
    <span className={styles.change}>
      <ExtraCurrencies currencies={before} />
      <To>
        <ExtraCurrencies currencies={after} />
      </To>
      {sameCurrencies(before, after) ? <span className="muted">{t(m.unchangedNote)}</span> : null}
    </span>
  );
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
          t(m.balance),
          <BalanceChange
            key="b"
            before={balanceBefore}
            after={balanceAfter}
            unreadableBefore={unreadableBefore ?? driftIn(before, 'balance')}
            unreadableAfter={unreadableAfter ?? driftIn(after, 'balance')}
          />,
        ],
        [t(m.balanceChange), delta !== undefined ? <Amount nanotons={delta} signed /> : undefined],
        [
          t(m.status),
          statusBefore || statusAfter ? (
            <StatusChange before={statusBefore} after={statusAfter} />
          ) : undefined,
          unreadableOf([
            [t(m.before), driftIn(before, 'account_status')],
            [t(m.after), driftIn(after, 'account_status')],
          ]),
        ],
        [
          t(m.extraCurrencies),
          hasExtras ? <ExtraCurrenciesChange before={extrasBefore} after={extrasAfter} /> : undefined,
          unreadableOf([
            [t(m.before), driftIn(before, 'extra_currencies')],
            [t(m.after), driftIn(after, 'extra_currencies')],
          ]),
        ],
        [
          t(m.code),
          hashChange({ before: m.codeHashBefore, after: m.codeHashAfter }, 'code_hash', before, after),
        ],
        [
          t(m.data),
          hashChange({ before: m.dataHashBefore, after: m.dataHashAfter }, 'data_hash', before, after),
        ],
        [
          t(m.frozenHash),
          hashChange({ before: m.frozenHashBefore, after: m.frozenHashAfter }, 'frozen_hash', before, after),
        ],
        [
          t(m.stateHashBefore),
          before?.hash ? <Hash value={before.hash} label={t(m.stateHashBeforeLabel)} /> : undefined,
          driftIn(before, 'hash'),
        ],
        [
          t(m.stateHashAfter),
          after?.hash ? <Hash value={after.hash} label={t(m.stateHashAfterLabel)} /> : undefined,
          driftIn(after, 'hash'),
        ],
      ]}
    />
  );
}

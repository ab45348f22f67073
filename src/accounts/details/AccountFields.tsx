import type { ReactNode } from 'react';
import { driftIn } from '../../api/drift.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { Domain } from '../../components/ton/Domain.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { LabelMark } from '../../components/labels/AccountLabel.tsx';
import { shownNote } from '../../components/labels/label-text.ts';
import { LabelEditor } from '../../components/labels/LabelEditor.tsx';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { describeAccountStatus } from '../../ton/chain/tlb-values.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { useLabel } from '../../workspace/labels.ts';
import { t } from '../../ton/i18n/door.ts';
import { STATUS_LABELS, type AccountRow } from '../account-rows.ts';
import { useAmountText, useCoinFormat } from '../../components/ton/coin-format.ts';
import { coinAmountText } from '../../ton/coin.ts';
import { AccountBocRows } from './AccountBocRows.tsx';
import { fieldsMessages as m } from './details-messages.ts';
import styles from './AccountDetails.module.css';

/**
 * A value, or nothing when the API sent its field in a form that cannot be read. InfoRow shows its mark
 * after the value; an account's details show the mark alone, since the fallback a missing value gets
 * ("none", "—", the lookup's status) would read as a fact about the account.
 */
function readable(unreadable: string | undefined, value: ReactNode): ReactNode {
  return unreadable === undefined ? value : undefined;
}

/** Status, balance (and the one before a refresh that changed it) and extra currencies. */
function StateRows({ row }: { row: AccountRow }) {
  const account = row.account;
  const status = driftIn(account, 'status');
  const balance = driftIn(account, 'balance');
  const extraCurrencies = driftIn(account, 'extra_currencies');
  const extra = Object.entries(account?.extra_currencies ?? {});
  const format = useCoinFormat();
  const amount = useAmountText();
  // Beside the amount in the chosen unit, the same in the other one: exact nanoGRAM, or whole GRAM.
  const otherUnit = format.unit === 'nanoton' ? 'ton' : 'nanoton';
  return (
    <>
      <InfoRow label={t(m.status)} unreadable={status}>
        {readable(
          status,
          account?.status ? (
            <>
              {describeAccountStatus(account.status).title} <span className="muted">({account.status})</span>
            </>
          ) : (
            t(STATUS_LABELS[row.statusKey])
          ),
        )}
      </InfoRow>
      <InfoRow label={t(m.balance)} unreadable={balance}>
        {readable(
          balance,
          account?.balance !== undefined ? (
            <>
              <Amount nanotons={account.balance} />{' '}
              <span className="muted mono">
                = {coinAmountText(account.balance, { ...format, unit: otherUnit })}
              </span>
            </>
          ) : (
            <span className="muted">—</span>
          ),
        )}
      </InfoRow>
      {row.balanceChange ? (
        <InfoRow label={t(m.beforeRefresh)}>
          {row.balanceChange.before === null ? t(m.notFound) : amount(row.balanceChange.before)}
        </InfoRow>
      ) : null}
      <InfoRow label={t(m.extraCurrencies)} unreadable={extraCurrencies}>
        {readable(
          extraCurrencies,
          extra.length === 0 ? (
            <span className="muted">{t(m.none)}</span>
          ) : (
            <ul className={styles.plainList}>
              {extra.map(([currency, amount]) => (
                <li key={currency} className="mono">
                  #{revealInvisible(truncateMiddle(currency, 24, 4)).text}: {amount.toString()}
                </li>
              ))}
            </ul>
          ),
        )}
      </InfoRow>
    </>
  );
}

function HashRow({
  label,
  value,
  unreadable,
}: {
  label: string;
  value: string | null | undefined;
  unreadable: string | undefined;
}) {
  return (
    <InfoRow label={label} unreadable={unreadable}>
      {readable(unreadable, <Hash value={value} label={label.toLowerCase()} full />)}
    </InfoRow>
  );
}

/** The last transaction and the hashes of the account's cells and state. */
function HashRows({ row }: { row: AccountRow }) {
  const account = row.account;
  const lastLt = driftIn(account, 'last_transaction_lt');
  return (
    <>
      <InfoRow label={t(m.lastLt)} unreadable={lastLt}>
        {readable(lastLt, <span className="mono">{account?.last_transaction_lt?.toString() ?? '—'}</span>)}
      </InfoRow>
      <HashRow
        label={t(m.lastHash)}
        value={account?.last_transaction_hash}
        unreadable={driftIn(account, 'last_transaction_hash')}
      />
      <HashRow label={t(m.codeHash)} value={account?.code_hash} unreadable={driftIn(account, 'code_hash')} />
      <HashRow label={t(m.dataHash)} value={account?.data_hash} unreadable={driftIn(account, 'data_hash')} />
      <HashRow
        label={t(m.frozenHash)}
        value={account?.frozen_hash}
        unreadable={driftIn(account, 'frozen_hash')}
      />
      <HashRow
        label={t(m.stateHash)}
        value={account?.account_state_hash}
        unreadable={driftIn(account, 'account_state_hash')}
      />
    </>
  );
}

/** The user's private label and note for the account, edited here; the note is shown whole. */
function LabelRows({ row }: { row: AccountRow }) {
  const record = useLabel(row.raw);
  return (
    <>
      <InfoRow label={t(m.yourLabel)} span="double">
        <span className={styles.label}>
          {record?.label ? <LabelMark record={record} /> : <span className="muted">{t(m.none)}</span>}
          <LabelEditor raw={row.raw} name={truncateMiddle(row.userFriendly, 6, 6)} variant="text" />
        </span>
      </InfoRow>
      {record?.note ? (
        <InfoRow label={t(m.yourNote)} span="double">
          <span className={styles.labelNote}>{shownNote(record.note)}</span>
        </InfoRow>
      ) : null}
    </>
  );
}

/** What the index's address book says: the account's domain and the interfaces it implements. */
function AddressBookRows({ row }: { row: AccountRow }) {
  const domain = driftIn(row.entry, 'domain');
  const interfaces = driftIn(row.entry, 'interfaces');
  return (
    <>
      <InfoRow label={t(m.domain)} unreadable={domain}>
        {readable(
          domain,
          row.entry?.domain ? (
            <Domain domain={row.entry.domain} whole />
          ) : (
            <span className="muted">{t(m.none)}</span>
          ),
        )}
      </InfoRow>
      <InfoRow label={t(m.interfaces)} unreadable={interfaces}>
        {readable(
          interfaces,
          row.entry?.interfaces?.length ? (
            <StrangerText text={row.entry.interfaces.join(', ')} shown={200} />
          ) : (
            <span className="muted">{t(m.noneKnown)}</span>
          ),
        )}
      </InfoRow>
    </>
  );
}

/** A method id is written as code: hexadecimal, in no language. */
const HEX_PREFIX = '0x';

function ContractMethodsRow({ row }: { row: AccountRow }) {
  const account = row.account;
  const methods = account?.contract_methods ?? [];
  const unreadable = driftIn(account, 'contract_methods');
  return (
    <InfoRow
      label={t(m.contractMethods, { number: account?.contract_methods ? methods.length : '—' })}
      unreadable={unreadable}
    >
      {readable(
        unreadable,
        methods.length === 0 ? (
          <span className="muted">{t(m.noneListed)}</span>
        ) : (
          <ul className={styles.methods} aria-label={t(m.methodIds)}>
            {methods.map((method) => (
              <li key={method} className="mono">
                {HEX_PREFIX}
                {method.toString(16)}
              </li>
            ))}
          </ul>
        ),
      )}
    </InfoRow>
  );
}

/** Every field of the account this view names, in one list, each marked where the API sent it unreadable. */
export function AccountFields({ row, includeBoc }: { row: AccountRow; includeBoc: boolean }) {
  return (
    <InfoList columns="wide">
      <LabelRows row={row} />
      <StateRows row={row} />
      <HashRows row={row} />
      <AddressBookRows row={row} />
      <AccountBocRows row={row} includeBoc={includeBoc} />
      <ContractMethodsRow row={row} />
    </InfoList>
  );
}

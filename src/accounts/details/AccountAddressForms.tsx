import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { Msg } from '../../components/ui/Msg.tsx';
import { inconsistentFormWarning } from '../../ton/account-form.ts';
import { t } from '../../ton/i18n/door.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import type { AccountRow, TonNetwork } from '../account-rows.ts';
import { fieldsMessages as m } from './details-messages.ts';
import styles from './AccountDetails.module.css';

function AddressForm({ label, copyLabel, value }: { label: string; copyLabel: string; value: string }) {
  return (
    <div className={styles.form}>
      <span className={styles.formLabel}>{label}</span>
      <span className={styles.formValue}>
        <code>{value}</code>
        <CopyButton value={value} label={copyLabel} />
      </span>
    </div>
  );
}

/**
 * The account's three address forms, each with its copy button, and what the page made of the forms it
 * was given: an address book's form that is not this account's, several pasted forms merged into one row.
 */
export function AccountAddressForms({ row, network }: { row: AccountRow; network: TonNetwork }) {
  return (
    <>
      <div className={styles.forms}>
        <AddressForm
          label={t(network === 'testnet' ? m.bounceableTestnet : m.bounceable)}
          copyLabel={t(network === 'testnet' ? m.copyBounceableTestnet : m.copyBounceable)}
          value={row.bounceable}
        />
        <AddressForm
          label={t(network === 'testnet' ? m.nonBounceableTestnet : m.nonBounceable)}
          copyLabel={t(network === 'testnet' ? m.copyNonBounceableTestnet : m.copyNonBounceable)}
          value={row.nonBounceable}
        />
        <AddressForm label={t(m.raw)} copyLabel={t(m.copyRaw)} value={row.raw} />
      </div>
      {row.entryInconsistent ? (
        <p className={styles.note}>
          <span aria-hidden="true">⚠ </span>
          <Msg
            message={m.inconsistent}
            values={{
              warning: inconsistentFormWarning(),
              given: (
                <code>
                  <StrangerText text={row.entry?.user_friendly ?? ''} shown={100} />
                </code>
              ),
            }}
          />
        </p>
      ) : null}
      {row.pastedForms.length > 1 ? (
        <p className={styles.note}>
          <Msg
            message={m.merged}
            values={{
              count: row.pastedForms.length,
              forms: row.pastedForms.map((form, index) => (
                <span key={form}>
                  {index > 0 ? t(m.listSeparator) : ''}
                  <code>{revealInvisible(form).text}</code>
                </span>
              )),
            }}
          />
        </p>
      ) : null}
    </>
  );
}

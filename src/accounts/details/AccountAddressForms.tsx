import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { INCONSISTENT_FORM_WARNING } from '../../ton/account-form.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import type { AccountRow, TonNetwork } from '../account-rows.ts';
import styles from './AccountDetails.module.css';

function AddressForm({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.form}>
      <span className={styles.formLabel}>{label}</span>
      <span className={styles.formValue}>
        <code>{value}</code>
        <CopyButton value={value} label={`${label.toLowerCase()} address`} />
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
          label={network === 'testnet' ? 'Bounceable (testnet)' : 'Bounceable'}
          value={row.bounceable}
        />
        <AddressForm
          label={network === 'testnet' ? 'Non-bounceable (testnet)' : 'Non-bounceable'}
          value={row.nonBounceable}
        />
        <AddressForm label="Raw" value={row.raw} />
      </div>
      {row.entryInconsistent ? (
        <p className={styles.note}>
          <span aria-hidden="true">⚠ </span>
          {INCONSISTENT_FORM_WARNING}: its address book gave{' '}
          <code>
            <StrangerText text={row.entry?.user_friendly ?? ''} shown={100} />
          </code>
          , which this page does not use. The forms above are computed from the raw address.
        </p>
      ) : null}
      {row.pastedForms.length > 1 ? (
        <p className={styles.note}>
          Given as {row.pastedForms.length} forms, merged into this row:{' '}
          {row.pastedForms.map((form, index) => (
            <span key={form}>
              {index > 0 ? ', ' : ''}
              <code>{revealInvisible(form).text}</code>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

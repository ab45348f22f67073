import { useMemo, type ReactNode } from 'react';
import { driftIn, listDrift } from '../api/drift.ts';
import { DriftNotice } from '../components/api/DriftNotice.tsx';
import { Unreadable } from '../components/api/Unreadable.tsx';
import { Amount } from '../components/ton/Amount.tsx';
import { Domain } from '../components/ton/Domain.tsx';
import { StrangerText } from '../components/ton/StrangerText.tsx';
import { Hash } from '../components/ton/Hash.tsx';
import { CopyButton } from '../components/ui/CopyButton.tsx';
import { formatTokenAmount, formatTon } from '../ton/amount.ts';
import { base64ByteLength, base64ToBytes } from '../ton/base64.ts';
import { describeAccountStatus } from '../ton/exit-codes.ts';
import { INCONSISTENT_FORM_WARNING } from '../ton/account-form.ts';
import { boundedJson } from '../ton/bounded-json.ts';
import { revealInvisible, truncateMiddle } from '../ton/text-safety.ts';
import { failureReason, STATUS_LABELS, type AccountRow, type TonNetwork } from './account-rows.ts';
import { downloadFile } from './download-file.ts';
import { safeText, TokenAccountText, TokenFlags, TokenImage, tokenTypeLabel } from './TokenSummaryView.tsx';
import styles from './AccountDetails.module.css';
import { countOf } from '../ton/count.ts';

/** How deep an extra field is shown here; the raw answer is the place for more. */
const DETAILS_JSON_DEPTH = 16;

/** Fields of an account this view names; any other field the server sends is listed as it came. */
const KNOWN_FIELDS = new Set([
  'address',
  'account_state_hash',
  'balance',
  'extra_currencies',
  'status',
  'code_boc',
  'data_boc',
  'code_hash',
  'data_hash',
  'frozen_hash',
  'last_transaction_hash',
  'last_transaction_lt',
  'contract_methods',
]);

interface AccountDetailsProps {
  row: AccountRow;
  id: string;
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  onRetry: (chunkIndex: number) => void;
}

/** A field; `unreadable` (what was wrong when the API sent it in a form that cannot be read) replaces it. */
function Field({
  label,
  children,
  unreadable,
}: {
  label: string;
  children: ReactNode;
  unreadable?: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{unreadable !== undefined ? <Unreadable message={unreadable} /> : children}</dd>
    </div>
  );
}

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

interface BocProps {
  label: 'Code' | 'Data';
  boc: string | undefined;
  unreadable: string | undefined;
  /** The hash of the same cell: present when the account has one even if the answer left the BOC out. */
  hash: string | undefined;
  fileName: string;
}

function Boc({ label, boc, hash, fileName, unreadable }: BocProps) {
  if (!boc) {
    return (
      <Field label={label} unreadable={unreadable}>
        <span className="muted">
          {hash
            ? 'not in the answer (the index sent only its hash)'
            : `none (the account has no ${label.toLowerCase()})`}
        </span>
      </Field>
    );
  }
  const bytes = base64ByteLength(boc);
  return (
    <Field label={label}>
      <span className={styles.boc}>
        <span>
          {countOf(bytes, 'byte')} <span className="muted">(BOC)</span>
        </span>
        <CopyButton value={boc} label={`${label.toLowerCase()} BOC as base64`} />
        <button
          type="button"
          className="button"
          onClick={() => {
            const decoded = base64ToBytes(boc);
            if (decoded) downloadFile(decoded, fileName, 'application/octet-stream');
          }}
        >
          Download {label.toLowerCase()} .boc
        </button>
      </span>
    </Field>
  );
}

/** Everything known about one account: its three address forms, every field, BOCs and methods. */
export function AccountDetails({ row, id, includeBoc, showImages, network, onRetry }: AccountDetailsProps) {
  const account = row.account;
  const extra = Object.entries(account?.extra_currencies ?? {});
  const methods = account?.contract_methods ?? [];
  const otherFields = account ? Object.entries(account).filter(([key]) => !KNOWN_FIELDS.has(key)) : [];
  const token = row.token;
  const fileBase = row.bounceable;
  const a = (field: string) => driftIn(account, field);
  const e = (field: string) => driftIn(row.entry, field);
  // Fields the API sent in a form that cannot be read: marked where shown, listed in one notice.
  const drift = useMemo(
    () => [
      ...listDrift(account),
      ...listDrift(row.entry).map((item) => ({ ...item, path: `address_book.${item.path}` })),
    ],
    [account, row.entry],
  );

  return (
    <section id={id} className={styles.details} aria-label={`Details of ${row.userFriendly}`}>
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

      {row.state === 'failed' ? (
        <div className={styles.problem}>
          <p>
            <span aria-hidden="true">⚠ </span>Its request failed: {failureReason(row.error)}
          </p>
          <button type="button" className="button" onClick={() => onRetry(row.chunkIndex)}>
            Retry this request
          </button>
        </div>
      ) : row.state === 'not-found' ? (
        <p className={styles.note}>
          Not found: the index has no state for this account. It has never received a transaction, or the
          address is for another network.
        </p>
      ) : row.state !== 'found' ? (
        <p className={styles.note}>{STATUS_LABELS[row.statusKey]}: no answer for this account yet.</p>
      ) : null}

      <DriftNotice subject="this account" drift={drift} />

      <dl className={styles.fields}>
        <Field label="Status" unreadable={a('status')}>
          {account?.status ? (
            <>
              {describeAccountStatus(account.status).title} <span className="muted">({account.status})</span>
            </>
          ) : (
            STATUS_LABELS[row.statusKey]
          )}
        </Field>
        <Field label="Balance" unreadable={a('balance')}>
          {account?.balance !== undefined ? (
            <>
              <Amount nanotons={account.balance} />{' '}
              <span className="muted mono">= {account.balance.toString()} nanotons</span>
            </>
          ) : (
            <span className="muted">—</span>
          )}
        </Field>
        {row.balanceChange ? (
          <Field label="Before the refresh">
            {row.balanceChange.before === null ? 'not found' : `${formatTon(row.balanceChange.before)} TON`}
          </Field>
        ) : null}
        <Field label="Extra currencies" unreadable={a('extra_currencies')}>
          {extra.length === 0 ? (
            <span className="muted">none</span>
          ) : (
            <ul className={styles.plainList}>
              {extra.map(([currency, amount]) => (
                <li key={currency} className="mono">
                  #{revealInvisible(truncateMiddle(currency, 24, 4)).text}: {amount.toString()}
                </li>
              ))}
            </ul>
          )}
        </Field>
        <Field label="Last transaction lt" unreadable={a('last_transaction_lt')}>
          <span className="mono">{account?.last_transaction_lt?.toString() ?? '—'}</span>
        </Field>
        <Field label="Last transaction hash" unreadable={a('last_transaction_hash')}>
          <Hash value={account?.last_transaction_hash} label="last transaction hash" full />
        </Field>
        <Field label="Code hash" unreadable={a('code_hash')}>
          <Hash value={account?.code_hash} label="code hash" full />
        </Field>
        <Field label="Data hash" unreadable={a('data_hash')}>
          <Hash value={account?.data_hash} label="data hash" full />
        </Field>
        <Field label="Frozen hash" unreadable={a('frozen_hash')}>
          <Hash value={account?.frozen_hash} label="frozen hash" full />
        </Field>
        <Field label="Account state hash" unreadable={a('account_state_hash')}>
          <Hash value={account?.account_state_hash} label="account state hash" full />
        </Field>
        <Field label="Domain" unreadable={e('domain')}>
          {row.entry?.domain ? (
            <Domain domain={row.entry.domain} whole />
          ) : (
            <span className="muted">none</span>
          )}
        </Field>
        <Field label="Interfaces" unreadable={e('interfaces')}>
          {row.entry?.interfaces?.length ? (
            <StrangerText text={row.entry.interfaces.join(', ')} shown={200} />
          ) : (
            <span className="muted">none known</span>
          )}
        </Field>
        {includeBoc ? (
          <>
            <Boc
              label="Code"
              boc={account?.code_boc ?? undefined}
              unreadable={a('code_boc')}
              hash={account?.code_hash ?? undefined}
              fileName={`${fileBase}-code.boc`}
            />
            <Boc
              label="Data"
              boc={account?.data_boc ?? undefined}
              unreadable={a('data_boc')}
              hash={account?.data_hash ?? undefined}
              fileName={`${fileBase}-data.boc`}
            />
          </>
        ) : (
          <Field label="Code and data">
            <span className="muted">not requested (“Include code and data” is off)</span>
          </Field>
        )}
        <Field
          label={`Contract methods (${account?.contract_methods ? methods.length : '—'})`}
          unreadable={a('contract_methods')}
        >
          {methods.length === 0 ? (
            <span className="muted">none listed</span>
          ) : (
            <ul className={styles.methods} aria-label="Contract method ids">
              {methods.map((method) => (
                <li key={method} className="mono">
                  0x{method.toString(16)}
                </li>
              ))}
            </ul>
          )}
        </Field>
      </dl>

      {token ? (
        <div className={styles.token}>
          <h3 className={styles.subheading}>
            <TokenImage token={token} show={showImages} size={32} /> {tokenTypeLabel(token.type)}
            {token.name ? `: ${safeText(token.name, 80)}` : ''}
            {token.symbol ? ` (${safeText(token.symbol, 16)})` : ''} <TokenFlags token={token} />
          </h3>
          <dl className={styles.fields}>
            {token.description ? (
              <Field label="Description">
                <StrangerText text={token.description} />
              </Field>
            ) : null}
            {token.nftIndex ? (
              <Field label="NFT index">
                <StrangerText text={token.nftIndex} shown={100} className="mono" />
              </Field>
            ) : null}
            {token.jettonMaster ? (
              <Field label="Jetton">
                {safeText(token.jettonName) ?? 'unnamed'} <TokenAccountText text={token.jettonMaster} />
              </Field>
            ) : null}
            {token.jettonBalance !== undefined ? (
              <Field label="Jetton balance">
                <span className="mono">
                  {token.jettonDecimals !== undefined
                    ? `${formatTokenAmount(token.jettonBalance, token.jettonDecimals)} ${safeText(token.jettonSymbol, 16) ?? ''}`
                    : `${token.jettonBalance.toString()} units`}
                </span>
              </Field>
            ) : null}
            {token.owner ? (
              <Field label="Owner">
                <TokenAccountText text={token.owner} />
              </Field>
            ) : null}
          </dl>
          {token.imageUrl && !showImages ? (
            <p className="muted">
              This token has an image; “Show token images” loads it from its own server.
            </p>
          ) : null}
        </div>
      ) : null}

      {otherFields.length > 0 ? (
        <dl className={styles.fields}>
          {otherFields.map(([key, value]) => (
            <Field key={key} label={revealInvisible(truncateMiddle(key, 60, 8)).text}>
              {/* The server's value as JSON: invisible characters escaped, nesting bounded, a long one cut. */}
              <code>
                <StrangerText text={boundedJson(value, 0, DETAILS_JSON_DEPTH)} />
              </code>
            </Field>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

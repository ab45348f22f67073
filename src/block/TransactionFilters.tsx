import { memo, useId, useState } from 'react';
import type { AddressBook } from '../api/schemas.ts';
import { addressForm, isRawAddress } from '../components/ton/Address.tsx';
import { domainText } from '../components/ton/Domain.tsx';
import { normalizeAddressKey } from '../ton/address.ts';
import { formatOpcode, parseOpcode } from '../ton/opcodes.ts';
import {
  filterProblems,
  hasActiveFilters,
  SORT_ORDERS,
  type BlockFilters,
  type FilterChange,
  type SortOrder,
} from './block-filters.ts';
import type { AccountChoice, OpcodeChoice } from './block-index.ts';
import styles from './TransactionFilters.module.css';

interface TransactionFiltersProps {
  filters: BlockFilters;
  opcodes: OpcodeChoice[];
  accounts: AccountChoice[];
  addressBook: AddressBook;
  shown: number;
  total: number;
  /** `replace` for typing, so each keystroke does not become a history entry. */
  onChange: (change: FilterChange, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const SORT_LABELS: Record<SortOrder, string> = {
  lt: 'Block order',
  fees: 'Highest fees',
  value: 'Highest value in',
};

function isSortOrder(value: string): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

/**
 * A text field whose committed value lives in the URL: it keeps what is being typed, and follows the URL
 * when the URL changes from elsewhere (clear filters, back button).
 */
function useDraft(committed: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}

/**
 * The block's accounts as suggestions for the account field. Memoized: a block can hold thousands of
 * accounts, and the filters re-render on every keystroke.
 */
const AccountOptions = memo(function AccountOptions({
  id,
  accounts,
  addressBook,
}: {
  id: string;
  accounts: AccountChoice[];
  addressBook: AddressBook;
}) {
  return (
    <datalist id={id}>
      {accounts.map((choice) => {
        // The API's text that is no address is no suggestion: it would be offered (and shown) as sent.
        if (!isRawAddress(choice.raw)) return null;
        const entry = addressBook[choice.raw];
        const domain = entry?.domain ? domainText(entry.domain) : undefined;
        return (
          <option key={choice.raw} value={addressForm(choice.raw, entry).text}>
            {`${domain ? `${domain} · ` : ''}${choice.count} ${choice.count === 1 ? 'transaction' : 'transactions'}`}
          </option>
        );
      })}
    </datalist>
  );
});

export function TransactionFilters({
  filters,
  opcodes,
  accounts,
  addressBook,
  shown,
  total,
  onChange,
  onClear,
}: TransactionFiltersProps) {
  const id = useId();
  const [query, setQuery] = useDraft(filters.query);
  const [account, setAccount] = useDraft(filters.accountText);
  // While an address is being typed, the field says so; what the URL holds is reported below the form.
  const accountDraftInvalid =
    account !== filters.accountText && account.trim() !== '' && normalizeAddressKey(account.trim()) === null;
  const problems = filterProblems(filters);
  const opcodeValue = filters.opcode !== undefined ? formatOpcode(filters.opcode) : '';
  const opcodeChoices =
    filters.opcode !== undefined && !opcodes.some((choice) => choice.opcode === filters.opcode)
      ? [...opcodes, { opcode: filters.opcode, name: undefined, count: 0 }]
      : opcodes;
  const active = hasActiveFilters(filters);

  return (
    <div className={styles.filters}>
      <form
        role="search"
        aria-label="Filter transactions"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={`${styles.field} ${styles.search}`}>
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="Hash, account, domain, comment, opcode"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value);
              onChange({ query: event.target.value }, { replace: true });
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-account`}>Account</label>
          <input
            id={`${id}-account`}
            type="text"
            value={account}
            list={`${id}-accounts`}
            placeholder="Any address form"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={accountDraftInvalid || undefined}
            aria-describedby={accountDraftInvalid ? `${id}-account-error` : undefined}
            onChange={(event) => {
              const text = event.target.value;
              setAccount(text);
              // Only a complete address (or nothing) becomes a filter; half an address filters nothing yet.
              if (text.trim() === '' || normalizeAddressKey(text.trim()) !== null) {
                onChange({ account: text }, { replace: true });
              }
            }}
          />
          <AccountOptions id={`${id}-accounts`} accounts={accounts} addressBook={addressBook} />
          {accountDraftInvalid ? (
            <span id={`${id}-account-error`} className={styles.error}>
              Not an address yet
            </span>
          ) : null}
        </div>
        <div className={`${styles.field} ${styles.narrow}`}>
          <label htmlFor={`${id}-opcode`}>Opcode</label>
          <select
            id={`${id}-opcode`}
            value={opcodeValue}
            onChange={(event) =>
              onChange({
                opcode: event.target.value ? (parseOpcode(event.target.value) ?? undefined) : undefined,
              })
            }
          >
            <option value="">Any opcode</option>
            {opcodeChoices.map((choice) => (
              <option key={choice.opcode} value={formatOpcode(choice.opcode)}>
                {`${choice.name ?? 'Unnamed'} · ${formatOpcode(choice.opcode)} (${choice.count})`}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.narrow}`}>
          <label htmlFor={`${id}-sort`}>Sort</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => {
              if (isSortOrder(event.target.value)) onChange({ sort: event.target.value });
            }}
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {SORT_LABELS[order]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.checks}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.failedOnly}
              onChange={(event) => onChange({ failedOnly: event.target.checked })}
            />
            Failed only
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filters.bouncedOnly}
              onChange={(event) => onChange({ bouncedOnly: event.target.checked })}
            />
            Bounced only
          </label>
        </div>
      </form>
      <div className={styles.status}>
        <p role="status" className={styles.count}>
          {`${shown} of ${total} ${total === 1 ? 'transaction' : 'transactions'}`}
        </p>
        {active ? (
          <button type="button" className="button" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
      {problems.map((problem) => (
        <p key={problem.param} className={styles.error}>
          {problem.message}
        </p>
      ))}
    </div>
  );
}

import { memo, useId } from 'react';
import type { AddressBook } from '../../api/schemas.ts';
import { addressForm, isRawAddress } from '../../components/ton/address-text.ts';
import { domainText } from '../../components/ton/domain-text.ts';
import { normalizeAddressKey } from '../../ton/address.ts';
import { formatOpcode, parseOpcode } from '../../ton/chain/opcodes.ts';
import {
  filterProblems,
  hasActiveFilters,
  NO_OPCODE,
  opcodeKindLabel,
  opcodeFilterValue,
  UNREADABLE_OPCODE,
  OUTCOME_FILTERS,
  outcomeLabel,
  SORT_ORDERS,
  type BlockFilters,
  type FilterChange,
  type OpcodeFilterValue,
  type OutcomeFilter,
  type SortOrder,
} from '../model/block-filters.ts';
import {
  shownShardBlockLabel,
  type AccountChoice,
  type BlockIndex,
  type OpcodeChoice,
} from '../model/block-index.ts';
import { shownServerName } from '../model/message-preview.ts';
import type { ActionTypeCount } from '../model/block-actions.ts';
import { actionTypeLabel } from '../../ton/actions/action-text.ts';
import { ExportButtons } from '../../components/ui/toolbar/ExportButtons.tsx';
import { formatCount } from '../../ton/count.ts';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { filterBarMessages as m, listMessages } from './list-messages.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import { shownLabel } from '../../components/labels/label-text.ts';
import { FilterInput } from '../../components/ui/toolbar/FilterInput.tsx';
import { Toolbar, ToolbarField } from '../../components/ui/toolbar/Toolbar.tsx';
import styles from './TransactionFilters.module.css';

type OnFilterChange = (change: FilterChange, options?: { replace?: boolean }) => void;

interface TransactionFiltersProps {
  filters: BlockFilters;
  opcodes: OpcodeChoice[];
  /** Transactions without an incoming opcode, and with one that cannot be read. */
  opcodeCounts?: BlockIndex['opcodeCounts'];
  accounts: AccountChoice[];
  addressBook: AddressBook;
  /** The user's private labels, by raw address: shown in the account suggestions. */
  labels?: ReadonlyMap<string, AccountLabel>;
  shown: number;
  total: number;
  /** The block's action types with the transactions each has (the Action menu); none while unknown. */
  actionTypes?: readonly ActionTypeCount[];
  /** The shown transactions as files (with their actions), made when a button is pressed. */
  exports?: { csv: ExportedFile; json: ExportedFile };
  /** `replace` for typing, so each keystroke does not become a history entry. */
  onChange: OnFilterChange;
  onClear: () => void;
}

type ExportedFile = () => { content: string; fileName: string };
const NO_ACTION_TYPES: readonly ActionTypeCount[] = [];

const NO_LABELS: ReadonlyMap<string, AccountLabel> = new Map();
const NO_COUNTS: BlockIndex['opcodeCounts'] = { absent: 0, unreadable: 0 };

/**
 * How many of the block's opcodes and accounts (the most frequent) the menus offer: a block can hold
 * 10,000 of each, and one element per choice would be 10,000 elements a page (budget: 3,000 in all). Any
 * other is typed: the account field takes any address, the "Other opcode" field any opcode.
 */
const MENU_OPCODES = 30;
const SUGGESTED_ACCOUNTS = 100;

const SORT_LABELS = {
  lt: m.sortLt,
  fees: m.sortFees,
  value: m.sortValue,
} as const satisfies Record<SortOrder, unknown>;

function isSortOrder(value: string): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

function asOutcome(value: string): OutcomeFilter | undefined {
  return OUTCOME_FILTERS.find((outcome) => outcome === value);
}

/**
 * The block's accounts as suggestions for the account field. Memoized: a block can hold thousands of
 * accounts, and the filters re-render on every keystroke.
 */
const AccountOptions = memo(function AccountOptions({
  id,
  accounts,
  addressBook,
  labels,
}: {
  id: string;
  accounts: AccountChoice[];
  addressBook: AddressBook;
  labels: ReadonlyMap<string, AccountLabel>;
}) {
  return (
    <datalist id={id}>
      {accounts.slice(0, SUGGESTED_ACCOUNTS).map((choice) => {
        // The API's text that is no address is no suggestion: it would be offered (and shown) as sent.
        if (!isRawAddress(choice.raw)) return null;
        const entry = addressBook[choice.raw];
        const domain = entry?.domain ? domainText(entry.domain) : undefined;
        const label = labels.get(choice.raw.toUpperCase())?.label;
        return (
          <option key={choice.raw} value={addressForm(choice.raw, entry).text}>
            {`${label ? `${shownLabel(label)} · ` : ''}${domain ? `${domain} · ` : ''}${t(listMessages.transactions, { count: choice.count })}`}
          </option>
        );
      })}
    </datalist>
  );
});

export function TransactionFilters({
  filters,
  opcodes,
  opcodeCounts = NO_COUNTS,
  accounts,
  addressBook,
  labels = NO_LABELS,
  shown,
  total,
  actionTypes = NO_ACTION_TYPES,
  exports,
  onChange,
  onClear,
}: TransactionFiltersProps) {
  const id = useId();
  const problems = filterProblems(filters);
  return (
    <div className={styles.filters}>
      <Toolbar look="panel" searchLabel={t(m.filterTransactions)}>
        <SearchField committed={filters.query} onChange={onChange} />
        <AccountField
          id={id}
          committed={filters.accountText}
          accounts={accounts}
          addressBook={addressBook}
          labels={labels}
          onChange={onChange}
        />
        <OpcodeField
          id={`${id}-opcode`}
          current={opcodeFilterValue(filters)}
          opcodes={opcodes}
          counts={opcodeCounts}
          onChange={onChange}
        />
        <OutcomeField id={`${id}-outcome`} outcome={filters.outcome} onChange={onChange} />
        <ActionField id={`${id}-action`} action={filters.action} types={actionTypes} onChange={onChange} />
        <SortField id={`${id}-sort`} sort={filters.sort} onChange={onChange} />
        <FlagChecks failedOnly={filters.failedOnly} bouncedOnly={filters.bouncedOnly} onChange={onChange} />
      </Toolbar>
      {filters.shard !== undefined ? <ShardFilter shard={filters.shard} onChange={onChange} /> : null}
      <FilterStatus
        shown={shown}
        total={total}
        active={hasActiveFilters(filters)}
        onClear={onClear}
        exports={exports}
      />
      {problems.map((problem) => (
        <p key={problem.param} className={styles.error}>
          {problem.message}
        </p>
      ))}
    </div>
  );
}

/** Free text over the whole list; every keystroke filters (replacing the history entry). */
function SearchField({ committed, onChange }: { committed: string; onChange: OnFilterChange }) {
  return (
    <FilterInput
      label={t(m.search)}
      width="wide"
      committed={committed}
      placeholder={t(m.searchPlaceholder)}
      onChange={(query) => onChange({ query }, { replace: true })}
    />
  );
}

/**
 * What is wrong with account text that is no address (yet): said in the field while it is typed; what the
 * URL holds is reported below the form (filterProblems).
 */
function notAnAddressYet(text: string): string | undefined {
  return text.trim() !== '' && normalizeAddressKey(text.trim()) === null ? t(m.notAnAddressYet) : undefined;
}

/** An address in any form, with the block's accounts as suggestions. `id` prefixes the suggestions' id. */
function AccountField({
  id,
  committed,
  accounts,
  addressBook,
  labels,
  onChange,
}: {
  id: string;
  committed: string;
  accounts: AccountChoice[];
  addressBook: AddressBook;
  labels: ReadonlyMap<string, AccountLabel>;
  onChange: OnFilterChange;
}) {
  return (
    <FilterInput
      label={t(m.account)}
      type="text"
      committed={committed}
      list={`${id}-accounts`}
      placeholder={t(m.anyAddressForm)}
      draftProblem={notAnAddressYet}
      onChange={(text) => {
        // Only a complete address (or nothing) becomes a filter; half an address filters nothing yet.
        if (notAnAddressYet(text) === undefined) onChange({ account: text }, { replace: true });
      }}
    >
      <AccountOptions id={`${id}-accounts`} accounts={accounts} addressBook={addressBook} labels={labels} />
    </FilterInput>
  );
}

/** An opcode choice as the menu names it: the name (the server's text, made visible and cut), hex, count. */
function opcodeChoiceText(choice: OpcodeChoice): string {
  const name = choice.name === undefined ? t(m.unnamed) : shownServerName(choice.name);
  return `${name} · ${formatOpcode(choice.opcode)} (${formatCount(choice.count)})`;
}

/** The menu's value for a filter: '' for none, else what `opcode=` holds. */
function menuValue(current: OpcodeFilterValue | undefined): string {
  if (current === undefined) return '';
  return typeof current === 'number' ? formatOpcode(current) : current;
}

function fromMenuValue(value: string): OpcodeFilterValue | undefined {
  if (value === NO_OPCODE || value === UNREADABLE_OPCODE) return value;
  return value ? (parseOpcode(value) ?? undefined) : undefined;
}

/**
 * The block's most frequent opcodes (MENU_OPCODES of them), and the URL's one even when no shown message
 * carries it; no opcode, and an opcode that cannot be read, each with its count. A block with more opcodes
 * than the menu holds gets a field for any other.
 */
function OpcodeField({
  id,
  current,
  opcodes,
  counts,
  onChange,
}: {
  id: string;
  current: OpcodeFilterValue | undefined;
  opcodes: OpcodeChoice[];
  counts: BlockIndex['opcodeCounts'];
  onChange: OnFilterChange;
}) {
  const offered = opcodes.length > MENU_OPCODES ? opcodes.slice(0, MENU_OPCODES) : opcodes;
  const chosen =
    typeof current === 'number' && !offered.some((choice) => choice.opcode === current)
      ? (opcodes.find((choice) => choice.opcode === current) ?? {
          opcode: current,
          name: undefined,
          count: 0,
        })
      : undefined;
  const more = opcodes.length > offered.length;
  return (
    <>
      <ToolbarField label={t(m.opcode)} htmlFor={id} width="narrow">
        <select
          id={id}
          value={menuValue(current)}
          onChange={(event) => onChange({ opcode: fromMenuValue(event.target.value) })}
        >
          <option value="">{t(m.anyOpcode)}</option>
          <option value={NO_OPCODE}>
            {t(m.kindWithCount, { label: opcodeKindLabel(NO_OPCODE), count: counts.absent })}
          </option>
          {counts.unreadable > 0 || current === UNREADABLE_OPCODE ? (
            <option value={UNREADABLE_OPCODE}>
              {t(m.kindWithCount, { label: opcodeKindLabel(UNREADABLE_OPCODE), count: counts.unreadable })}
            </option>
          ) : null}
          {offered.map((choice) => (
            <option key={choice.opcode} value={formatOpcode(choice.opcode)}>
              {opcodeChoiceText(choice)}
            </option>
          ))}
          {chosen ? <option value={formatOpcode(chosen.opcode)}>{opcodeChoiceText(chosen)}</option> : null}
        </select>
      </ToolbarField>
      {more ? (
        <FilterInput
          label={t(m.otherOpcode)}
          type="text"
          width="narrow"
          committed={chosen ? formatOpcode(chosen.opcode) : ''}
          placeholder={t(m.moreOpcodes, { count: opcodes.length - offered.length })}
          draftProblem={notAnOpcodeYet}
          onChange={(text) => {
            const trimmed = text.trim();
            if (trimmed === '') {
              if (chosen) onChange({ opcode: undefined }, { replace: true });
              return;
            }
            // Only a whole opcode filters: "0x1" on the way to 0x10002000 is not one yet.
            if (notAnOpcodeYet(trimmed) === undefined)
              onChange({ opcode: parseOpcode(trimmed) ?? undefined }, { replace: true });
          }}
        />
      ) : null}
    </>
  );
}

const WHOLE_OPCODE = /^0x[0-9a-f]{8}$/i;

/** What is wrong with typed text that is no whole opcode (yet): said in the field while it is typed. */
function notAnOpcodeYet(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed !== '' && !WHOLE_OPCODE.test(trimmed) ? t(m.notAnOpcodeYet) : undefined;
}

function OutcomeField({
  id,
  outcome,
  onChange,
}: {
  id: string;
  outcome: OutcomeFilter | undefined;
  onChange: OnFilterChange;
}) {
  return (
    <ToolbarField label={t(m.outcome)} htmlFor={id} width="narrow">
      <select
        id={id}
        value={outcome ?? ''}
        onChange={(event) => onChange({ outcome: asOutcome(event.target.value) })}
      >
        <option value="">{t(m.anyOutcome)}</option>
        {OUTCOME_FILTERS.map((choice) => (
          <option key={choice} value={choice}>
            {outcomeLabel(choice)}
          </option>
        ))}
      </select>
    </ToolbarField>
  );
}

/** An action type as the menu names it: its label (an unknown server type shown safely) and count. */
function actionChoiceText(choice: ActionTypeCount): string {
  return t(m.actionChoice, { label: actionTypeLabel(choice.type), count: choice.transactions });
}

/**
 * The block's action types, each with the transactions it keeps; the URL's type even when no action of
 * the block has it (0 transactions), so the menu shows what the list is filtered by.
 */
function ActionField({
  id,
  action,
  types,
  onChange,
}: {
  id: string;
  action: string | undefined;
  types: readonly ActionTypeCount[];
  onChange: OnFilterChange;
}) {
  const missing = action !== undefined && !types.some((choice) => choice.type === action);
  return (
    <ToolbarField label={t(m.action)} htmlFor={id} width="narrow">
      <select
        id={id}
        value={action ?? ''}
        onChange={(event) => onChange({ action: event.target.value || undefined })}
      >
        <option value="">{t(m.anyAction)}</option>
        {types.map((choice) => (
          <option key={choice.type} value={choice.type}>
            {actionChoiceText(choice)}
          </option>
        ))}
        {missing ? (
          <option value={action}>{actionChoiceText({ type: action, actions: 0, transactions: 0 })}</option>
        ) : null}
      </select>
    </ToolbarField>
  );
}

/**
 * The shard block the list is narrowed to (set from the picture of the block), and the way back. Below the
 * form rather than in it: it is set elsewhere, and a field more would push the menus onto another row.
 */
function ShardFilter({ shard, onChange }: { shard: string; onChange: OnFilterChange }) {
  const shown = shownShardBlockLabel(shard);
  return (
    <p className={styles.shard}>
      <span>
        <Msg message={m.onlyShardBlock} values={{ label: <code>{shown}</code> }} />
      </span>
      <button
        type="button"
        className={`button ${styles.remove}`}
        aria-label={t(m.everyShardBlockLabel, { label: shown })}
        onClick={() => onChange({ shard: '' })}
      >
        {t(m.everyShardBlock)}
      </button>
    </p>
  );
}

function SortField({ id, sort, onChange }: { id: string; sort: SortOrder; onChange: OnFilterChange }) {
  return (
    <ToolbarField label={t(m.sort)} htmlFor={id} width="narrow">
      <select
        id={id}
        value={sort}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onChange({ sort: event.target.value });
        }}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(SORT_LABELS[order])}
          </option>
        ))}
      </select>
    </ToolbarField>
  );
}

/** The yes/no filters: failed only, bounced only. */
function FlagChecks({
  failedOnly,
  bouncedOnly,
  onChange,
}: {
  failedOnly: boolean;
  bouncedOnly: boolean;
  onChange: OnFilterChange;
}) {
  return (
    <div className={styles.checks}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={failedOnly}
          onChange={(event) => onChange({ failedOnly: event.target.checked })}
        />
        {t(m.failedOnly)}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={bouncedOnly}
          onChange={(event) => onChange({ bouncedOnly: event.target.checked })}
        />
        {t(m.bouncedOnly)}
      </label>
    </div>
  );
}

/** How many transactions the filters leave, and the way back to all of them. */
function FilterStatus({
  shown,
  total,
  active,
  onClear,
  exports,
}: {
  shown: number;
  total: number;
  active: boolean;
  onClear: () => void;
  exports: { csv: ExportedFile; json: ExportedFile } | undefined;
}) {
  return (
    <div className={styles.status}>
      <p role="status" className={styles.count}>
        {t(listMessages.shownOf, { shown, count: total })}
      </p>
      {active ? (
        <button type="button" className="button" onClick={onClear}>
          {t(m.clearFilters)}
        </button>
      ) : null}
      {exports ? <ExportButtons csv={exports.csv} json={exports.json} /> : null}
    </div>
  );
}

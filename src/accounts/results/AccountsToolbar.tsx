import { useId, type ReactNode } from 'react';
import { ExportButtons } from '../../components/ui/toolbar/ExportButtons.tsx';
import { FilterInput } from '../../components/ui/toolbar/FilterInput.tsx';
import { Toolbar, ToolbarField } from '../../components/ui/toolbar/Toolbar.tsx';
import type { TokenImages } from '../../settings/image-policy.ts';
import { useCoinFormat } from '../../components/ton/coin-format.ts';
import { exportFileName, toCsv, toJson, toTsv, type TokensByOwner } from './account-export.ts';
import {
  SORT_LABELS,
  STATUS_LABELS,
  STATUS_ORDER,
  type AccountRow,
  type SortKey,
  type StatusKey,
  type TonNetwork,
} from '../account-rows.ts';
import type { ResultRows } from './useResultRows.ts';
import { jettonSortKey, parseJettonSortKey, type JettonSortKey } from '../holdings.ts';
import { jettonSymbolWithMarks } from './holdings-text.ts';
import { HoldsAnyFilter } from './HoldsAnyFilter.tsx';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

const SORT_KEYS = Object.keys(SORT_LABELS) as SortKey[];

/** Which rows are shown and in what order: status filter (with each status's count), find, sort. */
function RowControls({ view, counts }: { view: ResultRows; counts: ReadonlyMap<StatusKey, number> }) {
  const { rows, statusFilter, setStatusFilter, findText, setFindText, sortKey, setSortKey } = view;
  const id = useId();
  const filterOptions = STATUS_ORDER.filter((key) => (counts.get(key) ?? 0) > 0 || key === statusFilter);
  return (
    <>
      <ToolbarField label={t(m.status)} htmlFor={`${id}-status`} layout="inline">
        <select
          id={`${id}-status`}
          value={statusFilter}
          onChange={(event) => setStatusFilter(event.target.value as StatusKey | 'all')}
        >
          <option value="all">{t(m.allStatuses, { count: rows.length })}</option>
          {filterOptions.map((key) => (
            <option key={key} value={key}>
              {t(m.statusOption, { status: t(STATUS_LABELS[key]), count: counts.get(key) ?? 0 })}
            </option>
          ))}
        </select>
      </ToolbarField>
      <FilterInput
        label={t(m.find)}
        layout="inline"
        committed={findText}
        onChange={setFindText}
        placeholder={t(m.findPlaceholder)}
      />
      <ToolbarField label={t(m.sortBy)} htmlFor={`${id}-sort`} layout="inline">
        <select
          id={`${id}-sort`}
          value={sortKey}
          onChange={(event) => setSortKey(event.target.value as SortKey | JettonSortKey)}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(SORT_LABELS[key])}
            </option>
          ))}
          {view.jettonColumns.flatMap((column) => {
            const symbol = jettonSymbolWithMarks(column.jetton);
            return (['desc', 'asc'] as const).map((direction) => (
              <option key={`${column.master}-${direction}`} value={jettonSortKey(column.master, direction)}>
                {t(direction === 'desc' ? m.jettonHighestFirst : m.jettonLowestFirst, { symbol })}
              </option>
            ));
          })}
          {/* A jetton sort whose column is gone (a refresh): still named, so the select says what it does. */}
          {parseJettonSortKey(sortKey) &&
          !view.jettonColumns.some((column) => column.master === parseJettonSortKey(sortKey)?.master) ? (
            <option value={sortKey}>{t(m.goneJettonSort)}</option>
          ) : null}
        </select>
      </ToolbarField>
      <HoldsAnyFilter view={view} />
    </>
  );
}

/**
 * The rows shown, as a CSV or JSON file or as TSV on the clipboard (for a spreadsheet); the balance's
 * columns are named after the coin's ticker the user chose.
 */
function RowExports({
  shown,
  network,
  includeBoc,
  tokens,
}: {
  shown: readonly AccountRow[];
  network: TonNetwork;
  includeBoc: boolean;
  /** What each owner holds: one exact column per jetton in the files. */
  tokens: TokensByOwner;
}) {
  const { ticker } = useCoinFormat();
  return (
    <ExportButtons
      csv={() => ({ content: toCsv(shown, ticker, tokens), fileName: exportFileName('csv', new Date()) })}
      json={() => {
        const at = new Date();
        return {
          content: toJson(shown, { network, includeBoc, exportedAt: at, ticker, tokens }),
          fileName: exportFileName('json', at),
        };
      }}
      tsv={{ text: () => toTsv(shown, ticker, tokens), what: () => t(m.tsvRows, { count: shown.length }) }}
    />
  );
}

interface AccountsToolbarProps {
  /** The list's controls (Lists, save, Copy link, Labels) and the watch: the toolbar opens with them. */
  listControls?: ReactNode;
  watch?: ReactNode;
  view: ResultRows;
  counts: ReadonlyMap<StatusKey, number>;
  tokenImages: TokenImages;
  network: TonNetwork;
  includeBoc: boolean;
}

/**
 * The page's one toolbar, above the table: the list's controls and the watch, then which rows and in what
 * order, whether token images load, and the exports. It wraps on a narrow screen (nothing sideways).
 */
export function AccountsToolbar({
  listControls,
  watch,
  view,
  counts,
  tokenImages,
  network,
  includeBoc,
}: AccountsToolbarProps) {
  return (
    <Toolbar look="bar" label={t(m.toolbarName)}>
      {listControls}
      {watch}
      <RowControls view={view} counts={counts} />
      <button
        type="button"
        className="button"
        aria-pressed={tokenImages.allowed}
        title={t(m.imagesTitle)}
        disabled={tokenImages.locked}
        onClick={() => tokenImages.setAllowed(!tokenImages.allowed)}
      >
        {t(tokenImages.allowed ? m.showImagesOn : m.showImages)}
      </button>
      <RowExports shown={view.shown} network={network} includeBoc={includeBoc} tokens={view.tokens} />
    </Toolbar>
  );
}

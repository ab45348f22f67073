import { memo, useId, useMemo, type ReactNode } from 'react';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { formatCount } from '../../ton/count.ts';
import { formatOpcode } from '../../ton/chain/opcodes.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import {
  NO_OPCODE,
  opcodeKindLabel,
  outcomeLabel,
  UNREADABLE_OPCODE,
  opcodeFilterValue,
  type BlockFilters,
  type FilterChange,
  type OpcodeFilterValue,
  type OutcomeFilter,
} from '../model/block-filters.ts';
import { shownShardBlockLabel } from '../model/block-index.ts';
import { BarChart, Legend, type BarItem, type BarTone } from './BarChart.tsx';
import {
  barRatio,
  blockPictureOf,
  largest,
  type BlockPicture as Picture,
  type OpcodeBar,
} from './block-picture.ts';
import styles from './BlockPicture.module.css';
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { pictureMessages as m } from './picture-messages.ts';
import { usePictureOpen } from './usePictureOpen.ts';

const OUTCOME_TONES: Record<OutcomeFilter, BarTone> = {
  success: 'success',
  'compute-failed': 'danger',
  'action-failed': 'danger',
  skipped: 'warning',
  aborted: 'danger',
  bounced: 'warning',
};

/** What pressing a bar does, said after its text: it filters, or (pressed) clears its chart's filter. */
function pressWord(pressed: boolean, every: Message): string {
  return t(pressed ? every : m.showOnlyThese);
}

/** The transaction list the bars filter, far below them: how much of it shows, and the ways to it. */
export interface PictureListLink {
  shown: number;
  total: number;
  /** Clears every filter of the list. */
  onShowAll: () => void;
  /** Takes the reader to the list (and focus with them). */
  onGoToList: () => void;
}

/** Under a pressed bar: what its filter did to the list, said where the eye is, and the ways on. */
function FilterNote({ list }: { list: PictureListLink }) {
  return (
    <>
      <span role="status">{t(m.showingOf, { shown: list.shown, count: list.total })}</span>
      <button type="button" className="button" onClick={list.onShowAll}>
        {t(m.showAll)}
      </button>
      <button type="button" className="button" onClick={list.onGoToList}>
        {t(m.goToList)}
      </button>
    </>
  );
}

/** A shard block's or the block's transactions without a readable fee: said, never counted as 0. */
function feesNotGiven(count: number): string {
  return t(m.feesNotGiven, { count });
}

type OnChange = (change: FilterChange) => void;
/** What stands under a bar: the filter note when it is pressed. */
type After = (pressed: boolean) => ReactNode;

function shardBars(picture: Picture, filters: BlockFilters, onChange: OnChange, after: After) {
  const maxValue = largest(picture.shards.map((shard) => shard.value));
  const maxFees = largest(picture.shards.map((shard) => shard.fees));
  return picture.shards.map((shard): BarItem => {
    const shown = shownShardBlockLabel(shard.label);
    const pressed = shard.filter !== undefined && filters.shard === shard.filter;
    const filter = shard.filter;
    return {
      key: shard.label,
      label: <span className="mono">{shown}</span>,
      value: (
        <Msg
          message={shard.feesMissing > 0 ? m.shardValueMissing : m.shardValue}
          values={{
            count: shard.transactions,
            value: <Amount nanotons={shard.value} />,
            fees: <Amount nanotons={shard.fees} />,
            missing: shard.feesMissing > 0 ? feesNotGiven(shard.feesMissing) : '',
          }}
        />
      ),
      measures: [
        { ratio: barRatio(shard.value, maxValue), tone: 'accent' },
        { ratio: barRatio(shard.fees, maxFees), tone: 'fees' },
      ],
      action: pressWord(pressed, m.showEveryShardBlock),
      after: after(pressed),
      pressed,
      onSelect: filter === undefined ? undefined : () => onChange({ shard: pressed ? '' : filter }),
    };
  });
}

function outcomeBars(picture: Picture, filters: BlockFilters, onChange: OnChange, after: After) {
  const max = Math.max(0, ...picture.outcomes.map((bar) => bar.count));
  return picture.outcomes.map(({ outcome, count }): BarItem => {
    const pressed = filters.outcome === outcome;
    return {
      key: outcome,
      label: outcomeLabel(outcome),
      value: formatCount(count),
      measures: [{ ratio: barRatio(count, max), tone: OUTCOME_TONES[outcome] }],
      action: pressWord(pressed, m.showEveryOutcome),
      after: after(pressed),
      pressed,
      onSelect: () => onChange({ outcome: pressed ? undefined : outcome }),
    };
  });
}

/** An opcode as the list names it: its name (the server's text made visible and cut), then its hex. */
function opcodeText(bar: OpcodeBar): { label: string; hex?: string } {
  if (bar.kind === 'none') return { label: opcodeKindLabel(NO_OPCODE) };
  if (bar.kind === 'unreadable') return { label: opcodeKindLabel(UNREADABLE_OPCODE) };
  if (bar.kind === 'other') return { label: t(m.otherOpcodes, { count: bar.opcodes }) };
  const name = bar.name === undefined ? t(m.unnamed) : revealInvisible(truncateMiddle(bar.name, 40, 8)).text;
  return { label: name, hex: formatOpcode(bar.opcode) };
}

/** What a bar filters by; undefined for "other", which only informs. */
function barFilter(bar: OpcodeBar): OpcodeFilterValue | undefined {
  if (bar.kind === 'opcode') return bar.opcode;
  if (bar.kind === 'none') return NO_OPCODE;
  if (bar.kind === 'unreadable') return UNREADABLE_OPCODE;
  return undefined;
}

function opcodeBars(picture: Picture, filters: BlockFilters, onChange: OnChange, after: After) {
  const max = Math.max(0, ...picture.opcodes.map((bar) => bar.count));
  const current = opcodeFilterValue(filters);
  return picture.opcodes.map((bar): BarItem => {
    const { label, hex } = opcodeText(bar);
    const value = barFilter(bar);
    const pressed = value !== undefined && value === current;
    return {
      key: bar.kind === 'opcode' ? formatOpcode(bar.opcode) : bar.kind,
      label: (
        <>
          {label}
          {hex ? (
            <>
              {' '}
              <span className="mono muted">{hex}</span>
            </>
          ) : null}
        </>
      ),
      value: formatCount(bar.count),
      measures: [{ ratio: barRatio(bar.count, max), tone: 'accent' }],
      action: pressWord(pressed, m.showEveryOpcode),
      after: after(pressed),
      pressed,
      onSelect: value === undefined ? undefined : () => onChange({ opcode: pressed ? undefined : value }),
    };
  });
}

interface BlockPictureProps {
  block: MasterchainBlock;
  filters: BlockFilters;
  onChange: OnChange;
  /** The list the bars filter: absent, a pressed bar says nothing under it. */
  list?: PictureListLink;
}

/**
 * A picture of the block between its header and its transactions: value and fees per shard block,
 * transactions by outcome, incoming opcodes by count. Each bar filters the list below; the charts fold
 * away. A block of fewer than two transactions has nothing to compare, so it gets no picture, and a chart
 * of a single bar (one shard block, one opcode) is left out: the header already says as much.
 */
/** Memoized: the page re-renders as its actions arrive; the picture does not change with them. */
export const BlockPicture = memo(function BlockPicture({
  block,
  filters,
  onChange,
  list,
}: BlockPictureProps) {
  const [open, toggle] = usePictureOpen();
  const id = useId();
  const after: After = (pressed) => (pressed && list ? <FilterNote list={list} /> : null);
  const picture = useMemo(() => blockPictureOf(block), [block]);
  if (picture.transactions < 2) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.picture}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        <button
          type="button"
          className={`button ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={open ? `${id}-charts` : undefined}
          onClick={toggle}
        >
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '▾' : '▸'}
          </span>
          {t(m.pictureOfBlock)}
        </button>
      </h2>
      {open ? (
        <div id={`${id}-charts`} className={styles.charts}>
          <BarChart
            id={`${id}-outcomes`}
            title={t(m.byOutcome)}
            legend={
              picture.unknownOutcomes > 0 ? (
                <span className="muted">{t(m.unknownOutcome, { count: picture.unknownOutcomes })}</span>
              ) : undefined
            }
            bars={outcomeBars(picture, filters, onChange, after)}
          />
          {picture.opcodes.length > 1 ? (
            <BarChart
              id={`${id}-opcodes`}
              title={t(m.incomingOpcodes)}
              bars={opcodeBars(picture, filters, onChange, after)}
            />
          ) : null}
          {picture.shards.length > 1 ? (
            <BarChart
              id={`${id}-shards`}
              title={t(m.byShardBlock)}
              note={t(m.shardNote)}
              stacked
              legend={
                <>
                  <Legend
                    items={[
                      { tone: 'accent', text: t(m.valueIn) },
                      { tone: 'fees', text: t(m.fees) },
                    ]}
                  />
                  {picture.feesMissing > 0 ? (
                    <span className={`muted ${styles.note}`}>
                      {t(m.feesNotGivenNotCounted, { count: picture.feesMissing })}
                    </span>
                  ) : null}
                </>
              }
              bars={shardBars(picture, filters, onChange, after)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
});

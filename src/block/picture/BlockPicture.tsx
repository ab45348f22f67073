import { useId, useMemo, type ReactNode } from 'react';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { countOf, formatCount } from '../../ton/count.ts';
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
function pressWord(pressed: boolean, every: string): string {
  return pressed ? `— show ${every}` : '— show only these';
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
      <span role="status">
        Showing {formatCount(list.shown)} of {countOf(list.total, 'transaction')}
      </span>
      <button type="button" className="button" onClick={list.onShowAll}>
        Show all
      </button>
      <button type="button" className="button" onClick={list.onGoToList}>
        Go to the list
      </button>
    </>
  );
}

/** A shard block's or the block's transactions without a readable fee: said, never counted as 0. */
function feesNotGiven(count: number): string {
  return `fees of ${countOf(count, 'transaction')} not given`;
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
        <>
          {countOf(shard.transactions, 'transaction')} · <Amount nanotons={shard.value} /> in ·{' '}
          <Amount nanotons={shard.fees} /> fees
          {shard.feesMissing > 0 ? ` (${feesNotGiven(shard.feesMissing)})` : null}
        </>
      ),
      measures: [
        { ratio: barRatio(shard.value, maxValue), tone: 'accent' },
        { ratio: barRatio(shard.fees, maxFees), tone: 'fees' },
      ],
      action: pressWord(pressed, 'every shard block'),
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
      action: pressWord(pressed, 'every outcome'),
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
  if (bar.kind === 'other') return { label: `Other (${countOf(bar.opcodes, 'opcode')})` };
  const name = bar.name === undefined ? 'Unnamed' : revealInvisible(truncateMiddle(bar.name, 40, 8)).text;
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
      action: pressWord(pressed, 'every opcode'),
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
export function BlockPicture({ block, filters, onChange, list }: BlockPictureProps) {
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
          Picture of the block
        </button>
      </h2>
      {open ? (
        <div id={`${id}-charts`} className={styles.charts}>
          <BarChart
            id={`${id}-outcomes`}
            title="Transactions by outcome"
            legend={
              picture.unknownOutcomes > 0 ? (
                <span className="muted">{`${countOf(picture.unknownOutcomes, 'transaction')} of unknown outcome`}</span>
              ) : undefined
            }
            bars={outcomeBars(picture, filters, onChange, after)}
          />
          {picture.opcodes.length > 1 ? (
            <BarChart
              id={`${id}-opcodes`}
              title="Incoming opcodes"
              bars={opcodeBars(picture, filters, onChange, after)}
            />
          ) : null}
          {picture.shards.length > 1 ? (
            <BarChart
              id={`${id}-shards`}
              title="Value and fees by shard block"
              note="Value in and fees each to its own scale: compare a bar only with bars of its colour."
              stacked
              legend={
                <>
                  <Legend
                    items={[
                      { tone: 'accent', text: 'Value in' },
                      { tone: 'fees', text: 'Fees' },
                    ]}
                  />
                  {picture.feesMissing > 0 ? (
                    <span className={`muted ${styles.note}`}>
                      {`${feesNotGiven(picture.feesMissing)}, not counted`}
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
}

import type { ReactNode } from 'react';
import styles from './BarChart.module.css';

export type BarTone = 'accent' | 'success' | 'danger' | 'warning' | 'fees';

/** One length drawn in a bar's row, as a share (0..1) of the chart's longest. */
export interface BarMeasure {
  ratio: number;
  tone: BarTone;
}

export interface BarItem {
  key: string;
  /** What the bar is, shown beside it. */
  label: ReactNode;
  /** Its numbers in text, shown beside it: the chart's text alternative together with the label. */
  value: ReactNode;
  measures: BarMeasure[];
  /**
   * What pressing a filtering row does ("— show only these"), said after what it shows: its accessible
   * name is its visible text and then these words, so voice control can name it by what it sees.
   */
  action: string;
  /** Shown under the row, in its list item (a pressed bar's "showing 1 of 25 — show all"). */
  after?: ReactNode;
  /** Absent: the bar only informs (nothing to filter by). */
  onSelect?: (() => void) | undefined;
  pressed?: boolean;
}

const TONE_CLASS: Record<BarTone, string | undefined> = {
  accent: styles.accent,
  success: styles.success,
  danger: styles.danger,
  warning: styles.warning,
  fees: styles.fees,
};

/** Each measure a thin rectangle on its own track; the first is the thickest (the main measure). */
function Bars({ measures }: { measures: BarMeasure[] }) {
  const single = measures.length === 1;
  // One measure: a 10-unit bar. More: the first 8 units thick, each next one 5, a unit apart.
  const thicknessOf = (index: number) => (single ? 10 : index === 0 ? 8 : 5);
  const topOf = (index: number) => (index === 0 ? 0 : 9 + (index - 1) * 6);
  const height = single ? 10 : topOf(measures.length - 1) + 5;
  return (
    <svg
      className={single ? `${styles.svg} ${styles.single}` : styles.svg}
      viewBox={`0 0 100 ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {measures.map((measure, index) => {
        const thickness = thicknessOf(index);
        const top = topOf(index);
        // A share too small to see still shows as a sliver: a non-zero amount never looks like none.
        const width = measure.ratio > 0 ? Math.max(measure.ratio * 100, 0.8) : 0;
        return (
          <g key={index}>
            <rect className={styles.track} x="0" y={top} width="100" height={thickness} />
            <rect className={TONE_CLASS[measure.tone]} x="0" y={top} width={width} height={thickness} />
          </g>
        );
      })}
    </svg>
  );
}

/**
 * A small horizontal bar chart: a list of rows, each a label, its numbers and its bars (SVG, hidden from
 * assistive technology: the label and numbers beside them say the same). A row that filters is a toggle
 * button, pressed while its filter is on.
 */
export function BarChart({
  id,
  title,
  legend,
  note,
  bars,
  stacked = false,
}: {
  id: string;
  title: string;
  legend?: ReactNode;
  /** A caveat under the title and key that the figure is described by (its scales, say). */
  note?: string;
  bars: BarItem[];
  /** Each row's numbers on a line of their own, under its label (for numbers too long to share it). */
  stacked?: boolean;
}) {
  return (
    <figure
      className={stacked ? `${styles.chart} ${styles.stacked}` : styles.chart}
      aria-labelledby={id}
      aria-describedby={note ? `${id}-note` : undefined}
    >
      <figcaption className={styles.caption}>
        <h3 id={id} className={styles.title}>
          {title}
        </h3>
        {legend}
        {note ? (
          <span id={`${id}-note`} className={styles.note}>
            {note}
          </span>
        ) : null}
      </figcaption>
      <ul className={styles.rows}>
        {bars.map((bar) => {
          const content = (
            <>
              <span className={styles.text}>
                <span className={styles.label}>{bar.label}</span>{' '}
                <span className={styles.value}>{bar.value}</span>
                {bar.onSelect ? (
                  <>
                    {' '}
                    <span className="visually-hidden">{bar.action}</span>
                  </>
                ) : null}
              </span>
              <Bars measures={bar.measures} />
            </>
          );
          return (
            <li key={bar.key}>
              {bar.onSelect ? (
                <button
                  type="button"
                  className={styles.row}
                  aria-pressed={bar.pressed ?? false}
                  onClick={bar.onSelect}
                >
                  {content}
                </button>
              ) : (
                <div className={styles.row}>{content}</div>
              )}
              {bar.after ? <div className={styles.after}>{bar.after}</div> : null}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** A coloured key for a chart with more than one measure per row. */
export function Legend({ items }: { items: { tone: BarTone; text: string }[] }) {
  return (
    <span className={styles.legend}>
      {items.map((item) => (
        <span key={item.text} className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <rect className={TONE_CLASS[item.tone]} width="10" height="10" />
          </svg>
          {item.text}
        </span>
      ))}
    </span>
  );
}

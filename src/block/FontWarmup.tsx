import { useEffect, useState, type CSSProperties } from 'react';
import { yieldUntilIdle } from '../api/block/idle.ts';

/**
 * The fonts the block's rows are set in (the page's two stacks in the weights and styles its rows and
 * headers use). Sizes are left out: finding a family is the cost, and it is paid once per family and style.
 */
const SPECIMENS: readonly CSSProperties[] = [
  { fontFamily: 'var(--font-mono)' },
  { fontFamily: 'var(--font-mono)', fontWeight: 600 },
  { fontFamily: 'var(--font-sans)', fontWeight: 600 },
  { fontFamily: 'var(--font-sans)', fontWeight: 700 },
  { fontFamily: 'var(--font-sans)', fontStyle: 'italic' },
  { fontFamily: 'var(--font-mono)', fontWeight: 700 },
];

/** What each specimen says: letters and a digit, in no language (it is never seen). */
const SPECIMEN_TEXT = 'Aa0';

/** How many specimens this document has laid out: a font found once stays found for the page's life. */
let laidOut = 0;

/**
 * A few hidden words in each font of the block's rows, laid out one font per idle moment while the page
 * waits for the block. Where the browser asks the system for fonts (Chromium on Linux asks its browser
 * process, once for each family of a stack that is missing), finding the rows' fonts was 20–45 ms of the
 * frame that lays out the first rows (a 50–90 ms frame on a 2-core machine); found here, that frame only
 * uses them. Hidden from everyone: nothing in it is read out or seen.
 */
export function FontWarmup() {
  const [shown, setShown] = useState(laidOut);
  useEffect(() => {
    if (shown >= SPECIMENS.length) return;
    const stop = new AbortController();
    yieldUntilIdle(stop.signal).then(
      () => {
        laidOut = Math.max(laidOut, shown + 1);
        setShown(shown + 1);
      },
      () => {
        // Unmounted first: the block came.
      },
    );
    return () => stop.abort();
  }, [shown]);
  if (shown === 0) return null;
  return (
    <div className="visually-hidden" aria-hidden="true">
      {SPECIMENS.slice(0, shown).map((style, index) => (
        <span key={index} style={style}>
          {SPECIMEN_TEXT}
        </span>
      ))}
    </div>
  );
}

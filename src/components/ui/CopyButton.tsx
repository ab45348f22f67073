import { useEffect, useState } from 'react';
import styles from './CopyButton.module.css';

interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name: "Copy <label>". */
  label: string;
}

/** Copies `value`; says "Copied" in a polite live region so screen-reader users hear it worked. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 1500);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    // Positioned so the visually hidden live region is placed inside it, not at the page's edge
    // (where, inside a horizontally scrolled table, it would widen the page).
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        onClick={copy}
        aria-label={`Copy ${label}`}
        title={`Copy ${label}`}
      >
        {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status === 'copied' ? `Copied ${label}` : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  );
}

// Inline icons: the copy glyph (⧉) is missing from many system fonts.
function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H11" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

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
    <>
      <button
        type="button"
        className={styles.button}
        onClick={copy}
        aria-label={`Copy ${label}`}
        title={`Copy ${label}`}
      >
        {status === 'copied' ? '✓' : '⧉'}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status === 'copied' ? `Copied ${label}` : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import styles from './CopyTextButton.module.css';

/**
 * A labelled button that copies `value` ("Copy as curl"): for actions whose name matters more than an
 * icon. Says "Copied" in a polite live region, like the icon CopyButton.
 */
export function CopyTextButton({ value, children }: { value: () => string; children: ReactNode }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className={styles.wrap}>
      <button type="button" className="button" onClick={copy}>
        {children}
      </button>
      <span role="status" aria-live="polite" className="muted">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed: select the text instead' : ''}
      </span>
    </span>
  );
}

import { useState } from 'react';
import { CopyButton } from '../components/ui/CopyButton.tsx';
import { previewJson } from './raw-json.ts';
import styles from './RawJson.module.css';

/** Enough to read any one transaction; a whole block is cut here (and copied whole). */
const SHOWN_CHARS = 200_000;

/**
 * What the server sent, pretty-printed. Mounted only when its disclosure opens, and stringified once then:
 * a block's raw body can be megabytes. Shown as text in a <pre>, which is all that untrusted JSON may be.
 */
export function RawJson({ value, label }: { value: () => unknown; label: string }) {
  const [preview] = useState(() => previewJson(value(), SHOWN_CHARS));
  return (
    <div className={styles.raw}>
      <p className={styles.bar}>
        <span className="muted">
          {preview.cut
            ? `${preview.full.length.toLocaleString('en')} characters; the first ${SHOWN_CHARS.toLocaleString('en')} are shown, the copy has all.`
            : `${preview.full.length.toLocaleString('en')} characters`}
        </span>
        <CopyButton value={preview.full} label={label} />
      </p>
      {/* Focusable so keyboard users can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.pre} tabIndex={0} aria-label={label}>
        {preview.shown}
      </pre>
    </div>
  );
}

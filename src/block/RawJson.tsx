import { Fragment, useState } from 'react';
import { StrangerText } from '../components/ton/StrangerText.tsx';
import { CopyButton } from '../components/ui/clipboard/CopyButton.tsx';
import { jsonPieces, previewJson } from './raw-json.ts';
import styles from './RawJson.module.css';
import { t } from '../ton/i18n/door.ts';
import { blockPageMessages as m } from './block-messages.ts';

/** Enough to read any one transaction; a whole block is cut here (and copied whole). */
const SHOWN_CHARS = 200_000;

/**
 * What the server sent, pretty-printed. Mounted only when its disclosure opens, and stringified once then:
 * a block's raw body can be megabytes. Shown as text in a <pre>, which is all that untrusted JSON may be:
 * invisible characters escaped as `\u202e`, nesting bounded, and each long line (a stranger's long string)
 * cut to its start with a button for the rest.
 */
export function RawJson({ value, label }: { value: () => unknown; label: string }) {
  const [preview] = useState(() => {
    const json = previewJson(value(), SHOWN_CHARS);
    return { ...json, pieces: jsonPieces(json.shown) };
  });
  return (
    <div className={styles.raw}>
      <p className={styles.bar}>
        <span className="muted">
          {preview.cut
            ? t(m.charactersCut, { count: preview.full.length, shown: SHOWN_CHARS })
            : t(m.characters, { count: preview.full.length })}
        </span>
        <CopyButton value={preview.full} label={label} />
      </p>
      {/* Focusable so keyboard users can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.pre} dir="ltr" tabIndex={0} aria-label={label}>
        {preview.pieces.map((piece, index) =>
          piece.long ? (
            <Fragment key={index}>
              <StrangerText text={piece.text.replace(/\n$/, '')} className={styles.line} />
              {piece.text.endsWith('\n') ? '\n' : null}
            </Fragment>
          ) : (
            <span key={index}>{piece.text}</span>
          ),
        )}
      </pre>
    </div>
  );
}

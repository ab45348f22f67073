import { t } from '../../ton/i18n/door.ts';
import { CopyButton } from '../ui/clipboard/CopyButton.tsx';
import { tonMessages as m } from './ton-messages.ts';
import { hashPrefix, shortHash, wholeHash } from './hash-text.ts';
import styles from './Hash.module.css';

/** A hash named by its first characters (`hashPrefix`), the whole hash on hover; no copy button. */
export function HashPrefix({ value, length }: { value: string; length?: number }) {
  return (
    <span className="mono" dir="ltr" title={wholeHash(value)}>
      {hashPrefix(value, length)}
    </span>
  );
}

/** A base64 hash shortened in the middle; the full value on hover and copy (or shown whole: `full`). */
export function Hash({
  value,
  label,
  full = false,
}: {
  value: string | null | undefined;
  label?: string;
  full?: boolean;
}) {
  if (!value) return <span className="muted">—</span>;
  const short = shortHash(value);
  const whole = wholeHash(value);
  return (
    <span className="mono" dir="ltr">
      <span title={whole} className={full ? styles.whole : undefined}>
        {full ? whole : short}
      </span>
      {/* The short value in the name keeps several "Copy message hash" buttons distinct. */}
      <CopyButton value={value} label={t(m.copyHash, { label: label ?? t(m.hash), short })} />
    </span>
  );
}

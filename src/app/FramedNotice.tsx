import styles from './FramedNotice.module.css';
import { useFramed } from '../settings/framing.ts';
import { Msg } from '../components/ui/Msg.tsx';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

/**
 * Shown at the top of every page when tonlens runs inside another page's frame: that page could lay
 * invisible layers over this one and turn a click into a confirmation, so confirmations are disabled.
 */
export function FramedNotice() {
  if (!useFramed()) return null;
  return (
    <div role="alert" className={styles.notice}>
      <Msg
        message={m.framedBody}
        values={{
          title: <strong>{t(m.framedTitle)}</strong>,
          link: (
            <a href={window.location.href} target="_blank" rel="noopener noreferrer">
              {t(m.framedOpenTab)}
            </a>
          ),
        }}
      />
    </div>
  );
}

import { t } from '../ton/i18n/door.ts';
import { homeIntroMessages as m } from './home-intro-messages.ts';
import styles from './HomeIntro.module.css';

/** The app's name, in no language. */
const BRAND = 'tonlens';

/**
 * The home page's title and lead: its largest text. In the first download, so a cold load paints them
 * with the page's skeleton (HomeSkeleton in app/LazyPages.tsx) before the page's code has come, and that
 * first paint is the page's Largest Contentful Paint. The page shows the same two, in the same place and size: a later
 * element of equal size does not move LCP.
 */
export function HomeIntro() {
  return (
    <>
      <h1>{BRAND}</h1>
      <p className={styles.lead}>{t(m.lead)}</p>
    </>
  );
}

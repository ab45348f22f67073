import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { shellPaths as paths } from '../shell-paths.ts';
import { SearchBox } from '../components/SearchBox.tsx';
import { HEADER_SEARCH_ID } from '../components/search-box-id.ts';
import { LiveAnnouncer } from '../components/ui/LiveAnnouncer.tsx';
import { useActiveEndpoint } from '../settings/active-endpoint-context.ts';
import { OpenSettingsContext, type OpenSettingsRequest } from '../settings/settings-dialog-context.ts';
import { LinkEndpoint } from './settings/LinkEndpoint.tsx';
import { RateLimitPause } from '../components/api/RateLimitPause.tsx';
import { useGlobalShortcuts } from './useGlobalShortcuts.ts';
import { useScrollRestoration } from './useScrollRestoration.ts';
import { firstPageDrawn } from './cold-load.ts';
import styles from './Layout.module.css';

import { takeSettingsOpenAcrossSwitch } from './i18n/page-language.ts';
import { t } from '../ton/i18n/door.ts';
import { appMessages as m } from './app-messages.ts';

/** The app's name, in no language. */
const BRAND = 'tonlens';

// The settings form is needed only once asked for: a chunk of its own keeps it out of the first download.
const loadSettingsDialog = () => import('./settings/SettingsDialog.tsx');
const SettingsDialog = lazy(() =>
  loadSettingsDialog().then((module) => ({ default: module.SettingsDialog })),
);
const KeyboardHelpDialog = lazy(() =>
  import('./KeyboardHelpDialog.tsx').then((module) => ({ default: module.KeyboardHelpDialog })),
);

export function Layout() {
  const active = useActiveEndpoint();
  // Open with what was asked for (focus on the key field, from a refused key's state), or closed.
  const [settingsOpen, setSettingsOpen] = useState<OpenSettingsRequest | undefined>(() =>
    takeSettingsOpenAcrossSwitch() ? {} : undefined,
  );
  const openSettings = useCallback((request: OpenSettingsRequest = {}) => setSettingsOpen(request), []);
  const [helpOpen, setHelpOpen] = useState(false);
  const settingsNoteId = useId();
  const openHelp = useCallback(() => setHelpOpen(true), []);
  useGlobalShortcuts({ searchId: HEADER_SEARCH_ID, onHelp: openHelp });
  useScrollRestoration();
  // After the first page's commit every page is a navigation: it asks for its code at once.
  useEffect(firstPageDrawn, []);

  return (
    <>
      <a className={styles.skip} href="#main">
        {t(m.skipToContent)}
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.home()} className={styles.brand} aria-label={t(m.homeLink)}>
            <span aria-hidden="true">◎</span> {BRAND}
          </Link>
          <nav aria-label={t(m.mainNav)} className={styles.nav}>
            <NavLink to={paths.latestBlock()}>{t(m.latestBlock)}</NavLink>
            <NavLink to={paths.accountsPage()}>{t(m.accounts)}</NavLink>
          </nav>
          <div className={styles.search}>
            <SearchBox id={HEADER_SEARCH_ID} />
          </div>
          <div className={styles.tools}>
            {/* Named by its words, as voice control reads them: "Settings", then the endpoint in use (on a
                phone only for assistive technology: no room); what the endpoint is and whether its key
                is sent are its description. */}
            <button
              type="button"
              className={`button ${styles.settings}`}
              onClick={() => openSettings()}
              onPointerEnter={() => void loadSettingsDialog()}
              onFocus={() => void loadSettingsDialog()}
              aria-describedby={settingsNoteId}
            >
              {t(m.settings)}{' '}
              <span className={styles.endpoint}>
                <span className={styles.separator}>·</span>{' '}
                <span className={styles.dot} data-network={active.network} aria-hidden="true" />
                {active.label}
                {active.fromLink ? <span className="muted"> {t(m.fromLink)}</span> : null}
              </span>
            </button>
            <span id={settingsNoteId} className="visually-hidden">
              {keyNote(active)}
            </span>
            <button
              type="button"
              className={`button ${styles.help}`}
              onClick={openHelp}
              aria-label={t(m.keyboardShortcuts)}
              title={t(m.keyboardShortcutsTitle)}
            >
              ?
            </button>
          </div>
        </div>
      </header>
      <LinkEndpoint />
      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDialog open focus={settingsOpen.focus} onClose={() => setSettingsOpen(undefined)} />
        </Suspense>
      ) : null}
      {helpOpen ? (
        <Suspense fallback={null}>
          <KeyboardHelpDialog open onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <RateLimitPause />
        <OpenSettingsContext.Provider value={openSettings}>
          <Outlet />
        </OpenSettingsContext.Provider>
      </main>
      <LiveAnnouncer />
    </>
  );
}

function keyNote(active: { apiKey?: string | undefined; keyNotUsed: boolean }): string {
  if (active.apiKey) return t(m.endpointInUseWithKey);
  return t(active.keyNotUsed ? m.endpointInUseKeyNotUsed : m.endpointInUse);
}

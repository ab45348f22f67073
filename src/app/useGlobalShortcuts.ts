import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * The app's keys (global-shortcuts.ts), installed once their code has come: a chunk asked for after the
 * first commit, not part of the first download. That download has a budget (120 kB gzip) and the home
 * page's lead took the bytes (HomeIntro, its Largest Contentful Paint); a key pressed before the chunk has
 * come (one request after the first paint) does nothing.
 */
export function useGlobalShortcuts({ searchId, onHelp }: { searchId: string; onHelp: () => void }) {
  const navigate = useNavigate();
  // Read when a key is pressed: `navigate` is a new function after every navigation, and the keys stay
  // installed across them (reinstalling would wait for the import again, and drop a key meanwhile).
  const actions = useRef({ navigate, onHelp });
  useEffect(() => {
    actions.current = { navigate, onHelp };
  }, [navigate, onHelp]);
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let removed = false;
    import('./global-shortcuts.ts')
      .then(({ installGlobalShortcuts }) => {
        if (removed) return;
        uninstall = installGlobalShortcuts({
          searchId,
          onHelp: () => actions.current.onHelp(),
          navigate: (to) => void actions.current.navigate(to),
        });
      })
      // A chunk that failed to load (a deploy replaced it, the network dropped): the keys are a
      // convenience, everything they do has a button or a link.
      .catch(() => undefined);
    return () => {
      removed = true;
      uninstall?.();
    };
  }, [searchId]);
}

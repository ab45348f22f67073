import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * The app's keys (global-shortcuts.ts), installed once their code has come: a chunk asked for after the
 * first commit, not part of the first download. That download has a budget (120 kB gzip) and the home
 * page's lead took the bytes (HomeIntro, its Largest Contentful Paint); a key pressed in the few
 * milliseconds before the chunk has come does nothing.
 */
export function useGlobalShortcuts({ searchId, onHelp }: { searchId: string; onHelp: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let removed = false;
    import('./global-shortcuts.ts')
      .then(({ installGlobalShortcuts }) => {
        if (removed) return;
        uninstall = installGlobalShortcuts({ searchId, onHelp, navigate: (to) => void navigate(to) });
      })
      // A chunk that failed to load (a deploy replaced it, the network dropped): the keys are a
      // convenience, everything they do has a button or a link.
      .catch(() => undefined);
    return () => {
      removed = true;
      uninstall?.();
    };
  }, [navigate, searchId, onHelp]);
}

import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { noteLocationShown } from '../components/ui/first-location.ts';
import { readScrollPositions, SCROLL_STORAGE_KEY, scrollPositionsText } from './scroll-positions.ts';

function readStored(): Map<string, number> {
  try {
    return readScrollPositions(sessionStorage.getItem(SCROLL_STORAGE_KEY));
  } catch {
    // Storage unavailable: start afresh.
    return new Map();
  }
}

function writeStored(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_KEY, scrollPositionsText(positions));
  } catch {
    // Private mode or a full quota: positions last for this page only.
  }
}

/**
 * What the router's <ScrollRestoration> did, without its data router (docs/decisions/
 * 2026-11-21-performance.md): back and forward return to where the page was scrolled; a new page
 * starts at the top (or at its #fragment). A change of the query alone (filters, an opened transaction)
 * keeps the position, as `preventScrollReset` did for the block page.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    positions.current ??= readStored();
    const save = () => {
      const current = previous.current;
      if (current && positions.current) {
        positions.current.delete(current.key);
        positions.current.set(current.key, window.scrollY);
        writeStored(positions.current);
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const stored = positions.current ?? (positions.current = readStored());
    const before = previous.current;
    noteLocationShown(location.key);
    if (before && before.key !== location.key) {
      stored.delete(before.key);
      stored.set(before.key, window.scrollY);
      writeStored(stored);
    }
    previous.current = { key: location.key, pathname: location.pathname };
    if (!before) return;
    if (navigationType === 'POP') {
      const saved = stored.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if (before.pathname === location.pathname && navigationType !== 'POP') return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}

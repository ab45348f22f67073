import { useCallback, useEffect, useRef } from 'react';

/** The results' heading (LookupStatus renders it; the results section is labelled by it). */
const RESULTS_HEADING_ID = 'results-heading';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * After a "Look up" the page goes to its results: once their heading is on the page, it is scrolled to the
 * top of the window (smoothly, unless the reader asked for reduced motion) and takes the focus, so a
 * screen reader reads the counts the lookup found. Returns the request, made by the Look up; the route
 * renders again as the lookup answers, and the first render with the heading honours it.
 */
export function useGoToResults(): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const heading = document.getElementById(RESULTS_HEADING_ID);
    if (!heading) return;
    pending.current = false;
    heading.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  });
  return useCallback(() => {
    pending.current = true;
  }, []);
}

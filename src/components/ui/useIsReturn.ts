import { useLocation, useNavigationType } from 'react-router';
import { isStillOnFirstLocation } from './first-location.ts';

/**
 * Whether this render shows a page the back or forward button returned to: a POP that is not the page's
 * first location (a cold load is a POP too). The layout then restores the page's scroll position, so what
 * the page draws must be whole at once.
 */
export function useIsReturn(): boolean {
  const { key } = useLocation();
  return useNavigationType() === 'POP' && !isStillOnFirstLocation(key);
}

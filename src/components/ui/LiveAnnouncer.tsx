import { useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeAnnouncements } from './announcer.ts';

/** The page's one live region for announce(); rendered once, by the layout. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribeAnnouncements, currentAnnouncement, () => '');
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {text}
    </div>
  );
}

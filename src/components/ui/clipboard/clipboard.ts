import { useEffect, useState } from 'react';
import { announce } from '../announcer.ts';
import { t } from '../../../ton/i18n/door.ts';
import { uiMessages as m } from '../ui-messages.ts';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * The one door to the clipboard: writes `text` and says how it went through the page's one live region
 * ("Copied address EQ…", or why it failed), so every copy on the page is heard the same way. Resolves to
 * whether the browser took it.
 */
export async function copyToClipboard(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    announce(t(m.copiedWhat, { what }));
    return true;
  } catch {
    announce(t(m.copyFailedRefused));
    return false;
  }
}

/**
 * A copy control's own state for its visible mark (a check, "Copied"): set by `copy`, back to idle after
 * `showMs`. What is announced is `copyToClipboard`'s.
 */
export function useCopy(showMs = 1500): [status: CopyStatus, copy: (text: string, what: string) => void] {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), showMs);
    return () => clearTimeout(timer);
  }, [status, showMs]);

  function copy(text: string, what: string) {
    void copyToClipboard(text, what).then((copied) => setStatus(copied ? 'copied' : 'failed'));
  }
  return [status, copy];
}

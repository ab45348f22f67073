import { useEffect, useState } from 'react';

/** How long typing must pause before a live region takes the new text. */
export const SETTLE_MS = 600;

/**
 * `text` for a live region that should not speak on every keystroke: while `typed` (what the reader is
 * typing) keeps changing, the text shown stays as it was and takes the latest only once typing has paused
 * for `delayMs`; any other change (a checkbox, a sort, another block) shows at once.
 */
export function useSettledText(text: string, typed: string, delayMs = SETTLE_MS): string {
  const [settled, setSettled] = useState({ text, typed });
  const typing = typed !== settled.typed;
  if (!typing && text !== settled.text) setSettled({ text, typed });
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setSettled({ text, typed }), delayMs);
    return () => clearTimeout(timer);
  }, [typing, text, typed, delayMs]);
  return typing ? settled.text : text;
}

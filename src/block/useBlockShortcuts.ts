import { useEffect, useRef } from 'react';
import { isLetterKey, pageDirection, stepOfArrow } from '../components/ui/shortcut-key.ts';

/** A key without a handler is left to the page. */
export interface BlockShortcuts {
  previousBlock?: () => void;
  nextBlock?: () => void;
  nextTransaction?: () => void;
  previousTransaction?: () => void;
}

/** Keys belong to whatever has focus when it takes text or scrolls with arrows. */
function isOwnKeyTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT', 'PRE'].includes(target.tagName);
}

/**
 * ← and → open the previous and next block (the route registers them, so they work while a block loads
 * too; in a right-to-left page, where the previous block's link is on the right, → opens the previous
 * and ← the next); j and k the next and previous transaction (the loaded block's view), by the key's
 * place, so on any keyboard layout (shortcut-key.ts). Ignored while a
 * modifier is held (browser and system shortcuts: Alt+← is "back") and while focus is in a text field.
 */
export function useBlockShortcuts(shortcuts: BlockShortcuts) {
  // The latest handlers without re-subscribing on every render.
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isOwnKeyTarget(event.target)) return;
      const handlers = latest.current;
      const step = stepOfArrow(event, pageDirection());
      const action =
        step === -1
          ? handlers.previousBlock
          : step === 1
            ? handlers.nextBlock
            : isLetterKey(event, 'j')
              ? handlers.nextTransaction
              : isLetterKey(event, 'k')
                ? handlers.previousTransaction
                : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

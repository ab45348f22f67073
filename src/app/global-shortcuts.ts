import { isLetterKey, isQuestionKey, isSlashKey } from '../components/ui/shortcut-key.ts';
import { shellPaths as paths } from '../shell-paths.ts';

/** True when a key press belongs to a text field, not to the page's shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface GlobalShortcutActions {
  searchId: string;
  onHelp: () => void;
  navigate: (to: string) => void;
}

/**
 * `/` and Ctrl/⌘+K focus the search, `l` opens the latest block, `?` the list of keys: by the key's
 * place (shortcut-key.ts), so they work on a Russian or Persian layout as on a US one. Returns what
 * removes them.
 */
export function installGlobalShortcuts({ searchId, onHelp, navigate }: GlobalShortcutActions): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented) return;
    const isSearchCombo = (event.ctrlKey || event.metaKey) && isLetterKey(event, 'k');
    if (!isSearchCombo && (isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey))
      return;
    if (isSearchCombo || isSlashKey(event)) {
      event.preventDefault();
      document.getElementById(searchId)?.focus();
    } else if (isLetterKey(event, 'l') && !event.shiftKey) {
      navigate(paths.latestBlock());
    } else if (isQuestionKey(event)) {
      event.preventDefault();
      onHelp();
    }
  }
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}

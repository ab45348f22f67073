import { shownStrangerText } from '../../ton/text/text-safety.ts';
import { LIST_NAME_MAX_CHARS } from '../../workspace/saved-lists.ts';

/** A list's name as the page shows it: the user's text, invisible characters made visible, bounded. */
export function shownListName(name: string): string {
  return shownStrangerText(name, LIST_NAME_MAX_CHARS);
}

import { SERVER_MESSAGE_SHOWN, shownStrangerText } from '../../ton/text/text-safety.ts';

/**
 * A reason or field path built from the server's text (an extra-currency id can be 3,000 characters), as
 * the page shows it: bounded as a server's message is (shownStrangerText, SERVER_MESSAGE_SHOWN).
 */
export function shownDriftText(text: string): string {
  return shownStrangerText(text, SERVER_MESSAGE_SHOWN);
}

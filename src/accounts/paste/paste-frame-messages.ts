import { defineMessages } from '../../ton/i18n/messages.ts';

/**
 * The part of 'accounts.paste' the first download needs: the page's skeleton draws the box's label and
 * hint (the area's other messages: paste-messages.ts).
 */
export const pasteFrameMessages = defineMessages('accounts.paste', {
  addresses: 'Addresses',
  hint: 'Paste up to {max} accounts in any form — one per line or separated by commas, spaces, semicolons or tabs; spreadsheet columns; raw {raw}; {eq}, {uq}; {link} and explorer links. Each entry is checked here; only valid ones are sent. To label accounts, put the label after the address, separated by a tab, comma or semicolon ({example}), or paste a table with a {column} column.',
});

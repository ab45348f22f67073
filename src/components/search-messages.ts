import { defineMessages } from '../ton/i18n/messages.ts';

/** The header's search box. */
export const searchMessages = defineMessages('components.search', {
  loadFailed: 'The search could not be loaded. Check the connection, or reload the page.',
  label: 'Search blocks and accounts',
  placeholder: 'Block seqno, date and time, address, link or “latest”',
  search: 'Search',
  recent: 'Recent searches',
  removeRecent: 'Remove recent search {item}',
});

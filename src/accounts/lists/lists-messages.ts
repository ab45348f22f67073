import { defineMessages } from '../../ton/i18n/messages.ts';

export const listsMessages = defineMessages('accounts.lists', {
  savedList: 'Saved list: {name}',
  saveThisList: 'Save this list',
  linkToList: 'link to this list',
  copyLink: 'Copy link',
  differs: 'The accounts shown differ from the saved list {name}.',
  updateSavedList: 'Update saved list',
  deleted: 'Deleted the saved list {name}.',
  undo: 'Undo',
  storageFull:
    'Labels and saved lists cannot be kept in this browser (its storage is full: {message}). What you save lasts until this tab is closed; the lookup works as before.',
  storageRefused:
    'Labels and saved lists cannot be kept in this browser (it refused a write: {message}). What you save lasts until this tab is closed; the lookup works as before.',
  storageUnavailable:
    'Labels and saved lists cannot be kept in this browser (its storage is not available: {message}). What you save lasts until this tab is closed; the lookup works as before.',
  lists: 'Lists',
  listsCount: 'Lists ({count})',
  savedLists: 'Saved lists',
  saveAs: 'Save current list as…',
  namePlaceholder: 'Name',
  save: 'Save',
  reading: 'Reading the saved lists…',
  none: 'No saved lists yet.',
  newName: 'New name of {name}',
  saveName: 'Save name',
  cancel: 'Cancel',
  accounts: { one: '({count} account)', other: '({count} accounts)' },
  rename: 'Rename',
  renameName: 'Rename {name}',
  delete: 'Delete',
  deleteName: 'Delete {name}',
  announceSaved: 'Saved the list as {name}',
  announceUpdated: 'Updated the saved list {name}',
  announceDeleted: 'Deleted the saved list {name}',
  announceRestored: 'Restored the saved list {name}',
});

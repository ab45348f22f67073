import { defineMessages } from '../../ton/i18n/messages.ts';

/** An account's private label and note: the mark and the editor (src/components/labels). */
export const labelsMessages = defineMessages('components.labels', {
  noteMark: '✎ note',
  yourLabel: 'Your label: {label}',
  editLabelOf: 'Edit label of {name}',
  addLabelTo: 'Add label to {name}',
  editLabel: 'Edit label',
  addLabel: 'Add label',
  tabOnly: 'Label kept for this tab only: the browser’s storage failed.',
  labelOf: 'Label of {name}',
  label: 'Label',
  note: 'Note',
  storageUnavailable: 'The browser’s storage is not available: labels are kept for this tab only.',
  storageFull: 'The browser’s storage is full: labels are kept for this tab only.',
  storageFailing: 'The browser’s storage is failing: labels are kept for this tab only.',
  save: 'Save',
  cancel: 'Cancel',
  removeLabel: 'Remove label',
});

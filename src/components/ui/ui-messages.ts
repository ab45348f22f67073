import { defineMessages } from '../../ton/i18n/messages.ts';

/** The shared controls' words: dialogs, copy buttons, exports, unreadable values, the tab's title. */
export const uiMessages = defineMessages('components.ui', {
  appTitle: 'tonlens — TON block and account explorer',
  close: 'Close',
  unreadable: 'unreadable',
  unreadableReason: 'unreadable: {reason}',
  copy: 'Copy {label}',
  copied: 'Copied',
  copiedWhat: 'Copied {what}',
  copyFailedSelect: 'Copy failed: select the text instead',
  copyFailedRefused: 'Copy failed: the browser refused the clipboard',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  copyTsv: 'Copy as TSV',
});

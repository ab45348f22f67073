import { defineMessages } from '../../ton/i18n/messages.ts';
import { pasteFrameMessages } from './paste-frame-messages.ts';

export const pasteMessages = {
  ...pasteFrameMessages,
  ...defineMessages('accounts.paste', {
    formName: 'Accounts to look up',
    editList: 'Edit list',
    tooMany:
      '{count} different accounts: the limit is {max} per lookup. Nothing will be sent; split the list.',
    includeBoc: 'Include code and data',
    lookUpAccounts: 'Look up accounts',
    lookUpCount: { one: 'Look up {count} account', other: 'Look up {count} accounts' },
    // The one-line summary under the box; its parts are joined with " · ".
    summaryAccounts: { one: '{count} account', other: '{count} accounts' },
    summaryMerged: {
      one: '{count} form of {accounts} merged',
      other: '{count} forms of {accounts} merged',
    },
    summaryMergedAccounts: { one: '{count} account', other: '{count} accounts' },
    summaryInvalid: '{count} not valid (not sent)',
    summaryDomains: {
      one: '{count} domain (cannot be looked up, not sent)',
      other: '{count} domains (cannot be looked up, not sent)',
    },
    summaryLabels: { one: '{count} label will be saved', other: '{count} labels will be saved' },
    summaryBadLabels: {
      one: '{count} label not valid (not saved)',
      other: '{count} labels not valid (not saved)',
    },
    summarySkipped: { one: '{count} line skipped (no address)', other: '{count} lines skipped (no address)' },
    // Entries that will not be sent.
    line: 'Line {line}',
    invalidTitle: {
      one: '{count} entry is not valid and will not be sent',
      other: '{count} entries are not valid and will not be sent',
    },
    domainsTitle: {
      one: '{count} domain cannot be looked up and will not be sent',
      other: '{count} domains cannot be looked up and will not be sent',
    },
    badLabelsTitle: { one: '{count} label will not be saved', other: '{count} labels will not be saved' },
    skippedTitle: {
      one: '{count} line skipped: nothing on it is an address',
      other: '{count} lines skipped: nothing on them is an address',
    },
    skippedWhy:
      'Words, numbers and hashes are not addresses (an address is 48 characters, EQ… or UQ…, or 0:… in raw form); nothing on these lines is sent.',
    moreLinesSkipped: { one: '…and {count} more line skipped', other: '…and {count} more lines skipped' },
    // A testnet-only form while the endpoint serves mainnet.
    testnetForms: {
      one: '{count} account is given in a testnet-only form (kQ…, 0Q… or a testnet explorer link), but this endpoint serves mainnet. They are looked up on mainnet anyway (line {lines}).',
      other:
        '{count} accounts are given in a testnet-only form (kQ…, 0Q… or a testnet explorer link), but this endpoint serves mainnet. They are looked up on mainnet anyway (lines {lines}).',
    },
    switchToTestnet: 'Switch to TON testnet',
    // Labels in and out of this browser.
    labels: 'Labels',
    labelsWithCount: 'Labels ({count})',
    labelsInBrowser: { one: '{count} label in this browser', other: '{count} labels in this browser' },
    readingLabels: 'Reading the labels stored in this browser…',
    exportJson: 'Export labels (JSON)',
    exportCsv: 'Export labels (CSV)',
    importLabels: 'Import labels',
    keptForTabBecause: ' — kept for this tab only: {problem}',
    keptForTabRefused: ' — kept for this tab only: this browser refused to store them.',
    rowsSkippedTitle: { one: '{count} row skipped', other: '{count} rows skipped' },
    moreRowsSkipped: { one: '…and {count} more row skipped', other: '…and {count} more rows skipped' },
    // Labels pasted with their addresses, once looked up.
    pastedSaved: { one: '{count} label saved', other: '{count} labels saved' },
    pastedKeptBecause: {
      one: '{count} label kept for this tab only: {problem}',
      other: '{count} labels kept for this tab only: {problem}',
    },
    pastedKeptRefused: {
      one: '{count} label kept for this tab only: this browser refused to store them.',
      other: '{count} labels kept for this tab only: this browser refused to store them.',
    },
    // What an import did.
    importFileNotRead: 'No labels imported: the file was not read.',
    importTooBig: 'No labels imported: {name} is {size} MB, and a labels file has at most {max} MB.',
    importReading: 'Reading {name}…',
    importFailed: 'No labels imported: the file could not be read ({error}).',
    imported: { one: '{count} label imported ({details})', other: '{count} labels imported ({details})' },
    importedDetails: '{added} new, {changed} changed',
    importedDetailsSame: '{added} new, {changed} changed, {same} already the same',
    importedRowsSkipped: { one: ', {count} row skipped', other: ', {count} rows skipped' },
    importedOverLimit: {
      one: '; {count} row not imported: this browser keeps at most {max} labels',
      other: '; {count} rows not imported: this browser keeps at most {max} labels',
    },
  }),
};

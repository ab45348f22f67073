import { defineMessages } from './i18n/messages.ts';

/** Why a typed block number is refused (seqno.ts). */
export const seqnoMessages = defineMessages('ton.seqno', {
  empty: 'Enter a block number (seqno).',
  negative: '“{input}” is negative: block numbers start at 0.',
  notDigits: '“{input}” is not a block number: use digits only, like 50503953.',
  tooLarge: '“{input}” is too large: block numbers go up to {max}.',
});

/** The warning beside an account whose address-book form is another account's (account-form.ts). */
export const accountFormMessages = defineMessages('ton.account-form', {
  inconsistent: "the API's form of this address is for another account",
});

/** The coin's words for the settings (coin-labels.ts). */
export const coinLabelMessages = defineMessages('ton.coin-labels', {
  nameNote:
    'GRAM is the native coin of TON, formerly called Toncoin (ticker TON); the chain, its networks and the API keep the name TON.',
  unitChoice: '{ticker} ({example})',
  nanoUnitChoice: 'Nano{ticker} ({example})',
});

/** What a shared account-list link says when its list is damaged or cut short (account-list-link-reader.ts). */
export const accountListLinkMessages = defineMessages('ton.account-list-link', {
  damaged: 'The list in this link is damaged (a character was changed or lost), so it was not read.',
  unknownFormat: 'The list in this link is in format {format}, which this version of tonlens cannot read.',
  cutAtEnd: {
    one: 'This link was cut short at its very end: all {count} account arrived, but its checksum did not, so the list is not verified (a changed character would go unnoticed). Ask for the full link to be sure.',
    other:
      'This link was cut short at its very end: all {count} accounts arrived, but its checksum did not, so the list is not verified (a changed character would go unnoticed). Ask for the full link to be sure.',
  },
  cutShort: {
    one: 'This link was cut short: it names {count} account; the first {arrived} arrived whole and {missing} did not (what arrived is not verified: the checksum is at the end). Ask for the full link to see the rest.',
    other:
      'This link was cut short: it names {count} accounts; the first {arrived} arrived whole and {missing} did not (what arrived is not verified: the checksum is at the end). Ask for the full link to see the rest.',
  },
  unreadableTitle: "This link's list could not be read",
  cutShortTitle: 'This link was cut short',
});

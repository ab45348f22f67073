import { defineMessages } from './i18n/messages.ts';

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

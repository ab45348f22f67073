import { defineMessages } from './i18n/messages.ts';

/** The warning beside an account whose address-book form is another account's (account-form.ts). */
export const accountFormMessages = defineMessages('ton.account-form', {
  inconsistent: "the API's form of this address is for another account",
});

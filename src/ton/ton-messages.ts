/** The messages of the modules directly in src/ton, one file each: the first download takes only its own. */
export { seqnoMessages } from './seqno-messages.ts';
export { accountFormMessages } from './account-form-messages.ts';
export { coinLabelMessages } from './coin-label-messages.ts';
export { accountListLinkMessages } from './account-list-link-messages.ts';

import { defineMessages } from '../i18n/messages.ts';

/** What is said about a TON DNS domain in a pasted list or the search (domains.ts). */
export const domainMessages = defineMessages('ton.address-list.domains', {
  isNotAddress: 'is a TON DNS domain, not an address',
  why: "The index API operations this explorer uses (accountStates and masterchainBlockShardState) take addresses only and resolve no domains. Paste the domain's address instead (a wallet or a TON DNS resolver shows it).",
  notResolved:
    '“{domain}” is a TON DNS domain, not an address: the index API operations this explorer uses (accountStates and masterchainBlockShardState) take addresses only and resolve no domains.',
});

/** A label a pasted list gives that will not be saved (labels.ts). */
export const listLabelMessages = defineMessages('ton.address-list.labels', {
  secondLabel: 'is a second, different label for an account: the label of line {line} is kept',
});

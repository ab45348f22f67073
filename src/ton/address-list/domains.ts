/**
 * TON DNS domains in a pasted list: how one is recognised, and what is said about it (the explorer looks up
 * addresses only).
 */

/**
 * `name.ton`, `sub.name.ton`, `name.t.me` (TON DNS): labels of anything but separators, dots, slashes,
 * colons and @, the last one `ton` (or `t.me`). The ton:// and https:// links are read as links before.
 */
export const DOMAIN = /^(?:[^\s./:@]+\.)+(?:ton|t\.me)$/i;

/** What a domain in a pasted list is, said on its line. */
export const DOMAIN_IS_NOT_ADDRESS = 'is a TON DNS domain, not an address';

/**
 * Why a domain cannot be looked up: the two operations of the index API this explorer reads
 * (`accountStates`, `masterchainBlockShardState`) take addresses only, and the explorer uses no other.
 */
export const DOMAIN_WHY =
  'The index API operations this explorer uses (accountStates and masterchainBlockShardState) take ' +
  "addresses only and resolve no domains. Paste the domain's address instead (a wallet or a TON DNS " +
  'resolver shows it).';

/** Both, short, for the header search: "… is a TON DNS domain, not an address: …". */
export const DOMAIN_NOT_RESOLVED =
  `${DOMAIN_IS_NOT_ADDRESS}: the index API operations this explorer uses (accountStates and ` +
  'masterchainBlockShardState) take addresses only and resolve no domains.';

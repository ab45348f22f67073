/**
 * TON DNS domains in a pasted list: how one is recognised, and what is said about it (the explorer looks up
 * addresses only).
 */
import { t } from '../i18n/door.ts';
import { domainMessages } from './domain-messages.ts';

/**
 * `name.ton`, `sub.name.ton`, `name.t.me` (TON DNS): labels of anything but separators, dots, slashes,
 * colons and @, the last one `ton` (or `t.me`). The ton:// and https:// links are read as links before.
 */
export const DOMAIN = /^(?:[^\s./:@]+\.)+(?:ton|t\.me)$/i;

/** What a domain in a pasted list is, said on its line. */
export function domainIsNotAddress(): string {
  return t(domainMessages.isNotAddress);
}

/**
 * Why a domain cannot be looked up: the two operations of the index API this explorer reads
 * (`accountStates`, `masterchainBlockShardState`) take addresses only, and the explorer uses no other.
 */
export function domainWhy(): string {
  return t(domainMessages.why);
}

// Both, short, for the header search ("“x.ton” is a TON DNS domain, not an address: …"), is
// `domainMessages.notResolved`.

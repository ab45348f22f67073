/**
 * The spec's limit of addresses in one lookup. A module of its own: the accounts page's skeleton, in the
 * first download, says it, and account-states.ts would bring its schemas along.
 */
export const MAX_ACCOUNTS_PER_LOOKUP = 1024;

/**
 * Where an accounts link keeps its list (account-list-link.ts writes it, account-list-link-reader.ts reads
 * it). A module of its own, without the address code: the accounts page's skeleton, in the first
 * download, asks whether a link names a list.
 */

/** The fragment parameter that holds the binary list. */
export const LIST_FRAGMENT_PARAM = 'list';

/** Whether a link names a list, as `?address=…` or as `#list=…` (readable or not). */
export function linkNamesList(search: string, hash: string): boolean {
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return new URLSearchParams(search).has('address') || fragment.has(LIST_FRAGMENT_PARAM);
}

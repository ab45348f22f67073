/**
 * Where an accounts link keeps its list (account-list-link.ts writes it, account-list-link-reader.ts reads
 * it). A module of its own, without the address code: the accounts page's skeleton, in the first
 * download, asks whether a link names a list.
 */

/** The query parameter of a short list: one per account (`?address=EQ…&address=UQ…`). */
export const ADDRESS_PARAM = 'address';
/** The fragment parameter that holds the binary list. */
export const LIST_FRAGMENT_PARAM = 'list';

/** The parameters of a URL's fragment (`#list=…`). */
export function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/**
 * Whether a link names a list (an `address` with a value, or a `list` fragment): the page then opens on
 * its results, with the paste box folded. A guess made before the page's code has loaded, without reading
 * the addresses: a list none of whose entries is an address opens the box after all.
 */
export function linkNamesList(search: string, hash: string): boolean {
  const named = new URLSearchParams(search).getAll(ADDRESS_PARAM).some((value) => value.trim() !== '');
  return named || (fragmentParams(hash).get(LIST_FRAGMENT_PARAM) ?? '') !== '';
}

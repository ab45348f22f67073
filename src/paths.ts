/**
 * Every in-app URL is built here, so links, search and tests agree on one canonical form per thing.
 */
import { accountsLocation, hrefOf, type AccountsLinkOptions } from './ton/account-list-link.ts';

/**
 * The query parameter naming the saved list (of this browser's workspace) an accounts page shows. It
 * means nothing in another browser, so share links never carry it; an id this browser does not know is
 * ignored.
 */
export const SAVED_LIST_PARAM = 'saved';

export const paths = {
  home: () => '/',
  /** Resolves to the newest block the API knows. */
  latestBlock: () => '/block/latest',
  block: (seqno: number | bigint) => `/block/${seqno}`,
  /**
   * The block in effect at a moment, found by a search that then replaces this URL with the block's. The
   * time is canonicalTime's text (ISO 8601: digits, `-`, `:`, `T`, `Z`, `+`), readable as it is.
   */
  blockAtTime: (time: string) => `/block/at/${/^[\dTZ:+-]+$/.test(time) ? time : encodeURIComponent(time)}`,
  /** The shareable deep link to one transaction of a block. */
  transaction: (seqno: number | bigint, hash: string) =>
    `/block/${seqno}?${new URLSearchParams([['tx', hash]]).toString()}`,
  /** A block page with its search parameters (filters, sort, opened transaction), as the page writes them. */
  blockWithSearch: (seqno: number | bigint, search: URLSearchParams) => {
    const query = search.toString();
    return query ? `/block/${seqno}?${query}` : `/block/${seqno}`;
  },
  /**
   * Short lists as repeated `address=` parameters, like the API itself; long ones (a URL over ~2,000
   * characters) as a compact list in the fragment. Forms of one account give one entry, in one form.
   */
  accounts: (addresses: readonly string[] = [], options?: AccountsLinkOptions) =>
    hrefOf(accountsLocation(addresses, options)),
  /** A saved list opened in this browser: its accounts link, plus `saved=<id>` (SAVED_LIST_PARAM). */
  savedList: (id: string, addresses: readonly string[], options?: AccountsLinkOptions) => {
    const location = accountsLocation(addresses, options);
    const params = new URLSearchParams(location.search);
    params.set(SAVED_LIST_PARAM, id);
    return hrefOf({ ...location, search: `?${params.toString()}` });
  },
} as const;

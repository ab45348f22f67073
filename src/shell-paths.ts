/**
 * The in-app URLs the first download needs (the header, its search's block results, the shortcuts, the
 * error boundary): every page's path but an accounts list's. Building an accounts link parses and encodes
 * addresses (src/ton/account-list-link.ts with the address codec, ~4 kB gzipped), which only the pages
 * and a submitted search need: that is `paths.accounts` in src/paths.ts, which has these too.
 */
export const shellPaths = {
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
  /** The accounts page with no list (what `paths.accounts()` gives for none). */
  accountsPage: () => '/accounts',
} as const;

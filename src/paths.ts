/**
 * Every in-app URL is built here, so links, search and tests agree on one canonical form per thing. The
 * first download's code uses src/shell-paths.ts (all of these but an accounts list's), which keeps the
 * address codec out of it.
 */
import { accountsLocation, hrefOf, type AccountsLinkOptions } from './ton/account-list-link.ts';
import { shellPaths } from './shell-paths.ts';

/**
 * The query parameter naming the saved list (of this browser's workspace) an accounts page shows. It
 * means nothing in another browser, so share links never carry it; an id this browser does not know is
 * ignored.
 */
export const SAVED_LIST_PARAM = 'saved';

/** The query parameter (`trace=1`) that opens the transaction's whole trace, next to `?tx=`. */
export const TRACE_PARAM = 'trace';

export const paths = {
  ...shellPaths,
  /**
   * Short lists as repeated `address=` parameters, like the API itself; long ones (a URL over ~2,000
   * characters) as a compact list in the fragment. Forms of one account give one entry, in one form.
   */
  accounts: (addresses: readonly string[] = [], options?: AccountsLinkOptions) =>
    hrefOf(accountsLocation(addresses, options)),
  /** A transaction's deep link with its whole trace open: `?tx=<hash>&trace=1`. */
  transactionTrace: (seqno: number | bigint, hash: string) =>
    `/block/${seqno}?${new URLSearchParams([
      ['tx', hash],
      [TRACE_PARAM, '1'],
    ]).toString()}`,
  /** A saved list opened in this browser: its accounts link, plus `saved=<id>` (SAVED_LIST_PARAM). */
  savedList: (id: string, addresses: readonly string[], options?: AccountsLinkOptions) => {
    const location = accountsLocation(addresses, options);
    const params = new URLSearchParams(location.search);
    params.set(SAVED_LIST_PARAM, id);
    return hrefOf({ ...location, search: `?${params.toString()}` });
  },
} as const;

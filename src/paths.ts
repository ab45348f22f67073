/**
 * Every in-app URL is built here, so links, search and tests agree on one canonical form per thing.
 */
export const paths = {
  home: () => '/',
  /** Resolves to the newest block the API knows. */
  latestBlock: () => '/block/latest',
  block: (seqno: number | bigint) => `/block/${seqno}`,
  /** The shareable deep link to one transaction of a block. */
  transaction: (seqno: number | bigint, hash: string) =>
    `/block/${seqno}?${new URLSearchParams([['tx', hash]]).toString()}`,
  /** Short lists as repeated `address=` parameters, like the API itself. */
  accounts: (addresses: readonly string[] = []) => {
    if (addresses.length === 0) return '/accounts';
    return `/accounts?${new URLSearchParams(addresses.map((address) => ['address', address])).toString()}`;
  },
} as const;

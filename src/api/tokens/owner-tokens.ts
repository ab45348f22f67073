/**
 * What the /accounts page reads about the tokens, NFTs and wallet of each pasted owner (issue 26), keyed by
 * canonical raw address. The types are the contract between the API layer (this folder) and the page;
 * names are kept once committed (new ones are added beside them).
 *
 * Each part comes from its own endpoint (/jetton/wallets, /nft/items, /walletStates), so each is a
 * TokenSource of its own: a server without /nft/items still shows jettons, and the sample API's note for an
 * owner it has no token data for is not "holds nothing".
 */
import type { ApiError } from '../api-error.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';

export interface JettonHolding {
  /** The owner's jetton wallet (canonical raw address). */
  wallet: string;
  jetton: JettonInfo;
  /** In the jetton's elementary units (apply `jetton.decimals` with jettonAmountText). */
  balance: bigint;
  lastTransactionLt: bigint | null;
}

export interface NftHolding {
  /** The NFT item (canonical raw address). */
  address: string;
  /** The item's index in its collection, a decimal string (it can exceed 2^53). */
  index: string | null;
  /** The collection (canonical raw address); null for an item outside any collection. */
  collection: string | null;
  /** Stranger text, shown through StrangerText. */
  collectionName: string | null;
  name: string | null;
}

export interface WalletStateInfo {
  isWallet: boolean;
  /** The index's name for the wallet code (`wallet v4 r2`, `wallet v5 r1`…): stranger text too. */
  walletType: string | null;
  seqno: number | null;
  /** false: a W5 wallet whose owner turned signatures off (only its extensions can send). */
  signatureAllowed: boolean | null;
}

export type TokenSource<T> =
  | { state: 'loading' }
  | { state: 'answered'; value: T }
  /** The sample API's `sample_note` for this owner: the recording has no token data for it. */
  | { state: 'no-sample-data'; note: string }
  /** This endpoint is not offered by the server (learned once per endpoint per server). */
  | { state: 'not-offered'; host: string }
  | { state: 'failed'; error: ApiError };

export interface OwnerTokens {
  /** USD₮ first, then by balance (compareJettonHoldings); zero balances included as answered. */
  jettons: TokenSource<readonly JettonHolding[]>;
  nfts: TokenSource<readonly NftHolding[]>;
  /** null: not a wallet (or the index does not know the address). */
  wallet: TokenSource<WalletStateInfo | null>;
}

/** The endpoints of a token lookup, as named in a request's path after /api/v3/. */
export type TokenEndpoint = 'jetton/wallets' | 'nft/items' | 'walletStates';
/** Every endpoint whose absence a server is learned for: the lookup's, and DNS names asked on demand. */
export type LearnedEndpoint = TokenEndpoint | 'dns/records';

export interface TokenLookup {
  byOwner: ReadonlyMap<string, OwnerTokens>;
  /** For the lookup's status line: requests planned (pages found so far included) and sent. */
  /** `sent`: requests that have ended (answered or failed); `failed`: those that failed, after retries. */
  requests: { planned: number; sent: number; failed: number };
  /** Endpoints the server does not offer: said once, not per row. */
  notOffered: readonly { endpoint: TokenEndpoint; host: string }[];
  /**
   * Endpoints whose URLs the server refused as too long (414, 431): their requests now stay under
   * `maxUrlLength` on this server, so a list takes more of them. Said once, like notOffered.
   */
  shortenedUrls: readonly { endpoint: TokenEndpoint; host: string; maxUrlLength: number }[];
}

/**
 * The order of an owner's jettons: USD₮ first, then by balance, largest first (raw units: decimals differ
 * between jettons, so this is an order of holdings by size only within one jetton; the page sorts its
 * columns itself), then by master address so the order is stable.
 */
export function compareJettonHoldings(a: JettonHolding, b: JettonHolding): number {
  if (a.jetton.isUsdt !== b.jetton.isUsdt) return a.jetton.isUsdt ? -1 : 1;
  if (a.balance !== b.balance) return a.balance > b.balance ? -1 : 1;
  const masters = compareText(a.jetton.master, b.jetton.master);
  return masters !== 0 ? masters : compareText(a.wallet, b.wallet);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The one jetton metadata module (issue 26; the actions issue reuses it): what a jetton master's metadata
 * entry (`metadata[raw].token_info[]` of type `jetton_masters`, in every list answer and /api/v3/metadata)
 * says about the jetton, read as a stranger's words.
 *
 * Pure TON-layer code: it knows nothing of the API's schemas. It reads entries through
 * JettonMetadataShape, which the API layer's validated TokenInfo fits (api/tokens checks it at compile
 * time), the way ton/chain/transaction-shape.ts is read.
 *
 * - `symbol`, `name`: kept as the metadata wrote them (a symbol of 10,000 characters or with U+202E
 *   included): they are data, shown through StrangerText; display text built here is cut (jettonLabel).
 * - `decimals`: `extra.decimals` is a string; absent means 9 (TEP-64's default); anything but a plain
 *   decimal integer from 0 to MAX_DISPLAY_DECIMALS is unknown, with the reason, and the amount is shown
 *   in raw units (see jetton-decimals.ts for the bound's reason).
 * - `isUsdt`: the mainnet USD₮ master, by address only; a symbol can say anything.
 * - `warnings`: scam flags, and names that look like USD₮ or the native coin (confusables.ts).
 */

export type JettonWarning = 'scam-flagged' | 'looks-like-usdt' | 'looks-like-native-coin';

/** The decimals an amount is written with; unknown ones are never guessed: the amount is raw units. */
export type JettonDecimals = { known: true; value: number } | { known: false; reason: string };

export interface JettonInfo {
  /** Canonical raw address of the jetton master (uppercase hex, `0:…`). */
  master: string;
  /** As the metadata wrote it: stranger text, shown through StrangerText. null: none (or empty). */
  symbol: string | null;
  name: string | null;
  /** Absent -> 9 (the standard's default); hostile -> unknown + reason. */
  decimals: JettonDecimals;
  /** http(s) only (javascript:, data: and the rest refused); shown only with the user's consent. */
  image: string | null;
  /** The mainnet USD₮ master, decided by address only. */
  isUsdt: boolean;
  warnings: readonly JettonWarning[];
}

/**
 * A metadata entry as this module reads it: every field optional and nullable (the tolerant reader's
 * output fits it). `extra` holds `decimals` (a string) and the index's `_image_small` copy.
 */
export interface JettonMetadataShape {
  valid?: boolean | null | undefined;
  type?: string | null | undefined;
  name?: string | null | undefined;
  symbol?: string | null | undefined;
  image?: string | null | undefined;
  is_scam?: boolean | null | undefined;
  extra?: Readonly<Record<string, unknown>> | null | undefined;
}

/** USD₮ on mainnet (Tether's jetton master, EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs), raw form. */
export const USDT_MAINNET_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';

/**
 * The most decimals an amount is written with. TEP-64 allows a uint8 (0..255), but a jetton balance is a
 * VarUInteger 16 (below 2^120 ≈ 1.3 × 10^36, at most 37 digits): with more than 36 decimals every balance
 * that can exist is "0.000…" with dozens of zeros before its first digit, which no one can read. Such a
 * jetton's amounts are shown in raw units, saying why.
 */
export const MAX_DISPLAY_DECIMALS = 36;

/** Reads `extra.decimals` (a string; absent -> 9). */
export function jettonDecimalsOf(value: unknown): JettonDecimals {
  void value;
  throw new Error('not yet');
}

/**
 * The amount's digits with the decimals applied, as text, exact (bigint digits, never a float), thousands
 * grouped: `jettonAmountText(1500000n, {known: true, value: 6})` -> "1.5". With unknown decimals: the raw
 * units' digits, grouped; the caller says "raw units" and shows `decimals.reason` beside them. Never a
 * unit: the symbol is the stranger's text and goes through StrangerText.
 */
export function jettonAmountText(amount: bigint, decimals: JettonDecimals): string {
  void amount;
  void decimals;
  throw new Error('not yet');
}

/** Whether a canonical raw address is the mainnet USD₮ master (any case). */
export function isUsdtMaster(rawMaster: string): boolean {
  void rawMaster;
  throw new Error('not yet');
}

/**
 * The jetton of `master` from the metadata's entries for that address (`metadata[master].token_info`):
 * the first valid entry of type `jetton_masters` (or with no type). No entry (the answer did not describe
 * it): symbol, name and image null, decimals 9 by the standard's default, warnings from the address only.
 */
export function jettonInfoOf(
  master: string,
  entries: readonly JettonMetadataShape[] | null | undefined,
): JettonInfo {
  void master;
  void entries;
  throw new Error('not yet');
}

/**
 * One line naming the jetton where text is built (sort keys, export headers, aria labels): the symbol,
 * else the name, else the master's address, invisible characters made visible and cut to 32 code points.
 */
export function jettonLabel(info: JettonInfo): string {
  void info;
  throw new Error('not yet');
}

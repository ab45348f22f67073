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
 * - `decimals`: `extra.decimals` is a string. Absent is unknown, not 9: TEP-64 makes 9 the default, but
 *   an index that did not read the jetton's content (or dropped the field) looks the same, and a wrong
 *   guess moves the decimal point by three places; issue 26 asks for "decimals unknown — raw units"
 *   rather than a guess. Anything but a plain decimal integer from 0 to MAX_DISPLAY_DECIMALS is unknown
 *   too, with the reason, and the amount is shown in raw units (MAX_DISPLAY_DECIMALS says why the bound
 *   is 36, not TEP-64's 255).
 * - `isUsdt`: the mainnet USD₮ master, by address only; a symbol can say anything.
 * - `warnings`: scam flags, and names that look like USD₮ or the native coin (confusables.ts).
 */

import { normalizeAddressKey } from '../address.ts';
import { DEFAULT_JETTON_DECIMALS, formatTokenAmount } from '../amount.ts';
import { t } from '../i18n/door.ts';
import { shownStrangerText, toSafeHttpUrl, truncateMiddle } from '../text/text-safety.ts';
import { looksLikeNativeCoin, looksLikeUsdt } from './confusables.ts';
import { jettonDecimalsMessages } from './jetton-messages.ts';

export type JettonWarning = 'scam-flagged' | 'looks-like-usdt' | 'looks-like-native-coin';

/** The decimals an amount is written with; unknown ones are never guessed: the amount is raw units. */
export type JettonDecimals = { known: true; value: number } | { known: false; reason: string };

export interface JettonInfo {
  /** Canonical raw address of the jetton master (uppercase hex, `0:…`). */
  master: string;
  /** As the metadata wrote it: stranger text, shown through StrangerText. null: none (or empty). */
  symbol: string | null;
  name: string | null;
  /** Absent or hostile -> unknown + reason (never guessed). */
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

// Functions, not constants: the reason is said in the page's language when the metadata is read.
const unknown = (reason: string): JettonDecimals => ({ known: false, reason });
/** No decimals in the metadata: TEP-64's default would be 9, which is said but not used. */
const NOT_GIVEN = () =>
  unknown(t(jettonDecimalsMessages.notGiven, { default: String(DEFAULT_JETTON_DECIMALS) }));
/** No metadata at all for the master: the answer did not describe the jetton. */
const NOT_DESCRIBED = () => unknown(t(jettonDecimalsMessages.notDescribed));
const NOT_AN_INTEGER = () => unknown(t(jettonDecimalsMessages.notAnInteger));
const TOO_MANY = () => unknown(t(jettonDecimalsMessages.tooMany, { max: String(MAX_DISPLAY_DECIMALS) }));

/**
 * Reads `extra.decimals`: a string of ASCII digits ("6"; "06" is 6, as wallets read it), or a JSON
 * integer some indexes send; absent or null -> unknown (not TEP-64's 9, see above). Anything else is unknown with the
 * reason, never guessed: "" (the metadata says something, and it is nothing), " 6", "+6", "6.0", "1e3",
 * "-1", digits of other scripts, and more than MAX_DISPLAY_DECIMALS. The reason never quotes the value.
 */
export function jettonDecimalsOf(value: unknown): JettonDecimals {
  if (value === undefined || value === null) return NOT_GIVEN();
  if (value === '') return unknown(t(jettonDecimalsMessages.empty));
  let digits: string;
  if (typeof value === 'string' && /^[0-9]+$/.test(value)) digits = value.replace(/^0+(?=[0-9])/, '');
  else if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    digits = value <= MAX_DISPLAY_DECIMALS ? String(value) : '999';
  else return NOT_AN_INTEGER();
  // Two digits at most before Number: a string of 400 nines is no number to convert.
  if (digits.length > 2) return TOO_MANY();
  const decimals = Number(digits);
  return decimals > MAX_DISPLAY_DECIMALS ? TOO_MANY() : { known: true, value: decimals };
}

/**
 * The amount's digits with the decimals applied, as text, exact (bigint digits, never a float), thousands
 * grouped: `jettonAmountText(1500000n, {known: true, value: 6})` -> "1.5"; a negative (drifted) balance
 * keeps its sign "−". With unknown decimals: the raw units' digits, grouped; the caller says "raw units"
 * and shows `decimals.reason` beside them. Never a unit: the symbol is the stranger's text and goes
 * through StrangerText, and a jetton's amount is never written with GRAM.
 */
export function jettonAmountText(amount: bigint, decimals: JettonDecimals): string {
  return formatTokenAmount(amount, decimals.known ? decimals.value : 0);
}

/** Whether an address (any form) is the mainnet USD₮ master. */
export function isUsdtMaster(address: string): boolean {
  return normalizeAddressKey(address) === USDT_MAINNET_MASTER;
}

/** A field of `extra`, its own only ("__proto__" and "constructor" find nothing). */
function extraField(entry: JettonMetadataShape | undefined, key: string): unknown {
  const extra = entry?.extra;
  return extra && Object.hasOwn(extra, key) ? extra[key] : undefined;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The entry describing the master: the first valid `jetton_masters` one (or untyped), else the first such. */
function masterEntry(entries: readonly JettonMetadataShape[] | null | undefined) {
  const candidates = (entries ?? []).filter((entry) => !entry.type || entry.type === 'jetton_masters');
  return candidates.find((entry) => entry.valid !== false) ?? candidates[0];
}

/** The index's small copy first (its own image proxy, as token images are shown today), then the original. */
function imageOf(entry: JettonMetadataShape | undefined): string | null {
  for (const candidate of [extraField(entry, '_image_small'), entry?.image]) {
    const url = typeof candidate === 'string' ? toSafeHttpUrl(candidate) : null;
    if (url) return url;
  }
  return null;
}

/**
 * The jetton of `master` from the metadata's entries for that address (`metadata[master].token_info`):
 * the first valid entry of type `jetton_masters` (or with no type), else the first such. No entry (the
 * answer did not describe it): symbol, name and image null, decimals unknown (raw units).
 */
export function jettonInfoOf(
  master: string,
  entries: readonly JettonMetadataShape[] | null | undefined,
): JettonInfo {
  const raw = normalizeAddressKey(master) ?? master.toUpperCase();
  const entry = masterEntry(entries);
  const symbol = textOrNull(entry?.symbol);
  const name = textOrNull(entry?.name);
  const isUsdt = raw === USDT_MAINNET_MASTER;
  const warnings: JettonWarning[] = [];
  if (entry?.is_scam === true || extraField(entry, 'is_scam') === true) warnings.push('scam-flagged');
  const words = [symbol, name].filter((text) => text !== null);
  if (!isUsdt && words.some(looksLikeUsdt)) warnings.push('looks-like-usdt');
  if (words.some(looksLikeNativeCoin)) warnings.push('looks-like-native-coin');
  return {
    master: raw,
    symbol,
    name,
    decimals: entry ? jettonDecimalsOf(extraField(entry, 'decimals')) : NOT_DESCRIBED(),
    image: imageOf(entry),
    isUsdt,
    warnings,
  };
}

/** How much of a jetton's symbol or name a label keeps, in code points ("…" included). */
const LABEL_LENGTH = 32;

/**
 * One line naming the jetton where text is built (sort keys, export headers, aria labels): the symbol,
 * else the name, else the master's address shortened; invisible characters made visible (⟨U+202E⟩) and
 * cut to 32 code points. Views show the symbol itself through StrangerText.
 */
export function jettonLabel(info: JettonInfo): string {
  const text = info.symbol ?? info.name;
  if (text === null) return truncateMiddle(info.master, 10, 6);
  return shownStrangerText(text, LABEL_LENGTH - 1);
}

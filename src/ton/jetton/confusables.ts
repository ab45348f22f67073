/**
 * A small confusable fold, for one question only: does a jetton's symbol or name read as "USDT" or as the
 * native coin ("GRAM", "TON", "Toncoin") to a person glancing at it? It is not Unicode's full confusables
 * table (UTS #39, thousands of entries, ~100 kB): the words it checks use a dozen letters, and the fold
 * covers the ways those letters are faked in practice:
 *  - compatibility forms: NFKD turns fullwidth "ＵＳＤＴ", mathematical "𝐔𝐒𝐃𝐓" and circled letters into
 *    plain ones, and drops accents ("ÜSDT");
 *  - case: "USDt", "usdt";
 *  - what a reader does not see or skips: invisible and direction characters (U+200B, U+202E), spaces,
 *    punctuation and symbols ("U.S.D.T", "USD-T", "USD T");
 *  - the look-alike letters of other scripts and signs for the letters of u s d t o n g r a m c i, in
 *    LOOK_ALIKES below (Cyrillic "Ѕ", "Т", "О", "а", "м"; Greek "ο", "τ"; Latin small capitals; Armenian
 *    "ս", "օ"; "₮" as Tether writes its T; "$" for S; "0" for O).
 * Letters that look like other letters than these (Cyrillic "У" reads as Y) are left as they are.
 */

/** Each look-alike and the Latin letter it passes for (lowercase: the fold lowercases first). */
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map([
  // Signs
  ['\u20ae', 't'], // ₮ TUGRIK SIGN: how Tether writes USD₮
  ['$', 's'],
  ['0', 'o'],
  // Cyrillic
  ['\u0430', 'a'], // а
  ['\u0441', 'c'], // с
  ['\u0501', 'd'], // ԁ KOMI DE
  ['\u0456', 'i'], // і BYELORUSSIAN-UKRAINIAN I
  ['\u043c', 'm'], // м (lowercase of М)
  ['\u043e', 'o'], // о
  ['\u0455', 's'], // ѕ DZE
  ['\u0442', 't'], // т (lowercase of Т)
  // Greek
  ['\u03b1', 'a'], // α
  ['\u03b9', 'i'], // ι
  ['\u03bf', 'o'], // ο
  ['\u03c4', 't'], // τ
  ['\u03c5', 'u'], // υ
  // Latin small capitals and other Latin look-alikes
  ['\u1d00', 'a'], // ᴀ
  ['\u1d04', 'c'], // ᴄ
  ['\u1d05', 'd'], // ᴅ
  ['\u0262', 'g'], // ɢ
  ['\u0261', 'g'], // ɡ SCRIPT G
  ['\u026a', 'i'], // ɪ
  ['\u1d0d', 'm'], // ᴍ
  ['\u0274', 'n'], // ɴ
  ['\u1d0f', 'o'], // ᴏ
  ['\u0280', 'r'], // ʀ
  ['\ua731', 's'], // ꜱ
  ['\u1d1b', 't'], // ᴛ
  ['\u1d1c', 'u'], // ᴜ
  // Armenian
  ['\u0578', 'n'], // ո
  ['\u0585', 'o'], // օ
  ['\u057d', 'u'], // ս
]);

/** What the fold drops: marks (accents after NFKD), invisible and format characters, separators, punctuation, symbols. */
const DROPPED = /[\p{M}\p{C}\p{Z}\p{P}\p{S}]/gu;

/** `text` folded for comparison with plain lowercase Latin words; see the module's comment. */
export function foldConfusables(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKD').toLowerCase()) folded += LOOK_ALIKES.get(char) ?? char;
  return folded.replace(DROPPED, '');
}

/** Reads as USDT (USD₮, USDt, jUSDT, "Tether USDT"…) once folded. */
export function looksLikeUsdt(text: string): boolean {
  return foldConfusables(text).includes('usdt');
}

const NATIVE_COIN_NAMES: ReadonlySet<string> = new Set(['gram', 'ton', 'toncoin']);

/**
 * Reads as the native coin's name once folded: the whole text, not a part of it ("TONNEL", "STON" and
 * "Grammar" are other names; a word that only contains the coin's does not pass for it).
 */
export function looksLikeNativeCoin(text: string): boolean {
  return NATIVE_COIN_NAMES.has(foldConfusables(text));
}

/**
 * Which tokens are attempts at an address, valid or not: a friendly or raw form, give or take a few wrong
 * characters, or a short token that starts like a base-chain address (`EQ-bogus`). Words, numbers, times
 * and hashes are not: the parser lists them by line when their line names no account.
 */

const FRIENDLY_PREFIXES = new Set(['EQ', 'UQ', 'kQ', '0Q', 'Ef', 'Uf', 'kf', '0f']);

function isBase64Code(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    (code >= 48 && code <= 57) || // 0-9
    code === 45 || // -
    code === 95 || // _
    code === 43 || // +
    code === 47 || // /
    code === 61 // = (padding: wrong, but still an attempt)
  );
}

export function isAlnumCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

function isHexCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/**
 * A friendly-form attempt: about 48 base64 characters, or a known address prefix (EQ, UQ, kQ, 0Q and
 * their masterchain Ef/Uf/kf/0f) on something long. A few stray characters (a Cyrillic look-alike,
 * a typo) still count, so the user is told what is wrong instead of seeing the token vanish.
 */
export function looksLikeFriendly(token: string): boolean {
  const length = token.length;
  if (length < 24) return false;
  let foreign = 0;
  for (let i = 0; i < length; i++) {
    if (!isBase64Code(token.charCodeAt(i)) && ++foreign > 3) return false;
  }
  return (length >= 46 && length <= 50) || FRIENDLY_PREFIXES.has(token.slice(0, 2));
}

/** What people type a base-chain address as starting with (the masterchain's Ef/Uf begin many words). */
const TYPED_PREFIXES = new Set(['EQ', 'UQ', 'kQ', '0Q']);

/**
 * A short attempt at a friendly form: EQ, UQ, kQ or 0Q, then base64 characters, at least one of them not
 * a letter (`EQ-bogus`, `UQ_1`); an all-letter word that starts so (`EQUALS`) stays a word.
 */
function looksLikeShortFriendly(token: string): boolean {
  if (token.length < 3 || !TYPED_PREFIXES.has(token.slice(0, 2))) return false;
  let nonLetter = false;
  for (let i = 2; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (!isBase64Code(code)) return false;
    if (!((code >= 65 && code <= 90) || (code >= 97 && code <= 122))) nonLetter = true;
  }
  return nonLetter;
}

/**
 * A raw-form attempt: a short number, ':' and a long alphanumeric run ("12:30" is a time, not an
 * address). A letter where the workchain digit should be ("O:" for "0:") counts when a full-length
 * hex hash follows.
 */
function looksLikeRaw(token: string, colon: number): boolean {
  if (colon < 1 || colon > 4) return false;
  const hashLength = token.length - colon - 1;
  if (hashLength < 16) return false;
  let digitsOnly = true;
  for (let i = 0; i < colon; i++) {
    const code = token.charCodeAt(i);
    const ok = (code >= 48 && code <= 57) || (code === 45 && i === 0);
    if (!ok) digitsOnly = false;
    if (!ok && !isAlnumCode(code)) return false;
  }
  let allHex = true;
  for (let i = colon + 1; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (!isAlnumCode(code)) return false;
    if (!isHexCode(code)) allHex = false;
  }
  return digitsOnly || (allHex && hashLength >= 60 && hashLength <= 68);
}

export function isAddressAttempt(text: string): boolean {
  const colon = text.indexOf(':');
  if (colon >= 0) return looksLikeRaw(text, colon);
  return looksLikeFriendly(text) || looksLikeShortFriendly(text);
}

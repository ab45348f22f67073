/**
 * The form an account is shown, linked and copied in, computed from its raw address. The API's address
 * book also sends a `user_friendly` form, but that is the server's text: an answer could give account A
 * the form of account B and A would read, link, copy and filter as B. So the API's form is only asked one
 * question, which variant to print (bounceable or not, testnet-only or not), and only when it is exactly
 * one of this account's forms; otherwise the entry is marked inconsistent and its form is never used.
 */
import { parseAddress, toFriendlyAddress, toRawAddress } from './address.ts';
import { t } from './i18n/door.ts';
import { accountFormMessages } from './account-form-messages.ts';

export interface AccountForm {
  /** The user-friendly form computed from the raw address, or null when the raw text is not an address. */
  friendly: string | null;
  /** The flags the API's form chose (when it was consistent), else the defaults. */
  bounceable: boolean;
  testnetOnly: boolean;
  /** The API sent a form that is not exactly a form of this account (another account, hidden characters, garbage). */
  inconsistent: boolean;
  /** The API's form was there and consistent: `friendly` follows its flags. */
  fromApi: boolean;
}

export interface AccountFormDefaults {
  /** Used when the API sent no usable form. Default true: TON's default for a contract. */
  bounceable?: boolean;
  /** Used when the API sent no usable form: the endpoint is testnet. Default false. */
  testnetOnly?: boolean;
}

/**
 * Is `apiForm` exactly one form of `raw`: decodes to the same account and is character for character what
 * that account's form with its flags is (no hidden characters, no standard/url-safe mix)?
 */
function consistentFlags(raw: string, apiForm: string): { bounceable: boolean; testnetOnly: boolean } | null {
  const parsed = parseAddress(apiForm);
  if (!parsed.ok || parsed.form !== 'friendly') return null;
  if (toRawAddress(parsed.address) !== raw.toUpperCase()) return null;
  const flags = { bounceable: parsed.bounceable ?? true, testnetOnly: parsed.testnetOnly ?? false };
  const exact = toFriendlyAddress(parsed.address, { ...flags, urlSafe: parsed.urlSafe ?? true });
  return exact === apiForm ? flags : null;
}

// Rows of a 5,000-transaction block render (and re-render while scrolling) the same few thousand accounts.
const cache = new Map<string, AccountForm>();
const CACHE_LIMIT = 20_000;

/**
 * The account's user-friendly form from its raw address (`0:ABCD…`), with the variant the API's form
 * (`user_friendly`) chose when that form is this account's. Always url-safe.
 */
export function accountForm(
  raw: string,
  apiForm: string | null | undefined,
  defaults: AccountFormDefaults = {},
): AccountForm {
  const key = `${raw}\u0000${apiForm ?? ''}\u0000${defaults.bounceable ?? true}\u0000${defaults.testnetOnly ?? false}`;
  const known = cache.get(key);
  if (known) return known;
  const parsed = parseAddress(raw);
  const fallback = { bounceable: defaults.bounceable ?? true, testnetOnly: defaults.testnetOnly ?? false };
  let form: AccountForm;
  if (!parsed.ok || parsed.form !== 'raw') {
    form = { friendly: null, ...fallback, inconsistent: false, fromApi: false };
  } else {
    const given = apiForm ? consistentFlags(raw, apiForm) : null;
    const flags = given ?? fallback;
    form = {
      friendly: toFriendlyAddress(parsed.address, flags),
      ...flags,
      inconsistent: Boolean(apiForm) && given === null,
      fromApi: given !== null,
    };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, form);
  return form;
}

/** What the page says next to an account whose address-book form belongs to another account. */
export function inconsistentFormWarning(): string {
  return t(accountFormMessages.inconsistent);
}

/** An account's form as text: the one it is shown, linked and copied in, and that form shortened. */
import type { AddressBookEntry } from '../../api/schemas.ts';
import { accountForm } from '../../ton/account-form.ts';
import { truncateMiddle } from '../../ton/text/text-safety.ts';

/**
 * The form an account is shown, linked and copied in: computed from `raw`, as the user-friendly variant
 * the address book chose when its form is this account's; else the raw form. Never the address book's text
 * itself, which could name another account (`inconsistent` then says so).
 */
export function addressForm(
  raw: string,
  entry: AddressBookEntry | undefined,
): { text: string; inconsistent: boolean } {
  const form = accountForm(raw, entry?.user_friendly);
  return { text: form.fromApi && form.friendly ? form.friendly : raw, inconsistent: form.inconsistent };
}

/** The account's form (see addressForm), shortened in the middle: `EQDEBy…EC3Xiq` (`kept` each side). */
export function shortAddress(raw: string, entry: AddressBookEntry | undefined, kept = 6): string {
  return truncateMiddle(addressForm(raw, entry).text, kept, kept);
}

/** Does the API's raw text parse as a raw address (`0:ABCD…`)? Cached in accountForm, as every row asks. */
export function isRawAddress(raw: string): boolean {
  return accountForm(raw, undefined).friendly !== null;
}

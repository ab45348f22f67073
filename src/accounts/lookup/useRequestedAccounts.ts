import { useMemo } from 'react';
import type { Location } from 'react-router';
import * as z from 'zod/mini';
import { readAccountsLink } from '../../ton/account-list-link-reader.ts';
import { parseAddressList } from '../../ton/address-list/parse-address-list.ts';
import type { AddressList } from '../../ton/address-list/types.ts';

/**
 * What the paste box said about forms, carried in the history entry: the link itself holds one form per
 * account, so "3 forms merged" survives back and forward but not sharing.
 */
const pastedFormsSchema = z.tuple([z.string(), z.array(z.string())]);
type AccountsHistoryState = { pastedForms: Array<z.output<typeof pastedFormsSchema>> };

/** History state is ours, but it outlives versions of the app: an entry that does not read is skipped. */
const accountsHistoryStateSchema = z.object({
  pastedForms: z.array(z.catch(z.nullable(pastedFormsSchema), null)),
});

export function pastedFormsState(list: AddressList): AccountsHistoryState {
  return {
    pastedForms: list.accounts
      .filter((account) => account.forms.length > 1)
      .map((account) => [account.raw, account.forms]),
  };
}

function readPastedForms(state: unknown, requested: AddressList): Map<string, readonly string[]> {
  const result = new Map<string, readonly string[]>();
  for (const account of requested.accounts)
    if (account.forms.length > 1) result.set(account.raw, account.forms);
  const stored = z.safeParse(accountsHistoryStateSchema, state);
  if (!stored.success) return result;
  const wanted = new Set(requested.accounts.map((account) => account.raw));
  for (const entry of stored.data.pastedForms) {
    if (entry && wanted.has(entry[0]) && entry[1].length > 1) result.set(entry[0], entry[1]);
  }
  return result;
}

/**
 * The list the URL holds (`link`, with its problem if it does not read) and what the page needs of it:
 * its accounts' raw addresses, those given in a testnet-only form, and the forms merged into each.
 */
export function useRequestedAccounts(location: Location) {
  const link = useMemo(
    () => readAccountsLink(location.search, location.hash),
    [location.search, location.hash],
  );
  const requested = useMemo(() => parseAddressList(link.text), [link.text]);
  const rawAddresses = useMemo(() => requested.accounts.map((account) => account.raw), [requested]);
  const testnetForms = useMemo(
    () => new Set(requested.accounts.filter((account) => account.testnetOnly).map((account) => account.raw)),
    [requested],
  );
  const pastedForms = useMemo(() => readPastedForms(location.state, requested), [location.state, requested]);
  return { link, rawAddresses, testnetForms, pastedForms };
}

import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../api/account-states.ts';
import { ErrorPanel } from '../components/ui/ErrorPanel.tsx';
import { accountsLocation, readAccountsLink } from '../ton/account-list-link.ts';
import { parseAddressList, type AddressList } from '../ton/address-list.ts';
import { toFriendlyAddress } from '../ton/address.ts';
import { AccountListForm } from './AccountListForm.tsx';
import { AccountsResults } from './AccountsResults.tsx';
import { useAccountLookup } from './useAccountLookup.ts';
import { useEndpointNetwork } from './useEndpointNetwork.ts';
import { pageTitle, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { formatCount } from '../ton/count.ts';

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

function pastedFormsState(list: AddressList): AccountsHistoryState {
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
 * /accounts — the list lives in the URL (`?address=…` or, for long lists, `#list=…`), so a lookup can be
 * shared and reloaded; the paste box holds what is being edited until "Look up" puts it in the URL.
 */
export function AccountsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const network = useEndpointNetwork();

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
  const tooMany = rawAddresses.length > MAX_ACCOUNTS_PER_LOOKUP;
  useDocumentTitle(
    pageTitle(
      rawAddresses.length === 0
        ? 'Accounts'
        : `${formatCount(rawAddresses.length)} ${rawAddresses.length === 1 ? 'account' : 'accounts'}`,
    ),
  );
  const lookup = useAccountLookup(rawAddresses, link.includeBoc, rawAddresses.length > 0 && !tooMany);

  // The paste box follows the URL when it changes from outside (back, forward, the header search), but
  // keeps what the user pasted when the change is their own "Look up".
  // A link's list wins; without one, the text pasted but not yet looked up survives a reload.
  const [text, setTextState] = useState(() => link.text || readDraft());
  const setText = (next: string) => {
    setTextState(next);
    writeDraft(next);
  };
  const [shownLinkText, setShownLinkText] = useState(link.text);
  const [submittedLinkText, setSubmittedLinkText] = useState<string | undefined>();
  if (link.text !== shownLinkText) {
    setShownLinkText(link.text);
    if (link.text !== submittedLinkText) setTextState(link.text);
  }
  const deferredText = useDeferredValue(text);
  const draft = useMemo(() => parseAddressList(deferredText), [deferredText]);

  function submit() {
    const list = parseAddressList(text);
    if (list.accounts.length === 0 || list.accounts.length > MAX_ACCOUNTS_PER_LOOKUP) return;
    const target = accountsLocation(
      list.accounts.map((account) =>
        toFriendlyAddress(account.address, { bounceable: true, testnetOnly: account.testnetOnly }),
      ),
      { includeBoc: link.includeBoc },
    );
    const same = target.search === location.search && target.hash === location.hash;
    setSubmittedLinkText(readAccountsLink(target.search, target.hash).text);
    void navigate(target, { replace: same, state: pastedFormsState(list) });
    // The same list again means "look again".
    if (same) lookup.refresh();
  }

  function changeIncludeBoc(includeBoc: boolean) {
    const params = new URLSearchParams(location.search);
    if (includeBoc) params.delete('include_boc');
    else params.set('include_boc', 'false');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }

  return (
    <div className="page">
      <h1>Accounts</h1>
      <AccountListForm
        text={text}
        onTextChange={setText}
        draft={draft}
        includeBoc={link.includeBoc}
        onIncludeBocChange={changeIncludeBoc}
        network={network}
        onSubmit={submit}
      />
      {link.problem ? (
        <ErrorPanel title={link.problemTitle ?? "This link's list could not be read"}>
          <p>{link.problem}</p>
        </ErrorPanel>
      ) : null}
      {tooMany ? (
        <ErrorPanel title="Too many accounts">
          <p>
            This link names {formatCount(rawAddresses.length)} different accounts: the limit is{' '}
            {formatCount(MAX_ACCOUNTS_PER_LOOKUP)} per lookup. Nothing was sent.
          </p>
        </ErrorPanel>
      ) : rawAddresses.length > 0 ? (
        <AccountsResults
          lookup={lookup}
          includeBoc={link.includeBoc}
          network={network}
          pastedForms={pastedForms}
          testnetForms={testnetForms}
        />
      ) : null}
    </div>
  );
}

const DRAFT_KEY = 'tonlens.accounts.draft';

/** The unsubmitted paste, kept per tab (sessionStorage) so a reload or an error loses nothing. */
function readDraft(): string {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(text: string) {
  try {
    if (text) sessionStorage.setItem(DRAFT_KEY, text);
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, quota): the draft lives as long as the page.
  }
}

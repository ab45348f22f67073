import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../api/lookup-limit.ts';
import { ErrorPanel } from '../components/ui/ErrorPanel.tsx';
import { accountsLocation } from '../ton/account-list-link.ts';
import { readAccountsLink } from '../ton/account-list-link-reader.ts';
import { parseAddressList } from '../ton/address-list/parse-address-list.ts';
import { toFriendlyAddress } from '../ton/address.ts';
import { AccountListForm } from './paste/AccountListForm.tsx';
import { AccountsResults } from './results/AccountsResults.tsx';
import { useAccountLookup } from './lookup/useAccountLookup.ts';
import { useBalancesFirst } from './lookup/useBalancesFirst.ts';
import { useLookAgain } from './lookup/useLookAgain.ts';
import { useOwnerTokens } from '../api/tokens/useOwnerTokens.ts';
import { useEndpointNetwork } from './useEndpointNetwork.ts';
import { usePasteDraft } from './paste/usePasteDraft.ts';
import { pastedFormsState, useRequestedAccounts } from './lookup/useRequestedAccounts.ts';
import { pageTitle, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { t } from '../ton/i18n/door.ts';
import { routeMessages as m } from './route-messages.ts';
import { ListControls, ListNotices } from './lists/ListBar.tsx';
import { LabelsMenu } from './paste/LabelTransfer.tsx';
import { Toolbar } from '../components/ui/toolbar/Toolbar.tsx';
import { useGoToResults } from './useGoToResults.ts';
import { savedListIdOf, useSavedListSession, withSavedList } from './lists/useSavedListSession.ts';

/**
 * /accounts — the list lives in the URL (`?address=…` or, for long lists, `#list=…`), so a lookup can be
 * shared and reloaded; the paste box holds what is being edited until "Look up" puts it in the URL.
 * Once there are results they are the page: the paste box folds to one line ("Edit list" opens it), the
 * list, label, watch, filter and export controls are one toolbar above the table, and a Look up takes the
 * reader to the results.
 */
export function AccountsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const network = useEndpointNetwork();

  const { link, rawAddresses, testnetForms, pastedForms } = useRequestedAccounts(location);
  const tooMany = rawAddresses.length > MAX_ACCOUNTS_PER_LOOKUP;
  useDocumentTitle(
    pageTitle(rawAddresses.length === 0 ? t(m.title) : t(m.titleCount, { count: rawAddresses.length })),
  );
  const lookup = useAccountLookup(rawAddresses, link.includeBoc, rawAddresses.length > 0 && !tooMany);
  // What each owner holds, for the same canonical raw addresses: asked once the balances are in
  // (useBalancesFirst says why).
  const balancesIn = useBalancesFirst(lookup);
  const lookAgain = useLookAgain(lookup);
  const tokens = useOwnerTokens(rawAddresses, {
    enabled: rawAddresses.length > 0 && !tooMany && balancesIn,
    waiting: rawAddresses.length > 0 && !tooMany && !balancesIn,
  });

  const { text, setText, draft, lookedUp } = usePasteDraft(link.text);
  const session = useSavedListSession(location, rawAddresses, link.includeBoc);
  const hasList = rawAddresses.length > 0 && !tooMany;
  // The paste box opened over results ("Edit list"); a Look up folds it again.
  const [editing, setEditing] = useState(false);
  const goToResults = useGoToResults();

  function submit() {
    const list = parseAddressList(text);
    if (list.accounts.length === 0 || list.accounts.length > MAX_ACCOUNTS_PER_LOOKUP) return;
    const target = accountsLocation(
      list.accounts.map((account) =>
        toFriendlyAddress(account.address, { bounceable: true, testnetOnly: account.testnetOnly }),
      ),
      { includeBoc: link.includeBoc },
    );
    // An edit of a saved list stays that list's (the page then offers "Update saved list").
    const savedId = savedListIdOf(location.search);
    if (savedId !== undefined) target.search = withSavedList(target.search, savedId);
    const same = target.search === location.search && target.hash === location.hash;
    lookedUp(readAccountsLink(target.search, target.hash).text);
    setEditing(false);
    goToResults();
    void navigate(target, { replace: same, state: pastedFormsState(list) });
    // The same list again means "look again".
    if (same) lookAgain();
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

  const listControls = (
    <>
      <ListControls session={session} location={location} hasList={hasList} />
      <LabelsMenu />
    </>
  );

  return (
    <div className="page">
      <h1>{t(m.title)}</h1>
      <AccountListForm
        text={text}
        onTextChange={setText}
        draft={draft}
        includeBoc={link.includeBoc}
        onIncludeBocChange={changeIncludeBoc}
        network={network}
        onSubmit={submit}
        foldable={hasList}
        folded={!editing}
        onFoldedChange={(folded) => setEditing(!folded)}
      />
      {link.problem ? (
        <ErrorPanel title={link.problemTitle ?? t(m.linkUnreadable)}>
          <p>{link.problem}</p>
        </ErrorPanel>
      ) : null}
      {tooMany ? (
        <ErrorPanel title={t(m.tooManyTitle)}>
          <p>{t(m.tooMany, { count: rawAddresses.length, max: MAX_ACCOUNTS_PER_LOOKUP })}</p>
        </ErrorPanel>
      ) : null}
      {hasList ? (
        <AccountsResults
          lookup={lookup}
          includeBoc={link.includeBoc}
          network={network}
          pastedForms={pastedForms}
          testnetForms={testnetForms}
          // An edited list is compared with nothing: its accounts are not the saved list's, and its answer
          // must not become that list's baseline.
          savedListId={session.edited ? undefined : session.current?.id}
          listControls={listControls}
          listNotices={<ListNotices session={session} />}
          tokens={tokens}
        />
      ) : (
        <>
          <Toolbar look="bar" label={t(m.toolbarName)}>
            {listControls}
          </Toolbar>
          <ListNotices session={session} />
        </>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../api/api-client-context.ts';
import { accountStatesQueryOptions, MAX_ACCOUNTS_PER_LOOKUP } from '../api/account-states.ts';
import { ApiErrorPanel } from '../components/api/ApiErrorPanel.tsx';
import { ErrorPanel } from '../components/ui/ErrorPanel.tsx';
import { parseAddressList } from '../ton/address-list.ts';
import { AccountsTable } from './AccountsTable.tsx';
import styles from './AccountsRoute.module.css';

/** /accounts?address=A&address=B — the list lives in the URL so it can be shared and reloaded. */
export function AccountsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlList = searchParams.getAll('address').join('\n');
  const includeBoc = searchParams.get('include_boc') !== 'false';
  const [text, setText] = useState(urlList);
  const draft = useMemo(() => parseAddressList(text), [text]);
  const requested = useMemo(() => parseAddressList(urlList), [urlList]);
  const tooMany = requested.accounts.length > MAX_ACCOUNTS_PER_LOOKUP;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.accounts.length === 0 || draft.accounts.length > MAX_ACCOUNTS_PER_LOOKUP) return;
    const next = new URLSearchParams(
      draft.accounts.map((account) => ['address', account.forms[0] ?? account.raw]),
    );
    if (!includeBoc) next.set('include_boc', 'false');
    setSearchParams(next);
  }

  return (
    <div className="page">
      <h1>Accounts</h1>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="address-list">Addresses, one per line or separated by commas, spaces or tabs</label>
        <textarea
          id="address-list"
          className={styles.textarea}
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          placeholder="EQ… / UQ… / 0:… / ton://transfer/… — up to 1024 accounts"
        />
        <p className="muted" aria-live="polite">
          {draft.accounts.length} {draft.accounts.length === 1 ? 'account' : 'accounts'}
          {draft.errors.length > 0 ? `, ${draft.errors.length} not valid (not sent)` : ''}
        </p>
        {draft.accounts.length > MAX_ACCOUNTS_PER_LOOKUP ? (
          <p role="alert" className={styles.error}>
            {draft.accounts.length} different accounts: the limit is {MAX_ACCOUNTS_PER_LOOKUP} per lookup.
            Nothing will be sent.
          </p>
        ) : null}
        {draft.errors.length > 0 ? (
          <ul className={styles.errors} aria-label="Addresses that are not valid">
            {draft.errors.slice(0, 50).map((error, index) => (
              <li key={`${error.line}:${index}`}>
                Line {error.line}: <code>{error.token}</code> — {error.message}
              </li>
            ))}
          </ul>
        ) : null}
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={includeBoc}
            onChange={(event) =>
              setSearchParams(
                (params) => {
                  const next = new URLSearchParams(params);
                  if (event.target.checked) next.delete('include_boc');
                  else next.set('include_boc', 'false');
                  return next;
                },
                { replace: true },
              )
            }
          />{' '}
          Include code and data
        </label>
        <div>
          <button type="submit" className="button button-primary" disabled={draft.accounts.length === 0}>
            Look up
          </button>
        </div>
      </form>
      {tooMany ? (
        <ErrorPanel title="Too many accounts">
          <p>
            This link names {requested.accounts.length} different accounts; the limit is{' '}
            {MAX_ACCOUNTS_PER_LOOKUP} per lookup. Nothing was sent.
          </p>
        </ErrorPanel>
      ) : requested.accounts.length > 0 ? (
        <AccountsResults
          rawAddresses={requested.accounts.map((account) => account.raw)}
          includeBoc={includeBoc}
        />
      ) : null}
    </div>
  );
}

function AccountsResults({ rawAddresses, includeBoc }: { rawAddresses: string[]; includeBoc: boolean }) {
  const client = useApiClient();
  const query = useQuery(accountStatesQueryOptions(client, rawAddresses, includeBoc));
  if (query.isPending) {
    return (
      <p role="status" aria-busy="true">
        Looking up {rawAddresses.length} {rawAddresses.length === 1 ? 'account' : 'accounts'}…
      </p>
    );
  }
  if (query.isError) {
    return <ApiErrorPanel error={query.error} subject="the accounts" onRetry={() => void query.refetch()} />;
  }
  return <AccountsTable rawAddresses={rawAddresses} result={query.data} includeBoc={includeBoc} />;
}

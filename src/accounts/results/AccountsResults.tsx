import { useCallback, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../../api/api-client-context.ts';
import { ownerTokensQueriesKey } from '../../api/tokens/owner-tokens-query.ts';
import { useTokenImages } from '../../settings/image-policy.ts';
import { countByStatus, totalBalance, type TonNetwork } from '../account-rows.ts';
import { AccountsTable } from './AccountsTable.tsx';
import { AccountsToolbar } from './AccountsToolbar.tsx';
import { groupFailures } from '../lookup/lookup-failures.ts';
import { LookupStatus } from '../lookup/LookupStatus.tsx';
import { TokenStatus } from '../lookup/TokenStatus.tsx';
import type { TokenLookup } from '../../api/tokens/owner-tokens.ts';
import type { AccountLookupControls } from '../lookup/useAccountLookup.ts';
import { useResultRows } from './useResultRows.ts';
import { ChangesBar } from '../watch/ChangesBar.tsx';
import { useResultsWorkspace } from './useResultsWorkspace.ts';
import { useWatchedBalances } from '../watch/useWatch.ts';
import { WatchControl } from '../watch/WatchControl.tsx';
import styles from './results.module.css';
import notes from '../notes.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

interface AccountsResultsProps {
  lookup: AccountLookupControls;
  includeBoc: boolean;
  network: TonNetwork;
  pastedForms: ReadonlyMap<string, readonly string[]>;
  testnetForms: ReadonlySet<string>;
  /** The saved list shown (known to this browser), whose changes since it was last looked at are marked. */
  savedListId?: string | undefined;
  /** The page's list and label controls, which open the toolbar; and what they have to say, under it. */
  listControls?: ReactNode;
  listNotices?: ReactNode;
  /** What each owner holds (jettons, NFTs, wallet), looked up beside the account states. */
  tokens: TokenLookup;
}

/** The lookup's progress and controls, the table options and exports, and the table. */
export function AccountsResults({
  lookup,
  includeBoc,
  network,
  pastedForms,
  testnetForms,
  savedListId,
  listControls,
  listNotices,
  tokens,
}: AccountsResultsProps) {
  const { snapshot } = lookup;
  const client = useApiClient();
  // The workspace (changes, watch, Refresh) covers the tokens too: their queries are refreshed with the
  // accounts' and their jetton balances compared.
  const tokenQueries = useMemo(() => ownerTokensQueriesKey(client), [client]);
  const { progress, watching, listChanges, changes, refresh } = useResultsWorkspace(lookup, savedListId, {
    lookup: tokens,
    queryKey: tokenQueries,
  });
  const view = useResultRows(snapshot, network, pastedForms, testnetForms, changes, tokens.byOwner);
  const { rows, shown } = view;
  const balancesChanged = rows.filter((row) => row.balanceChange).length;
  useWatchedBalances(watching, savedListId !== undefined, progress?.lastAnswerAt, balancesChanged);
  const tokenImages = useTokenImages();
  const { retry } = lookup;
  const retryChunk = useCallback((chunkIndex: number) => retry([chunkIndex]), [retry]);

  if (!snapshot || !progress) {
    return (
      <p role="status" aria-busy="true">
        {t(m.preparing)}
      </p>
    );
  }

  return (
    <section aria-labelledby="results-heading" className={styles.results}>
      <LookupStatus
        progress={progress}
        failures={groupFailures(snapshot.chunks)}
        // A saved list says what changed since it was last looked at (ChangesBar), not since the last fetch.
        changedBalances={savedListId === undefined ? balancesChanged : 0}
        onCancel={lookup.cancel}
        onResume={lookup.resume}
        onRefresh={refresh}
        onRetry={lookup.retry}
      />
      <TokenStatus tokens={tokens} />
      <AccountsToolbar
        listControls={listControls}
        watch={
          <WatchControl watch={watching.watch} notify={watching.notify} onNotifyChange={watching.setNotify} />
        }
        view={view}
        counts={countByStatus(rows)}
        tokenImages={tokenImages}
        network={network}
        includeBoc={includeBoc}
      />
      {listNotices}
      {tokenImages.needsReload ? (
        <p className={notes.filterNote} role="status">
          {t(m.imagesNeedReload)}{' '}
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t(m.reloadNow)}
          </button>
        </p>
      ) : null}
      <ChangesBar
        changes={listChanges}
        changedOnly={view.changedOnly}
        onChangedOnlyChange={view.setChangedOnly}
      />
      {view.statusFilter !== 'all' ||
      view.findText.trim() !== '' ||
      view.changedOnly ||
      view.holdsAny.size > 0 ? (
        <p className={`muted ${notes.filterNote}`}>
          {t(m.showingOf, { shown: shown.length, total: rows.length })}
        </p>
      ) : null}
      <AccountsTable
        // Opened details belong to the lookup they were opened in; a refresh keeps them.
        key={lookup.id}
        rows={shown}
        includeBoc={includeBoc}
        showImages={tokenImages.shown}
        network={network}
        total={totalBalance(shown)}
        sortedBy={view.sortKey}
        onRetryChunk={retryChunk}
        changes={changes}
        rememberedJettons={listChanges.jettons}
        jettonColumns={view.jettonColumns}
        tokens={view.tokens}
      />
    </section>
  );
}

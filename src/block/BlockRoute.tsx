import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useApiClient } from '../api/api-client-context.ts';
import { isApiError } from '../api/api-error.ts';
import { blockQueryOptions, type MasterchainBlock } from '../api/block/masterchain-block.ts';
import { masterchainInfoQueryOptions } from '../api/head/masterchain-info.ts';
import { ApiErrorPanel } from '../components/api/ApiErrorPanel.tsx';
import { hashPrefix } from '../components/ton/hash-text.ts';
import { ErrorPanel } from '../components/ui/ErrorPanel.tsx';
import { pageTitle, useDocumentTitle } from '../components/ui/useDocumentTitle.ts';
import { paths } from '../paths.ts';
import { parseSeqno } from '../ton/seqno.ts';
import { FontWarmup } from './FontWarmup.tsx';
import { BlockSkeleton } from './BlockSkeleton.tsx';
import { usePreparedBlock } from './usePreparedBlock.ts';
import { BlockView } from './BlockView.tsx';
import { FollowControl } from './follow/FollowControl.tsx';
import type { Neighbours } from './nav/block-neighbours.ts';
import { NoSuchBlock } from './nav/NoSuchBlock.tsx';
import { useBlockNavigation } from './nav/useBlockNavigation.ts';
import { t } from '../ton/i18n/door.ts';
import { blockPageMessages as m } from './block-messages.ts';

/** /block/:seqno — reads the URL, picks the query, renders one view. `latest` resolves to a seqno. */
export function BlockRoute() {
  const { seqno: seqnoParam = '' } = useParams();
  if (seqnoParam === 'latest') return <LatestBlockRedirect />;
  const parsed = parseSeqno(seqnoParam);
  if (!parsed.ok) return <NotABlockNumber message={parsed.message} />;
  // Keyed: each block's page starts afresh (its deferred render below must never show another block).
  // Following the head sits outside the key: it stays in place (and keeps what it learned) while the
  // page moves from block to block.
  return (
    <>
      <FollowControl seqno={parsed.seqno} />
      <LoadedBlock key={parsed.seqno} seqno={parsed.seqno} />
    </>
  );
}

function NotABlockNumber({ message }: { message: string }) {
  useDocumentTitle(pageTitle(t(m.notABlockNumber)));
  return (
    <div className="page">
      <ErrorPanel title={t(m.notABlockNumber)}>
        <p>{message}</p>
      </ErrorPanel>
    </div>
  );
}

function LoadedBlock({ seqno }: { seqno: number }) {
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const query = useQuery(blockQueryOptions(client, seqno));
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  // Here rather than in the loaded view, so that ← → → steps through blocks that are still loading.
  const neighbours = useBlockNavigation(
    seqno,
    notFound ? 'missing' : query.isError ? 'failed' : query.isPending ? 'loading' : 'loaded',
  );

  const selectedHash = searchParams.get('tx');
  const selectedShown = useMemo(
    () =>
      selectedHash !== null &&
      query.data?.transactions.some((transaction) => transaction.hash === selectedHash) === true,
    [query.data, selectedHash],
  );
  useDocumentTitle(
    notFound
      ? pageTitle(t(m.noSuchBlock))
      : query.isError
        ? pageTitle(t(m.couldNotLoad, { seqno: String(seqno) }))
        : selectedShown && selectedHash
          ? pageTitle(
              t(m.transactionTitle, { hash: hashPrefix(selectedHash, 4) }),
              t(m.blockTitle, { seqno: String(seqno) }),
            )
          : pageTitle(t(m.blockTitle, { seqno: String(seqno) })),
  );
  if (query.isError) {
    return (
      <BlockLoadError
        seqno={seqno}
        notFound={notFound}
        neighbours={neighbours}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ShownBlock seqno={seqno} data={query.data} selectedHash={selectedHash} />;
}

/**
 * The block as the page shows it. A block that arrives while the page is open — its first rows, then the
 * whole of it — is rendered in the background, in slices between which the browser stays responsive,
 * while the skeleton (or the rows so far) stays on screen: rendering a block page at once was the longest
 * task of its load. A block already in memory when the page opens (a revisit) renders at once. A big
 * block arrives in two parts (its first rows, then all), so a background render is restarted at most
 * once. A big block's derived parts (index, summary, picture) are computed first, each in a task of its
 * own.
 *
 * A component of its own, below the one that reads the queries: the background render starts here and
 * does not run the route's hooks again. React reads a query's state through useSyncExternalStore, and a
 * store read by a background render that changes before the render ends (the block's query, as the rest
 * of the answer streams in) makes React throw the slices away and render the whole page again at once:
 * the big block's first rows were that render, in one task.
 */
function ShownBlock({
  seqno,
  data,
  selectedHash,
}: {
  seqno: number;
  data: MasterchainBlock | undefined;
  selectedHash: string | null;
}) {
  const block = usePreparedBlock(useDeferredValue(data));
  if (block === undefined)
    return (
      <>
        <BlockSkeleton seqno={seqno} />
        <FontWarmup />
      </>
    );
  return <BlockView block={block} selectedHash={selectedHash} />;
}

/** The block's page when its query failed: a 404 says the block is not there, anything else how it failed. */
function BlockLoadError({
  seqno,
  notFound,
  neighbours,
  error,
  onRetry,
}: {
  seqno: number;
  notFound: boolean;
  neighbours: Neighbours;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div className="page">
      <h1>{t(m.blockTitle, { seqno: String(seqno) })}</h1>
      {notFound ? (
        <NoSuchBlock seqno={seqno} neighbours={neighbours} />
      ) : (
        <ApiErrorPanel
          error={error}
          subject={t(m.blockSubject, { seqno: String(seqno) })}
          onRetry={onRetry}
        />
      )}
    </div>
  );
}

/** `/block/latest` opens the newest block, with the same parameters (`?follow=1` stays a following page). */
function LatestBlockRedirect() {
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const query = useQuery(masterchainInfoQueryOptions(client));
  useDocumentTitle(pageTitle(t(query.isError ? m.latestCouldNotLoad : m.latestBlock)));
  if (query.isPending) return <BlockSkeleton seqno={undefined} />;
  if (query.isError) {
    return (
      <div className="page">
        <ApiErrorPanel
          error={query.error}
          subject={t(m.latestSubject)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <Navigate to={paths.blockWithSearch(query.data.last.seqno, searchParams)} replace />;
}

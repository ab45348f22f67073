/**
 * What the page knows of each jetton an action names: `known` (the answers' metadata), and for the masters
 * it does not hold, what `GET /api/v3/metadata` says (jetton-metadata.ts: batched, one query per request,
 * the server's absence of /metadata learned once). A master nobody describes reads "decimals unknown".
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { JettonDirectory } from '../../ton/actions/action-model.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { normalizeAddressKey } from '../../ton/address.ts';
import { useApiClient } from '../api-client-context.ts';
import { isNotOfferedBy, learnedEndpoints } from '../learned-endpoints.ts';
import type { Metadata } from '../schemas.ts';
import {
  accountMetadataQueryOptions,
  jettonMetadataQueryOptions,
  METADATA_ENDPOINT,
  planMetadataRequests,
  type AccountMetadataAnswer,
  type JettonMetadataAnswer,
} from './jetton-metadata.ts';

function answers(states: ReadonlyArray<{ data: unknown }>): (JettonMetadataAnswer | undefined)[] {
  return states.map((state) => state.data as JettonMetadataAnswer | undefined);
}

export function useJettonDirectory(masters: readonly string[], known: JettonDirectory): JettonDirectory {
  const client = useApiClient();
  useSyncExternalStore(learnedEndpoints.subscribe, learnedEndpoints.version, learnedEndpoints.version);
  const notOffered = isNotOfferedBy(client, METADATA_ENDPOINT);
  const missingKey = useMemo(() => {
    const missing = new Set<string>();
    for (const master of masters) {
      const raw = normalizeAddressKey(master);
      if (raw !== null && !known.has(raw)) missing.add(raw);
    }
    return [...missing].sort().join(' ');
  }, [masters, known]);
  const chunks = useMemo(
    () => (notOffered || missingKey === '' ? [] : planMetadataRequests(client, missingKey.split(' '))),
    [client, missingKey, notOffered],
  );
  const queries = useMemo(
    () => chunks.map((chunk) => jettonMetadataQueryOptions(client, chunk)),
    [client, chunks],
  );
  const results = useQueries({ queries, combine: answers });
  return useMemo(() => {
    const fetched = results.filter(
      (answer): answer is ReadonlyMap<string, JettonInfo> => answer instanceof Map,
    );
    if (fetched.length === 0) return known;
    const directory = new Map<string, JettonInfo>(known);
    for (const answer of fetched)
      for (const [master, info] of answer) if (!directory.has(master)) directory.set(master, info);
    return directory;
  }, [results, known]);
}

/** No accounts asked, or nothing answered: one object, so a reading keyed by it is reused. */
export const NO_METADATA: Metadata = Object.freeze({}) as Metadata;

function accountAnswers(states: ReadonlyArray<{ data: unknown; isPending: boolean }>): {
  answers: (AccountMetadataAnswer | undefined)[];
  pending: boolean;
} {
  return {
    answers: states.map((state) => state.data as AccountMetadataAnswer | undefined),
    pending: states.some((state) => state.isPending),
  };
}

/**
 * What `GET /api/v3/metadata` says of `addresses` (the accounts of a block's jetton messages: see
 * jettonMessageAccounts), merged into one Metadata map, NO_METADATA while nothing has answered or when
 * the server does not offer /metadata. Batched like the masters' lookup (≤ 1024 addresses and the URL
 * budget a request), one query per request, the server's absence of /metadata learned once.
 */
export function useAccountMetadata(addresses: readonly string[]): Metadata {
  const client = useApiClient();
  useSyncExternalStore(learnedEndpoints.subscribe, learnedEndpoints.version, learnedEndpoints.version);
  const notOffered = isNotOfferedBy(client, METADATA_ENDPOINT);
  const key = useMemo(() => [...new Set(addresses)].sort().join(' '), [addresses]);
  const chunks = useMemo(
    () => (notOffered || key === '' ? [] : planMetadataRequests(client, key.split(' '))),
    [client, key, notOffered],
  );
  const queries = useMemo(
    () => chunks.map((chunk) => accountMetadataQueryOptions(client, chunk)),
    [client, chunks],
  );
  const answered = useQueries({ queries, combine: accountAnswers });
  // Used once every request has answered: each answer would otherwise start another reading of the block.
  return useMemo(() => {
    if (answered.pending) return NO_METADATA;
    const fetched = answered.answers.filter(
      (answer): answer is Metadata => !!answer && Object.keys(answer).length > 0,
    );
    if (fetched.length <= 1) return fetched[0] ?? NO_METADATA;
    return Object.assign({}, ...fetched) as Metadata;
  }, [answered]);
}

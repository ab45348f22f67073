/**
 * Every DNS name (.ton, .t.me) whose wallet record points to an address, asked when its details open:
 * GET /api/v3/dns/records?wallet=…, paged with limit=1000 and offset. The address book names one of them;
 * this lists them all. A server without the endpoint is learned once (token-requests.ts), like the lookup's.
 */
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { t } from '../../ton/i18n/door.ts';
import { tokenNoteMessages as m } from './token-messages.ts';
import type { ApiClient } from '../client.ts';
import { endpointKey } from '../query-keys.ts';
import { queryFormOf } from '../account-states.ts';
import { normalizeAddressKey } from '../../ton/address.ts';
import {
  hostOf,
  isNotOfferedBy,
  isNotOfferedError,
  learnNotOffered,
  learnOffered,
  MAX_PAGES,
  PAGE_LIMIT,
} from './token-requests.ts';
import { dnsRecordsResponseSchema } from './token-schemas.ts';

/** The names as the index wrote them (stranger text), or why there are none to show. */
export type DnsNamesSource =
  | { state: 'answered'; value: readonly string[] }
  | { state: 'no-sample-data'; note: string }
  | { state: 'not-offered'; host: string };

async function askNames(client: ApiClient, rawOwner: string, signal: AbortSignal): Promise<DnsNamesSource> {
  if (isNotOfferedBy(client, 'dns/records')) return { state: 'not-offered', host: hostOf(client) };
  const names = new Set<string>();
  const wallet = queryFormOf(rawOwner);
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = [
      ['wallet', wallet],
      ['limit', String(PAGE_LIMIT)],
      ['offset', String(page * PAGE_LIMIT)],
    ] as const;
    let data;
    try {
      ({ data } = await client.get('dns/records', params, dnsRecordsResponseSchema, signal));
      learnOffered(client, 'dns/records');
    } catch (error) {
      if (!isNotOfferedError(error)) throw error;
      learnNotOffered(client, 'dns/records');
      return { state: 'not-offered', host: hostOf(client) };
    }
    const noted = (data.sample_note?.owners_without_data ?? []).some(
      (owner) => normalizeAddressKey(owner) === rawOwner,
    );
    for (const record of data.records) if (record.domain) names.add(record.domain);
    if (noted && names.size === 0) {
      return { state: 'no-sample-data', note: data.sample_note?.text || t(m.noNamesData) };
    }
    if (data.records.length < PAGE_LIMIT) break;
  }
  return { state: 'answered', value: [...names].sort() };
}

type DnsNamesQueryKey = readonly ['dnsNames', endpoint: string, rawOwner: string];

const NAMES_STALE_MS = 5 * 60_000;

/** The names, or why there are none to show (not offered, no data in the sample). */
export function dnsNamesSourceQueryOptions(client: ApiClient, rawOwner: string) {
  const queryKey: DnsNamesQueryKey = ['dnsNames', endpointKey(client), rawOwner];
  return queryOptions({
    queryKey,
    queryFn: ({ signal, queryKey: [, , owner] }) => askNames(client, owner, signal),
    staleTime: NAMES_STALE_MS,
  });
}

/**
 * The names only, sorted; an empty list: it owns none. Shares dnsNamesSourceQueryOptions' query (one
 * request for both); when there is no list to show, the query's error says why: "not offered by <host>"
 * (an ApiError isNotOfferedError recognises), or the sample API's note.
 */
export function dnsNamesQueryOptions(client: ApiClient, rawOwner: string) {
  return queryOptions({
    ...dnsNamesSourceQueryOptions(client, rawOwner),
    select: (source: DnsNamesSource): readonly string[] => {
      if (source.state === 'answered') return source.value;
      if (source.state === 'not-offered') {
        throw new ApiError({
          kind: 'http',
          status: 404,
          words: { message: m.dnsNotOffered, values: { host: source.host } },
        });
      }
      throw new ApiError({ kind: 'unexpected-response', message: source.note });
    },
  });
}

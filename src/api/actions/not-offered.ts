/**
 * What the page has learned a server does not offer, for the views: `isNotOffered(client, 'actions')`,
 * and `useNotOffered` to follow it (a useSyncExternalStore subscription on ../learned-endpoints.ts). Learned
 * once per server and endpoint from the first answer that says so (isNotOfferedError), never asked again in
 * the session.
 */
import { useSyncExternalStore } from 'react';
import type { ApiClient } from '../client.ts';
import { isNotOfferedBy, learnedEndpoints } from '../learned-endpoints.ts';

export type ActionsEndpoint = 'actions' | 'traces' | 'metadata';

export function isNotOffered(client: Pick<ApiClient, 'baseUrl'>, endpoint: ActionsEndpoint): boolean {
  return isNotOfferedBy(client, endpoint);
}

/** Whether `client`'s server was found not to offer `endpoint`; re-renders when that is learned. */
export function useNotOffered(client: Pick<ApiClient, 'baseUrl'>, endpoint: ActionsEndpoint): boolean {
  useSyncExternalStore(learnedEndpoints.subscribe, learnedEndpoints.version, learnedEndpoints.version);
  return isNotOfferedBy(client, endpoint);
}

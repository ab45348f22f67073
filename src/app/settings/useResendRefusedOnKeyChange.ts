import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isKeyRefusal } from '../../api/api-error.ts';

/**
 * What the API refused for its key (401/403) is asked again, on screen only, once the key the page sends
 * changes: a key fixed in the settings, a key set aside ("Try without the key") or sent again. The query
 * keys name the endpoint but not the key, so without this a refused answer would stay until a click.
 *
 * Called in the App, above every page: its effect runs after the pages' own, so their queries already
 * hold the new client's fetchers when they are sent again.
 */
export function useResendRefusedOnKeyChange(queryClient: QueryClient, apiClient: object) {
  const previous = useRef(apiClient);
  useEffect(() => {
    if (previous.current === apiClient) return;
    previous.current = apiClient;
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error' && isKeyRefusal(query.state.error),
    });
  }, [queryClient, apiClient]);
}

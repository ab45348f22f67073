import { useApiClient } from '../../api/api-client-context.ts';
import { endpointKey } from '../../api/query-keys.ts';
import { ServerFacts } from './ServerFacts.tsx';

/** Settings' "This server" (ServerFacts.tsx), started afresh for each endpoint. */
export function ServerSettings() {
  const client = useApiClient();
  return <ServerFacts key={endpointKey(client)} client={client} />;
}

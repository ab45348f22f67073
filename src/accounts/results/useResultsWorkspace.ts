import { lookupProgress } from '../lookup/account-lookup.ts';
import type { AccountLookupControls } from '../lookup/useAccountLookup.ts';
import { useListChanges } from '../watch/useListChanges.ts';
import { useResultsWatch } from '../watch/useWatch.ts';

/**
 * The workspace around a lookup's results: its progress, the watch of the list on screen, and (for a
 * saved list) what changed since it was last looked at, which the rows are marked and filtered by.
 */
export function useResultsWorkspace(lookup: AccountLookupControls, savedListId: string | undefined) {
  const { snapshot } = lookup;
  const progress = snapshot ? lookupProgress(snapshot) : undefined;
  const watching = useResultsWatch({
    lookupId: lookup.id,
    requests: snapshot?.chunks.length ?? 0,
    running: progress?.running ?? false,
    lastAnswerAt: progress?.lastAnswerAt,
    refresh: lookup.refresh,
  });
  const listChanges = useListChanges(savedListId, snapshot, watching.onListChanges);
  const changes = savedListId === undefined ? undefined : listChanges.changes;
  return { progress, watching, listChanges, changes };
}

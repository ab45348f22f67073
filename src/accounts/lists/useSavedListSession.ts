import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, type Location } from 'react-router';
import { announce } from '../../components/ui/announcer.ts';
import { paths, SAVED_LIST_PARAM } from '../../paths.ts';
import {
  deleteList,
  restoreList,
  saveList,
  updateList,
  useSavedLists,
  type SavedList,
} from '../../workspace/saved-lists.ts';
import { removeSnapshot } from '../../workspace/snapshots.ts';
import { sameAccounts } from '../watch/account-changes.ts';
import { shownListName } from './list-names.ts';
import { t } from '../../ton/i18n/door.ts';
import { listsMessages as m } from './lists-messages.ts';

/** How long "Deleted … Undo" stays offered. */
export const UNDO_MS = 10_000;

/** `search` ('' or '?…') with the saved-list parameter set to `id`, or removed when undefined. */
export function withSavedList(search: string, id: string | undefined): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(SAVED_LIST_PARAM);
  else params.set(SAVED_LIST_PARAM, id);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function savedListIdOf(search: string): string | undefined {
  return new URLSearchParams(search).get(SAVED_LIST_PARAM) ?? undefined;
}

/**
 * The saved list the page shows (`saved=<id>` in the URL, when this browser knows the id), whether the
 * accounts shown differ from it (edited), and the list menu's actions: save as, open, rename, update,
 * delete with an Undo for UNDO_MS.
 */
export function useSavedListSession(
  location: Location,
  rawAddresses: readonly string[],
  includeBoc: boolean,
) {
  const navigate = useNavigate();
  const { lists, loaded } = useSavedLists();
  const savedId = savedListIdOf(location.search);
  const current = savedId === undefined ? undefined : lists.find((list) => list.id === savedId);
  const edited =
    current !== undefined &&
    rawAddresses.length > 0 &&
    (!sameAccounts(current.accounts, rawAddresses) || current.includeBoc !== includeBoc);
  const [deleted, setDeleted] = useState<SavedList | undefined>();
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The deleted list whose Undo is still offered: its snapshot goes when the offer ends, however it ends. */
  const pendingRemoval = useRef<string | undefined>(undefined);
  const endUndoOffer = useCallback(() => {
    clearTimeout(undoTimer.current);
    if (pendingRemoval.current !== undefined) void removeSnapshot(pendingRemoval.current);
    pendingRemoval.current = undefined;
  }, []);
  useEffect(() => endUndoOffer, [endUndoOffer]);

  const showSaved = useCallback(
    (id: string) =>
      void navigate(
        { pathname: location.pathname, search: withSavedList(location.search, id), hash: location.hash },
        { replace: true, state: location.state },
      ),
    [navigate, location],
  );

  const actions = useMemo(
    () => ({
      async saveAs(name: string) {
        const list = await saveList(name, rawAddresses, includeBoc);
        showSaved(list.id);
        announce(t(m.announceSaved, { name: shownListName(list.name) }), 4000);
        return list;
      },
      async update() {
        if (!current) return;
        await updateList(current.id, { accounts: [...rawAddresses], includeBoc });
        announce(t(m.announceUpdated, { name: shownListName(current.name) }), 4000);
      },
      open(list: SavedList) {
        void navigate(paths.savedList(list.id, list.accounts, { includeBoc: list.includeBoc }));
      },
      rename(list: SavedList, name: string) {
        return updateList(list.id, { name });
      },
      async remove(list: SavedList) {
        const removed = await deleteList(list.id);
        if (!removed) return;
        setDeleted(removed);
        announce(t(m.announceDeleted, { name: shownListName(removed.name) }), 4000);
        // A second delete ends the first one's Undo: that list is deleted for good.
        endUndoOffer();
        pendingRemoval.current = removed.id;
        undoTimer.current = setTimeout(() => {
          setDeleted(undefined);
          // Deleted for good: what it last showed goes too.
          endUndoOffer();
        }, UNDO_MS);
      },
      async undo() {
        if (!deleted) return;
        clearTimeout(undoTimer.current);
        pendingRemoval.current = undefined;
        setDeleted(undefined);
        await restoreList(deleted);
        announce(t(m.announceRestored, { name: shownListName(deleted.name) }), 4000);
      },
    }),
    [rawAddresses, includeBoc, current, deleted, navigate, showSaved, endUndoOffer],
  );

  return { lists, loaded, current, edited, deleted, ...actions };
}

export type SavedListSession = ReturnType<typeof useSavedListSession>;

/**
 * Saved lists of accounts, private to this browser: a name, the accounts (raw, in order) and the
 * "include code and data" choice. Kept in memory first (the page keeps working when storage fails) and
 * written through to IndexedDB (workspace-db.ts); read again when another tab writes.
 */
import { useSyncExternalStore } from 'react';
import { onWorkspaceReload, readAll, removeAll, subscribeOtherTabs, writeAll } from './workspace-db.ts';
import { cutText, wellFormed } from '../ton/text/cut-text.ts';
import { t } from '../ton/i18n/door.ts';
import { labelMessages as m } from './workspace-messages.ts';

export interface SavedList {
  id: string;
  name: string;
  /** Raw addresses (toRawAddress form), in the order given. */
  accounts: string[];
  includeBoc: boolean;
  createdAt: number;
  updatedAt: number;
}

/** The longest name kept, in code points (cut at a whole character): a name is a menu entry, not a note. */
export const LIST_NAME_MAX_CHARS = 80;

interface State {
  lists: readonly SavedList[];
  loaded: boolean;
}

let state: State = { lists: [], loaded: false };
let loading: Promise<void> | undefined;
let generation = 0;
const listeners = new Set<() => void>();

function publish(lists: readonly SavedList[], loaded = state.loaded) {
  state = {
    lists: [...lists].sort((a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt),
    loaded,
  };
  for (const listener of listeners) listener();
}

function isSavedList(value: unknown): value is SavedList {
  const list = value as Partial<SavedList> | null;
  return (
    typeof list?.id === 'string' &&
    typeof list.name === 'string' &&
    Array.isArray(list.accounts) &&
    list.accounts.every((raw) => typeof raw === 'string') &&
    typeof list.includeBoc === 'boolean' &&
    typeof list.createdAt === 'number' &&
    typeof list.updatedAt === 'number'
  );
}

/**
 * A stored list as a stranger may have written it (another version, the browser's tools): its name
 * cleaned as a new one would be (well formed, cut at its limit), its times finite. Not a list: undefined.
 */
function readList(value: unknown): SavedList | undefined {
  if (!isSavedList(value)) return undefined;
  const time = (at: number) => (Number.isFinite(at) ? at : 0);
  return {
    ...value,
    name: cleanListName(value.name) || t(m.untitledList),
    createdAt: time(value.createdAt),
    updatedAt: time(value.updatedAt),
  };
}

/**
 * Changes this tab made (saved, renamed, deleted): a read of storage that began before one of them may
 * not hold it, and must not replace it in memory — it is read again instead.
 */
let localChanges = 0;

function load(): Promise<void> {
  const mine = ++generation;
  const changesBefore = localChanges;
  loading = readAll<unknown>('lists').then((records) => {
    if (mine !== generation) return;
    if (localChanges !== changesBefore) return load();
    // Unavailable storage: what this tab saves still works, in memory.
    if (!records) publish(state.lists, true);
    else
      publish(
        records.flatMap((record) => readList(record) ?? []),
        true,
      );
  });
  return loading;
}

let subscribedToOtherTabs = false;
function ensureLoaded() {
  if (!loading) void load();
  if (!subscribedToOtherTabs) {
    subscribedToOtherTabs = true;
    subscribeOtherTabs('lists', () => void load());
  }
}

onWorkspaceReload(() => {
  generation++;
  state = { lists: [], loaded: false };
  loading = undefined;
  subscribedToOtherTabs = false;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  ensureLoaded();
  return () => listeners.delete(listener);
}

const SERVER_STATE: State = { lists: [], loaded: false };

/** Every saved list, by name; `loaded` once storage has been read (or found unavailable). */
export function useSavedLists(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/** Waits for the first read of storage (writes merge into what is stored, not into an empty memory). */
async function ready() {
  ensureLoaded();
  await loading;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A name as it is kept: trimmed, well formed, at most LIST_NAME_MAX_CHARS, never cut inside a character. */
export function cleanListName(name: string): string {
  return wellFormed(cutText(name.trim(), LIST_NAME_MAX_CHARS)).trim();
}

/** Saves a new list (kept in memory even when storage fails: then it lasts as long as the tab). */
export async function saveList(
  name: string,
  accounts: readonly string[],
  includeBoc: boolean,
): Promise<SavedList> {
  await ready();
  const now = Date.now();
  const list: SavedList = {
    id: newId(),
    name: cleanListName(name) || t(m.untitledList),
    accounts: [...accounts],
    includeBoc,
    createdAt: now,
    updatedAt: now,
  };
  localChanges++;
  publish([...state.lists, list]);
  await writeAll('lists', [list]);
  return list;
}

/** Changes a list's name, accounts or include-BOC choice; false when there is no such list or storage failed. */
export async function updateList(
  id: string,
  changes: Partial<Pick<SavedList, 'name' | 'accounts' | 'includeBoc'>>,
): Promise<boolean> {
  await ready();
  const existing = state.lists.find((list) => list.id === id);
  if (!existing) return false;
  const updated: SavedList = {
    ...existing,
    ...changes,
    name: changes.name === undefined ? existing.name : cleanListName(changes.name) || existing.name,
    accounts: changes.accounts ? [...changes.accounts] : existing.accounts,
    updatedAt: Date.now(),
  };
  localChanges++;
  publish(state.lists.map((list) => (list.id === id ? updated : list)));
  return writeAll('lists', [updated]);
}

/** Deletes a list and returns it, for an Undo (restoreList). */
export async function deleteList(id: string): Promise<SavedList | undefined> {
  await ready();
  const existing = state.lists.find((list) => list.id === id);
  if (!existing) return undefined;
  localChanges++;
  publish(state.lists.filter((list) => list.id !== id));
  await removeAll('lists', [id]);
  return existing;
}

/** Puts a deleted list back as it was (same id: its snapshot, kept meanwhile, still applies). */
export async function restoreList(list: SavedList): Promise<boolean> {
  await ready();
  localChanges++;
  publish([...state.lists.filter((other) => other.id !== list.id), list]);
  return writeAll('lists', [list]);
}

/** A list by id, from memory (undefined before the first read, or when this browser has no such list). */
export function savedListOf(id: string): SavedList | undefined {
  return state.lists.find((list) => list.id === id);
}

// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reloadWorkspaceFromStorage, writeAll } from './workspace-db.ts';
import {
  cleanListName,
  deleteList,
  LIST_NAME_MAX_CHARS,
  restoreList,
  saveList,
  updateList,
  useSavedLists,
} from './saved-lists.ts';
import { loadSnapshot, saveSnapshot } from './snapshots.ts';

describe('saved lists', () => {
  it('saves, renames, deletes and restores, and outlives a reload', async () => {
    const { result } = renderHook(() => useSavedLists());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let saved!: Awaited<ReturnType<typeof saveList>>;
    await act(async () => {
      saved = await saveList('  Treasury  ', ['0:AA', '0:BB'], false);
    });
    expect(result.current.lists.map((list) => list.name)).toEqual(['Treasury']);
    await act(async () => {
      expect(await updateList(saved.id, { name: 'Team' })).toBe(true);
    });
    expect(result.current.lists[0]?.name).toBe('Team');

    // A new page: memory forgotten, storage read again.
    act(() => reloadWorkspaceFromStorage());
    const reloaded = renderHook(() => useSavedLists());
    await waitFor(() => expect(reloaded.result.current.lists.map((list) => list.name)).toEqual(['Team']));
    expect(reloaded.result.current.lists[0]?.accounts).toEqual(['0:AA', '0:BB']);
    expect(reloaded.result.current.lists[0]?.includeBoc).toBe(false);

    let deleted: Awaited<ReturnType<typeof deleteList>>;
    await act(async () => {
      deleted = await deleteList(saved.id);
    });
    expect(reloaded.result.current.lists).toEqual([]);
    await act(async () => {
      expect(await restoreList(deleted!)).toBe(true);
    });
    expect(reloaded.result.current.lists.map((list) => list.id)).toEqual([saved.id]);
  });

  it('reads the lists again when another tab wrote them', async () => {
    const { result } = renderHook(() => useSavedLists());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    // Another tab: its write lands in the same database, and its channel tells this one.
    const list = {
      id: 'other',
      name: 'From the other tab',
      accounts: ['0:AA'],
      includeBoc: true,
      createdAt: 1,
      updatedAt: 1,
    };
    expect(await writeAll('lists', [list])).toBe(true);
    expect(result.current.lists).toEqual([]);
    const otherTab = new BroadcastChannel('tonlens-workspace');
    otherTab.postMessage({ store: 'lists' });
    await waitFor(() => expect(result.current.lists).toEqual([list]));
    otherTab.close();
  });

  it('keeps snapshots with exact bigints', async () => {
    const accounts = {
      '0:AA': {
        found: true,
        balance: 2n ** 80n + 1n,
        status: 'active',
        lastTransactionLt: 2n ** 63n,
        lastTransactionHash: 'h',
        codeHash: null,
        dataHash: null,
      },
    };
    expect(await saveSnapshot({ listId: 'x', takenAt: 7, accounts })).toBe(true);
    expect(await loadSnapshot('x')).toEqual({ listId: 'x', takenAt: 7, accounts });
    expect(await loadSnapshot('y')).toBeUndefined();
  });
});

describe('a list name cut to its limit (issue 24, item 10)', () => {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it('is cut between characters, never inside an emoji', () => {
    const name = `${'a'.repeat(LIST_NAME_MAX_CHARS - 1)}😀😀`;
    const cut = cleanListName(name);
    expect(cut).not.toMatch(loneSurrogate);
    expect(cut).toBe(`${'a'.repeat(LIST_NAME_MAX_CHARS - 1)}😀`);
  });

  it('keeps a cluster (a family, an accented letter) whole or leaves it out', () => {
    const family = '👨‍👩‍👧';
    const cut = cleanListName(`${'a'.repeat(LIST_NAME_MAX_CHARS - 2)}${family}`);
    expect(cut).toBe('a'.repeat(LIST_NAME_MAX_CHARS - 2));
    // A letter and its accent are two code points: the accent is not left behind, nor the letter alone kept.
    expect(cleanListName(`${'a'.repeat(LIST_NAME_MAX_CHARS - 1)}e\u0301`)).toBe(
      'a'.repeat(LIST_NAME_MAX_CHARS - 1),
    );
  });

  it('is saved without a lone surrogate, and one stored by hand is read without it', async () => {
    const saved = await saveList(`${'b'.repeat(LIST_NAME_MAX_CHARS - 1)}😀`, ['0:AA'], false);
    expect(saved.name).not.toMatch(loneSurrogate);
    await writeAll('lists', [
      { ...saved, id: 'hand-made', name: `${'c'.repeat(79)}\uD83D${'d'.repeat(5_000)}` },
    ]);
    act(() => reloadWorkspaceFromStorage());
    const reloaded = renderHook(() => useSavedLists());
    await waitFor(() => expect(reloaded.result.current.lists).toHaveLength(2));
    for (const list of reloaded.result.current.lists) {
      expect(list.name).not.toMatch(loneSurrogate);
      expect([...list.name].length).toBeLessThanOrEqual(LIST_NAME_MAX_CHARS);
    }
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  openWorkspaceDb,
  readAll,
  readOne,
  reloadWorkspaceFromStorage,
  removeAll,
  storageProblem,
  subscribeOtherTabs,
  writeAll,
} from './workspace-db.ts';

describe('workspace storage', () => {
  const realIndexedDb = globalThis.indexedDB;
  afterEach(() => {
    globalThis.indexedDB = realIndexedDb;
  });

  it('writes, reads and removes records, in the store named', async () => {
    expect(
      await writeAll('labels', [
        { raw: '0:AA', label: 'one' },
        { raw: '0:BB', label: 'two' },
      ]),
    ).toBe(true);
    expect(await readOne('labels', '0:AA')).toEqual({ raw: '0:AA', label: 'one' });
    expect(await readAll('labels')).toHaveLength(2);
    expect(await readAll('lists')).toEqual([]);
    expect(await removeAll('labels', ['0:AA'])).toBe(true);
    expect(await readAll('labels')).toEqual([{ raw: '0:BB', label: 'two' }]);
    expect(storageProblem()).toBeUndefined();
  });

  it('many records: written in batches and read back whole, in key order', async () => {
    const key = (n: number) => `0:${n.toString().padStart(5, '0')}`;
    const records = Array.from({ length: 1_234 }, (_, n) => ({ raw: key(1_233 - n), label: `L${n}` }));
    expect(await writeAll('labels', records)).toBe(true);
    const read = await readAll<{ raw: string }>('labels');
    expect(read?.map((record) => record.raw)).toEqual(Array.from({ length: 1_234 }, (_, n) => key(n)));
    expect(
      await removeAll(
        'labels',
        records.slice(0, 1_000).map((record) => record.raw),
      ),
    ).toBe(true);
    expect(await readAll('labels')).toHaveLength(234);
  });

  it('keeps bigint values exactly (structured clone)', async () => {
    const balance = 2n ** 70n + 1n;
    await writeAll('snapshots', [{ listId: 'l1', accounts: { '0:AA': { balance } } }]);
    expect(await readOne('snapshots', 'l1')).toEqual({ listId: 'l1', accounts: { '0:AA': { balance } } });
  });

  it('without IndexedDB says so once and answers "nothing stored" instead of throwing', async () => {
    // @ts-expect-error a browser that offers no IndexedDB (some private modes)
    delete globalThis.indexedDB;
    reloadWorkspaceFromStorage();
    expect(await openWorkspaceDb()).toBeUndefined();
    expect(await readAll('labels')).toBeUndefined();
    expect(await writeAll('labels', [{ raw: '0:AA' }])).toBe(false);
    expect(storageProblem()).toEqual({ kind: 'unavailable', message: expect.stringContaining('IndexedDB') });
  });

  it('a write the browser refuses is reported, and nothing of it is kept (all or none)', async () => {
    await writeAll('labels', [{ raw: '0:AA', label: 'kept' }]);
    // A function cannot be stored: the browser refuses the whole transaction.
    expect(await writeAll('labels', [{ raw: '0:BB' }, { raw: '0:CC', bad: () => 1 }])).toBe(false);
    expect(storageProblem()).toEqual({ kind: 'failed', message: expect.stringContaining('DataCloneError') });
    expect(await readAll('labels')).toEqual([{ raw: '0:AA', label: 'kept' }]);
  });

  it('tells other tabs of a write', async () => {
    const heard = new Promise<void>((resolve) => {
      const other = new BroadcastChannel('tonlens-workspace');
      other.onmessage = (event) => {
        expect(event.data).toEqual({ store: 'lists' });
        other.close();
        resolve();
      };
    });
    await writeAll('lists', [{ id: 'x' }]);
    await heard;
  });

  it('hears another tab write', async () => {
    let heard = 0;
    subscribeOtherTabs('labels', () => heard++);
    const other = new BroadcastChannel('tonlens-workspace');
    other.postMessage({ store: 'labels' });
    other.postMessage({ store: 'constructor' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    other.close();
    expect(heard).toBe(1);
  });
});

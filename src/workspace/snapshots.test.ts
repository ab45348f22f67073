// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadSnapshot } from './snapshots.ts';
import { writeAll } from './workspace-db.ts';

describe('a stored snapshot of another shape', () => {
  it('keeps the well-formed entries and drops the others, so comparing never throws', async () => {
    const good = {
      found: true,
      balance: 5n,
      status: 'active',
      lastTransactionLt: 1n,
      lastTransactionHash: 'h',
      codeHash: null,
      dataHash: null,
    };
    await writeAll('snapshots', [
      {
        listId: 'odd',
        takenAt: 1,
        accounts: { '0:AA': good, '0:BB': { ...good, balance: '5' }, '0:CC': 7, '0:DD': null },
      },
    ]);
    expect((await loadSnapshot('odd'))?.accounts).toEqual({ '0:AA': good });
    await writeAll('snapshots', [{ listId: 'worse', takenAt: 'yesterday', accounts: {} }]);
    expect(await loadSnapshot('worse')).toBeUndefined();
  });
});

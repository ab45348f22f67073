// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LABEL_MAX_CHARS,
  LABELS_MAX,
  labelOf,
  labelProblem,
  labelsReady,
  setLabel,
  setLabels,
  useLabel,
  useLabels,
} from './labels.ts';
import { readAll, reloadWorkspaceFromStorage } from './workspace-db.ts';

const A = '0:' + 'A'.repeat(64);
const B = '0:' + 'B'.repeat(64);

describe('labels', () => {
  it('are stored, and read back by a new page', async () => {
    expect(await setLabel(A, '  Treasury ', 'the team’s')).toBe(true);
    expect(labelOf(A)).toMatchObject({ raw: A, label: 'Treasury', note: 'the team’s' });
    expect(await readAll('labels')).toEqual([expect.objectContaining({ raw: A, label: 'Treasury' })]);

    reloadWorkspaceFromStorage(); // a new page on the same storage
    expect(labelOf(A)).toBeUndefined();
    await labelsReady();
    expect(labelOf(A)?.label).toBe('Treasury');
  });

  it('an empty label and note removes the label', async () => {
    await setLabel(A, 'x', '');
    await setLabel(A, '', '');
    expect(labelOf(A)).toBeUndefined();
    expect(await readAll('labels')).toEqual([]);
  });

  it('many at once: counted, a note left out keeps the stored one, a bad entry refused alone', async () => {
    await setLabel(A, 'old', 'kept note');
    const result = await setLabels([
      { raw: A, label: 'new' },
      { raw: B, label: 'two', note: 'n' },
      { raw: '0:' + 'C'.repeat(64), label: 'x'.repeat(LABEL_MAX_CHARS + 1) },
    ]);
    expect(result).toEqual({
      added: 1,
      changed: 1,
      unchanged: 0,
      removed: 0,
      refused: 1,
      overLimit: 0,
      saved: true,
    });
    expect(labelOf(A)).toMatchObject({ label: 'new', note: 'kept note' });
    expect(await setLabels([{ raw: B, label: 'two', note: 'n' }])).toMatchObject({ unchanged: 1 });
  });

  it.each([
    ['x'.repeat(LABEL_MAX_CHARS), '', undefined],
    ['x'.repeat(LABEL_MAX_CHARS + 1), '', /at most 64 characters; this one has 65/],
    ['a\tb', '', /one line/],
    ['a\u0085b', '', /one line/],
    ['ok', 'y'.repeat(1001), /A note has at most 1000/],
    ['🙂'.repeat(LABEL_MAX_CHARS), '', undefined],
  ])('labelProblem(%j)', (label, note, problem) => {
    const said = labelProblem(label, note);
    if (problem === undefined) expect(said).toBeUndefined();
    else expect(said).toMatch(problem);
  });

  it('components re-render when a label changes; useLabel only for its account', async () => {
    const one = renderHook(() => useLabel(A));
    const all = renderHook(() => useLabels());
    await act(async () => {
      await setLabel(A, 'Treasury', '');
    });
    expect(one.result.current?.label).toBe('Treasury');
    expect(all.result.current.get(A)?.label).toBe('Treasury');
  });

  it('work for this tab when the browser has no storage', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error a browser that offers no IndexedDB
    delete globalThis.indexedDB;
    reloadWorkspaceFromStorage();
    try {
      expect(await setLabels([{ raw: A, label: 'only here' }])).toMatchObject({ added: 1, saved: false });
      expect(labelOf(A)?.label).toBe('only here');
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});

describe('setLabels without a label or a note', () => {
  it('keeps the stored one (an import never blanks a label)', async () => {
    await setLabel(A, 'Treasury', 'cold wallet');
    await setLabels([{ raw: A, note: 'new note' }]);
    expect(labelOf(A)).toMatchObject({ label: 'Treasury', note: 'new note' });
    await setLabels([{ raw: A, label: 'Renamed' }]);
    expect(labelOf(A)).toMatchObject({ label: 'Renamed', note: 'new note' });
  });
});

describe('many labels', () => {
  const raw = (n: number) => `0:${n.toString(16).toUpperCase().padStart(64, '0')}`;

  it(`keeps at most ${LABELS_MAX.toLocaleString('en-US')}: a new one beyond is not added, a stored one still changes`, async () => {
    const entries = Array.from({ length: LABELS_MAX + 2 }, (_, n) => ({ raw: raw(n), label: `L${n}` }));
    expect(await setLabels(entries)).toMatchObject({ added: LABELS_MAX, overLimit: 2, saved: true });
    expect(labelOf(raw(LABELS_MAX))).toBeUndefined();
    expect(await setLabels([{ raw: raw(0), label: 'Renamed' }])).toMatchObject({ changed: 1, overLimit: 0 });

    reloadWorkspaceFromStorage(); // a new page on the same storage reads them all back, in pages
    await labelsReady();
    expect(labelOf(raw(0))?.label).toBe('Renamed');
    expect(labelOf(raw(LABELS_MAX - 1))?.label).toBe(`L${LABELS_MAX - 1}`);
    expect((await readAll('labels'))?.length).toBe(LABELS_MAX);
  });

  it('a label set while a big import is being written is shown at once and stored after it', async () => {
    const imported = setLabels(Array.from({ length: 3_000 }, (_, n) => ({ raw: raw(n), label: 'import' })));
    const edited = setLabels([{ raw: raw(7), label: 'edited' }]);
    expect(await edited).toMatchObject({ changed: 1, saved: true });
    expect(await imported).toMatchObject({ added: 3_000, saved: true });
    expect(labelOf(raw(7))?.label).toBe('edited');
    const stored = (await readAll<{ raw: string; label: string }>('labels')) ?? [];
    expect(stored).toHaveLength(3_000);
    expect(stored.find((record) => record.raw === raw(7))?.label).toBe('edited');
  });
});

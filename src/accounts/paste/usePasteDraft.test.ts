// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS, LONG_TEXT } from '../../../test/fixtures/hostile-stored-values.ts';
import { usePasteDraft } from './usePasteDraft.ts';

const KEY = 'tonlens.accounts.draft';

describe('the paste box’s stored draft, read as a stranger wrote it (issue 24)', () => {
  it('is only ever text for the box: restored as it was, and parsed like a paste', () => {
    for (const text of [...HOSTILE_TEXTS, LONG_TEXT]) {
      sessionStorage.setItem(KEY, text);
      const { result, unmount } = renderHook(() => usePasteDraft(''));
      expect(result.current.text).toBe(text);
      expect(result.current.draft.accounts).toEqual([]);
      unmount();
    }
  });

  it('gives way to a link’s list', () => {
    sessionStorage.setItem(KEY, LONG_TEXT);
    const { result } = renderHook(() => usePasteDraft('0:' + '0'.repeat(64)));
    expect(result.current.text).toBe('0:' + '0'.repeat(64));
  });
});

// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS, LONG_TEXT } from '../../../test/fixtures/hostile-stored-values.ts';
import { usePictureOpen } from './usePictureOpen.ts';

const KEY = 'tonlens.blockPicture.open';

describe('the picture’s stored choice, read as a stranger wrote it (issue 24)', () => {
  it('reads "1" and "0" only; anything else is no choice (open on a wide screen)', () => {
    for (const [text, open] of [
      ['1', true],
      ['0', false],
      ...[...HOSTILE_TEXTS, LONG_TEXT, '1 ', 'true', '00'].map((text) => [text, true] as const),
    ] as const) {
      sessionStorage.setItem(KEY, text);
      const { result, unmount } = renderHook(() => usePictureOpen());
      expect(result.current[0], JSON.stringify(text.slice(0, 20))).toBe(open);
      unmount();
    }
  });
});

// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS, LONG_TEXT } from '../../../test/fixtures/hostile-stored-values.ts';
import { labelOf, labelsReady } from '../../workspace/labels.ts';
import { usePastedLabels } from './usePastedLabels.ts';

const KEY = 'tonlens.accounts.pastedLabelsSaved';
const RAW = '0:' + 'AB'.repeat(32);

describe('the text whose labels were saved, read as a stranger wrote it (issue 24)', () => {
  it('holds back only the very text it names: any other stored value saves the paste’s labels', async () => {
    for (const stored of [...HOSTILE_TEXTS, LONG_TEXT]) {
      sessionStorage.setItem(KEY, stored);
      const { result, unmount } = renderHook(() => usePastedLabels());
      act(() => result.current.save(`${RAW},Treasury`));
      await waitFor(() => expect(result.current.outcome).toBe('1 label saved'));
      await labelsReady();
      expect(labelOf(RAW)?.label).toBe('Treasury');
      unmount();
    }
  });
});

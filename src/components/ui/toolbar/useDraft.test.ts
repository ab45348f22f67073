// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './useDraft.ts';

describe('useDraft', () => {
  it('keeps a draft while the committed value stays, and takes the committed value when it changes', () => {
    const { result, rerender } = renderHook(({ committed }) => useDraft(committed), {
      initialProps: { committed: 'tolya' },
    });
    expect(result.current[0]).toBe('tolya');
    act(() => result.current[1]('tol'));
    rerender({ committed: 'tolya' });
    expect(result.current[0]).toBe('tol');
    rerender({ committed: '' });
    expect(result.current[0]).toBe('');
    act(() => result.current[1]('0:9D'));
    rerender({ committed: '' });
    expect(result.current[0]).toBe('0:9D');
  });
});

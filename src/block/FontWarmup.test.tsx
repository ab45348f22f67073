import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FontWarmup } from './FontWarmup.tsx';

describe('FontWarmup', () => {
  it('lays out one font at a time, hidden from sight and from assistive technology, and keeps them', async () => {
    const { container, unmount } = render(<FontWarmup />);
    // Nothing in the first render: the fonts come in idle moments after it.
    expect(container.querySelectorAll('span')).toHaveLength(0);
    await waitFor(() => expect(container.querySelectorAll('span').length).toBeGreaterThan(0));
    const box = container.firstElementChild;
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.className).toBe('visually-hidden');
    await waitFor(() => expect(container.querySelectorAll('span')).toHaveLength(6));
    const styles = [...container.querySelectorAll('span')].map((span) => span.getAttribute('style'));
    expect(new Set(styles).size).toBe(6);
    unmount();
    // A later page of the same document starts with the fonts already laid out.
    const again = render(<FontWarmup />);
    expect(again.container.querySelectorAll('span')).toHaveLength(6);
  });
});

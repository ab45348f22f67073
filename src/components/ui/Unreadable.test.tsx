import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DriftNotice } from '../api/DriftNotice.tsx';
import { Unreadable } from './Unreadable.tsx';

/** The longest text node under `root`. */
function longestTextNode(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let longest = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    longest = Math.max(longest, node.textContent?.length ?? 0);
  }
  return longest;
}

const LONG_ID = '7'.repeat(3000);
const LONG_REASON = `extra currency ${LONG_ID}: expected a decimal amount`;
const HIDDEN_REASON = `extra currency ${'\u202E'.repeat(3000)}: expected a decimal amount`;

describe('Unreadable and DriftNotice cut the server’s text', () => {
  it.each([
    ['a 3,000-character id', LONG_REASON],
    ['3,000 hidden characters', HIDDEN_REASON],
  ])('Unreadable: %s makes no text node over 310 characters', (_name, message) => {
    const { container } = render(
      <>
        <Unreadable message={message} />
        <Unreadable message={message} compact />
      </>,
    );
    expect(longestTextNode(container)).toBeLessThanOrEqual(310);
    expect(container.textContent).toContain('unreadable: extra currency');
    expect(container.textContent).not.toContain('\u202E');
    for (const titled of container.querySelectorAll('[title]')) {
      expect(titled.getAttribute('title')!.length).toBeLessThanOrEqual(310);
    }
  });

  it.each([
    ['a 3,000-character id', LONG_REASON],
    ['3,000 hidden characters', HIDDEN_REASON],
  ])('DriftNotice: %s makes no text node over 310 characters', (_name, message) => {
    const { container } = render(
      <DriftNotice subject="this transaction" drift={[{ path: `extra_currencies.${LONG_ID}`, message }]} />,
    );
    expect(longestTextNode(container)).toBeLessThanOrEqual(310);
    expect(container.textContent).not.toContain('\u202E');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hash, HashPrefix } from './Hash.tsx';
import { hashPrefix } from './hash-text.ts';

/** A transaction hash of the sample block: 44 base64 characters. */
const TX_HASH = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
const HIDDEN = 'abc\u202Edef\u200Bghijklmnopqrstuvwxyz=';
const LONG = `${'A'.repeat(1_500)}${'B'.repeat(1_500)}`;

describe('Hash', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
  ])('%s: a dash, and nothing to copy', (_name, value) => {
    const { container } = render(<Hash value={value} />);
    expect(container).toHaveTextContent(/^—$/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    {
      name: 'a 44-character hash: cut in the middle, whole on hover',
      value: TX_HASH,
      label: undefined,
      shown: '9hsNgT8w…xo86k=',
      title: TX_HASH,
      copy: 'Copy hash 9hsNgT8w…xo86k=',
    },
    {
      name: 'a labelled hash: the copy button says which hash',
      value: TX_HASH,
      label: 'message hash',
      shown: '9hsNgT8w…xo86k=',
      title: TX_HASH,
      copy: 'Copy message hash 9hsNgT8w…xo86k=',
    },
    {
      name: 'U+202E and U+200B: shown as ⟨U+…⟩, in the text, the title and the name',
      value: HIDDEN,
      label: undefined,
      shown: 'abc⟨U+202E⟩def⟨U+200B⟩…vwxyz=',
      title: 'abc⟨U+202E⟩def⟨U+200B⟩ghijklmnopqrstuvwxyz=',
      copy: 'Copy hash abc⟨U+202E⟩def⟨U+200B⟩…vwxyz=',
    },
    {
      name: 'a 3,000-character value: cut, and cut on hover too',
      value: LONG,
      label: undefined,
      shown: 'AAAAAAAA…BBBBBB',
      title: `${'A'.repeat(120)}…${'B'.repeat(8)}`,
      copy: 'Copy hash AAAAAAAA…BBBBBB',
    },
    {
      name: 'a value too short to cut: whole',
      value: 'abcdefghijklmno',
      label: undefined,
      shown: 'abcdefghijklmno',
      title: 'abcdefghijklmno',
      copy: 'Copy hash abcdefghijklmno',
    },
  ])('$name', ({ value, label, shown, title, copy }) => {
    const { container } = render(<Hash value={value} label={label} />);
    expect(container.textContent).toBe(shown);
    expect(screen.getByTitle(title)).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: copy })).toBeInTheDocument();
  });

  it.each([
    ['a 44-character hash', TX_HASH, TX_HASH],
    ['hidden characters', HIDDEN, 'abc⟨U+202E⟩def⟨U+200B⟩ghijklmnopqrstuvwxyz='],
    ['a 3,000-character value', LONG, `${'A'.repeat(120)}…${'B'.repeat(8)}`],
  ])('full, %s: shown as on hover', (_name, value, shown) => {
    const { container } = render(<Hash value={value} full />);
    expect(container.textContent).toBe(shown);
    expect(container.textContent).not.toMatch(/[\u202E\u200B]/u);
  });
});

describe('hashPrefix', () => {
  it.each([
    ['a 44-character hash', TX_HASH, undefined, undefined, '9hsNgT8w…'],
    ['four characters', TX_HASH, 4, undefined, '9hsN…'],
    ['another cut mark', TX_HASH, 8, '...', '9hsNgT8w...'],
    ['exactly eight characters: nothing cut', '9hsNgT8w', undefined, undefined, '9hsNgT8w'],
    ['nine characters', '9hsNgT8we', undefined, undefined, '9hsNgT8w…'],
    ['empty', '', undefined, undefined, ''],
    [
      'a hidden character among the first eight',
      '\u202EhsNgT8weTa',
      undefined,
      undefined,
      '⟨U+202E⟩hsNgT8w…',
    ],
    ['a hidden character just after them', '9hsNgT8w\u200B', undefined, undefined, '9hsNgT8w…'],
    ['a 3,000-character value', LONG, undefined, undefined, 'AAAAAAAA…'],
    ['emoji are not cut in half', '😀'.repeat(10), 4, undefined, '😀😀😀😀…'],
  ])('%s', (_name, value, length, cut, expected) => {
    expect(hashPrefix(value, length, cut)).toBe(expected);
  });
});

describe('HashPrefix', () => {
  it.each([
    ['a 44-character hash', TX_HASH, undefined, '9hsNgT8w…', TX_HASH],
    ['a shorter prefix', TX_HASH, 4, '9hsN…', TX_HASH],
    [
      'hidden characters',
      HIDDEN,
      undefined,
      'abc⟨U+202E⟩def⟨U+200B⟩…',
      'abc⟨U+202E⟩def⟨U+200B⟩ghijklmnopqrstuvwxyz=',
    ],
    ['a 3,000-character value', LONG, undefined, 'AAAAAAAA…', `${'A'.repeat(120)}…${'B'.repeat(8)}`],
  ])(
    '%s: the first characters, the whole hash on hover, no copy button',
    (_name, value, length, shown, title) => {
      const { container } = render(<HashPrefix value={value} length={length} />);
      expect(container.textContent).toBe(shown);
      expect(screen.getByTitle(title)).toHaveTextContent(shown);
      expect(screen.queryByRole('button')).toBeNull();
    },
  );
});

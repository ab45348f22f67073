import { act, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths.ts';
import { LABEL_MAX_CHARS, setLabel } from '../../workspace/labels.ts';
import { Address } from './Address.tsx';

/** tolya.ton, in its raw form and the user-friendly forms of the same account. */
const RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const BOUNCEABLE = 'EQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Fy9';
const NON_BOUNCEABLE = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const TESTNET = '0QCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Lry';
/** Another account (a jetton wallet): its form given to tolya.ton's raw address is a lie. */
const OTHER = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const INCONSISTENT = "⚠ the API's form of this address is for another account";

function renderAddress(props: ComponentProps<typeof Address>) {
  return render(
    <MemoryRouter>
      <Address {...props} />
    </MemoryRouter>,
  );
}

describe('Address', () => {
  it.each([
    {
      name: 'raw, no address book entry: the raw form',
      entry: undefined,
      form: RAW,
      text: '0:9DA9…32EDDC',
      copy: 'Copy address 0:9DA9…32EDDC',
    },
    {
      name: 'the address book chose bounceable',
      entry: { user_friendly: BOUNCEABLE },
      form: BOUNCEABLE,
      text: 'EQCdqX…Lt3Fy9',
      copy: 'Copy address EQCdqX…Lt3Fy9',
    },
    {
      name: 'the address book chose non-bounceable',
      entry: { user_friendly: NON_BOUNCEABLE },
      form: NON_BOUNCEABLE,
      text: 'UQCdqX…Lt3AF4',
      copy: 'Copy address UQCdqX…Lt3AF4',
    },
    {
      name: 'the address book chose the testnet form',
      entry: { user_friendly: TESTNET },
      form: TESTNET,
      text: '0QCdqX…Lt3Lry',
      copy: 'Copy address 0QCdqX…Lt3Lry',
    },
    {
      name: 'a domain: before the address, never instead of it',
      entry: { user_friendly: NON_BOUNCEABLE, domain: 'tolya.ton' },
      form: NON_BOUNCEABLE,
      text: 'tolya.ton UQCdqX…Lt3AF4',
      copy: 'Copy address tolya.ton UQCdqX…Lt3AF4',
    },
    {
      name: 'a domain with a right-to-left override: shown as ⟨U+202E⟩',
      entry: { user_friendly: NON_BOUNCEABLE, domain: 'tolya\u202Enot.ton' },
      form: NON_BOUNCEABLE,
      text: 'tolya⟨U+202E⟩not.ton UQCdqX…Lt3AF4',
      copy: 'Copy address tolya⟨U+202E⟩not.ton UQCdqX…Lt3AF4',
    },
    {
      name: 'an empty domain: none',
      entry: { user_friendly: NON_BOUNCEABLE, domain: '' },
      form: NON_BOUNCEABLE,
      text: 'UQCdqX…Lt3AF4',
      copy: 'Copy address UQCdqX…Lt3AF4',
    },
  ])('$name: shown cut, whole on hover, linked and copied', ({ entry, form, text, copy }) => {
    const { container } = renderAddress({ raw: RAW, entry });
    expect(container.textContent).toBe(text);
    // The one link, by its text (jsdom's accessible name drops the space after the domain; browsers keep it).
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(text);
    expect(link).toHaveAttribute('title', form);
    expect(link).toHaveAttribute('href', paths.accounts([form]));
    expect(screen.getByRole('button', { name: copy })).toBeInTheDocument();
  });

  it.each([
    { name: "another account's form", entry: { user_friendly: OTHER } },
    { name: 'a form with a zero-width space', entry: { user_friendly: `${NON_BOUNCEABLE}\u200B` } },
    { name: "another account's form and a domain", entry: { user_friendly: OTHER, domain: 'other.ton' } },
  ])("the address book's form is not this account's ($name): the raw form, flagged", ({ entry }) => {
    const { container } = renderAddress({ raw: RAW, entry });
    const domain = entry.domain ? `${entry.domain} ` : '';
    expect(container.textContent).toBe(`${domain}0:9DA9…32EDDC${INCONSISTENT}`);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`${domain}0:9DA9…32EDDC`);
    expect(link).toHaveAttribute('title', RAW);
    expect(screen.getByRole('button', { name: `Copy address ${domain}0:9DA9…32EDDC` })).toBeInTheDocument();
    expect(container.textContent).not.toContain(entry.user_friendly.slice(0, 6));
  });

  it.each([
    {
      name: 'an inconsistent form',
      entry: { user_friendly: OTHER },
      warning: "the API's form of this address is for another account",
    },
    {
      name: 'a domain that mixes scripts',
      entry: { user_friendly: NON_BOUNCEABLE, domain: 't\u043Elya.ton' },
      warning: 'this name mixes Latin and Cyrillic letters: it may imitate another',
    },
  ])('compact (a list row), $name: a ⚠ that names the warning, no line under it', ({ entry, warning }) => {
    const { container } = renderAddress({ raw: RAW, entry, compact: true });
    expect(screen.getByRole('img', { name: warning })).toHaveTextContent('⚠');
    expect(container.textContent).not.toContain(warning);
  });

  it('a domain that mixes Latin and Cyrillic: said under it, and in the copy button', () => {
    const { container } = renderAddress({
      raw: RAW,
      entry: { user_friendly: NON_BOUNCEABLE, domain: 't\u043Elya.ton' },
    });
    expect(container).toHaveTextContent(
      '⚠ this name mixes Latin and Cyrillic letters: it may imitate another',
    );
    expect(
      screen.getByRole('button', {
        name: 'Copy address t\u043Elya.ton (⚠ mixes Latin and Cyrillic letters) UQCdqX…Lt3AF4',
      }),
    ).toBeInTheDocument();
  });

  it('not linked: the same text, whole on hover, still copied', () => {
    const { container } = renderAddress({ raw: RAW, entry: { user_friendly: NON_BOUNCEABLE }, link: false });
    expect(container.textContent).toBe('UQCdqX…Lt3AF4');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTitle(NON_BOUNCEABLE)).toHaveTextContent('UQCdqX…Lt3AF4');
    expect(screen.getByRole('button', { name: 'Copy address UQCdqX…Lt3AF4' })).toBeInTheDocument();
  });

  it.each([
    { name: 'null', raw: null, emptyLabel: undefined, text: '—' },
    { name: 'empty', raw: '', emptyLabel: undefined, text: '—' },
    { name: 'absent, with a label for it', raw: undefined, emptyLabel: 'external', text: 'external' },
  ])('$name: the empty label, nothing to follow or copy', ({ raw, emptyLabel, text }) => {
    const { container } = renderAddress({ raw, emptyLabel });
    expect(container.textContent).toBe(text);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    { name: 'plain text', raw: 'hello', shown: 'hello' },
    { name: 'a user-friendly form where a raw one belongs', raw: NON_BOUNCEABLE, shown: NON_BOUNCEABLE },
    {
      name: 'a raw address one digit short',
      raw: RAW.slice(0, -1),
      shown: `${RAW.slice(0, 40)}…${RAW.slice(-17, -1)}`,
    },
    {
      name: 'a right-to-left override',
      raw: `0:\u202E${'A'.repeat(64)}`,
      shown: `0:⟨U+202E⟩${'A'.repeat(30)}…${'A'.repeat(16)}`,
    },
  ])('not an address ($name): shown, marked, not linked or copied', ({ raw, shown }) => {
    const { container } = renderAddress({
      raw,
      entry: { user_friendly: NON_BOUNCEABLE, domain: 'tolya.ton' },
    });
    expect(container.textContent).toBe(`${shown} (not an address)`);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  describe('with a private label', () => {
    async function label(text: string, note = '') {
      await act(async () => {
        expect(await setLabel(RAW, text, note)).toBe(true);
      });
    }

    it('before the domain and the address, a word of the link and the copy button; its note on hover', async () => {
      await label('Treasury', 'Main wallet\nof the team');
      const { container } = renderAddress({
        raw: RAW,
        entry: { user_friendly: NON_BOUNCEABLE, domain: 'tolya.ton' },
      });
      expect(container.textContent).toBe('Treasury tolya.ton UQCdqX…Lt3AF4');
      expect(screen.getByRole('link').textContent).toBe('Treasury tolya.ton UQCdqX…Lt3AF4');
      const mark = screen.getByText('Treasury');
      expect(mark.getAttribute('title')).toBe('Your label: Treasury\nMain wallet\nof the team');
      expect(
        screen.getByRole('button', { name: 'Copy address Treasury tolya.ton UQCdqX…Lt3AF4' }),
      ).toBeInTheDocument();
    });

    it('found by the raw address in lowercase too (labels are keyed by the uppercase form)', async () => {
      await label('Treasury');
      const { container } = renderAddress({ raw: RAW.toLowerCase(), compact: true });
      expect(container.textContent).toMatch(/^Treasury 0:9da9…32eddc$/i);
    });

    it('compact (a list row): the label too, on the same line', async () => {
      await label('Cold storage');
      const { container } = renderAddress({ raw: RAW, entry: { user_friendly: OTHER }, compact: true });
      expect(container.textContent).toBe('Cold storage 0:9DA9…32EDDC⚠');
      expect(screen.getByText('Cold storage').closest('a')).toBe(screen.getByRole('link'));
    });

    it('a hostile label: direction and invisible characters shown as ⟨U+…⟩, nothing reordered', async () => {
      await label('Safe\u202Egpj.exe\u200B');
      const { container } = renderAddress({ raw: RAW, entry: { user_friendly: NON_BOUNCEABLE } });
      expect(container.textContent).toBe('Safe⟨U+202E⟩gpj.exe⟨U+200B⟩ UQCdqX…Lt3AF4');
      expect(container.textContent).not.toMatch(/[\u202E\u200B]/);
      expect(
        screen.getByRole('button', { name: 'Copy address Safe⟨U+202E⟩gpj.exe⟨U+200B⟩ UQCdqX…Lt3AF4' }),
      ).toBeInTheDocument();
    });

    it('a label of hidden characters only: revealed, and still bounded to LABEL_MAX_CHARS', async () => {
      await label('\u200B'.repeat(LABEL_MAX_CHARS));
      renderAddress({ raw: RAW });
      const mark = screen.getByTitle(/^Your label: /);
      expect([...(mark.textContent ?? '')]).toHaveLength(LABEL_MAX_CHARS + 1);
      expect(mark.textContent).toMatch(/^(⟨U\+200B⟩)+/);
      expect(mark.textContent?.endsWith('…')).toBe(true);
    });

    it('another account: no label, no extra element', async () => {
      await label('Treasury');
      const { container } = renderAddress({ raw: RAW.replace('9DA9', '9DA8') });
      expect(container.textContent).toBe('0:9DA8…32EDDC');
      expect(container.querySelector('[data-label]')).toBeNull();
    });
  });
});

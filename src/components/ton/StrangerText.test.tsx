import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseAddress, toFriendlyAddress } from '../../ton/address';
import { Address } from './Address';
import { Domain } from './Domain';
import { Hash } from './Hash';
import { StrangerText } from './StrangerText';

/** The longest text node under `root`. */
function longestTextNode(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let longest = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    longest = Math.max(longest, node.textContent?.length ?? 0);
  }
  return longest;
}

describe('StrangerText', () => {
  it('shows a 20,000-character text as its first 500 characters until asked, then all of it', () => {
    const text = `safe\u202Egnp.exe\u200B${'W'.repeat(20_000)}`;
    const { container } = render(<StrangerText text={text} />);
    expect(longestTextNode(container)).toBeLessThanOrEqual(2_000);
    expect(container.textContent).toContain('safe⟨U+202E⟩gnp.exe⟨U+200B⟩WWW');
    expect(container.textContent).not.toMatch(/[\u202E\u200B]/u);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 20,013 characters' }));
    expect(container.textContent).toContain('W'.repeat(20_000));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a short text whole, with no button, and never cuts an emoji in half', () => {
    const { container } = render(<StrangerText text="hello" />);
    expect(container.textContent).toBe('hello');
    expect(screen.queryByRole('button')).toBeNull();
    const emoji = render(<StrangerText text={'😀'.repeat(700)} />);
    expect(emoji.container.textContent).toContain(`${'😀'.repeat(500)}…`);
    expect(emoji.container.textContent).not.toContain('\uFFFD');
  });
});

describe('Hash', () => {
  it('shows the server text of a hash with its invisible characters made visible', () => {
    const { container } = render(<Hash value={'abc\u202Edef\u200B=' + 'x'.repeat(5_000)} full />);
    expect(container.textContent).not.toMatch(/[\u202E\u200B]/u);
    expect(container.textContent).toContain('abc⟨U+202E⟩def⟨U+200B⟩');
    expect(longestTextNode(container)).toBeLessThanOrEqual(2_000);
  });
});

describe('Domain', () => {
  it('flags a label that mixes Latin and Cyrillic letters, and shows its hidden characters', () => {
    const { container } = render(<Domain domain={'t\u043Elya.ton\u202E'} />);
    expect(container.textContent).toContain('t\u043Elya.ton⟨U+202E⟩');
    expect(container.textContent).toContain('mixes Latin and Cyrillic letters');
  });
});

const TOLYA_RAW = '0:9DA971AF38D2F03ABDF708D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const OTHER_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
function friendly(raw: string, bounceable: boolean) {
  const parsed = parseAddress(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return toFriendlyAddress(parsed.address, { bounceable });
}

describe('Address', () => {
  it("never shows, links or copies another account's form the address book gives it", () => {
    const impostor = friendly(OTHER_RAW, false);
    render(
      <MemoryRouter>
        <Address raw={TOLYA_RAW} entry={{ user_friendly: impostor, domain: 'other.ton' }} />
      </MemoryRouter>,
    );
    const own = TOLYA_RAW;
    const link = screen.getByRole('link');
    expect(link.getAttribute('title')).toBe(own);
    expect(link.getAttribute('href')).not.toContain(impostor);
    expect(document.body.textContent).not.toContain(impostor.slice(0, 6));
    expect(document.body.textContent).toContain("the API's form of this address is for another account");
    expect(screen.getByRole('button', { name: /^Copy address other\.ton / })).toBeTruthy();
  });

  it.each([
    ['a right-to-left override', `0:\u202E${'A'.repeat(64)}`],
    ['3,000 characters', `0:${'\u202EB'.repeat(1500)}`],
    ['a friendly form', friendly(TOLYA_RAW, true)],
  ])(
    'shows text that is no raw address (%s) revealed, cut and marked, with no link or copy',
    (_name, raw) => {
      const { container } = render(
        <MemoryRouter>
          <Address raw={raw} entry={{ user_friendly: friendly(TOLYA_RAW, true), domain: 'tolya.ton' }} />
        </MemoryRouter>,
      );
      const text = container.textContent ?? '';
      expect(text).not.toContain('\u202E');
      expect(text).toContain('(not an address)');
      expect(text.length).toBeLessThan(100);
      expect(longestTextNode(container)).toBeLessThan(100);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(container.querySelector('[data-account]')).toBeNull();
      expect(container.querySelector('[title]')).toBeNull();
    },
  );

  it("takes the variant (non-bounceable) from the API's form of the same account", () => {
    const own = friendly(TOLYA_RAW, false);
    render(
      <MemoryRouter>
        <Address raw={TOLYA_RAW} entry={{ user_friendly: own }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('title')).toBe(own);
    expect(document.body.textContent).not.toContain('another account');
  });
});

describe('strangers’ text and chain values in a right-to-left page', () => {
  it('a comment with U+202E inside a dir="rtl" page: shown visibly, isolated, and nothing after it reordered', () => {
    const comment = 'pay \u202Emoc.evil\u202C 5 GRAM\u2066';
    const { container } = render(
      <MemoryRouter>
        <div dir="rtl" lang="fa">
          <StrangerText text={comment} />
          <Hash value="9hsNzxqeG3bQYtZQaLdp2CRmBaXRv1WKhGl3Ov8BqdU=" />
          <Address raw={'0:' + '9D'.repeat(32)} />
        </div>
      </MemoryRouter>,
    );
    // No direction character reaches the page: each is shown as itself.
    expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect(container.textContent).toContain('pay ⟨U+202E⟩moc.evil⟨U+202C⟩ 5 GRAM⟨U+2066⟩');
    // The comment takes its own direction and is isolated from what follows it (dir implies
    // unicode-bidi: isolate), and the chain values beside it stay left to right.
    const text = screen.getByText(/^pay /u);
    expect(text).toHaveAttribute('dir', 'auto');
    const values = container.querySelectorAll('.mono[dir="ltr"]');
    expect([...values].map((value) => value.textContent)).toEqual(['9hsNzxqe…8BqdU=', '0:9D9D…9D9D9D']);
  });
});

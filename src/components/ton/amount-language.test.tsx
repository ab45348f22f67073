import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLanguage } from '../../ton/i18n/active-language.ts';
import type { Language } from '../../ton/i18n/languages.ts';
import { jettonInfoOf } from '../../ton/jetton/jetton-info.ts';
import { Amount, TokenAmount } from './Amount.tsx';
import { JettonAmount } from './JettonAmount.tsx';
import { useAmountText } from './coin-format.ts';

// Numbers per language: the separators of the page's language applied to the digits as text, so no
// digit of a bigint changes; the copy button copies the same digits in every language.

const NBSP = '\u00a0';
const BIG = 123_456_789_012_345_678_901_234_567_890_123n; // 40 digits of nanoGRAM
const MASTER = '0:' + 'AB'.repeat(32);
const jettons = new Map([
  [MASTER, jettonInfoOf(MASTER, [{ type: 'jetton_masters', symbol: 'JET', extra: { decimals: '6' } }])],
]);

function speak(language: Language) {
  setActiveLanguage(language, undefined);
}

afterEach(() => speak('en'));

describe('an amount in each language', () => {
  it.each([
    { language: 'en' as const, shown: '123,456,789,012,345,678,901,234.567890123 GRAM' },
    {
      language: 'ru' as const,
      shown: `123${NBSP}456${NBSP}789${NBSP}012${NBSP}345${NBSP}678${NBSP}901${NBSP}234,567890123 GRAM`,
    },
    // ASCII digits and the English separators: fa-u-nu-latn.
    { language: 'fa' as const, shown: '123,456,789,012,345,678,901,234.567890123 GRAM' },
  ])('$language: every digit of a 40-digit bigint, the language’s separators', ({ language, shown }) => {
    speak(language);
    const { container } = render(<Amount nanotons={BIG} />);
    expect(container.textContent).toBe(shown);
    expect(container.textContent?.replace(/\D/g, '')).toBe(BIG.toString());
    // Left to right and isolated in any page, its sign before its digits.
    expect(container.querySelector('span')).toHaveAttribute('dir', 'ltr');
  });

  it('ru: a signed negative amount keeps its minus sign and decimal comma', () => {
    speak('ru');
    const { container } = render(<Amount nanotons={-1_500_000_000n} signed />);
    expect(container.textContent).toBe('\u22121,5 GRAM');
  });

  it.each(['en', 'ru', 'fa'] as const)(
    '%s: the copy button copies the digits English copies, without separators',
    async (language) => {
      speak(language);
      const user = userEvent.setup();
      render(<Amount nanotons={BIG} copyable />);
      await user.click(screen.getByRole('button'));
      expect(await navigator.clipboard.readText()).toBe('123456789012345678901234.567890123');
    },
  );

  it('ru: a jetton amount and a token amount in the language’s separators, every digit kept', () => {
    speak('ru');
    const jetton = render(
      <JettonAmount master={MASTER} amount={12_345_678_901_234_567n} jettons={jettons} signed />,
    );
    expect(jetton.container.textContent).toBe(`+12${NBSP}345${NBSP}678${NBSP}901,234567 JET`);
    expect(jetton.container.querySelector('.mono')).toHaveAttribute('dir', 'ltr');
    const token = render(<TokenAmount raw={1_234_500_000n} decimals={6} symbol="USD₮" />);
    expect(token.container.textContent).toBe(`1${NBSP}234,5 USD₮`);
  });

  it('fa: an amount in text (an accessible name, a summary) is isolated left to right', () => {
    speak('fa');
    const { result } = renderHook(() => useAmountText());
    expect(result.current(1_500_000_000n, { signed: true })).toBe('\u2066+1.5 GRAM\u2069');
    speak('ru');
    expect(result.current(1_234_500_000_000n)).toBe(`1${NBSP}234,5 GRAM`);
    speak('en');
    expect(result.current(1_234_500_000_000n)).toBe('1,234.5 GRAM');
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLanguage } from '../../ton/i18n/active-language.ts';
import { Time } from './Time.tsx';
import { formatAbsolute, formatRelative, shownAbsolute } from './time-format.ts';

// Dates per language: the relative time in the page's language (Gregorian, ASCII digits), the absolute
// time the same digits in every language, left to right.

const DAY = 24 * 3600;
const NBSP = '\u00a0';

afterEach(() => setActiveLanguage('en', undefined));

describe('relative times in each language', () => {
  it('ru: Russian words and plural forms', () => {
    setActiveLanguage('ru', undefined);
    expect(formatRelative(-3 * 30 * DAY)).toBe('3 месяца назад');
    expect(formatRelative(-5 * 30 * DAY)).toBe('5 месяцев назад');
    expect(formatRelative(-21 * DAY)).toBe('21 день назад');
    expect(formatRelative(-DAY)).toBe('вчера');
    expect(formatRelative(2 * 3600)).toBe('через 2 часа');
    expect(formatRelative(-365 * DAY * 1_234_567)).toBe(`1${NBSP}234${NBSP}567 лет назад`);
  });

  it('fa: Persian words with ASCII digits, never Persian ones', () => {
    setActiveLanguage('fa', undefined);
    expect(formatRelative(-3 * 30 * DAY)).toBe('3 ماه پیش');
    expect(formatRelative(-DAY)).toBe('دیروز');
    expect(formatRelative(-365 * DAY * 1_234_567)).toBe('1,234,567 سال پیش');
    for (const seconds of [-90, -7200, -3 * DAY, 400 * DAY]) {
      expect(formatRelative(seconds)).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/u);
    }
  });

  it('en: unchanged', () => {
    expect(formatRelative(-3 * 30 * DAY)).toBe('3 months ago');
    expect(formatRelative(-DAY)).toBe('yesterday');
  });
});

describe('absolute times in each language', () => {
  it.each(['en', 'ru', 'fa'] as const)('%s: the same digits, UTC as today', (language) => {
    setActiveLanguage(language, undefined);
    expect(formatAbsolute(new Date(Date.UTC(2025, 7, 2, 17, 14, 22)), 'utc')).toBe('2025-08-02 17:14:22 UTC');
  });

  it('fa: in a sentence, isolated left to right so it is not reordered', () => {
    const date = new Date(Date.UTC(2025, 7, 2, 17, 14, 22));
    expect(shownAbsolute(date, 'utc')).toBe('2025-08-02 17:14:22 UTC');
    setActiveLanguage('fa', undefined);
    expect(shownAbsolute(date, 'utc')).toBe('\u20662025-08-02 17:14:22 UTC\u2069');
  });

  it('fa: <Time> shows the absolute time left to right and the relative one in Persian', () => {
    setActiveLanguage('fa', undefined);
    render(<Time unixSeconds={Math.round(Date.now() / 1000) - 3 * 3600} />);
    const time = screen.getByRole('time');
    expect(time.querySelector('[dir="ltr"]')?.textContent).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(time.textContent).toMatch(/ · 3 ساعت پیش$/u);
  });
});

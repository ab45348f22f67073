/**
 * Times as text: relative ("3 months ago") and absolute ("2025-08-02 17:14:22 UTC"), as Time shows them.
 * The relative time is in the page's language; the absolute one is the same digits in every language
 * (Gregorian, ASCII, year-month-day: the search reads it back, and it copies as the API's time does).
 */
import { formatCount } from '../../ton/count.ts';
import { t } from '../../ton/i18n/door.ts';
import { activeLanguage } from '../../ton/i18n/active-language.ts';
import { directionOf, type Language } from '../../ton/i18n/languages.ts';
import { timeMessages as m } from './time-messages.ts';

type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: ReadonlyArray<readonly [RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** What English says for -1, 0 and 1 of a unit (Intl.RelativeTimeFormat's numeric: 'auto'). */
const NEAR: Record<RelativeUnit, readonly [string, string, string]> = {
  year: ['last year', 'this year', 'next year'],
  month: ['last month', 'this month', 'next month'],
  day: ['yesterday', 'today', 'tomorrow'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
  second: ['1 second ago', 'now', 'in 1 second'],
};

/**
 * `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit)`, written out: the first
 * Intl formatter of a page loads its locale data, ~25 ms of a phone's first render for two words.
 */
function formatUnits(value: number, unit: RelativeUnit): string {
  const near = NEAR[unit][value + 1];
  if (near !== undefined) return near;
  const count = formatCount(Math.abs(value));
  return value < 0 ? `${count} ${unit}s ago` : `in ${count} ${unit}s`;
}

/**
 * The locale Intl writes another language's relative times in: Persian with ASCII digits and the
 * Gregorian calendar, like every chain value beside them (src/ton/i18n/active-language.ts).
 */
const INTL_LOCALES: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  ru: 'ru',
  fa: 'fa-u-ca-gregory-nu-latn',
};

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * English is written out above (no Intl in an English page's first render); Russian and Persian, whose
 * plural forms and word order Intl knows, pay for one formatter, made once per language.
 */
function unitsWriter(language: Language): (value: number, unit: RelativeUnit) => string {
  if (language === 'en') return formatUnits;
  let format = relativeFormats.get(language);
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const intl = format;
  return (value, unit) => intl.format(value, unit);
}

/** "3 months ago" in the page's language, from the difference in seconds (negative: in the past). */
export function formatRelative(seconds: number): string {
  const magnitude = Math.abs(seconds);
  // The page clock ticks every 30 s, so something fetched a moment ago can read as "in 1 second".
  if (magnitude < 45) return t(m.justNow);
  const write = unitsWriter(activeLanguage());
  for (const [unit, size] of UNITS) {
    if (magnitude >= size || unit === 'second') return write(Math.round(seconds / size), unit);
  }
  return write(0, 'second');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2025-08-02 17:14:22 UTC" or the same in the browser's zone with its offset, e.g. "UTC+2". */
export function formatAbsolute(date: Date, timeZone: 'utc' | 'local'): string {
  if (timeZone === 'utc') {
    const iso = date.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  }
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '−';
  const offset = Math.abs(offsetMinutes);
  const zone = `UTC${sign}${Math.floor(offset / 60)}${offset % 60 ? `:${pad(offset % 60)}` : ''}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())} ${zone}`;
}

/**
 * formatAbsolute for a sentence on the screen: in a right-to-left page isolated left to right (U+2066 …
 * U+2069), so "2025-08-02 17:14:22 UTC" is not read "UTC 17:14:22 2025-08-02" inside Persian text. Not
 * for a field the search reads back, nor an export.
 */
export function shownAbsolute(date: Date, timeZone: 'utc' | 'local'): string {
  const text = formatAbsolute(date, timeZone);
  return directionOf(activeLanguage()) === 'rtl' ? `\u2066${text}\u2069` : text;
}

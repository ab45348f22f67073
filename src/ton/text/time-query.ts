/**
 * A date, or a date and time, as typed into the search or the "go to time" form: `2025-08-02`,
 * `2025-08-02 18:11`, `2025-08-02 18:11:38`, `2025-08-02T18:11:38Z`, `2025-08-02T18:11:38.5+03:00`, and what
 * the app itself shows (`2025-08-02 18:11:38 UTC`, `2025-08-02 20:11:38 UTC+2`), so a time copied from a
 * page can be pasted back. Without a zone it is read in UTC or in the browser's zone, as the display
 * setting says. Pure (the browser's zone is read only through Date), so a table test pins every case.
 */

import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { echoedInput } from '../seqno.ts';
import { timeQueryMessages as m } from './text-messages.ts';

export type TimeZoneSetting = 'utc' | 'local';

/**
 * The local zone's offset, minutes east of UTC, at a moment (unix milliseconds). The browser's by default;
 * tests hand in a zone's real rules (through Intl) so they do not depend on the machine's zone.
 */
export type LocalOffset = (unixMs: number) => number;

const browserOffset: LocalOffset = (unixMs) => -new Date(unixMs).getTimezoneOffset();

export interface TimeQuery {
  /**
   * The moment, in whole unix seconds: a fraction of a second, of any number of digits, is dropped (block
   * times are whole seconds, so nothing finer can change which block answers).
   */
  unixSeconds: number;
  /**
   * A date alone means its first block: the moment is the day's 00:00 and `dayEndSeconds` the next
   * day's (24 h later, or 23 h/25 h across a clock change in local time).
   */
  precision: 'day' | 'minute' | 'second';
  dayEndSeconds?: number;
  /** The offset the text was read in, minutes east of UTC (local: the browser's on that date). */
  offsetMinutes: number;
  /** Where that offset came from: UTC by default, the browser's zone, or written in the text. */
  zone: 'utc' | 'local' | 'explicit';
}

export type TimeQueryResult = { ok: true; time: TimeQuery } | { ok: false; message: string };

/** Does the text look like a date at all (four digits, a dash)? Then it is read as a time, never an address. */
export function looksLikeTime(text: string): boolean {
  return /^\d{4}-\d{1,2}(-|$)/.test(text.trim());
}

export const TIME_EXAMPLES = [
  '2025-08-02',
  '2025-08-02 18:11',
  '2025-08-02 18:11:38',
  '2025-08-02T18:11:38Z',
] as const;

const PATTERN =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(.*)$/i;

const MONTHS: readonly Message[] = [
  m.january,
  m.february,
  m.march,
  m.april,
  m.may,
  m.june,
  m.july,
  m.august,
  m.september,
  m.october,
  m.november,
  m.december,
];

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The widest UTC offset in use (Kiribati's +14:00; the westmost is −12:00, the range is kept symmetric). */
const MAX_OFFSET_MINUTES = 14 * 60;

/** The zone part after the time: '', Z, UTC, ±HH:MM, ±HHMM, ±HH, UTC±H[:MM] (− as the app writes it). */
function readZone(text: string): { offsetMinutes?: number; error?: string } {
  const zone = text.trim().replace(/\u2212/g, '-');
  if (zone === '') return {};
  if (/^(z|utc|gmt)$/i.test(zone)) return { offsetMinutes: 0 };
  const match = /^(?:utc|gmt)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(zone);
  if (!match) return { error: t(m.notZone, { zone: echoedInput(zone) }) };
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? 0);
  if (minutes > 59) return { error: t(m.offsetMinutes, { zone }) };
  if (hours * 60 + minutes > MAX_OFFSET_MINUTES) return { error: t(m.offsetRange, { zone }) };
  return { offsetMinutes: (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes) };
}

export interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Why the fields are not a real date and time, or undefined. */
function fieldProblem({ year, month, day, hour, minute, second }: Fields): string | undefined {
  if (month < 1 || month > 12) return t(m.noMonth, { month: String(month) });
  const days = daysInMonth(year, month);
  const monthName = MONTHS[month - 1];
  if (day < 1 || day > days)
    return t(m.noDay, {
      month: monthName === undefined ? String(month) : t(monthName),
      year: String(year),
      count: days,
      date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    });
  if (hour > 23) return t(m.noHour, { hour: String(hour) });
  if (minute > 59) return t(m.noMinute, { minute: String(minute) });
  if (second > 59) return t(m.noSecond, { second: String(second) });
  return undefined;
}

/**
 * The moment of local wall-clock fields (unix ms), or, when the clocks skipped them (a change to summer
 * time), `skipped` with the moment the clocks jumped: the first that exists after them. An hour that
 * happens twice (the change back) is its first time, as Date reads it.
 */
export function localMoment(fields: Fields, offsetAt: LocalOffset): { ms: number; skipped: boolean } {
  const wall = utcMoment(fields, 0);
  // The offsets in force a day either side of the wall time cover any clock change near it.
  const offsets = [...new Set([-86_400_000, 0, 86_400_000].map((shift) => offsetAt(wall + shift)))];
  const moments = offsets.map((offset) => wall - offset * 60_000);
  const fitting = moments.filter((ms) => ms + offsetAt(ms) * 60_000 === wall);
  if (fitting.length > 0) return { ms: Math.min(...fitting), skipped: false };
  // Skipped: read in the offset before the change, the wall time falls at or after the jump.
  return { ms: Math.max(...moments), skipped: true };
}

function utcMoment(fields: Fields, offsetMinutes: number): number {
  const date = new Date(0);
  date.setUTCFullYear(fields.year, fields.month - 1, fields.day);
  date.setUTCHours(fields.hour, fields.minute, fields.second, 0);
  return date.getTime() - offsetMinutes * 60_000;
}

/**
 * Reads a date or a date and time; a message says what is wrong with anything else. `offsetAt` is the
 * local zone (the browser's unless a test hands in another).
 */
export function parseTimeQuery(
  input: string,
  timeZone: TimeZoneSetting,
  offsetAt: LocalOffset = browserOffset,
): TimeQueryResult {
  const text = input.trim();
  const match = PATTERN.exec(text);
  if (!match) {
    const examples = TIME_EXAMPLES.slice(0, -1).join(', ');
    return { ok: false, message: t(m.notDate, { examples, last: TIME_EXAMPLES.at(-1) ?? '' }) };
  }
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, , zoneText = ''] = match;
  const fields: Fields = {
    year: Number(yearText),
    month: Number(monthText),
    day: Number(dayText),
    hour: Number(hourText ?? 0),
    minute: Number(minuteText ?? 0),
    second: Number(secondText ?? 0),
  };
  const problem = fieldProblem(fields);
  if (problem) return { ok: false, message: problem };
  const zone = readZone(zoneText);
  if (zone.error) return { ok: false, message: zone.error };
  const precision = hourText === undefined ? 'day' : secondText === undefined ? 'minute' : 'second';

  let startMs: number;
  let endMs: number | undefined;
  let source: TimeQuery['zone'];
  if (zone.offsetMinutes !== undefined || timeZone === 'utc') {
    const offset = zone.offsetMinutes ?? 0;
    source = zone.offsetMinutes === undefined ? 'utc' : 'explicit';
    startMs = utcMoment(fields, offset);
    if (precision === 'day') endMs = utcMoment({ ...fields, day: fields.day + 1 }, offset);
  } else {
    source = 'local';
    const local = localMoment(fields, offsetAt);
    // A date alone whose midnight was skipped (Santiago, Havana) begins when the clocks jumped (01:00).
    if (local.skipped && precision !== 'day')
      return {
        ok: false,
        message: t(m.skipped, { time: echoedInput(text) }),
      };
    startMs = local.ms;
    // The day ends when the next begins (utcMoment carries day 32 into the next month).
    if (precision === 'day') endMs = localMoment({ ...fields, day: fields.day + 1 }, offsetAt).ms;
  }
  // A day is written as its date and the offset its 00:00 is read in (for a skipped midnight, the one
  // before the jump), so its canonical text reads back to the same first moment.
  const offsetMinutes =
    source !== 'local'
      ? (zone.offsetMinutes ?? 0)
      : precision === 'day'
        ? Math.round((utcMoment(fields, 0) - startMs) / 60_000)
        : offsetAt(startMs);
  const time: TimeQuery = {
    unixSeconds: Math.floor(startMs / 1000),
    precision,
    offsetMinutes,
    zone: source,
  };
  if (endMs !== undefined) time.dayEndSeconds = Math.floor(endMs / 1000);
  return { ok: true, time };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `+03:00`, `-05:30`, or `Z` for UTC. */
function offsetText(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'Z';
  const magnitude = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}

/**
 * The canonical text of a time, for the URL: ISO 8601 in the offset it was read in
 * (`2025-08-02T18:11:38Z`, `2025-08-02T21:11:38+03:00`); a date alone keeps its offset (`2025-08-02`,
 * `2025-08-02+03:00`). The route reads it in UTC whatever the reader's setting, so a link opens the same
 * block for anyone.
 */
export function canonicalTime(time: TimeQuery): string {
  const shifted = new Date((time.unixSeconds + time.offsetMinutes * 60) * 1000);
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const offset = offsetText(time.offsetMinutes);
  if (time.precision === 'day') return offset === 'Z' ? date : `${date}${offset}`;
  const clock = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${date}T${clock}${offset}`;
}

/** How the time reads to a person: `2025-08-02 18:11:38 UTC`, `2025-08-02 (UTC+03:00)`. */
export function describeTime(time: TimeQuery): string {
  const canonical = canonicalTime(time);
  const offset = time.offsetMinutes === 0 ? 'UTC' : `UTC${offsetText(time.offsetMinutes)}`;
  if (time.precision === 'day') return `${canonical.slice(0, 10)} (${offset})`;
  return `${canonical.slice(0, 10)} ${canonical.slice(11, 19)} ${offset}`;
}

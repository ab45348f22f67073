import { describe, expect, it } from 'vitest';
import {
  canonicalTime,
  describeTime,
  looksLikeTime,
  parseTimeQuery,
  type LocalOffset,
  type TimeQuery,
} from './time-query.ts';

const utc = (iso: string) => Date.parse(iso) / 1000;

type Expected = Partial<TimeQuery> | { error: string };

// Times of real sample blocks: 50503960 is 2025-08-02 18:10:18 UTC (1754158218).
const cases: Array<[input: string, expected: Expected]> = [
  [
    '2025-08-02 18:11',
    { unixSeconds: utc('2025-08-02T18:11:00Z'), precision: 'minute', zone: 'utc', offsetMinutes: 0 },
  ],
  ['2025-08-02 18:11:38', { unixSeconds: utc('2025-08-02T18:11:38Z'), precision: 'second' }],
  ['2025-08-02T18:11:38Z', { unixSeconds: utc('2025-08-02T18:11:38Z'), zone: 'explicit', offsetMinutes: 0 }],
  ['2025-08-02t18:11:38z', { unixSeconds: utc('2025-08-02T18:11:38Z') }],
  ['  2025-08-02T18:11:38.999Z ', { unixSeconds: utc('2025-08-02T18:11:38Z') }],
  [
    '2025-08-02T18:11:38+03:00',
    { unixSeconds: utc('2025-08-02T15:11:38Z'), offsetMinutes: 180, zone: 'explicit' },
  ],
  ['2025-08-02 18:11:38 +0300', { unixSeconds: utc('2025-08-02T15:11:38Z'), offsetMinutes: 180 }],
  ['2025-08-02 18:11-05:30', { unixSeconds: utc('2025-08-02T23:41:00Z'), offsetMinutes: -330 }],
  // What the app shows (Time.tsx), pasted back: UTC, or a local offset with a real minus sign.
  ['2025-08-02 18:10:18 UTC', { unixSeconds: 1754158218, zone: 'explicit' }],
  ['2025-08-02 20:10:18 UTC+2', { unixSeconds: 1754158218, offsetMinutes: 120 }],
  ['2025-08-02 13:10:18 UTC\u22125', { unixSeconds: 1754158218, offsetMinutes: -300 }],
  ['2025-8-2 9:05', { unixSeconds: utc('2025-08-02T09:05:00Z') }],
  [
    '2025-08-02',
    {
      unixSeconds: utc('2025-08-02T00:00:00Z'),
      precision: 'day',
      dayEndSeconds: utc('2025-08-03T00:00:00Z'),
    },
  ],
  ['2025-08-02+03:00', { unixSeconds: utc('2025-08-01T21:00:00Z'), precision: 'day', offsetMinutes: 180 }],
  ['2024-02-29', { unixSeconds: utc('2024-02-29T00:00:00Z'), dayEndSeconds: utc('2024-03-01T00:00:00Z') }],
  ['2025-12-31 23:59:59', { unixSeconds: utc('2025-12-31T23:59:59Z') }],
  ['2025-02-30', { error: 'February 2025 has 28 days: there is no 2025-02-30.' }],
  ['2025-02-29 10:00', { error: 'February 2025 has 28 days' }],
  ['2025-04-31', { error: 'April 2025 has 30 days' }],
  ['2025-13-01', { error: 'There is no month 13' }],
  ['2025-00-10', { error: 'There is no month 0' }],
  ['2025-08-02 25:00', { error: 'There is no hour 25' }],
  ['2025-08-02 24:00', { error: 'There is no hour 24' }],
  ['2025-08-02 18:60', { error: 'There is no minute 60' }],
  ['2025-08-02 18:11:60', { error: 'There is no second 60' }],
  ['2025-08-02 18:11 +15:00', { error: 'offsets run from −14:00 to +14:00' }],
  // Offsets end at ±14:00 exactly: a minute past is refused, as are minutes of 60 and more.
  ['2025-08-02 18:11 +14:00', { unixSeconds: utc('2025-08-02T04:11:00Z'), offsetMinutes: 840 }],
  ['2025-08-02 18:11 -14:00', { unixSeconds: utc('2025-08-03T08:11:00Z'), offsetMinutes: -840 }],
  ['2025-08-02 18:11 +14:01', { error: '+14:01 is not a UTC offset: offsets run from −14:00 to +14:00.' }],
  ['2025-08-02 18:11 -1401', { error: 'offsets run from −14:00 to +14:00' }],
  ['2025-08-02 18:11 UTC+14:30', { error: 'offsets run from −14:00 to +14:00' }],
  ['2025-08-02 18:11 +03:60', { error: '+03:60 is not a UTC offset: its minutes run from 00 to 59.' }],
  ['2025-08-02 18:11 -05:99', { error: 'its minutes run from 00 to 59' }],
  // Any number of fraction digits: the fraction is dropped (block times are whole seconds).
  ['2025-08-02T19:00:00.999999999999Z', { unixSeconds: utc('2025-08-02T19:00:00Z'), zone: 'explicit' }],
  [
    '2025-08-02T19:00:00,1234567890123+03:00',
    { unixSeconds: utc('2025-08-02T16:00:00Z'), offsetMinutes: 180 },
  ],
  [`2025-08-02 19:00:00.${'9'.repeat(200)} UTC`, { unixSeconds: utc('2025-08-02T19:00:00Z') }],
  ['2025-08-02 18:11 CEST', { error: '“CEST” is not a time zone' }],
  ['2025-08', { error: 'Not a date or time' }],
  ['2025-08-02 18', { error: 'is not a time zone' }],
];

describe('parseTimeQuery', () => {
  it.each(cases)('%j', (input, expected) => {
    const result = parseTimeQuery(input, 'utc');
    if ('error' in expected) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain(expected.error);
      return;
    }
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.time).toMatchObject(expected);
  });

  it('reads a time without a zone in the browser’s zone when the display setting is local', () => {
    const result = parseTimeQuery('2025-08-02 18:11:38', 'local');
    expect(result).toMatchObject({
      ok: true,
      time: { unixSeconds: new Date(2025, 7, 2, 18, 11, 38).getTime() / 1000, zone: 'local' },
    });
    const day = parseTimeQuery('2025-08-02', 'local');
    expect(day).toMatchObject({
      ok: true,
      time: {
        unixSeconds: new Date(2025, 7, 2).getTime() / 1000,
        dayEndSeconds: new Date(2025, 7, 3).getTime() / 1000,
        // 0 - …: a zone at UTC reads +0, never -0.
        offsetMinutes: 0 - new Date(2025, 7, 2).getTimezoneOffset(),
      },
    });
    // An explicit zone wins over the setting.
    expect(parseTimeQuery('2025-08-02T18:11:38Z', 'local')).toMatchObject({
      ok: true,
      time: { unixSeconds: utc('2025-08-02T18:11:38Z'), zone: 'explicit' },
    });
  });

  it('writes a canonical text that reads back as the same moment (the route reads a zoneless one in UTC)', () => {
    for (const input of [
      '2025-08-02 18:11:38',
      '2025-08-02T18:11:38-05:30',
      '2025-08-02',
      '2025-08-02+03:00',
    ]) {
      const first = parseTimeQuery(input, 'utc');
      if (!first.ok) throw new Error(first.message);
      const canonical = canonicalTime(first.time);
      const again = parseTimeQuery(canonical, 'utc');
      expect(again).toMatchObject({ ok: true, time: { unixSeconds: first.time.unixSeconds } });
    }
    const read = (input: string) => {
      const result = parseTimeQuery(input, 'utc');
      if (!result.ok) throw new Error(result.message);
      return result.time;
    };
    expect(canonicalTime(read('2025-08-02 18:11'))).toBe('2025-08-02T18:11:00Z');
    expect(canonicalTime(read('2025-08-02T18:11:38-05:30'))).toBe('2025-08-02T18:11:38-05:30');
    expect(canonicalTime(read('2025-08-02'))).toBe('2025-08-02');
    expect(canonicalTime(read('2025-08-02 +03:00'))).toBe('2025-08-02+03:00');
    expect(describeTime(read('2025-08-02 18:11'))).toBe('2025-08-02 18:11:00 UTC');
    expect(describeTime(read('2025-08-02T18:11:38-05:30'))).toBe('2025-08-02 18:11:38 UTC-05:30');
    expect(describeTime(read('2025-08-02'))).toBe('2025-08-02 (UTC)');
  });

  it('tells a date from a seqno or an address', () => {
    expect(looksLikeTime('2025-08-02')).toBe(true);
    expect(looksLikeTime('2025-08')).toBe(true);
    expect(looksLikeTime(' 2025-13-45 25:00')).toBe(true);
    expect(looksLikeTime('50503960')).toBe(false);
    expect(looksLikeTime('0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC')).toBe(false);
    expect(looksLikeTime('-1:3333')).toBe(false);
  });
});

/** A zone's real offset at a moment, from the runtime's time zone data: independent of the machine's zone. */
function zoneOffset(timeZone: string): LocalOffset {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (unixMs) => {
    const part = (type: string) =>
      Number(format.formatToParts(unixMs).find((each) => each.type === type)?.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    return Math.round((wall - Math.floor(unixMs / 1000) * 1000) / 60_000);
  };
}

describe('parseTimeQuery in a local zone whose clocks jump at midnight', () => {
  it.each([
    // Santiago: 2025-09-07 00:00 (−04:00) became 01:00 (−03:00); Havana: 2025-03-09 00:00 (−05:00) → 01:00.
    ['America/Santiago', '2025-09-07', '2025-09-07T04:00:00Z', '2025-09-08T03:00:00Z', -240],
    ['America/Havana', '2025-03-09', '2025-03-09T05:00:00Z', '2025-03-10T04:00:00Z', -300],
  ])('%s: %s begins when the clocks jumped (01:00)', (zone, date, start, end, offsetMinutes) => {
    const offsetAt = zoneOffset(zone);
    const result = parseTimeQuery(date, 'local', offsetAt);
    expect(result).toMatchObject({
      ok: true,
      time: {
        unixSeconds: utc(start),
        dayEndSeconds: utc(end),
        precision: 'day',
        zone: 'local',
        offsetMinutes,
      },
    });
    if (!result.ok) return;
    // The link's text reads back (in UTC, as the route reads it) to the same first moment.
    expect(parseTimeQuery(canonicalTime(result.time), 'utc')).toMatchObject({
      ok: true,
      time: { unixSeconds: utc(start) },
    });
    // A time in the skipped hour is still refused; 01:00 exists.
    expect(parseTimeQuery(`${date} 00:30`, 'local', offsetAt)).toMatchObject({ ok: false });
    expect(parseTimeQuery(`${date} 01:00`, 'local', offsetAt)).toMatchObject({
      ok: true,
      time: { unixSeconds: utc(start) },
    });
  });

  it('reads an ordinary day and the hour that happens twice as the browser would', () => {
    const offsetAt = zoneOffset('Europe/Berlin');
    expect(parseTimeQuery('2025-08-02', 'local', offsetAt)).toMatchObject({
      ok: true,
      time: {
        unixSeconds: utc('2025-08-01T22:00:00Z'),
        dayEndSeconds: utc('2025-08-02T22:00:00Z'),
        offsetMinutes: 120,
      },
    });
    // 2025-10-26 02:30 happened at 00:30Z (+02:00) and at 01:30Z (+01:00): the first, as Date reads it.
    expect(parseTimeQuery('2025-10-26 02:30', 'local', offsetAt)).toMatchObject({
      ok: true,
      time: { unixSeconds: utc('2025-10-26T00:30:00Z'), offsetMinutes: 120 },
    });
    // The day of the change lasts 25 hours.
    expect(parseTimeQuery('2025-10-26', 'local', offsetAt)).toMatchObject({
      ok: true,
      time: { unixSeconds: utc('2025-10-25T22:00:00Z'), dayEndSeconds: utc('2025-10-26T23:00:00Z') },
    });
  });
});

describe('parseTimeQuery quotes what it cannot read safely', () => {
  it('makes direction characters visible and never splits an emoji', () => {
    // A zone of 60 characters: U+202E first, an emoji across the 40th code point where the echo cuts.
    const zone = `\u202E${'x'.repeat(37)}😀😀${'y'.repeat(20)}`;
    const result = parseTimeQuery(`2025-08-02 18:11 ${zone}`, 'utc');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('⟨U+202E⟩');
    expect(result.message).not.toContain('\u202E');
    expect(result.message).not.toMatch(/\p{Cs}/u);
    expect(result.message).toContain('…');
  });
});

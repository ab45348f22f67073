import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../settings/settings-store.ts';
import { Time } from './Time.tsx';

/** The display setting, as the settings dialog sets it (test/setup.ts resets it after each test). */
function showIn(timeZone: 'utc' | 'local') {
  updateSettings((settings) => ({ ...settings, timeZone }));
}

const nowSeconds = () => Math.round(Date.now() / 1000);

afterEach(() => {
  // The zone of the local-time cases: Node follows process.env.TZ as soon as it changes.
  vi.unstubAllEnvs();
});

describe('Time', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['past the last date JavaScript has (year 275760)', 8_640_000_000_001],
  ])('%s: a dash, no <time>', (_name, unixSeconds) => {
    const { container } = render(<Time unixSeconds={unixSeconds} />);
    expect(container.textContent).toBe('—');
    expect(screen.queryByRole('time')).toBeNull();
  });

  it.each([
    {
      name: '0, the epoch',
      unixSeconds: 0,
      absolute: '1970-01-01 00:00:00 UTC',
      iso: '1970-01-01T00:00:00.000Z',
      relative: /^\d+ years ago$/,
    },
    {
      name: 'a block time',
      unixSeconds: 1_722_621_583,
      absolute: '2024-08-02 17:59:43 UTC',
      iso: '2024-08-02T17:59:43.000Z',
      relative: /^(\d+ years ago|last year)$/,
    },
    {
      name: 'a bigint',
      unixSeconds: 1_722_621_583n,
      absolute: '2024-08-02 17:59:43 UTC',
      iso: '2024-08-02T17:59:43.000Z',
      relative: /^(\d+ years ago|last year)$/,
    },
    {
      name: 'the last uint32 second (far future)',
      unixSeconds: 4_294_967_295,
      absolute: '2106-02-07 06:28:15 UTC',
      iso: '2106-02-07T06:28:15.000Z',
      relative: /^in \d+ years$/,
    },
  ])(
    'in UTC, $name: the date, how long ago, and the ISO time',
    ({ unixSeconds, absolute, iso, relative }) => {
      render(<Time unixSeconds={unixSeconds} />);
      const time = screen.getByRole('time');
      expect(time).toHaveAttribute('title', iso);
      expect(time).toHaveAttribute('datetime', iso);
      const [shown, ago, ...rest] = (time.textContent ?? '').split(' · ');
      expect(rest).toEqual([]);
      expect(shown).toBe(absolute);
      expect(ago).toMatch(relative);
    },
  );

  it.each([
    { name: 'a moment ago', offset: -10, relative: 'just now' },
    { name: 'three hours ago', offset: -3 * 3600, relative: '3 hours ago' },
    { name: 'in two days', offset: 2 * 24 * 3600, relative: 'in 2 days' },
  ])('relative to the page clock: $name', ({ offset, relative }) => {
    const { container } = render(<Time unixSeconds={nowSeconds() + offset} />);
    expect(container.textContent).toMatch(new RegExp(` · ${relative}$`));
  });

  it('relative off: the date only', () => {
    const { container } = render(<Time unixSeconds={0} relative={false} />);
    expect(container.textContent).toBe('1970-01-01 00:00:00 UTC');
  });

  it.each([
    { zone: 'UTC', shown: '1970-01-01 00:00:00 UTC+0' },
    { zone: 'Asia/Kolkata', shown: '1970-01-01 05:30:00 UTC+5:30' },
    { zone: 'America/New_York', shown: '1969-12-31 19:00:00 UTC\u22125' },
  ])('in local time ($zone): the zone as an offset; the ISO time stays UTC', ({ zone, shown }) => {
    vi.stubEnv('TZ', zone);
    showIn('local');
    render(<Time unixSeconds={0} relative={false} />);
    const time = screen.getByRole('time');
    expect(time).toHaveTextContent(shown);
    expect(time).toHaveAttribute('title', '1970-01-01T00:00:00.000Z');
    expect(time).toHaveAttribute('datetime', '1970-01-01T00:00:00.000Z');
  });
});

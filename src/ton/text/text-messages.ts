import { defineMessages } from '../i18n/messages.ts';

/** Why a typed date or time cannot be read (time-query.ts). */
export const timeQueryMessages = defineMessages('ton.text.time-query', {
  notZone: '“{zone}” is not a time zone: write Z, UTC or an offset such as +03:00.',
  offsetMinutes: '{zone} is not a UTC offset: its minutes run from 00 to 59.',
  offsetRange: '{zone} is not a UTC offset: offsets run from −14:00 to +14:00.',
  noMonth: 'There is no month {month}: months run from 01 to 12.',
  noDay: {
    one: '{month} {year} has {count} day: there is no {date}.',
    other: '{month} {year} has {count} days: there is no {date}.',
  },
  noHour: 'There is no hour {hour}: hours run from 00 to 23.',
  noMinute: 'There is no minute {minute}: minutes run from 00 to 59.',
  noSecond: 'There is no second {second}: seconds run from 00 to 59.',
  notDate: 'Not a date or time. Write it as {examples} or {last}.',
  skipped:
    "{time} does not exist in this browser's time zone: the clocks skipped it (a change to summer time).",
  january: 'January',
  february: 'February',
  march: 'March',
  april: 'April',
  may: 'May',
  june: 'June',
  july: 'July',
  august: 'August',
  september: 'September',
  october: 'October',
  november: 'November',
  december: 'December',
});

/** What the search box says it takes, and why it cannot open what was typed (search-query.ts). */
export const searchQueryMessages = defineMessages('ton.text.search', {
  help: 'Search takes a block number (seqno), “latest”, a date and time (2025-08-02 18:11, UTC unless the display setting is local time; a date alone opens its first block), one or more addresses in any form, or a tonlens, explorer or ton:// link.',
  notAddress: '“{input}”: {problem}',
  nothingToOpen: 'Nothing to open for “{input}”. {help}',
});

/** The note standing in for a value nested too deep to show (bounded-json.ts). */
export const boundedJsonMessages = defineMessages('ton.text.bounded-json', {
  deeperThan: '… nested deeper than {limit} levels',
});

/** The scripts a look-alike name mixes (script-names.ts). */
export const scriptNameMessages = defineMessages('ton.text.scripts', {
  latin: 'Latin',
  cyrillic: 'Cyrillic',
  greek: 'Greek',
  armenian: 'Armenian',
  cherokee: 'Cherokee',
});

import { t } from '../../ton/i18n/door.ts';
import { atTimeMessages as m } from './at-time-messages.ts';

/**
 * What the time search hands the block page it opens (in the history entry's state, so it survives a
 * reload and Back/Forward, and is gone when the user moves to another block): which time was asked and
 * how the block answers it.
 */
export interface TimeSearchNote {
  seqno: number;
  /** The time asked, as a person reads it (`2025-08-02 18:11:00 UTC`, `2025-08-02 (UTC)`). */
  asked: string;
  /** A date alone: the day's first block rather than the one in effect at a moment. */
  day: boolean;
  /** A date alone whose day holds no block (in this index): the block is the first after it. */
  noBlockThatDay: boolean;
  /** Whether only the blocks the endpoint lists were searched (the sample API's catalog). */
  catalogUsed: boolean;
  /** Block requests the search made. */
  probes: number;
}

/** The note in a location's state, if it is one for this block (anything else in the state is ignored). */
export function timeSearchNoteOf(state: unknown, seqno: number): TimeSearchNote | undefined {
  if (typeof state !== 'object' || state === null || !('timeSearch' in state)) return undefined;
  const note = (state as { timeSearch: unknown }).timeSearch;
  if (typeof note !== 'object' || note === null) return undefined;
  const candidate = note as Partial<TimeSearchNote>;
  if (candidate.seqno !== seqno || typeof candidate.asked !== 'string') return undefined;
  return {
    seqno,
    asked: candidate.asked,
    day: candidate.day === true,
    noBlockThatDay: candidate.noBlockThatDay === true,
    catalogUsed: candidate.catalogUsed === true,
    probes: typeof candidate.probes === 'number' ? candidate.probes : 0,
  };
}

/** The block page's note: which time was asked and why this block answers it. */
export function describeNote(note: TimeSearchNote): string {
  const what = note.noBlockThatDay
    ? m.noteNoBlockThatDay
    : note.day
      ? note.catalogUsed
        ? m.noteDayCatalog
        : m.noteDay
      : note.catalogUsed
        ? m.noteMomentCatalog
        : m.noteMoment;
  return t(m.noteAndFound, {
    note: t(what, { asked: note.asked }),
    found: t(m.foundIn, { count: note.probes }),
  });
}

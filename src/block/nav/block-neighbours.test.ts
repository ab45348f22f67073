import { describe, expect, it } from 'vitest';
import { MAX_SEQNO } from '../../ton/seqno.ts';
import {
  missingReason,
  NEAR_AHEAD_BLOCKS,
  neighboursOfBlock,
  neighboursOfMissing,
} from './block-neighbours.ts';

const range = { first: 100, last: 200 };

describe('the neighbours of a block', () => {
  it('offers the next block until the newest, then waits for it; nothing before the first', () => {
    expect(neighboursOfBlock(150, range)).toEqual({ previous: 149, next: { kind: 'open', seqno: 151 } });
    expect(neighboursOfBlock(200, range)).toEqual({ previous: 199, next: { kind: 'wait', seqno: 201 } });
    expect(neighboursOfBlock(100, range).previous).toBeUndefined();
    // The server's ends unknown: as before, one either side.
    expect(neighboursOfBlock(0, undefined)).toEqual({
      previous: undefined,
      next: { kind: 'open', seqno: 1 },
    });
    expect(neighboursOfBlock(MAX_SEQNO, undefined).next).toBeUndefined();
    expect(neighboursOfBlock(100, { first: undefined, last: 200 }).previous).toBe(99);
  });

  it('from a missing block: the nearest the server has, within its ends and its list', () => {
    expect(neighboursOfMissing(203, range)).toEqual({ previous: 200, next: undefined });
    expect(neighboursOfMissing(5, range)).toEqual({
      previous: undefined,
      next: { kind: 'open', seqno: 100 },
    });
    expect(neighboursOfMissing(150, range)).toEqual({ previous: 149, next: { kind: 'open', seqno: 151 } });
    expect(neighboursOfMissing(150, range, [100, 120, 180])).toEqual({
      previous: 120,
      next: { kind: 'open', seqno: 180 },
    });
    // A list older than the newest block: the newest is still a block the server has.
    expect(neighboursOfMissing(190, range, [100, 120, 180])).toEqual({
      previous: 180,
      next: { kind: 'open', seqno: 200 },
    });
    expect(neighboursOfMissing(5, { first: undefined, last: 200 })).toEqual({
      previous: 4,
      next: { kind: 'open', seqno: 6 },
    });
  });

  it('says why: ahead (near or far), before the first, or a gap', () => {
    expect(missingReason(203, range)).toEqual({ kind: 'ahead', near: true, blocks: 3, last: 200 });
    expect(missingReason(200 + NEAR_AHEAD_BLOCKS + 1, range)).toMatchObject({ kind: 'ahead', near: false });
    expect(missingReason(5, range)).toEqual({ kind: 'before-first', first: 100 });
    expect(missingReason(5, { first: undefined, last: 200 })).toEqual({
      kind: 'within',
      first: undefined,
      last: 200,
    });
  });
});

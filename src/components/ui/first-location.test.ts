import { expect, it } from 'vitest';
import { isStillOnFirstLocation, noteLocationShown } from './first-location.ts';

it('tells the location a page loaded with from every later one, the first again included', () => {
  // The cold load's first render comes before the layout notes its location.
  expect(isStillOnFirstLocation('first')).toBe(true);
  noteLocationShown('first');
  expect(isStillOnFirstLocation('first')).toBe(true);
  // A navigation renders before the layout notes its new key: already not the first.
  expect(isStillOnFirstLocation('second')).toBe(false);
  noteLocationShown('second');
  // Back to the first location: its scroll position will be restored, like any other return.
  expect(isStillOnFirstLocation('first')).toBe(false);
});

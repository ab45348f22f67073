import { describe, expect, it } from 'vitest';
import { isLetterKey, isQuestionKey, isSlashKey, stepOfArrow } from './shortcut-key.ts';

// What the functions read of a KeyboardEvent (this file runs outside a DOM).
const press = (key: string, code: string, init: { shiftKey?: boolean } = {}) =>
  ({ key, code, shiftKey: init.shiftKey ?? false }) as KeyboardEvent;

describe('shortcut keys by place, not by printed letter', () => {
  // The same physical keys on a US, a Russian (ЙЦУКЕН) and a Persian (ISIRI 9147) layout.
  const layouts = {
    us: { j: 'j', k: 'k', l: 'l', slash: '/', question: '?' },
    ru: { j: 'о', k: 'л', l: 'д', slash: '.', question: ',' },
    fa: { j: 'ت', k: 'ن', l: 'م', slash: '/', question: '؟' },
  };

  for (const [name, keys] of Object.entries(layouts)) {
    it(`reads j, k, l, / and ? on the ${name} layout`, () => {
      expect(isLetterKey(press(keys.j, 'KeyJ'), 'j')).toBe(true);
      expect(isLetterKey(press(keys.k, 'KeyK'), 'k')).toBe(true);
      expect(isLetterKey(press(keys.l, 'KeyL'), 'l')).toBe(true);
      expect(isLetterKey(press(keys.j, 'KeyJ'), 'k')).toBe(false);
      expect(isSlashKey(press(keys.slash, 'Slash'))).toBe(true);
      expect(isQuestionKey(press(keys.slash, 'Slash'))).toBe(false);
      expect(isQuestionKey(press(keys.question, 'Slash', { shiftKey: true }))).toBe(true);
      expect(isSlashKey(press(keys.question, 'Slash', { shiftKey: true }))).toBe(false);
    });
  }

  it('matches a letter printed at another place only when the event names no place', () => {
    expect(isLetterKey(press('j', ''), 'j')).toBe(true);
    expect(isLetterKey(press('j', 'KeyC'), 'j')).toBe(false);
    expect(isSlashKey(press('/', 'Backslash', { shiftKey: true }))).toBe(true);
    expect(isQuestionKey(press('?', 'Digit7', { shiftKey: true }))).toBe(true);
  });

  it('reads a ? sent on the / key without Shift (as a script types it) as ?, not /', () => {
    expect(isSlashKey(press('?', 'Slash'))).toBe(false);
    expect(isQuestionKey(press('?', 'Slash'))).toBe(true);
  });

  it('steps ← to earlier and → to later left to right, the other way right to left', () => {
    expect(stepOfArrow(press('ArrowLeft', 'ArrowLeft'), 'ltr')).toBe(-1);
    expect(stepOfArrow(press('ArrowRight', 'ArrowRight'), 'ltr')).toBe(1);
    expect(stepOfArrow(press('ArrowLeft', 'ArrowLeft'), 'rtl')).toBe(1);
    expect(stepOfArrow(press('ArrowRight', 'ArrowRight'), 'rtl')).toBe(-1);
    expect(stepOfArrow(press('j', 'KeyJ'), 'rtl')).toBeUndefined();
  });
});

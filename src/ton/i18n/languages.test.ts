import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf, guessLanguage, readLanguage } from './languages.ts';

describe('choosing the page’s language', () => {
  it('reads language tags as browsers and links write them, and nothing else', () => {
    expect(readLanguage('ru-RU')).toBe('ru');
    expect(readLanguage('FA')).toBe('fa');
    expect(readLanguage('en_GB')).toBe('en');
    expect(readLanguage('de')).toBeUndefined();
    expect(readLanguage('<img src=x>')).toBeUndefined();
    expect(readLanguage('ru'.padEnd(100, 'x'))).toBeUndefined();
    expect(readLanguage(undefined)).toBeUndefined();
  });

  it('guesses from the browser’s list, first language tonlens speaks', () => {
    expect(guessLanguage(['de-DE', 'fa-IR', 'en'])).toBe('fa');
    expect(guessLanguage(['de', 'fr'])).toBe('en');
    expect(guessLanguage([])).toBe('en');
  });

  it('puts the link first, then the tab, then Settings, then the browser', () => {
    const browser = ['ru-RU'];
    expect(chooseLanguage({ fromLink: 'fa', fromTab: 'en', fromSettings: 'en', browser })).toBe('fa');
    expect(chooseLanguage({ fromLink: 'xx', fromTab: 'en', fromSettings: 'fa', browser })).toBe('en');
    expect(chooseLanguage({ fromSettings: 'fa', browser })).toBe('fa');
    expect(chooseLanguage({ fromSettings: 'auto', browser })).toBe('ru');
  });

  it('writes Persian right to left and the others left to right', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('ru')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});

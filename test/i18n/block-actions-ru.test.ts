/** The block page's actions sentence in Russian: plural forms inside one sentence (issue 28). */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as ruCatalogue } from '../../src/app/i18n/ru/index.ts';
import { actionOriginText } from '../../src/block/actions/action-text.ts';
import { setActiveLanguage } from '../../src/ton/i18n/active-language.ts';

describe('where the actions came from, in Russian', () => {
  afterEach(() => setActiveLanguage('en', undefined));

  it.each([
    [1, 'Классифицировано сервером: 1 действие; прочитано tonlens из сообщений: 21 действие.'],
    [2, 'Классифицировано сервером: 2 действия; прочитано tonlens из сообщений: 21 действие.'],
    [5, 'Классифицировано сервером: 5 действий; прочитано tonlens из сообщений: 21 действие.'],
    [11, 'Классифицировано сервером: 11 действий; прочитано tonlens из сообщений: 21 действие.'],
    [22, 'Классифицировано сервером: 22 действия; прочитано tonlens из сообщений: 21 действие.'],
  ])('%d by the server, 21 by tonlens: each count in its own form', (server, text) => {
    setActiveLanguage('ru', ruCatalogue);
    expect(actionOriginText('ready', { server, tonlens: 21 })).toBe(text);
  });
});

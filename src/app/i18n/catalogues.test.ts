/**
 * The catalogues against the English messages: every message of every area (the `*messages.ts` files
 * beside the code) has its Russian and Persian text, with the same placeholders and the plural forms
 * its language needs; no catalogue keeps words for a message that no longer exists; and the plural
 * rules written out in the catalogues agree with CLDR's (Intl.PluralRules).
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, Message, MessageText } from '../../ton/i18n/messages.ts';
import { catalogue as russian, russianPlural } from './ru/index.ts';
import { catalogue as persian, persianPlural } from './fa/index.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*messages.ts', '!/src/**/*.test.ts', '!/src/ton/i18n/**'],
  { eager: true },
);

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'area' in value && 'name' in value && 'en' in value;
}

// A set: a file may re-export another's messages, or spread a smaller set the first download needs.
const messages: Message[] = [
  ...new Set(
    Object.values(modules).flatMap((module) =>
      Object.values(module).flatMap((exported) =>
        typeof exported === 'object' && exported !== null ? Object.values(exported).filter(isMessage) : [],
      ),
    ),
  ),
];

function placeholders(text: MessageText): string[] {
  const forms = typeof text === 'string' ? [text] : Object.values(text);
  return [
    ...new Set(forms.flatMap((form) => [...(form ?? '').matchAll(/\{([A-Za-z]\w*)\}/g)].map((m) => m[1]))),
  ]
    .filter((name): name is string => name !== undefined)
    .sort();
}

const LANGUAGES: [string, Catalogue, string[]][] = [
  ['Russian', russian, ['one', 'few', 'many', 'other']],
  ['Persian', persian, ['one', 'other']],
];

describe('the English messages', () => {
  it('are found, each area in one file', () => {
    expect(messages.length).toBeGreaterThan(0);
    const ids = messages.map((message) => `${message.area}.${message.name}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(LANGUAGES)('the %s catalogue', (_language, catalogue, forms) => {
  it('translates every message, with the same placeholders', () => {
    const problems: string[] = [];
    for (const message of messages) {
      const text = catalogue.areas[message.area]?.[message.name];
      const id = `${message.area}.${message.name}`;
      if (text === undefined) problems.push(`${id}: missing`);
      else if (typeof text !== typeof message.en) problems.push(`${id}: counted in one language only`);
      else if (placeholders(text).join() !== placeholders(message.en).join())
        problems.push(
          `${id}: placeholders ${placeholders(text).join()} ≠ ${placeholders(message.en).join()}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('gives each counted message every plural form of the language', () => {
    const problems: string[] = [];
    for (const message of messages) {
      const text = catalogue.areas[message.area]?.[message.name];
      if (typeof text !== 'object') continue;
      const missing = forms.filter((form) => !(form in text));
      if (missing.length > 0) problems.push(`${message.area}.${message.name}: no ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps no words for messages that are gone', () => {
    const known = new Set(messages.map((message) => `${message.area}.${message.name}`));
    const stale = Object.entries(catalogue.areas).flatMap(([area, texts]) =>
      Object.keys(texts)
        .map((name) => `${area}.${name}`)
        .filter((id) => !known.has(id)),
    );
    expect(stale).toEqual([]);
  });
});

describe('the plural rules written out in the catalogues', () => {
  it.each([
    ['ru', russianPlural],
    ['fa', persianPlural],
  ] as const)('agree with CLDR for %s', (language, rule) => {
    const cldr = new Intl.PluralRules(language);
    for (let n = 0; n <= 1000; n += 1) expect([n, rule(n)]).toEqual([n, cldr.select(n)]);
    expect(rule(10n ** 30n + 21n)).toBe(rule(21));
  });
});

/** Counted messages whose Russian rightly reads alike for 1 and 5: "1 байт, 5 байт", "1 NFT, 5 NFT"; a count in parentheses. */
const SAME_IN_RUSSIAN = new Set([
  'accounts.details.fields.bytes',
  'accounts.results.nfts',
  'block.transaction.message.bodyBoc',
  'block.transaction.message.initStateBoc',
  'ton.account-list-link.cutAtEnd',
]);

describe('Russian counts of every counted thing', () => {
  // CLDR: 1 and 21 take "one", 2 and 22 "few", 5, 11 and 25 "many".
  const TABLE = [
    [1, 'one'],
    [2, 'few'],
    [5, 'many'],
    [11, 'many'],
    [21, 'one'],
    [22, 'few'],
    [25, 'many'],
  ] as const;

  it('picks the form of 1, 2, 5, 11, 21, 22 and 25, and a noun that changes in English changes in Russian', () => {
    const problems: string[] = [];
    for (const message of messages) {
      const forms = russian.areas[message.area]?.[message.name];
      if (typeof forms !== 'object' || typeof message.en !== 'object') continue;
      const id = `${message.area}.${message.name}`;
      for (const [count, category] of TABLE) {
        if (russianPlural(count) !== category) problems.push(`${id}: ${count} is not ${category}`);
        if ((forms[category] ?? '').trim() === '') problems.push(`${id}: no text for ${count}`);
      }
      // "1 transaction / 5 transactions": where English says one and many differently, so does Russian.
      if (
        message.en.one !== undefined &&
        message.en.one !== message.en.other &&
        forms.one === forms.many &&
        !SAME_IN_RUSSIAN.has(id)
      )
        problems.push(`${id}: one and many read alike («${forms.one}»)`);
    }
    expect(problems).toEqual([]);
  });
});

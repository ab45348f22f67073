import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLanguage, localizeNumberText } from './active-language.ts';
import { t, tEnglish, tParts } from './door.ts';
import { defineMessages, type Catalogue } from './messages.ts';
import { formatCount } from '../count.ts';

const m = defineMessages('probe', {
  title: 'Block {seqno}',
  counted: { one: '{count} transaction', other: '{count} transactions' },
  quoted: 'No account named “{name}”',
  sent: '{from} sent {amount} to {to}',
  plain: 'Settings',
});

const russian: Catalogue = {
  plural: (count) => {
    const n = Number(count) % 100;
    if (n % 10 === 1 && n !== 11) return 'one';
    if (n % 10 >= 2 && n % 10 <= 4 && (n < 12 || n > 14)) return 'few';
    return 'many';
  },
  areas: {
    probe: {
      title: 'Блок {seqno}',
      counted: {
        one: '{count} транзакция',
        few: '{count} транзакции',
        many: '{count} транзакций',
        other: '{count} транзакции',
      },
      quoted: 'Нет аккаунта «{name}»',
      sent: '{to} получил {amount} от {from}',
    },
  },
};

afterEach(() => setActiveLanguage('en', undefined));

describe('t, the door for words', () => {
  it('fills placeholders and writes numbers as counts', () => {
    expect(t(m.title, { seqno: 'x' })).toBe('Block x');
    expect(t(m.counted, { count: 1 })).toBe('1 transaction');
    expect(t(m.counted, { count: 5000 })).toBe('5,000 transactions');
    expect(t(m.counted, { count: 1n })).toBe('1 transaction');
    expect(t(m.plain)).toBe('Settings');
  });

  it('leaves a placeholder without a value as it is, rather than writing "undefined"', () => {
    expect(t(m.title)).toBe('Block {seqno}');
  });

  it('speaks the active language, and English where the catalogue has no word', () => {
    setActiveLanguage('ru', russian);
    expect(t(m.title, { seqno: 7 })).toBe('Блок 7');
    expect(t(m.plain)).toBe('Settings');
  });

  it('picks the Russian form by the Russian rule, with Russian group separators', () => {
    setActiveLanguage('ru', russian);
    const forms = [1, 2, 5, 11, 21, 22, 25, 1001].map((count) => t(m.counted, { count }));
    expect(forms).toEqual([
      '1 транзакция',
      '2 транзакции',
      '5 транзакций',
      '11 транзакций',
      '21 транзакция',
      '22 транзакции',
      '25 транзакций',
      '1\u00a0001 транзакция',
    ]);
  });

  it('reveals invisible and direction characters in whatever a message quotes, in any language', () => {
    expect(t(m.quoted, { name: 'evil\u202Etxt.exe' })).not.toContain('\u202E');
    setActiveLanguage('ru', russian);
    expect(t(m.quoted, { name: 'evil\u202Etxt.exe' })).not.toContain('\u202E');
    expect(t(m.quoted, { name: 'evil\u202Etxt.exe' })).toMatch(/^Нет аккаунта «evil.+txt\.exe»$/);
  });

  it('gives the pieces of a sentence with nodes, in the language’s own word order', () => {
    const from = { node: 'from' };
    const to = { node: 'to' };
    expect(tParts(m.sent, { from, to, amount: '1 GRAM' })).toEqual([from, ' sent ', '1 GRAM', ' to ', to]);
    setActiveLanguage('ru', russian);
    expect(tParts(m.sent, { from, to, amount: '1 GRAM' })).toEqual([to, ' получил ', '1 GRAM', ' от ', from]);
  });

  it('writes English for machine-read output whatever the page speaks', () => {
    setActiveLanguage('ru', russian);
    expect(tEnglish(m.counted, { count: 21 })).toBe('21 transactions');
  });
});

describe('numbers in the page’s language', () => {
  it('keeps every digit of a number written as text, changing only the separators', () => {
    const big = '-1,180,591,620,717.411303424';
    expect(localizeNumberText(big)).toBe(big);
    setActiveLanguage('fa', { plural: () => 'other', areas: {} });
    expect(localizeNumberText(big)).toBe(big);
    expect(formatCount(1234567)).toBe('1,234,567');
    setActiveLanguage('ru', russian);
    expect(localizeNumberText(big)).toBe('-1\u00a0180\u00a0591\u00a0620\u00a0717,411303424');
    expect(formatCount(2n ** 64n)).toBe('18\u00a0446\u00a0744\u00a0073\u00a0709\u00a0551\u00a0616');
  });
});

describe('values in a right-to-left page', () => {
  const persian: Catalogue = {
    plural: () => 'other',
    areas: { probe: { sent: '{from} {amount} را به {to} فرستاد', quoted: 'حسابی به نام «{name}» نیست' } },
  };

  it('isolates a value written with digits, so its unit stays after them', () => {
    setActiveLanguage('fa', persian);
    expect(t(m.sent, { from: 'A', amount: '0.018 GRAM', to: 'B' })).toBe(
      'A \u20660.018 GRAM\u2069 را به B فرستاد',
    );
    expect(t(m.sent, { from: 'A', amount: '\u2212000.5 USD₮', to: 'B' })).toContain(
      '\u2066\u2212000.5 USD₮\u2069',
    );
  });

  it('leaves words, Persian text, isolated values and quoted strangers’ text as they are', () => {
    setActiveLanguage('fa', persian);
    expect(t(m.sent, { from: 'jetton_transfer', amount: 'بدون ۲', to: '\u20661 GRAM\u2069' })).toBe(
      'jetton_transfer بدون ۲ را به \u20661 GRAM\u2069 فرستاد',
    );
    expect(t(m.quoted, { name: 'x1\u202e' })).toBe('حسابی به نام «x1⟨U+202E⟩» نیست');
  });

  it('changes nothing in a left-to-right page', () => {
    expect(t(m.sent, { from: 'A', amount: '0.018 GRAM', to: 'B' })).toBe('A sent 0.018 GRAM to B');
    setActiveLanguage('ru', russian);
    expect(t(m.sent, { from: 'A', amount: '0,018 GRAM', to: 'B' })).toBe('B получил 0,018 GRAM от A');
  });
});

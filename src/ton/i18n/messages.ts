/**
 * How a module declares the words it shows. Each area writes its English messages beside its code:
 *
 *   export const m = defineMessages('block.header', {
 *     title: 'Block {seqno}',
 *     transactions: { one: '{count} transaction', other: '{count} transactions' },
 *   });
 *
 * and shows them with `t(m.title, { seqno })` (door.ts). The English text travels in the area's own
 * chunk, so the first download carries only the words of the first page; the other languages are one
 * lazy chunk each (src/app/i18n/), keyed by area and message name, and typed against these declarations
 * so a missing or misspelt translation is a type error.
 *
 * Placeholders are `{name}`; a message never concatenates pieces, so each language orders the sentence
 * its own way. A counted message has the plural forms of its language (English: one, other; Russian:
 * one, few, many, other; Persian: one, other) and is chosen by its `count` value.
 */

/** CLDR plural categories. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

export type MessageText = string | PluralForms;

export interface Message<Text extends MessageText = MessageText> {
  /** `area.name`: what the other languages' catalogues are keyed by. */
  readonly area: string;
  readonly name: string;
  /** The English text. */
  readonly en: Text;
}

export type Messages<Record_ extends Readonly<Record<string, MessageText>>> = {
  readonly [Name in keyof Record_]: Message<Record_[Name]>;
};

export function defineMessages<const Record_ extends Readonly<Record<string, MessageText>>>(
  area: string,
  english: Record_,
): Messages<Record_> {
  const messages: Record<string, Message> = {};
  for (const name of Object.keys(english)) {
    messages[name] = { area, name, en: english[name] as MessageText };
  }
  return messages as Messages<Record_>;
}

/**
 * What another language gives for one area: the same names, a plain message as a string and a counted
 * message as the forms of that language (at least `other`; tests check each language has all its forms).
 */
export type Translation<Area extends Readonly<Record<string, Message>>> = {
  readonly [Name in keyof Area]: Area[Name] extends Message<infer Text>
    ? Text extends string
      ? string
      : PluralForms
    : never;
};

/** A language's catalogue: its plural rule and its translations, by area. */
export interface Catalogue {
  readonly plural: (count: number | bigint) => PluralCategory;
  readonly areas: Readonly<Record<string, Readonly<Record<string, MessageText>>>>;
}

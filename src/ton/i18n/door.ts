/**
 * The one door for words (docs/i18n.md): every visible string, accessible name, title and export header
 * is a message of messages.ts shown through `t` (text) or `tParts` (text with React nodes in its
 * placeholders, through <Msg> of components/ui). Lint refuses bare text in JSX and in aria-label/title
 * (`tonlens/text-through-door`).
 */
import { formatCount } from '../count.ts';
import { revealInvisible } from '../text/text-safety.ts';
import { activeCatalogue, activeLanguage, shownLeftToRight } from './active-language.ts';
import type { Message, MessageText, PluralCategory, PluralForms } from './messages.ts';

export type MessageValue = string | number | bigint;

const englishPlural = (count: number | bigint): PluralCategory =>
  count === 1 || count === 1n ? 'one' : 'other';

/** The text of a message in the page's language: its translation, or English where none is loaded. */
function textOf(message: Message): MessageText {
  const translated = activeCatalogue()?.areas[message.area]?.[message.name];
  return translated ?? message.en;
}

function chooseForm(
  text: MessageText,
  values: Readonly<Record<string, unknown>> | undefined,
  english = false,
): string {
  if (typeof text === 'string') return text;
  const count = values?.count;
  const number = typeof count === 'number' || typeof count === 'bigint' ? count : Number.NaN;
  const catalogue = activeCatalogue();
  const category =
    !english && catalogue !== undefined && activeLanguage() !== 'en'
      ? catalogue.plural(number)
      : englishPlural(number);
  return (text as PluralForms)[category] ?? text.other;
}

/** A quote mark a placeholder may sit right after: what it quotes is a stranger's text. */
const OPENING_QUOTES = new Set(['“', '‘', '«', '„', '"']);
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

type Piece<Node> = string | Node;

function split<Node>(
  template: string,
  values: Readonly<Record<string, MessageValue | Node>> | undefined,
  show: (value: MessageValue | Node, quoted: boolean) => Piece<Node>,
): Piece<Node>[] {
  const pieces: Piece<Node>[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const whole = match[0];
    const name = match[1] ?? '';
    const at = match.index;
    const before = template.slice(last, at);
    if (before !== '') pieces.push(before);
    if (values !== undefined && Object.hasOwn(values, name)) {
      pieces.push(show(values[name] as MessageValue | Node, OPENING_QUOTES.has(template[at - 1] ?? '')));
    } else {
      pieces.push(whole);
    }
    last = at + whole.length;
  }
  if (last < template.length) pieces.push(template.slice(last));
  return pieces;
}

/** Digits among letters that are not right to left: an amount with its unit, a value with a sign. */
const NUMBER_WITHOUT_RTL_LETTERS = /^(?=[^]*[0-9])[^\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]*$/u;

function showValue(value: MessageValue, quoted: boolean): string {
  if (typeof value === 'number' || typeof value === 'bigint') return formatCount(value);
  // Whatever a message quotes is a stranger's text: its invisible and direction characters are shown as
  // themselves (⟨U+202E⟩), whichever language put the quote marks there.
  if (quoted) return revealInvisible(value).text;
  // A value written with digits ("0.018 GRAM", "−5 USD₮") is one left-to-right value inside a
  // right-to-left sentence, or the bidi algorithm moves its unit before its digits.
  return NUMBER_WITHOUT_RTL_LETTERS.test(value) ? shownLeftToRight(value) : value;
}

/**
 * A message as text in the page's language. Numbers and bigints in `values` are written as counts with
 * the language's separators; a counted message picks its form by `values.count`.
 */
export function t(message: Message, values?: Readonly<Record<string, MessageValue>>): string {
  const template = chooseForm(textOf(message), values);
  if (values === undefined && !template.includes('{')) return template;
  return split(template, values, (value, quoted) => showValue(value as MessageValue, quoted)).join('');
}

/**
 * A message whose placeholders hold things that are not text (an Address, an Amount): the pieces in
 * order, strings and the given nodes, for <Msg> to render. Text values are shown as `t` shows them.
 */
export function tParts<Node>(
  message: Message,
  values: Readonly<Record<string, MessageValue | Node>>,
): Piece<Node>[] {
  const template = chooseForm(textOf(message), values);
  return split<Node>(template, values, (value, quoted) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? showValue(value, quoted)
      : value,
  );
}

/** The English text of a message, whatever the page's language: for logs and machine-read files. */
export function tEnglish(message: Message, values?: Readonly<Record<string, MessageValue>>): string {
  const template = chooseForm(message.en, values, true);
  return split(template, values, (value, quoted) => showValue(value as MessageValue, quoted)).join('');
}

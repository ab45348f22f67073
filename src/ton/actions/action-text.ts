/**
 * An action in plain text, for what is not a view: exports, the filter, aria labels. Views render the
 * sentence's parts themselves (accounts through the Address door, amounts through the amount doors,
 * strangers' text through StrangerText); this joins the same parts as text:
 * - the coin through ../coin.ts (coinAmountText), jettons with their own decimals and symbol
 *   (../jetton/jetton-info.ts), never with the coin's ticker; unknown decimals or an unknown jetton:
 *   raw units, said;
 * - strangers' text (comments, type names the server invents) cut where the text is built and with
 *   invisible characters made visible (../text/text-safety.ts); the action keeps the whole text as data.
 */
import type { Action, JettonDirectory, SentencePart } from './action-model.ts';
import { coinAmountText, type CoinFormat } from '../coin.ts';
import { formatOpcode, opcodeName } from '../chain/opcodes.ts';
import { jettonAmountText, jettonLabel, type JettonInfo, type JettonWarning } from '../jetton/jetton-info.ts';
import { cutText } from '../text/cut-text.ts';
import { shownStrangerText } from '../text/text-safety.ts';
import { formatTokenAmount } from '../amount.ts';
import { t, tEnglish } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { actionTypeMessages, sentenceMessages as m } from './sentence-messages.ts';

/** Which language a text is written in: the page's, or English for machine-read files. */
export type TextLanguage = 'page' | 'en';
type Say = typeof t;
const sayIn = (language: TextLanguage): Say => (language === 'en' ? tEnglish : t);

/** Words written in capitals when a type name is spelled out. */
const ACRONYMS: ReadonlyMap<string, string> = new Map([
  ['nft', 'NFT'],
  ['dns', 'DNS'],
  ['dex', 'DEX'],
  ['ton', 'TON'],
  ['tgbtc', 'tgBTC'],
  ['evaa', 'EVAA'],
  ['mev', 'MEV'],
]);

const PLAIN_TYPE = /^[a-z][a-z0-9_]{0,63}$/;
/** How much of an unknown, strange type name a label shows, in code points. */
const TYPE_SHOWN = 48;
/** How much of a comment or other stranger's text a sentence shows, in code points. */
export const STRANGER_SHOWN = 120;

/**
 * A type as a label: "Jetton transfer"; a plain snake_case name the index may add tomorrow spelled out
 * ("nft_cancel_sale" → "NFT cancel sale"); anything else is a stranger's text, shown cut and with its
 * invisible characters visible.
 */
export function actionTypeLabel(type: string, language: TextLanguage = 'page'): string {
  const known: Message | undefined = Object.hasOwn(actionTypeMessages, type)
    ? actionTypeMessages[type as keyof typeof actionTypeMessages]
    : undefined;
  if (known !== undefined) return sayIn(language)(known);
  if (PLAIN_TYPE.test(type)) {
    const words = type.split('_').filter((word) => word !== '');
    const spelled = words.map((word) => ACRONYMS.get(word) ?? word).join(' ');
    // An acronym keeps its own case ("tgBTC mint"); a word starts with a capital ("Stake deposit").
    return ACRONYMS.has(words[0] ?? '') ? spelled : spelled.charAt(0).toUpperCase() + spelled.slice(1);
  }
  return shownStrangerText(cutText(type, TYPE_SHOWN * 2), TYPE_SHOWN);
}

/** A stranger's text where text is built: cut first (it may be megabytes), then made visible and quoted. */
export function strangerTextShown(
  value: string,
  keep = STRANGER_SHOWN,
  language: TextLanguage = 'page',
): string {
  return sayIn(language)(m.quoted, { text: shownStrangerText(cutText(value, keep * 2), keep) });
}

/** A jetton amount with its own decimals and symbol; raw units when either is not known. */
export function jettonAmountWithLabel(
  master: string | null,
  amount: bigint,
  jettons: JettonDirectory,
  language: TextLanguage = 'page',
): string {
  const say = sayIn(language);
  const info = master === null ? undefined : jettons.get(master);
  if (info === undefined) {
    const raw = formatTokenAmount(amount, 0);
    return say(master === null ? m.rawUnknownJetton : m.rawUndescribedJetton, { amount: raw });
  }
  const marked = warningsText(info, say);
  if (!info.decimals.known) {
    return say(m.rawUnitsOf, { amount: jettonAmountText(amount, info.decimals), jetton: marked });
  }
  return `${jettonAmountText(amount, info.decimals)} ${marked}`;
}

const WARNING_WORDS: Readonly<Record<JettonWarning, Message>> = {
  'scam-flagged': m.scamFlagged,
  'looks-like-usdt': m.looksLikeUsdt,
  'looks-like-native-coin': m.looksLikeNativeCoin,
};

/**
 * In text (exports, the filter, labels) a jetton named "GRAM" or "USD₮" would read as the real thing
 * (tonscan #90): such a jetton says what it is, by its master, as the page's ⚠ does.
 */
function warningsText(info: JettonInfo, say: Say): string {
  const label = jettonLabel(info);
  if (info.warnings.length === 0) return label;
  const master = `${info.master.slice(0, 8)}…${info.master.slice(-6)}`;
  const warnings = info.warnings.map((warning) => say(WARNING_WORDS[warning])).join(say(m.warningSeparator));
  return say(m.warnedJetton, { jetton: label, master, warnings });
}

function opcodeText(opcode: number, say: Say): string {
  if (!Number.isInteger(opcode) || opcode < 0 || opcode > 0xffffffff) return say(m.unreadableOpcode);
  const name = opcodeName(opcode);
  return name === undefined ? formatOpcode(opcode) : `${formatOpcode(opcode)} (${name})`;
}

/**
 * One part as text; `accountText` writes an account (default: the raw form as the action gives it);
 * words in the page's language, or in English for machine-read files (`language`).
 */
export function sentencePartText(
  part: SentencePart,
  jettons: JettonDirectory,
  format: CoinFormat,
  accountText: (raw: string) => string = (raw) => raw,
  language: TextLanguage = 'page',
): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'words': {
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(part.values ?? {})) {
        values[name] =
          typeof value === 'number' ? value : sentencePartText(value, jettons, format, accountText, language);
      }
      return sayIn(language)(part.message, values);
    }
    case 'account':
      return accountText(part.raw);
    case 'coin':
      return coinAmountText(part.nanos, format);
    case 'jetton':
      return jettonAmountWithLabel(part.master, part.amount, jettons, language);
    case 'opcode':
      return opcodeText(part.opcode, sayIn(language));
    case 'stranger':
      return strangerTextShown(part.text, STRANGER_SHOWN, language);
  }
}

/**
 * The action's sentence as one line of plain text: "0:AB… sent 1.5 LENS to 0:CD…". With `accountText`
 * the caller writes accounts in their user-friendly form (or a label); the raw form otherwise.
 */
export function actionSentenceText(
  action: Action,
  jettons: JettonDirectory,
  format: CoinFormat,
  accountText?: (raw: string) => string,
  language: TextLanguage = 'page',
): string {
  let line = '';
  for (const part of action.sentence) line += sentencePartText(part, jettons, format, accountText, language);
  return line;
}

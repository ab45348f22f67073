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

/** Labels of the types both readers produce and of the index's common ones. */
const LABELS: ReadonlyMap<string, string> = new Map([
  ['ton_transfer', 'Transfer'],
  ['jetton_transfer', 'Jetton transfer'],
  ['jetton_mint', 'Jetton mint'],
  ['jetton_burn', 'Jetton burn'],
  ['jetton_swap', 'Swap'],
  ['jetton_internal_transfer', 'Jetton internal transfer'],
  ['jetton_notification', 'Jetton notification'],
  ['excess', 'Excess returned'],
  ['nft_transfer', 'NFT transfer'],
  ['nft_mint', 'NFT mint'],
  ['nft_ownership_assigned', 'NFT ownership assigned'],
  ['contract_deploy', 'Contract deploy'],
  ['call_contract', 'Contract call'],
  ['bounce', 'Bounce'],
  ['unclassified', 'Unclassified contract call'],
  ['tick_tock', 'Tick-tock'],
  ['change_dns', 'DNS record change'],
  ['delete_dns', 'DNS record deletion'],
  ['renew_dns', 'DNS renewal'],
  ['dns_purchase', 'DNS purchase'],
  ['dns_release', 'DNS release'],
  ['election_deposit', 'Election deposit'],
  ['election_recover', 'Election stake recovered'],
  ['auction_bid', 'Auction bid'],
  ['dex_deposit_liquidity', 'Liquidity deposit'],
  ['dex_withdraw_liquidity', 'Liquidity withdrawal'],
  ['stake_deposit', 'Stake deposit'],
  ['stake_withdrawal', 'Stake withdrawal'],
  ['stake_withdrawal_request', 'Stake withdrawal request'],
  ['subscribe', 'Subscription'],
  ['unsubscribe', 'Unsubscription'],
]);

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
export function actionTypeLabel(type: string): string {
  const known = LABELS.get(type);
  if (known !== undefined) return known;
  if (PLAIN_TYPE.test(type)) {
    const words = type.split('_').filter((word) => word !== '');
    const spelled = words.map((word) => ACRONYMS.get(word) ?? word).join(' ');
    // An acronym keeps its own case ("tgBTC mint"); a word starts with a capital ("Stake deposit").
    return ACRONYMS.has(words[0] ?? '') ? spelled : spelled.charAt(0).toUpperCase() + spelled.slice(1);
  }
  return shownStrangerText(cutText(type, TYPE_SHOWN * 2), TYPE_SHOWN);
}

/** A stranger's text where text is built: cut first (it may be megabytes), then made visible and quoted. */
export function strangerTextShown(value: string, keep = STRANGER_SHOWN): string {
  return `“${shownStrangerText(cutText(value, keep * 2), keep)}”`;
}

/** A jetton amount with its own decimals and symbol; raw units when either is not known. */
export function jettonAmountWithLabel(
  master: string | null,
  amount: bigint,
  jettons: JettonDirectory,
): string {
  const info = master === null ? undefined : jettons.get(master);
  if (info === undefined) {
    return `${formatTokenAmount(amount, 0)} raw units of ${master === null ? 'an unknown jetton' : 'a jetton not described'}`;
  }
  const label = jettonLabel(info);
  const marked = `${label}${warningsText(info)}`;
  if (!info.decimals.known) return `${jettonAmountText(amount, info.decimals)} raw units of ${marked}`;
  return `${jettonAmountText(amount, info.decimals)} ${marked}`;
}

const WARNING_WORDS: Readonly<Record<JettonWarning, string>> = {
  'scam-flagged': 'the index flags it as a scam',
  'looks-like-usdt': 'its name looks like USD₮, but it is another jetton',
  'looks-like-native-coin': 'its name looks like the native coin',
};

/**
 * In text (exports, the filter, labels) a jetton named "GRAM" or "USD₮" would read as the real thing
 * (tonscan #90): such a jetton says what it is, by its master, as the page's ⚠ does.
 */
function warningsText(info: JettonInfo): string {
  if (info.warnings.length === 0) return '';
  const master = `${info.master.slice(0, 8)}…${info.master.slice(-6)}`;
  return ` (a jetton, master ${master}: ${info.warnings.map((warning) => WARNING_WORDS[warning]).join('; ')})`;
}

function opcodeText(opcode: number): string {
  if (!Number.isInteger(opcode) || opcode < 0 || opcode > 0xffffffff) return 'an unreadable opcode';
  const name = opcodeName(opcode);
  return name === undefined ? formatOpcode(opcode) : `${formatOpcode(opcode)} (${name})`;
}

/** One part as text; `accountText` writes an account (default: the raw form as the action gives it). */
export function sentencePartText(
  part: SentencePart,
  jettons: JettonDirectory,
  format: CoinFormat,
  accountText: (raw: string) => string = (raw) => raw,
): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'account':
      return accountText(part.raw);
    case 'coin':
      return coinAmountText(part.nanos, format);
    case 'jetton':
      return jettonAmountWithLabel(part.master, part.amount, jettons);
    case 'opcode':
      return opcodeText(part.opcode);
    case 'stranger':
      return strangerTextShown(part.text);
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
): string {
  let line = '';
  for (const part of action.sentence) line += sentencePartText(part, jettons, format, accountText);
  return line;
}

/** A jetton's words and amounts as the accounts page writes them: exact digits, stranger text made safe. */
import type { JettonHolding, OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import {
  isUsdtMaster,
  jettonAmountText,
  jettonInfoOf,
  type JettonInfo,
  type JettonWarning,
} from '../../ton/jetton/jetton-info.ts';
import type { RememberedJetton } from '../../workspace/snapshots.ts';
import { jettonDeltaText, type JettonChange } from '../watch/account-changes.ts';
import { t } from '../../ton/i18n/door.ts';
import { shownLeftToRight } from '../../ton/i18n/active-language.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { resultsMessages as m } from './results-messages.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import { safeText } from '../details/token-text.ts';
import { orderedJettons } from '../holdings.ts';

/** The real USD₮ is named by us (its master decided it), never by the metadata's text. */
export const USDT_SYMBOL = 'USD₮';

export const JETTON_WARNING_TEXT: Record<JettonWarning, Message> = {
  'scam-flagged': m.warningScam,
  'looks-like-usdt': m.warningUsdt,
  'looks-like-native-coin': m.warningNativeCoin,
};

/** Short words for a mark in a cell or a header. */
export const JETTON_WARNING_TAG: Record<JettonWarning, Message> = {
  'scam-flagged': m.tagScam,
  'looks-like-usdt': m.tagUsdt,
  'looks-like-native-coin': m.tagNativeCoin,
};

/** The symbol to write after an amount: USD₮ for the real one, else the metadata's (made safe, cut). */
export function jettonSymbolText(jetton: JettonInfo | undefined, keep = 16): string {
  if (!jetton) return USDT_SYMBOL;
  if (jetton.isUsdt) return USDT_SYMBOL;
  return (
    safeText(jetton.symbol ?? undefined, keep) ??
    safeText(jetton.name ?? undefined, keep) ??
    t(m.unnamedJetton)
  );
}

/** A jetton's warnings in short words after a ⚠ ("(⚠ scam, not GRAM)"); '' when it has none. */
export function jettonMarksText(jetton: JettonInfo | undefined): string {
  const marks = (jetton?.warnings ?? []).map((warning) => t(JETTON_WARNING_TAG[warning]));
  return marks.length > 0 ? `(⚠ ${marks.join(', ')})` : '';
}

/**
 * The symbol with its marks, wherever a jetton is named alone (a total, a card's label, a sort option):
 * a jetton calling itself GRAM reads "GRAM (⚠ not GRAM)", never a plain "GRAM".
 */
export function jettonSymbolWithMarks(jetton: JettonInfo | undefined, keep = 16): string {
  const marks = jettonMarksText(jetton);
  const symbol = jettonSymbolText(jetton, keep);
  return marks ? `${symbol} ${marks}` : symbol;
}

/**
 * The words beside a jetton column's total: its holders, and when some owners' jettons are not known
 * (loading, failed, not offered, no sample data) how many were counted and how many not.
 */
export function jettonTotalCountText({
  holders,
  known,
  unknown,
}: {
  holders: number;
  known: number;
  unknown: number;
}): string {
  return unknown > 0
    ? t(m.holdersKnown, { count: holders, known, unknown })
    : t(m.holders, { count: holders });
}

/**
 * An exact amount of a jetton as text: its decimals applied to the bigint (never a float), or, when its
 * decimals are unknown, the integer in raw units said in words.
 */
export function jettonAmountWords(amount: bigint, jetton: JettonInfo | undefined, usdtDecimals = 6): string {
  if (!jetton) return jettonAmountText(amount, { known: true, value: usdtDecimals });
  const digits = jettonAmountText(amount, jetton.decimals);
  return jetton.decimals.known ? digits : t(m.rawUnits, { amount: digits });
}

/**
 * The direction of jettonAmountWords' text: digits read left to right (a minus sign stays before them in a
 * right-to-left page), words ("12 raw units", translated) in the page's own.
 */
export function jettonAmountDirection(jetton: JettonInfo | undefined): 'ltr' | undefined {
  return !jetton || jetton.decimals.known ? 'ltr' : undefined;
}

/**
 * "1,234.56 USD₮", "5,000 LENS", "12 raw units of XYZ (decimals unknown)"; a flagged jetton carries its
 * mark in the same words ("5 USD₮ (⚠ not USD₮)"), so a look-alike never reads as the real one.
 */
export function holdingText(holding: JettonHolding): string {
  const symbol = jettonSymbolText(holding.jetton);
  const amount = jettonAmountText(holding.balance, holding.jetton.decimals);
  const text = holding.jetton.decimals.known
    ? shownLeftToRight(`${amount} ${symbol}`)
    : t(m.holdingRawUnits, { amount, symbol });
  const marks = jettonMarksText(holding.jetton);
  return marks ? `${text} ${marks}` : text;
}

/** The parts of a row's one-line summary of what the owner holds; undefined when nothing is known yet. */
export interface HoldingsSummary {
  /** "1,234.56 USD₮ · 3 more jettons · 2 NFTs" */
  text: string;
  /** Jettons held that carry a warning (their words are in the opened row). */
  flagged: number;
  /**
   * What the sample API cannot know of this owner (its jettons, its NFTs or all), with its sample_note:
   * said as "no data in the sample", never "holds nothing". The note is the server's text, made safe here.
   */
  noSampleData: { what: 'all' | 'jettons' | 'NFTs'; note: string } | undefined;
  loading: boolean;
  /** The sources whose request failed, each named ("NFTs: request failed"); empty when none did. */
  failed: readonly TokenSourceName[];
}

/** An owner's token sources, as a row names them. */
export type TokenSourceName = 'jettons' | 'NFTs' | 'wallet';

/** How long a sample note may be when shown (a tooltip), in code points. */
const NOTE_SHOWN = 200;

export function holdingsSummary(tokens: OwnerTokens | undefined): HoldingsSummary | undefined {
  if (!tokens) return undefined;
  const { jettons, nfts, wallet } = tokens;
  const parts: string[] = [];
  let flagged = 0;
  let noSampleData: HoldingsSummary['noSampleData'];
  if (jettons.state === 'answered') {
    const held = orderedJettons(jettons.value, true);
    const usdt = held.find((holding) => holding.jetton.isUsdt);
    const others = held.filter((holding) => !holding.jetton.isUsdt);
    flagged = held.filter((holding) => holding.jetton.warnings.length > 0).length;
    if (usdt) parts.push(holdingText(usdt));
    if (others.length === 1 && !usdt && others[0]) parts.push(holdingText(others[0]));
    else if (others.length > 0) parts.push(t(usdt ? m.moreJettons : m.jettons, { count: others.length }));
    else if (!usdt) parts.push(t(m.noJettons));
  }
  if (nfts.state === 'answered' && nfts.value.length > 0) parts.push(t(m.nfts, { count: nfts.value.length }));
  // Which of the two the sample cannot know, in words: both, or only one of them.
  const jettonNote =
    jettons.state === 'no-sample-data' ? shownStrangerText(jettons.note, NOTE_SHOWN) : undefined;
  const nftNote = nfts.state === 'no-sample-data' ? shownStrangerText(nfts.note, NOTE_SHOWN) : undefined;
  const sources: readonly [TokenSourceName, { state: string }][] = [
    ['jettons', jettons],
    ['NFTs', nfts],
    ['wallet', wallet],
  ];
  if (jettonNote !== undefined && nftNote !== undefined) noSampleData = { what: 'all', note: jettonNote };
  else if (jettonNote !== undefined) noSampleData = { what: 'jettons', note: jettonNote };
  else if (nftNote !== undefined) noSampleData = { what: 'NFTs', note: nftNote };
  return {
    text: parts.join(' · '),
    flagged,
    noSampleData,
    loading: jettons.state === 'loading' || nfts.state === 'loading',
    failed: sources.filter(([, source]) => source.state === 'failed').map(([name]) => name),
  };
}

/**
 * One moved jetton balance as the change cell writes it: the exact signed delta in the jetton's decimals
 * (jettonDeltaText), "raw units of" when they are unknown, the symbol (USD₮ named by us; else the metadata's
 * text, shown through StrangerText) with its marks, and whether the wallet is new or gone.
 */
export interface JettonChangeWords {
  master: string;
  kind: JettonChange['kind'];
  down: boolean;
  /** "+1.5", "−1,234.56", or the raw integer when the decimals are unknown. */
  delta: string;
  rawUnits: boolean;
  /** Our own words (USD₮, "unnamed jetton"), or a stranger's text to be shown through StrangerText. */
  symbol: { ours: string } | { stranger: string };
  /** "(⚠ not GRAM)" or ''. */
  marks: string;
}

/**
 * The jetton a change names: as the owner's answer describes it now, else as the snapshot remembered it
 * (a gone jetton), its warnings worked out again from the remembered symbol; undefined when neither knows.
 */
function changedJetton(
  master: string,
  current: readonly JettonHolding[] | undefined,
  remembered: Readonly<Record<string, RememberedJetton>>,
): JettonInfo | undefined {
  const held = current?.find((holding) => holding.jetton.master === master);
  if (held) return held.jetton;
  const kept = Object.hasOwn(remembered, master) ? remembered[master] : undefined;
  if (!kept) return undefined;
  const info = jettonInfoOf(master, kept.symbol === null ? [] : [{ symbol: kept.symbol }]);
  return {
    ...info,
    decimals:
      kept.decimals === null
        ? { known: false, reason: 'decimals not known' }
        : { known: true, value: kept.decimals },
  };
}

export function jettonChangeWords(
  change: JettonChange,
  current: readonly JettonHolding[] | undefined,
  remembered: Readonly<Record<string, RememberedJetton>>,
): JettonChangeWords {
  const jetton = changedJetton(change.master, current, remembered);
  const decimals = jetton?.decimals ?? null;
  const rawUnits = decimals === null || !decimals.known;
  let symbol: JettonChangeWords['symbol'];
  if (jetton?.isUsdt || (!jetton && isUsdtMaster(change.master))) symbol = { ours: USDT_SYMBOL };
  else if (jetton?.symbol) symbol = { stranger: jetton.symbol };
  else if (jetton?.name) symbol = { stranger: jetton.name };
  else symbol = { ours: t(m.unnamedJetton) };
  return {
    master: change.master,
    kind: change.kind,
    down: change.delta < 0n,
    delta: jettonDeltaText(change.delta, decimals),
    rawUnits,
    symbol,
    marks: jettonMarksText(jetton),
  };
}

/** The words of a moved jetton balance as one line of text ("+1.5 LENS", "−3 GRAM (⚠ not GRAM) (gone)"). */
export function jettonChangeText(words: JettonChangeWords): string {
  const symbol = 'ours' in words.symbol ? words.symbol.ours : (safeText(words.symbol.stranger, 16) ?? '');
  return [
    words.delta,
    words.rawUnits ? `${t(m.rawUnitsOf)}${symbol}` : symbol,
    words.marks,
    words.kind === 'moved' ? '' : `(${t(words.kind === 'new' ? m.changeNew : m.changeGone)})`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

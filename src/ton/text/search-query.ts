/**
 * What the header search box should open for a text: a block, the latest block, one or several
 * accounts, or a message saying what is accepted. Pure, so a table test can pin every case.
 */
import { domainMessages } from '../address-list/domain-messages.ts';
import { t } from '../i18n/door.ts';
import { parseAddressList } from '../address-list/parse-address-list.ts';
import { echoedInput, parseSeqno } from '../seqno.ts';
import { searchQueryMessages } from './text-messages.ts';
import { revealInvisible, truncateMiddle } from './text-safety.ts';
import {
  canonicalTime,
  looksLikeTime,
  parseTimeQuery,
  type TimeQuery,
  type TimeZoneSetting,
} from './time-query.ts';

export type SearchTarget =
  | { kind: 'block'; seqno: number; transactionHash?: string }
  | { kind: 'latest' }
  /** The masterchain block in effect at a moment (a date alone: that day's first block). */
  /**
   * `canonical` is the time as the `/block/at/` URL writes it, worked out here so that the search box (in
   * the first download) does not carry the time reader (this module is fetched when the box is focused).
   */
  | { kind: 'time'; time: TimeQuery; canonical: string }
  | { kind: 'accounts'; rawAddresses: string[]; testnetOnly: boolean }
  | { kind: 'invalid'; message: string };

/** What the search box takes, in the page's language. */
export function searchHelp(): string {
  return t(searchQueryMessages.help);
}

/** A tonlens block link, e.g. https://host/block/123?tx=… (also on other hosts running tonlens). */
function readBlockLink(text: string): SearchTarget | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const match = /^\/block\/(\d{1,10})\/?$/.exec(url.pathname);
  if (!match?.[1]) return undefined;
  const seqno = parseSeqno(match[1]);
  if (!seqno.ok) return { kind: 'invalid', message: seqno.message };
  const tx = url.searchParams.get('tx');
  return tx
    ? { kind: 'block', seqno: seqno.seqno, transactionHash: tx }
    : { kind: 'block', seqno: seqno.seqno };
}

/** `timeZone`: how a time without a zone is read, as the display setting says (UTC by default). */
export function classifySearch(input: string, options: { timeZone?: TimeZoneSetting } = {}): SearchTarget {
  const text = input.trim();
  if (text === '') return { kind: 'invalid', message: searchHelp() };
  if (/^latest$/i.test(text)) return { kind: 'latest' };
  if (looksLikeTime(text)) {
    const time = parseTimeQuery(text, options.timeZone ?? 'utc');
    return time.ok
      ? { kind: 'time', time: time.time, canonical: canonicalTime(time.time) }
      : { kind: 'invalid', message: time.message };
  }
  if (/^[#\s]*\d[\d\s]*$/.test(text) || /^-\d/.test(text)) {
    const seqno = parseSeqno(text.replace(/^#/, ''));
    return seqno.ok ? { kind: 'block', seqno: seqno.seqno } : { kind: 'invalid', message: seqno.message };
  }
  const blockLink = readBlockLink(text);
  if (blockLink) return blockLink;

  const list = parseAddressList(text);
  if (list.accounts.length > 0) {
    return {
      kind: 'accounts',
      rawAddresses: list.accounts.map((account) => account.raw),
      testnetOnly: list.accounts.some((account) => account.testnetOnly),
    };
  }
  const firstDomain = list.domains[0];
  if (firstDomain)
    return {
      kind: 'invalid',
      message: t(domainMessages.notResolved, { domain: echoedInput(firstDomain.token) }),
    };
  const firstError = list.errors[0];
  if (firstError)
    return {
      kind: 'invalid',
      message: t(searchQueryMessages.notAddress, {
        input: echoedInput(firstError.token),
        problem: revealInvisible(truncateMiddle(firstError.message, 200, 0)).text,
      }),
    };
  return {
    kind: 'invalid',
    message: t(searchQueryMessages.nothingToOpen, { input: echoedInput(text), help: searchHelp() }),
  };
}

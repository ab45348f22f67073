/**
 * What each pasted owner holds, as the accounts table reads it: the jettons of an answered owner, the
 * list's jetton columns (USD₮, then the most-held others), their exact totals, sorting by a jetton and the
 * "Holds any of…" filter. Pure: the token lookup (api/tokens) is its input, so all of it is table-tested.
 */
import type { JettonHolding, OwnerTokens, TokenSource } from '../api/tokens/owner-tokens.ts';
import type { JettonInfo } from '../ton/jetton/jetton-info.ts';
import { compareBigInt } from '../ton/amount.ts';

export type OwnerTokensMap = ReadonlyMap<string, OwnerTokens>;

/** Jetton columns beside USD₮'s: the list's most-held jettons. */
export const TOP_JETTON_COLUMNS = 3;

/** A jetton with a column of its own: USD₮ (decided by master address only) or one of the most held. */
export interface JettonColumn {
  /** Canonical raw address of the jetton master. */
  master: string;
  /** Its metadata, as the first holder's answer gave it; undefined for USD₮ when no one in the list holds it. */
  jetton: JettonInfo | undefined;
  isUsdt: boolean;
  /** Owners in the list holding more than zero of it. */
  holders: number;
}

/** The jettons of an owner whose jettons were answered; undefined otherwise (loading, failed, unknown). */
export function answeredJettons(tokens: OwnerTokens | undefined): readonly JettonHolding[] | undefined {
  return tokens?.jettons.state === 'answered' ? tokens.jettons.value : undefined;
}

/**
 * The jettons held, USD₮ first, then in the order the answer gave; `nonZero` leaves out emptied wallets.
 * A look-alike (USDT from another master) is never USD₮: that is decided by the master address alone.
 */
export function orderedJettons(holdings: readonly JettonHolding[], nonZero = false): JettonHolding[] {
  const kept = nonZero ? holdings.filter((holding) => holding.balance > 0n) : [...holdings];
  return [
    ...kept.filter((holding) => holding.jetton.isUsdt),
    ...kept.filter((holding) => !holding.jetton.isUsdt),
  ];
}

/**
 * The owner's balance of one jetton: the sum of its wallets of that master (an owner normally has one);
 * 0 when answered without it; undefined when the owner's jettons are not answered.
 */
export function balanceOfJetton(tokens: OwnerTokens | undefined, master: string): bigint | undefined {
  const holdings = answeredJettons(tokens);
  if (!holdings) return undefined;
  let sum = 0n;
  for (const holding of holdings) if (holding.jetton.master === master) sum += holding.balance;
  return sum;
}

/**
 * The list's jetton columns: USD₮ always (when `usdtMaster` is known), then up to `max` others by number
 * of holders, those without warnings before flagged ones, ties by master address so the columns do not
 * move between renders. Counted over every owner of the list, not the rows a filter shows.
 */
export function jettonColumns(
  owners: readonly string[],
  byOwner: OwnerTokensMap,
  max = TOP_JETTON_COLUMNS,
): JettonColumn[] {
  const seen = new Map<string, JettonColumn>();
  let usdt: JettonColumn | undefined;
  for (const owner of owners) {
    const holdings = answeredJettons(byOwner.get(owner));
    if (!holdings) continue;
    const counted = new Set<string>();
    for (const { jetton, balance } of holdings) {
      let column = seen.get(jetton.master);
      if (!column) {
        column = { master: jetton.master, jetton, isUsdt: jetton.isUsdt, holders: 0 };
        seen.set(jetton.master, column);
        if (jetton.isUsdt) usdt = column;
      }
      if (balance > 0n && !counted.has(jetton.master)) {
        counted.add(jetton.master);
        column.holders += 1;
      }
    }
  }
  const flagged = (column: JettonColumn) => ((column.jetton?.warnings.length ?? 0) > 0 ? 1 : 0);
  const others = [...seen.values()]
    .filter((column) => !column.isUsdt && column.holders > 0)
    .sort(
      (a, b) =>
        flagged(a) - flagged(b) ||
        b.holders - a.holders ||
        (a.master < b.master ? -1 : a.master > b.master ? 1 : 0),
    )
    .slice(0, max);
  return usdt ? [usdt, ...others] : others;
}

/**
 * The exact sum of one jetton over the owners given, how many of them hold more than zero, and how many
 * were counted (`known`: jettons answered) or not (`unknown`: loading, failed, not offered, no sample
 * data): a sum over part of the list must say so, never pass for the whole list's.
 */
export function jettonTotal(
  owners: readonly string[],
  byOwner: OwnerTokensMap,
  master: string,
): { amount: bigint; holders: number; known: number; unknown: number } {
  let amount = 0n;
  let holders = 0;
  let known = 0;
  let unknown = 0;
  for (const owner of owners) {
    const balance = balanceOfJetton(byOwner.get(owner), master);
    if (balance === undefined) {
      unknown += 1;
      continue;
    }
    known += 1;
    amount += balance;
    if (balance > 0n) holders += 1;
  }
  return { amount, holders, known, unknown };
}

/** A sort by a jetton column: its master after the direction. */
export type JettonSortKey = `jetton-desc:${string}` | `jetton-asc:${string}`;

export function jettonSortKey(master: string, direction: 'desc' | 'asc'): JettonSortKey {
  return `jetton-${direction}:${master}`;
}

export function parseJettonSortKey(key: string): { master: string; direction: 'desc' | 'asc' } | undefined {
  const match = /^jetton-(desc|asc):(.+)$/.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { direction: match[1] === 'desc' ? 'desc' : 'asc', master: match[2] };
}

/**
 * Rows ordered by their balance of one jetton; owners whose jettons are not answered sort last either way;
 * equal balances keep the order the rows came in (stable).
 */
export function sortByJetton<Row extends { raw: string }>(
  rows: readonly Row[],
  byOwner: OwnerTokensMap,
  master: string,
  direction: 'desc' | 'asc',
): Row[] {
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({
    row,
    index,
    balance: balanceOfJetton(byOwner.get(row.raw), master),
  }));
  keyed.sort((a, b) => {
    if (a.balance === undefined || b.balance === undefined) {
      if (a.balance === b.balance) return a.index - b.index;
      return a.balance === undefined ? 1 : -1;
    }
    const order = compareBigInt(a.balance, b.balance);
    return sign * order || a.index - b.index;
  });
  return keyed.map((item) => item.row);
}

/** Rows whose owner holds more than zero of at least one of `masters` (every row when none is chosen). */
export function filterHoldsAny<Row extends { raw: string }>(
  rows: readonly Row[],
  byOwner: OwnerTokensMap,
  masters: ReadonlySet<string>,
): Row[] {
  if (masters.size === 0) return [...rows];
  return rows.filter((row) =>
    (answeredJettons(byOwner.get(row.raw)) ?? []).some(
      (holding) => holding.balance > 0n && masters.has(holding.jetton.master),
    ),
  );
}

/** A jetton offered by the "Holds any of…" filter: every jetton some owner of the list holds. */
export interface HeldJetton {
  master: string;
  jetton: JettonInfo;
  holders: number;
}

/** Every jetton held (more than zero) in the list, USD₮ first, then by number of holders. */
export function heldJettons(owners: readonly string[], byOwner: OwnerTokensMap): HeldJetton[] {
  const all = jettonColumns(owners, byOwner, Number.POSITIVE_INFINITY);
  return all.flatMap((column) =>
    column.jetton && column.holders > 0
      ? [{ master: column.master, jetton: column.jetton, holders: column.holders }]
      : [],
  );
}

/** What a row says of one source: loading, answered, or why not. */
export type SourceState<T> = TokenSource<T>['state'];

import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import { balanceOfJetton, type JettonColumn } from '../holdings.ts';
import {
  holdingsSummary,
  jettonAmountDirection,
  jettonAmountWords,
  jettonSymbolWithMarks,
} from './holdings-text.ts';
import styles from './AccountsTable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

/** A token source whose request failed, in words. */
const SOURCE_FAILED = {
  jettons: m.jettonsFailed,
  NFTs: m.nftsFailed,
  wallet: m.walletFailed,
} as const;

/**
 * What the owner holds, in one line under the address: USD₮ first, then how many other jettons and NFTs
 * ("1,234.56 USD₮ · 3 more jettons · 2 NFTs"). An owner the sample cannot know says so, never "holds
 * nothing"; an endpoint the server does not offer is said once above the table, not here.
 */
export function HoldingsLine({ tokens }: { tokens: OwnerTokens | undefined }) {
  const summary = holdingsSummary(tokens);
  if (!summary) return null;
  const { text, flagged, noSampleData, loading, failed } = summary;
  if (!text && !noSampleData && !loading && failed.length === 0) return null;
  return (
    <span className={styles.holdings}>
      {text ? <span>{text}</span> : null}
      {flagged > 0 ? (
        <span className={`${styles.tag} ${styles.tagWarning}`}>
          <span aria-hidden="true">⚠ </span>
          {t(m.flaggedJettons, { count: flagged })}
        </span>
      ) : null}
      {noSampleData ? (
        // The note is the server's text: holdingsSummary made it safe (invisible characters shown, cut).
        <span className="muted" title={noSampleData.note} data-server-title>
          {text ? '· ' : ''}
          {t(
            noSampleData.what === 'all'
              ? m.noSampleData
              : noSampleData.what === 'jettons'
                ? m.noSampleJettons
                : m.noSampleNfts,
          )}
        </span>
      ) : null}
      {loading ? (
        <span className="muted">
          {text ? '· ' : ''}
          {t(m.tokensLoading)}
        </span>
      ) : null}
      {failed.length > 0 ? (
        <span className={styles.reasonInline}>
          {text ? '· ' : ''}
          {failed.map((source) => t(SOURCE_FAILED[source])).join(' · ')}
        </span>
      ) : null}
    </span>
  );
}

/** The column's name inside the cell, where rows are cards (the header row is hidden there). */
function CardLabel({ children }: { children: string }) {
  return (
    <span className={styles.cardLabel} aria-hidden="true">
      {children}
    </span>
  );
}

/** One owner's balance of a column's jetton: exact, in its decimals (the header names the jetton). */
function JettonCell({ column, tokens }: { column: JettonColumn; tokens: OwnerTokens | undefined }) {
  const balance = balanceOfJetton(tokens, column.master);
  let content;
  if (balance !== undefined) {
    content =
      balance === 0n ? (
        <span className="muted">0</span>
      ) : (
        <span className="mono" dir={jettonAmountDirection(column.jetton)}>
          {jettonAmountWords(balance, column.jetton)}
        </span>
      );
  } else {
    const state = tokens?.jettons.state;
    content = (
      <span className="muted">
        {state === 'loading' ? '…' : state === 'no-sample-data' ? t(m.noData) : '—'}
      </span>
    );
  }
  return (
    <td className={`${styles.num} ${styles.jettonCell} ${balance ? '' : styles.jettonCellEmpty}`}>
      <CardLabel>{jettonSymbolWithMarks(column.jetton)}</CardLabel>
      {content}
    </td>
  );
}

/** A row's cells of the list's jetton columns (USD₮, then the most-held jettons). */
export function JettonCells({
  columns,
  tokens,
}: {
  columns: readonly JettonColumn[];
  tokens: OwnerTokens | undefined;
}) {
  return (
    <>
      {columns.map((column) => (
        <JettonCell key={column.master} column={column} tokens={tokens} />
      ))}
    </>
  );
}

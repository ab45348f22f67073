import { Link } from 'react-router';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { masterchainHeaderOf } from '../../api/block/shard-blocks.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { Time } from '../../components/time/Time.tsx';
import { paths } from '../../paths.ts';
import { withFilterChange } from '../model/block-filters.ts';
import { shardBlockLabel, shownShardBlockLabel } from '../model/block-index.ts';
import type { BlockSummary } from '../model/block-summary.ts';
import { BlockDetails } from './BlockDetails.tsx';
import { BlockPager } from '../nav/BlockPager.tsx';
import { CopyTextButton } from '../../components/ui/clipboard/CopyTextButton.tsx';
import { Disclosure } from '../Disclosure.tsx';
import { GoToTime, TimeSearchNoteLine } from '../at-time/GoToTime.tsx';
import { curlCommands } from '../raw-json.ts';
import { RawJson } from '../RawJson.tsx';
import { ShardBlockList } from './ShardBlockList.tsx';
import styles from './BlockHeader.module.css';
import { countOf, formatCount } from '../../ton/count.ts';

interface BlockHeaderProps {
  block: MasterchainBlock;
  summary: BlockSummary;
  /** Search of the neighbouring block links: the same filters, no opened transaction. */
  neighbourSearch: URLSearchParams;
  /** The page's current search, for the "show them" links of the failed and bounced counts. */
  search: URLSearchParams;
  /** Starts loading a neighbour before it is opened. */
  onPrefetch: (seqno: number) => void;
}

function Count({ value, filterHref, what }: { value: number; filterHref: string; what: string }) {
  if (value === 0) return <>0</>;
  return (
    <Link to={filterHref} title={`Show only the ${what} transactions`}>
      {value} <span className="visually-hidden">{what}: show only these</span>
    </Link>
  );
}

export function BlockHeader({ block, summary, neighbourSearch, search, onPrefetch }: BlockHeaderProps) {
  // The masterchain block's own header: only the live server's `{blocks}` answer has one.
  const header = masterchainHeaderOf(block.seqno, block.blocks);
  return (
    <header className={styles.header}>
      <BlockPager seqno={block.seqno} neighbourSearch={neighbourSearch} onPrefetch={onPrefetch} />
      <h1>Masterchain block {block.seqno}</h1>
      <TimeSearchNoteLine seqno={block.seqno} />

      <BlockSummaryList block={block} summary={summary} search={search} />
      {block.partial ? (
        <p className="muted">
          The block is still arriving: these counts and sums cover the transactions received so far.
        </p>
      ) : null}
      {block.duplicateTransactions ? <RepeatedTransactionsNote count={block.duplicateTransactions} /> : null}
      {header ? (
        <div className={styles.details}>
          <BlockDetails header={header} />
        </div>
      ) : null}

      <ShardBlocksSection block={block} />
      <BlockTools block={block} blockTime={summary.time} />
    </header>
  );
}

/** The block's figures: time, counts (failed and bounced link to the list filtered to them) and sums. */
function BlockSummaryList({
  block,
  summary,
  search,
}: Pick<BlockHeaderProps, 'block' | 'summary' | 'search'>) {
  return (
    <dl className={`card ${styles.summary}`}>
      <div className={styles.wide}>
        <dt>{summary.timeSource === 'transactions' ? 'Time (latest transaction)' : 'Time'}</dt>
        <dd>
          <Time unixSeconds={summary.time} />
        </dd>
      </div>
      <div className={styles.wide}>
        {/* All of them: the masterchain block's own and those of the shard blocks it commits. */}
        <dt>Transactions in this block and its shard blocks</dt>
        <dd>
          {block.partial ? (
            <>
              {formatCount(summary.transactions)}
              <span className="muted">
                {block.partial.expected === undefined
                  ? ' so far'
                  : ` of ${formatCount(block.partial.expected)}`}
              </span>
            </>
          ) : (
            summary.transactions
          )}
        </dd>
      </div>
      <div>
        <dt>Accounts</dt>
        <dd>{summary.accounts}</dd>
      </div>
      <div>
        <dt>Messages</dt>
        <dd>{summary.messages}</dd>
      </div>
      <div>
        <dt>Failed</dt>
        <dd>
          <Count
            value={summary.failed}
            what="failed"
            filterHref={paths.blockWithSearch(block.seqno, withFilterChange(search, { failedOnly: true }))}
          />
        </dd>
      </div>
      <div>
        <dt>Bounced</dt>
        <dd>
          <Count
            value={summary.bounced}
            what="bounced"
            filterHref={paths.blockWithSearch(block.seqno, withFilterChange(search, { bouncedOnly: true }))}
          />
        </dd>
      </div>
      <div>
        <dt>Total fees</dt>
        <dd>
          <Amount nanotons={summary.totalFees} />
          {summary.unreadableFees > 0 ? (
            <span className={`muted ${styles.sumNote}`}>
              {' '}
              ({countOf(summary.unreadableFees, 'unreadable fee')} not counted)
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Value moved</dt>
        <dd>
          <Amount nanotons={summary.valueMoved} />
        </dd>
      </div>
    </dl>
  );
}

function RepeatedTransactionsNote({ count }: { count: number }) {
  return (
    <p role="note" aria-label="Repeated transactions left out">
      <span aria-hidden="true">⚠ </span>
      The API&apos;s answer repeated {countOf(count, 'transaction')} (the same hash again): each is shown
      once, and the counts and sums above count it once.
    </p>
  );
}

function ShardBlocksSection({ block }: { block: MasterchainBlock }) {
  return (
    <section aria-labelledby="shard-blocks-heading" className={styles.section}>
      <h2 id="shard-blocks-heading">Shard blocks</h2>
      {block.blocks ? (
        // The live server's answer: every shard block it lists, with what it says of each.
        <ShardBlockList shardBlocks={block.shardBlocks} />
      ) : block.shardBlocks.length === 0 ? (
        <p className="muted">No shard block holds a transaction of this block.</p>
      ) : (
        <ul className={styles.shards}>
          {block.shardBlocks.map((shard) => (
            <li key={shardBlockLabel(shard)}>
              <code>{shownShardBlockLabel(shardBlockLabel(shard))}</code>{' '}
              <span className="muted">{countOf(shard.transactionCount, 'transaction')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What this page asked the API, as curl commands and as the raw answers. */
function BlockTools({ block, blockTime }: { block: MasterchainBlock; blockTime: number | undefined }) {
  const requestCount = block.requests.length;
  return (
    <div className={styles.tools}>
      <GoToTime blockTime={blockTime} />
      <CopyTextButton
        value={() => curlCommands(block.requests)}
        what={() =>
          requestCount === 1 ? 'the request as curl' : `${countOf(requestCount, 'request')} as curl`
        }
      >
        Copy as curl{requestCount > 1 ? ` (${requestCount} requests)` : ''}
      </CopyTextButton>
      <Disclosure label={requestCount === 1 ? 'API request' : `API requests (${formatCount(requestCount)})`}>
        {() => (
          <>
            <pre className={styles.requests}>{curlCommands(block.requests)}</pre>
            <p className="muted">
              Exactly what this page asked. An API key, if you use one, was sent only as the{' '}
              <code>X-API-Key</code> header and is not part of these commands.
            </p>
          </>
        )}
      </Disclosure>
      <Disclosure label="Raw JSON">
        {() =>
          block.rawBodies.map((body, index) => (
            <section key={index} className={styles.rawBody} aria-label={`Answer ${index + 1}`}>
              <p className={styles.requestUrl}>
                <code>{block.requests[index]}</code>
              </p>
              <RawJson
                value={() => body}
                label={requestCount === 1 ? 'raw JSON of the block' : `raw JSON of answer ${index + 1}`}
              />
            </section>
          ))
        }
      </Disclosure>
    </div>
  );
}

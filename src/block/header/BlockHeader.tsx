import { memo } from 'react';
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
import { formatCount } from '../../ton/count.ts';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { headerMessages as m } from './header-messages.ts';
import frame from '../block-frame.module.css';

/** An HTTP header's name, not words. */
const API_KEY_HEADER = 'X-API-Key';

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

function Count({
  value,
  filterHref,
  what,
}: {
  value: number;
  filterHref: string;
  what: 'failed' | 'bounced';
}) {
  if (value === 0) return <>0</>;
  return (
    <Link to={filterHref} title={t(what === 'failed' ? m.showOnlyFailed : m.showOnlyBounced)}>
      {value}{' '}
      <span className="visually-hidden">{t(what === 'failed' ? m.failedShowOnly : m.bouncedShowOnly)}</span>
    </Link>
  );
}

/** Memoized: the page re-renders as its actions arrive; the header does not change with them. */
export const BlockHeader = memo(function BlockHeader({
  block,
  summary,
  neighbourSearch,
  search,
  onPrefetch,
}: BlockHeaderProps) {
  // The masterchain block's own header: only the live server's `{blocks}` answer has one.
  const header = masterchainHeaderOf(block.seqno, block.blocks);
  return (
    <header className={styles.header}>
      <BlockPager seqno={block.seqno} neighbourSearch={neighbourSearch} onPrefetch={onPrefetch} />
      <h1>{t(m.title, { seqno: String(block.seqno) })}</h1>
      <TimeSearchNoteLine seqno={block.seqno} />

      <BlockSummaryList block={block} summary={summary} search={search} />
      {block.partial ? <p className="muted">{t(m.partialNote)}</p> : null}
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
});

/** The block's figures: time, counts (failed and bounced link to the list filtered to them) and sums. */
function BlockSummaryList({
  block,
  summary,
  search,
}: Pick<BlockHeaderProps, 'block' | 'summary' | 'search'>) {
  return (
    <dl className={`card ${frame.summary}`}>
      <div className={styles.wide}>
        <dt>{t(summary.timeSource === 'transactions' ? m.timeLatest : m.time)}</dt>
        <dd>
          <Time unixSeconds={summary.time} />
        </dd>
      </div>
      <div className={styles.wide}>
        {/* All of them: the masterchain block's own and those of the shard blocks it commits. */}
        <dt>{t(m.transactionsAll)}</dt>
        <dd>
          {block.partial ? (
            <>
              {formatCount(summary.transactions)}
              <span className="muted">
                {block.partial.expected === undefined
                  ? t(m.soFar)
                  : t(m.ofExpected, { expected: block.partial.expected })}
              </span>
            </>
          ) : (
            summary.transactions
          )}
        </dd>
      </div>
      <div>
        <dt>{t(m.accounts)}</dt>
        <dd>{summary.accounts}</dd>
      </div>
      <div>
        <dt>{t(m.messages)}</dt>
        <dd>{summary.messages}</dd>
      </div>
      <div>
        <dt>{t(m.failed)}</dt>
        <dd>
          <Count
            value={summary.failed}
            what="failed"
            filterHref={paths.blockWithSearch(block.seqno, withFilterChange(search, { failedOnly: true }))}
          />
        </dd>
      </div>
      <div>
        <dt>{t(m.bounced)}</dt>
        <dd>
          <Count
            value={summary.bounced}
            what="bounced"
            filterHref={paths.blockWithSearch(block.seqno, withFilterChange(search, { bouncedOnly: true }))}
          />
        </dd>
      </div>
      <div>
        <dt>{t(m.totalFees)}</dt>
        <dd>
          <Amount nanotons={summary.totalFees} />
          {summary.unreadableFees > 0 ? (
            <span className={`muted ${styles.sumNote}`}>
              {' '}
              {t(m.unreadableFees, { count: summary.unreadableFees })}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t(m.valueMoved)}</dt>
        <dd>
          <Amount nanotons={summary.valueMoved} />
        </dd>
      </div>
    </dl>
  );
}

function RepeatedTransactionsNote({ count }: { count: number }) {
  return (
    <p role="note" aria-label={t(m.repeatedLabel)}>
      <span aria-hidden="true">⚠ </span>
      {t(m.repeated, { count })}
    </p>
  );
}

function ShardBlocksSection({ block }: { block: MasterchainBlock }) {
  return (
    <section aria-labelledby="shard-blocks-heading" className={frame.section}>
      <h2 id="shard-blocks-heading">{t(m.shardBlocks)}</h2>
      {block.blocks ? (
        // The live server's answer: every shard block it lists, with what it says of each.
        <ShardBlockList shardBlocks={block.shardBlocks} />
      ) : block.shardBlocks.length === 0 ? (
        <p className="muted">{t(m.noShardBlock)}</p>
      ) : (
        <ul className={styles.shards}>
          {block.shardBlocks.map((shard) => (
            <li key={shardBlockLabel(shard)}>
              <code>{shownShardBlockLabel(shardBlockLabel(shard))}</code>{' '}
              <span className="muted">{t(m.shardTransactions, { count: shard.transactionCount })}</span>
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
        what={() => (requestCount === 1 ? t(m.copyWhatOne) : t(m.copyWhatMany, { count: requestCount }))}
      >
        {requestCount > 1 ? t(m.copyAsCurlMany, { count: requestCount }) : t(m.copyAsCurl)}
      </CopyTextButton>
      <Disclosure label={requestCount === 1 ? t(m.apiRequest) : t(m.apiRequests, { count: requestCount })}>
        {() => (
          <>
            <pre className={styles.requests}>{curlCommands(block.requests)}</pre>
            <p className="muted">
              <Msg message={m.requestsNote} values={{ header: <code>{API_KEY_HEADER}</code> }} />
            </p>
          </>
        )}
      </Disclosure>
      <Disclosure label={t(m.rawJson)}>
        {() =>
          block.rawBodies.map((body, index) => (
            <section
              key={index}
              className={styles.rawBody}
              aria-label={t(m.answer, { number: String(index + 1) })}
            >
              <p className={styles.requestUrl}>
                <code>{block.requests[index]}</code>
              </p>
              <RawJson
                value={() => body}
                label={
                  requestCount === 1
                    ? t(m.rawJsonOfBlock)
                    : t(m.rawJsonOfAnswer, { number: String(index + 1) })
                }
              />
            </section>
          ))
        }
      </Disclosure>
    </div>
  );
}

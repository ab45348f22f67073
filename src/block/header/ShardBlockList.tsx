import type { ReactNode } from 'react';
import { driftIn } from '../../api/drift.ts';
import type { ShardBlockSummary } from '../../api/block/shard-blocks.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Time } from '../../components/time/Time.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import { shardBlockLabel, shownShardBlockLabel } from '../model/block-index.ts';
import { ServerText } from './BlockDetails.tsx';
import { ltDrift, ltRange } from './logical-times.ts';
import styles from './ShardBlockList.module.css';
import { t } from '../../ton/i18n/door.ts';
import { detailsMessages, shardListMessages as m } from './header-messages.ts';

const WORKCHAIN_NAMES: Record<number, () => string> = {
  [-1]: () => t(m.masterchain),
  0: () => t(m.basechain),
};

/**
 * How many transactions: the block's own count (tx_count) when the answer gives it, and how many of them
 * are this masterchain block's (listed below) when that differs — a shard block committed by an earlier
 * masterchain block holds none of them.
 */
function transactionsText(listedCount: number, count: number | null | undefined): string {
  const listed = listedCount === 0 ? t(m.none) : String(listedCount);
  if (count === undefined || count === null) return t(m.listedBelow, { listed });
  return count === listedCount ? String(count) : t(m.countAndListed, { count: String(count), listed });
}

function Fact({ label, kind, children }: { label: string; kind?: keyof typeof styles; children: ReactNode }) {
  return (
    <div className={kind === undefined ? undefined : styles[kind]}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A value, or where the API sent one that cannot be read, the mark that says so. */
function valueOr(value: ReactNode | undefined, unreadable: string | undefined): ReactNode | undefined {
  if (unreadable !== undefined) return <Unreadable message={unreadable} compact />;
  return value;
}

function ShardBlockItem({ summary }: { summary: ShardBlockSummary }) {
  const { header } = summary;
  // The server's text: shown, and named to assistive technology, with its invisible characters visible.
  const label = shownShardBlockLabel(shardBlockLabel(summary));
  const workchainName = WORKCHAIN_NAMES[summary.workchain]?.();
  const time = header
    ? valueOr(
        header.gen_utime === undefined ? undefined : <Time unixSeconds={header.gen_utime} relative={false} />,
        driftIn(header, 'gen_utime'),
      )
    : undefined;
  const range = header ? ltRange(header.start_lt, header.end_lt) : undefined;
  const lts = header
    ? valueOr(range === undefined ? undefined : <span className="mono">{range}</span>, ltDrift(header))
    : undefined;
  const hash = (field: 'root_hash' | 'file_hash') => {
    if (!header) return undefined;
    const value = header[field];
    return valueOr(
      typeof value === 'string' ? (
        <ServerText
          value={value}
          label={t(field === 'root_hash' ? m.rootHashOf : m.fileHashOf, { label })}
          compact
        />
      ) : undefined,
      driftIn(header, field),
    );
  };
  const rootHash = hash('root_hash');
  const fileHash = hash('file_hash');
  const countDrift = header ? driftIn(header, 'tx_count') : undefined;
  return (
    <li className={styles.item} aria-label={t(m.shardBlock, { label })}>
      <dl className={styles.facts}>
        <Fact label={t(m.workchain)} kind="workchain">
          {summary.workchain}
          {workchainName ? <span className="muted"> {workchainName}</span> : null}
        </Fact>
        <Fact label={t(m.shard)} kind="shard">
          <code>{revealInvisible(summary.shard).text}</code>
        </Fact>
        <Fact label={t(m.seqno)} kind="seqno">
          <span className={styles.nowrap}>
            <code>{summary.seqno}</code>
            <CopyButton
              value={String(summary.seqno)}
              label={t(detailsMessages.seqnoOfShardBlock, { label })}
            />
          </span>
        </Fact>
        {time !== undefined ? (
          <Fact label={t(m.time)} kind="time">
            {time}
          </Fact>
        ) : null}
        <Fact label={t(m.transactions)} kind="count">
          {countDrift !== undefined ? (
            <>
              <Unreadable message={countDrift} compact />
              <span className="muted"> · {transactionsText(summary.transactionCount, undefined)}</span>
            </>
          ) : (
            transactionsText(summary.transactionCount, header?.tx_count)
          )}
        </Fact>
        {lts !== undefined ? <Fact label={t(m.logicalTime)}>{lts}</Fact> : null}
        {rootHash !== undefined ? <Fact label={t(m.rootHash)}>{rootHash}</Fact> : null}
        {fileHash !== undefined ? <Fact label={t(m.fileHash)}>{fileHash}</Fact> : null}
      </dl>
    </li>
  );
}

/**
 * The shard blocks of the live server's `{blocks}` answer merged with those the transactions point at,
 * each with what the answer says of it; a field it does not give is not shown.
 */
export function ShardBlockList({ shardBlocks }: { shardBlocks: readonly ShardBlockSummary[] }) {
  if (shardBlocks.length === 0) return <p className="muted">{t(m.noShardBlock)}</p>;
  return (
    <ul className={styles.list}>
      {shardBlocks.map((summary) => (
        <ShardBlockItem key={shardBlockLabel(summary)} summary={summary} />
      ))}
    </ul>
  );
}

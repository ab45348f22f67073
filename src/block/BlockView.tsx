import { Fragment, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MasterchainBlock, ShardBlockSummary } from '../api/masterchain-block.ts';
import type { Transaction } from '../api/schemas.ts';
import { Address } from '../components/ton/Address.tsx';
import { Amount } from '../components/ton/Amount.tsx';
import { Time } from '../components/ton/Time.tsx';
import { paths } from '../paths.ts';
import { describeTransactionType } from '../ton/exit-codes.ts';
import { MAX_SEQNO } from '../ton/seqno.ts';
import { classifyTransaction } from '../ton/transaction-result.ts';
import { summariseBlock } from './block-summary.ts';
import { messagePreview } from './message-preview.ts';
import { TransactionDetails } from './TransactionDetails.tsx';
import { TransactionResultBadge } from './TransactionResultBadge.tsx';
import styles from './BlockView.module.css';

interface BlockViewProps {
  block: MasterchainBlock;
  /** The transaction opened by `?tx=`, if any. */
  selectedHash: string | null;
}

function shardLabel(shard: Pick<ShardBlockSummary, 'workchain' | 'shard' | 'seqno'>) {
  return `${shard.workchain}:${shard.shard}:${shard.seqno}`;
}

function groupByShardBlock(transactions: Transaction[]) {
  const groups: Array<{ key: string; label: string; transactions: Transaction[] }> = [];
  for (const transaction of transactions) {
    const label = transaction.block_ref ? shardLabel(transaction.block_ref) : 'unknown shard block';
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.transactions.push(transaction);
    else groups.push({ key: `${label}#${groups.length}`, label, transactions: [transaction] });
  }
  return groups;
}

export function BlockView({ block, selectedHash }: BlockViewProps) {
  const summary = summariseBlock(block);
  const groups = groupByShardBlock(block.transactions);
  const [, setSearchParams] = useSearchParams();
  const selectedRow = useRef<HTMLTableRowElement>(null);

  useEffect(() => {
    selectedRow.current?.scrollIntoView({ block: 'start' });
  }, [selectedHash]);

  function toggle(hash: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (next.get('tx') === hash) next.delete('tx');
        else next.set('tx', hash);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="page">
      <nav className={styles.pager} aria-label="Neighbouring blocks">
        {block.seqno > 0 ? (
          <Link to={paths.block(block.seqno - 1)} rel="prev">
            ← Block {block.seqno - 1}
          </Link>
        ) : (
          <span />
        )}
        {block.seqno < MAX_SEQNO ? (
          <Link to={paths.block(block.seqno + 1)} rel="next">
            Block {block.seqno + 1} →
          </Link>
        ) : null}
      </nav>
      <h1>Masterchain block {block.seqno}</h1>
      <dl className={`card ${styles.summary}`}>
        <div>
          <dt>Time</dt>
          <dd>
            <Time unixSeconds={summary.time} />
          </dd>
        </div>
        <div>
          <dt>Transactions</dt>
          <dd>{summary.transactions}</dd>
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
          <dd>{summary.failed}</dd>
        </div>
        <div>
          <dt>Bounced</dt>
          <dd>{summary.bounced}</dd>
        </div>
        <div>
          <dt>Total fees</dt>
          <dd>
            <Amount nanotons={summary.totalFees} />
          </dd>
        </div>
        <div>
          <dt>Value moved</dt>
          <dd>
            <Amount nanotons={summary.valueMoved} />
          </dd>
        </div>
      </dl>

      <section aria-labelledby="shard-blocks-heading" className={styles.section}>
        <h2 id="shard-blocks-heading">Shard blocks</h2>
        <ul className={styles.shards}>
          {block.shardBlocks.map((shard) => (
            <li key={shardLabel(shard)}>
              <code>{shardLabel(shard)}</code>{' '}
              <span className="muted">
                {shard.transactionCount} {shard.transactionCount === 1 ? 'transaction' : 'transactions'}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="transactions-heading" className={styles.section}>
        <h2 id="transactions-heading">Transactions</h2>
        {block.transactions.length === 0 ? (
          <p>This block commits no transactions.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Type</th>
                  <th scope="col">Result</th>
                  <th scope="col" className={styles.num}>
                    Value in
                  </th>
                  <th scope="col" className={styles.num}>
                    Out
                  </th>
                  <th scope="col" className={styles.num}>
                    Fees
                  </th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.key}>
                  <tr className={styles.groupRow}>
                    <th scope="rowgroup" colSpan={7}>
                      Shard block <code>{group.label}</code>
                    </th>
                  </tr>
                  {group.transactions.map((transaction) => {
                    const open = transaction.hash === selectedHash;
                    return (
                      <Fragment key={transaction.hash}>
                        <tr
                          ref={open ? selectedRow : undefined}
                          className={open ? styles.openRow : undefined}
                        >
                          <td>
                            <button
                              type="button"
                              className={styles.expand}
                              aria-expanded={open}
                              aria-label={`${open ? 'Close' : 'Open'} transaction ${transaction.hash.slice(0, 8)}`}
                              onClick={() => toggle(transaction.hash)}
                            >
                              {open ? '▾' : '▸'}
                            </button>
                            <Address
                              raw={transaction.account}
                              entry={block.addressBook[transaction.account]}
                            />
                          </td>
                          <td>
                            {transaction.description?.type
                              ? describeTransactionType(transaction.description.type).title
                              : '—'}
                          </td>
                          <td>
                            <TransactionResultBadge result={classifyTransaction(transaction)} />
                          </td>
                          <td className={styles.num}>
                            <Amount nanotons={transaction.in_msg?.value} />
                          </td>
                          <td className={styles.num}>{transaction.out_msgs.length}</td>
                          <td className={styles.num}>
                            <Amount nanotons={transaction.total_fees} />
                          </td>
                          <td className={styles.preview}>{messagePreview(transaction.in_msg)}</td>
                        </tr>
                        {open ? (
                          <tr>
                            <td colSpan={7} className={styles.detailsCell}>
                              <TransactionDetails transaction={transaction} block={block} />
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </tbody>
              ))}
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

import { Link } from 'react-router';
import { driftIn, type KnownField } from '../../api/drift.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { Transaction } from '../../api/schemas.ts';
import { Address } from '../../components/ton/Address.tsx';
import { isRawAddress, shortAddress } from '../../components/ton/address-text.ts';
import { LabelEditor } from '../../components/labels/LabelEditor.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { Time } from '../../components/time/Time.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { paths } from '../../paths.ts';
import { describeAccountStatus, describeTransactionType } from '../../ton/chain/tlb-values.ts';
import { shownShardBlockLabel, type BlockIndex, type IndexedTransaction } from '../model/block-index.ts';
import { plain, unreadableOf, yesNo } from './field-values.ts';
import { Fields } from './Fields.tsx';
import styles from './TransactionDetails.module.css';

interface TransactionFieldsProps {
  item: IndexedTransaction;
  block: MasterchainBlock;
  index: BlockIndex;
  transactionHref: (hash: string) => string;
}

function status(value: string | null | undefined, unreadable: string | undefined) {
  if (unreadable) return '?';
  return value ? describeAccountStatus(value).title : 'none';
}

function typeTitle(transaction: Transaction) {
  const description = transaction.description;
  const type = description?.type ?? undefined;
  if (!type) return undefined;
  const tickTock = type === 'tick_tock' ? ` (${description?.is_tock ? 'tock' : 'tick'})` : '';
  return `${describeTransactionType(type).title}${tickTock}`;
}

/** The account's transaction before this one; `href` is set when it is in this block too. */
function PreviousTransaction({
  hash,
  lt,
  href,
}: {
  hash: string;
  lt: bigint | undefined;
  href: string | undefined;
}) {
  return (
    <span className={styles.stack}>
      <Hash value={hash} label="previous transaction hash" />
      {lt !== undefined ? <span className="muted">lt {lt.toString()}</span> : null}
      {href ? <Link to={href}>in this block</Link> : null}
    </span>
  );
}

/** The transaction's account, with the button that edits its private label (an address it must be). */
function TransactionAccount({ raw, block }: { raw: string; block: MasterchainBlock }) {
  const entry = block.addressBook[raw];
  return (
    <span className={styles.account}>
      <Address raw={raw} entry={entry} />
      {isRawAddress(raw) ? (
        <LabelEditor raw={raw.toUpperCase()} name={shortAddress(raw, entry)} variant="text" />
      ) : null}
    </span>
  );
}

/** A link to this transaction's own page, and a button copying its full address. */
function ShareLink({ seqno, hash }: { seqno: number; hash: string }) {
  const shareUrl =
    typeof window === 'undefined'
      ? paths.transaction(seqno, hash)
      : `${window.location.origin}${paths.transaction(seqno, hash)}`;
  return (
    <span className={styles.stack}>
      <Link to={paths.transaction(seqno, hash)}>link to this transaction</Link>
      <CopyButton value={shareUrl} label="link to this transaction" />
    </span>
  );
}

/** The transaction's own fields: who, when, which type, its place in the account's chain, its flags. */
export function TransactionFields({ item, block, index, transactionHref }: TransactionFieldsProps) {
  const { transaction } = item;
  const description = transaction.description;
  const t = (field: KnownField<typeof transaction>) => driftIn(transaction, field);
  const d = (field: KnownField<NonNullable<typeof description>>) => driftIn(description, field);
  const previous = transaction.prev_trans_hash;
  return (
    <Fields
      rows={[
        ['Hash', <Hash key="h" value={transaction.hash} label="transaction hash" full />],
        ['Account', <TransactionAccount key="a" raw={transaction.account} block={block} />],
        ['Type', typeTitle(transaction), d('type')],
        ['Logical time', plain(transaction.lt)],
        ['Time', t('now') ? undefined : <Time key="t" unixSeconds={transaction.now} />, t('now')],
        [
          'Account status',
          `${status(transaction.orig_status, t('orig_status'))} → ${status(transaction.end_status, t('end_status'))}`,
          unreadableOf([
            ['orig_status', t('orig_status')],
            ['end_status', t('end_status')],
          ]),
        ],
        [
          'Previous transaction',
          t('prev_trans_hash') ? undefined : previous ? (
            <PreviousTransaction
              key="p"
              hash={previous}
              lt={transaction.prev_trans_lt}
              href={index.byHash.has(previous) ? transactionHref(previous) : undefined}
            />
          ) : (
            'none (first transaction of the account)'
          ),
          unreadableOf([
            ['prev_trans_hash', t('prev_trans_hash')],
            ['prev_trans_lt', t('prev_trans_lt')],
          ]),
        ],
        [
          'Trace id',
          transaction.trace_id ? <Hash value={transaction.trace_id} label="trace id" /> : undefined,
          t('trace_id'),
        ],
        [
          'Trace external hash',
          transaction.trace_external_hash ? (
            <Hash value={transaction.trace_external_hash} label="trace external hash" />
          ) : undefined,
          t('trace_external_hash'),
        ],
        ['Shard block', <code key="s">{shownShardBlockLabel(item.shardBlock)}</code>, t('block_ref')],
        ['Masterchain seqno', plain(transaction.mc_block_seqno), t('mc_block_seqno')],
        ['Aborted', yesNo(description?.aborted), d('aborted')],
        ['Destroyed', yesNo(description?.destroyed), d('destroyed')],
        ['Credit first', yesNo(description?.credit_first), d('credit_first')],
        ['Installed', yesNo(description?.installed), d('installed')],
        ['Is tock', yesNo(description?.is_tock), d('is_tock')],
        ['Emulated', yesNo(transaction.emulated), t('emulated')],
        ['Finality', transaction.finality ?? undefined, t('finality')],
        ['Link', <ShareLink key="l" seqno={block.seqno} hash={transaction.hash} />],
      ]}
    />
  );
}

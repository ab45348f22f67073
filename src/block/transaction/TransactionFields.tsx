import { memo } from 'react';
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
import { t as tr } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';
import styles from './TransactionDetails.module.css';

interface TransactionFieldsProps {
  item: IndexedTransaction;
  block: MasterchainBlock;
  index: BlockIndex;
  transactionHref: (hash: string) => string;
}

function status(value: string | null | undefined, unreadable: string | undefined) {
  if (unreadable) return tr(m.unknownValue);
  return value ? describeAccountStatus(value).title : tr(m.none);
}

function typeTitle(transaction: Transaction) {
  const description = transaction.description;
  const type = description?.type ?? undefined;
  if (!type) return undefined;
  const title = describeTransactionType(type).title;
  // "tick" and "tock" are the chain's own names for the two kinds: not translated.
  return type === 'tick_tock'
    ? tr(m.typeTickTock, { type: title, tickTock: description?.is_tock ? 'tock' : 'tick' })
    : title;
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
      <Hash value={hash} label={tr(m.previousHash)} />
      {lt !== undefined ? <span className="muted">{tr(m.lt, { lt: lt.toString() })}</span> : null}
      {href ? <Link to={href}>{tr(m.inThisBlock)}</Link> : null}
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
      <Link to={paths.transaction(seqno, hash)}>{tr(m.linkToThis)}</Link>
      <CopyButton value={shareUrl} label={tr(m.linkToThis)} />
    </span>
  );
}

/** The transaction's own fields: who, when, which type, its place in the account's chain, its flags. */
export const TransactionFields = memo(function TransactionFields({
  item,
  block,
  index,
  transactionHref,
}: TransactionFieldsProps) {
  const { transaction } = item;
  const description = transaction.description;
  const t = (field: KnownField<typeof transaction>) => driftIn(transaction, field);
  const d = (field: KnownField<NonNullable<typeof description>>) => driftIn(description, field);
  const previous = transaction.prev_trans_hash;
  return (
    <Fields
      rows={[
        [tr(m.hash), <Hash key="h" value={transaction.hash} label={tr(m.transactionHash)} full />],
        [tr(m.account), <TransactionAccount key="a" raw={transaction.account} block={block} />],
        [tr(m.type), typeTitle(transaction), d('type')],
        [tr(m.logicalTime), plain(transaction.lt)],
        [tr(m.time), t('now') ? undefined : <Time key="t" unixSeconds={transaction.now} />, t('now')],
        [
          tr(m.accountStatus),
          tr(m.statusChange, {
            before: status(transaction.orig_status, t('orig_status')),
            after: status(transaction.end_status, t('end_status')),
          }),
          unreadableOf([
            ['orig_status', t('orig_status')],
            ['end_status', t('end_status')],
          ]),
        ],
        [
          tr(m.previous),
          t('prev_trans_hash') ? undefined : previous ? (
            <PreviousTransaction
              key="p"
              hash={previous}
              lt={transaction.prev_trans_lt}
              href={index.byHash.has(previous) ? transactionHref(previous) : undefined}
            />
          ) : (
            tr(m.previousNone)
          ),
          unreadableOf([
            ['prev_trans_hash', t('prev_trans_hash')],
            ['prev_trans_lt', t('prev_trans_lt')],
          ]),
        ],
        [
          tr(m.traceId),
          transaction.trace_id ? <Hash value={transaction.trace_id} label={tr(m.traceIdLabel)} /> : undefined,
          t('trace_id'),
        ],
        [
          tr(m.traceExternalHash),
          transaction.trace_external_hash ? (
            <Hash value={transaction.trace_external_hash} label={tr(m.traceExternalHashLabel)} />
          ) : undefined,
          t('trace_external_hash'),
        ],
        [tr(m.shardBlock), <code key="s">{shownShardBlockLabel(item.shardBlock)}</code>, t('block_ref')],
        [tr(m.masterchainSeqno), plain(transaction.mc_block_seqno), t('mc_block_seqno')],
        [tr(m.aborted), yesNo(description?.aborted), d('aborted')],
        [tr(m.destroyed), yesNo(description?.destroyed), d('destroyed')],
        [tr(m.creditFirst), yesNo(description?.credit_first), d('credit_first')],
        [tr(m.installed), yesNo(description?.installed), d('installed')],
        [tr(m.isTock), yesNo(description?.is_tock), d('is_tock')],
        [tr(m.emulated), yesNo(transaction.emulated), t('emulated')],
        [tr(m.finality), transaction.finality ?? undefined, t('finality')],
        [tr(m.link), <ShareLink key="l" seqno={block.seqno} hash={transaction.hash} />],
      ]}
    />
  );
});

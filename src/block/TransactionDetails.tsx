import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MasterchainBlock } from '../api/masterchain-block.ts';
import type { AccountStateInTransaction, Message, Transaction } from '../api/schemas.ts';
import { Address } from '../components/ton/Address.tsx';
import { Amount } from '../components/ton/Amount.tsx';
import { Hash } from '../components/ton/Hash.tsx';
import { Time } from '../components/ton/Time.tsx';
import { paths } from '../paths.ts';
import {
  describeAccountStatus,
  describeActionResultCode,
  describeBounceType,
  describeComputeExitCode,
  describeSkipReason,
  describeStatusChange,
} from '../ton/exit-codes.ts';
import { formatOpcode, opcodeName } from '../ton/opcodes.ts';
import { revealInvisible } from '../ton/text-safety.ts';
import { commentOf } from './message-preview.ts';
import { describeTransaction } from './describe-transaction.ts';
import styles from './TransactionDetails.module.css';

type Row = [label: string, value: ReactNode];

function Fields({ rows }: { rows: Row[] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function yesNo(value: boolean | null | undefined): string {
  return value === undefined || value === null ? '—' : value ? 'yes' : 'no';
}

function plain(value: number | bigint | string | null | undefined): ReactNode {
  return value === undefined || value === null ? <span className="muted">—</span> : String(value);
}

function Phase({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.phase} aria-label={`${title} phase`}>
      <h4>{title} phase</h4>
      {children}
    </section>
  );
}

export function TransactionDetails({
  transaction,
  block,
}: {
  transaction: Transaction;
  block: MasterchainBlock;
}) {
  const description = transaction.description;
  const book = block.addressBook;
  const storage = description?.storage_ph;
  const credit = description?.credit_ph;
  const compute = description?.compute_ph;
  const action = description?.action;
  const bounce = description?.bounce;
  const blockHashes = new Set(block.transactions.map((candidate) => candidate.hash));

  return (
    <article className={styles.details} aria-label={`Transaction ${transaction.hash}`}>
      <p className={styles.sentence}>{describeTransaction(transaction)}</p>
      <Fields
        rows={[
          ['Hash', <Hash key="h" value={transaction.hash} label="transaction hash" />],
          ['Logical time', plain(transaction.lt)],
          ['Time', <Time key="t" unixSeconds={transaction.now} />],
          ['Account', <Address key="a" raw={transaction.account} entry={book[transaction.account]} />],
          ['Total fees', <Amount key="f" nanotons={transaction.total_fees} />],
          [
            'Previous transaction',
            <Hash key="p" value={transaction.prev_trans_hash} label="previous transaction hash" />,
          ],
          ['Previous lt', plain(transaction.prev_trans_lt)],
          ['Trace id', <Hash key="tr" value={transaction.trace_id} label="trace id" />],
          ['Masterchain seqno', plain(transaction.mc_block_seqno)],
          ['Status', `${transaction.orig_status ?? '?'} → ${transaction.end_status ?? '?'}`],
          ['Aborted', yesNo(description?.aborted)],
          ['Destroyed', yesNo(description?.destroyed)],
          ['Credit first', yesNo(description?.credit_first)],
          ['Installed', yesNo(description?.installed)],
          ['Is tock', yesNo(description?.is_tock)],
          ['Emulated', yesNo(transaction.emulated)],
          [
            'Deep link',
            <Link key="l" to={paths.transaction(block.seqno, transaction.hash)}>
              link to this transaction
            </Link>,
          ],
        ]}
      />

      <h3>Phases</h3>
      <div className={styles.phases}>
        {storage ? (
          <Phase title="Storage">
            <Fields
              rows={[
                ['Fees collected', <Amount key="c" nanotons={storage.storage_fees_collected} />],
                ['Fees due', <Amount key="d" nanotons={storage.storage_fees_due} />],
                [
                  'Status change',
                  storage.status_change ? describeStatusChange(storage.status_change).title : '—',
                ],
              ]}
            />
          </Phase>
        ) : null}
        {credit ? (
          <Phase title="Credit">
            <Fields
              rows={[
                ['Credit', <Amount key="c" nanotons={credit.credit} />],
                ['Due fees collected', <Amount key="d" nanotons={credit.due_fees_collected} />],
              ]}
            />
          </Phase>
        ) : null}
        {compute ? (
          <Phase title="Compute">
            {compute.skipped ? (
              <Fields
                rows={[
                  ['Skipped', 'yes'],
                  [
                    'Reason',
                    compute.reason ? `${compute.reason}: ${describeSkipReason(compute.reason).title}` : '—',
                  ],
                ]}
              />
            ) : (
              <Fields
                rows={[
                  ['Success', yesNo(compute.success)],
                  [
                    'Exit code',
                    compute.exit_code === undefined || compute.exit_code === null
                      ? '—'
                      : `${compute.exit_code}: ${describeComputeExitCode(compute.exit_code).title}`,
                  ],
                  ['Exit arg', plain(compute.exit_arg)],
                  ['Gas used', plain(compute.gas_used)],
                  ['Gas limit', plain(compute.gas_limit)],
                  ['Gas credit', plain(compute.gas_credit)],
                  ['Gas fees', <Amount key="g" nanotons={compute.gas_fees} />],
                  ['VM steps', plain(compute.vm_steps)],
                  ['Mode', plain(compute.mode)],
                  ['Message state used', yesNo(compute.msg_state_used)],
                  ['Account activated', yesNo(compute.account_activated)],
                  [
                    'VM init state hash',
                    <Hash key="i" value={compute.vm_init_state_hash} label="VM init state hash" />,
                  ],
                  [
                    'VM final state hash',
                    <Hash key="f" value={compute.vm_final_state_hash} label="VM final state hash" />,
                  ],
                ]}
              />
            )}
          </Phase>
        ) : null}
        {action ? (
          <Phase title="Action">
            <Fields
              rows={[
                ['Success', yesNo(action.success)],
                ['Valid', yesNo(action.valid)],
                ['No funds', yesNo(action.no_funds)],
                [
                  'Result code',
                  action.result_code === undefined || action.result_code === null
                    ? '—'
                    : `${action.result_code}: ${describeActionResultCode(action.result_code).title}`,
                ],
                ['Result arg', plain(action.result_arg)],
                [
                  'Actions',
                  `${action.tot_actions ?? '?'} total, ${action.spec_actions ?? '?'} special, ${action.skipped_actions ?? '?'} skipped`,
                ],
                ['Messages created', plain(action.msgs_created)],
                ['Forward fees', <Amount key="w" nanotons={action.total_fwd_fees} />],
                ['Action fees', <Amount key="a" nanotons={action.total_action_fees} />],
                [
                  'Message size',
                  action.tot_msg_size
                    ? `${action.tot_msg_size.cells ?? '?'} cells, ${action.tot_msg_size.bits ?? '?'} bits`
                    : '—',
                ],
                [
                  'Status change',
                  action.status_change ? describeStatusChange(action.status_change).title : '—',
                ],
                [
                  'Action list hash',
                  <Hash key="l" value={action.action_list_hash} label="action list hash" />,
                ],
              ]}
            />
          </Phase>
        ) : null}
        {bounce ? (
          <Phase title="Bounce">
            <Fields
              rows={[
                ['Type', bounce.type ? `${bounce.type}: ${describeBounceType(bounce.type).title}` : '—'],
                [
                  'Message size',
                  bounce.msg_size
                    ? `${bounce.msg_size.cells ?? '?'} cells, ${bounce.msg_size.bits ?? '?'} bits`
                    : '—',
                ],
                ['Required forward fees', <Amount key="r" nanotons={bounce.req_fwd_fees} />],
                ['Message fees', <Amount key="m" nanotons={bounce.msg_fees} />],
                ['Forward fees', <Amount key="f" nanotons={bounce.fwd_fees} />],
              ]}
            />
          </Phase>
        ) : null}
      </div>

      <h3>Account state</h3>
      <StateChange before={transaction.account_state_before} after={transaction.account_state_after} />

      <h3>Messages</h3>
      {transaction.in_msg ? (
        <MessageView
          title="Incoming message"
          message={transaction.in_msg}
          block={block}
          blockHashes={blockHashes}
        />
      ) : (
        <p className="muted">No incoming message (a tick-tock or storage transaction).</p>
      )}
      {transaction.out_msgs.map((message, index) => (
        <MessageView
          key={message.hash ?? index}
          title={`Outgoing message ${index + 1} of ${transaction.out_msgs.length}`}
          message={message}
          block={block}
          blockHashes={blockHashes}
        />
      ))}
    </article>
  );
}

function StateChange({
  before,
  after,
}: {
  before: AccountStateInTransaction | null | undefined;
  after: AccountStateInTransaction | null | undefined;
}) {
  const delta =
    before?.balance !== undefined && after?.balance !== undefined
      ? after.balance - before.balance
      : undefined;
  const changed = (a: string | null | undefined, b: string | null | undefined) =>
    a === b ? 'unchanged' : 'changed';
  return (
    <Fields
      rows={[
        ['Balance before', <Amount key="b" nanotons={before?.balance} />],
        ['Balance after', <Amount key="a" nanotons={after?.balance} />],
        ['Change', <Amount key="d" nanotons={delta} signed />],
        [
          'Status',
          `${before?.account_status ? describeAccountStatus(before.account_status).title : 'none'} → ${
            after?.account_status ? describeAccountStatus(after.account_status).title : 'none'
          }`,
        ],
        ['Code', changed(before?.code_hash, after?.code_hash)],
        ['Data', changed(before?.data_hash, after?.data_hash)],
        ['Frozen hash', changed(before?.frozen_hash, after?.frozen_hash)],
        ['State hash after', <Hash key="h" value={after?.hash} label="account state hash" />],
      ]}
    />
  );
}

function MessageView({
  title,
  message,
  block,
  blockHashes,
}: {
  title: string;
  message: Message;
  block: MasterchainBlock;
  blockHashes: Set<string>;
}) {
  const kind = !message.source ? 'External in' : !message.destination ? 'External out' : 'Internal';
  const comment = commentOf(message);
  const linked = [message.in_msg_tx_hash, message.out_msg_tx_hash].find(
    (hash): hash is string => typeof hash === 'string' && blockHashes.has(hash),
  );
  return (
    <section className={styles.message} aria-label={title}>
      <h4>
        {title} <span className="muted">· {kind}</span>
      </h4>
      <Fields
        rows={[
          [
            'From',
            <Address
              key="s"
              raw={message.source}
              entry={message.source ? block.addressBook[message.source] : undefined}
              emptyLabel="outside (external)"
            />,
          ],
          [
            'To',
            <Address
              key="d"
              raw={message.destination}
              entry={message.destination ? block.addressBook[message.destination] : undefined}
              emptyLabel="outside (log)"
            />,
          ],
          ['Value', <Amount key="v" nanotons={message.value} />],
          ['Forward fee', <Amount key="f" nanotons={message.fwd_fee} />],
          ['IHR fee', <Amount key="i" nanotons={message.ihr_fee} />],
          ['Import fee', <Amount key="m" nanotons={message.import_fee} />],
          ['Bounce', yesNo(message.bounce)],
          ['Bounced', yesNo(message.bounced)],
          ['IHR disabled', yesNo(message.ihr_disabled)],
          ['Created lt', plain(message.created_lt)],
          ['Created at', <Time key="c" unixSeconds={message.created_at} />],
          [
            'Opcode',
            message.opcode === undefined
              ? '—'
              : `${formatOpcode(message.opcode)}${opcodeName(message.opcode) ? ` · ${opcodeName(message.opcode)}` : message.decoded_opcode ? ` · ${message.decoded_opcode}` : ''}`,
          ],
          ['Comment', comment === undefined ? '—' : <q key="q">{revealInvisible(comment).text}</q>],
          ['Hash', <Hash key="h" value={message.hash} label="message hash" />],
          ['Normalized hash', <Hash key="n" value={message.hash_norm} label="normalized message hash" />],
          [
            'In this block',
            linked ? (
              <Link key="l" to={paths.transaction(block.seqno, linked)}>
                the other end is a transaction of this block
              </Link>
            ) : (
              '—'
            ),
          ],
        ]}
      />
    </section>
  );
}

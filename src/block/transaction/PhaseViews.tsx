import type { ReactNode } from 'react';
import { driftIn, type KnownField } from '../../api/drift.ts';
import type {
  ActionPhase,
  BouncePhase,
  ComputePhase,
  CreditPhase,
  SplitInfo,
  StoragePhase,
  TransactionDescription,
} from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { ExtraCurrencies } from '../../components/ton/ExtraCurrencies.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import {
  describeActionResultCode,
  describeComputeExitCode,
  type ExitCodeDescription,
} from '../../ton/chain/exit-codes.ts';
import {
  describeBounceType,
  describeSkipReason,
  describeStatusChange,
  type OutcomeDescription,
} from '../../ton/chain/tlb-values.ts';
import { messageSize, plain, unreadableOf, yesNo } from './field-values.ts';
import { Fields } from './Fields.tsx';
import styles from './TransactionDetails.module.css';

type Tone = 'ok' | 'bad' | 'warn' | 'neutral';

const TONE_ICONS: Record<Tone, string> = { ok: '✓', bad: '✗', warn: '!', neutral: '·' };

function Phase({
  title,
  status,
  tone,
  children,
}: {
  title: string;
  status: string;
  tone: Tone;
  children: ReactNode;
}) {
  return (
    <section className={styles.phase} aria-label={title} data-tone={tone}>
      <h4 className={styles.phaseTitle}>
        {title}
        <span className={styles.phaseStatus}>
          <span aria-hidden="true">{TONE_ICONS[tone]} </span>
          {status}
        </span>
      </h4>
      {children}
    </section>
  );
}

/** "13 — Out of gas", with the standard meaning's detail under it. */
function Explained({
  code,
  description,
}: {
  code: number | string;
  description: ExitCodeDescription | OutcomeDescription;
}) {
  // A value whose name is the same word ("unchanged", "Unchanged"; an unknown value named by itself) is
  // said once: the name when it is known, the value as sent when it is not.
  const sameWord = String(code).toLowerCase() === description.title.toLowerCase();
  return (
    <>
      {sameWord ? (
        description.kind === 'unknown' ? (
          <span className="mono">{code}</span>
        ) : (
          description.title
        )
      ) : (
        <>
          <span className="mono">{code}</span> — {description.title}
        </>
      )}
      {description.detail ? <span className={styles.explain}>{description.detail}</span> : null}
    </>
  );
}

/** A message size whose cells or bits could not be read. */
function sizeUnreadable(size: { cells?: bigint | undefined; bits?: bigint | undefined } | null | undefined) {
  return size
    ? unreadableOf([
        ['cells', driftIn(size, 'cells')],
        ['bits', driftIn(size, 'bits')],
      ])
    : undefined;
}

/** A whole phase the API sent in a form that cannot be read. */
function UnreadablePhase({ title, message }: { title: string; message: string }) {
  return (
    <Phase title={title} tone="warn" status="unreadable">
      <p>
        <Unreadable message={message} />
      </p>
    </Phase>
  );
}

function statusChange(change: string | null | undefined) {
  return change ? <Explained code={change} description={describeStatusChange(change)} /> : undefined;
}

function StoragePhaseView({ phase }: { phase: StoragePhase }) {
  const change = phase.status_change;
  const tone: Tone =
    change === 'frozen' || change === 'deleted' ? 'bad' : phase.storage_fees_due ? 'warn' : 'ok';
  return (
    <Phase
      title="Storage phase"
      tone={tone}
      status={change && change !== 'unchanged' ? describeStatusChange(change).title : 'rent paid'}
    >
      <Fields
        rows={[
          [
            'Fees collected',
            phase.storage_fees_collected !== undefined ? (
              <Amount nanotons={phase.storage_fees_collected} />
            ) : undefined,
            driftIn(phase, 'storage_fees_collected'),
          ],
          [
            'Fees due (unpaid)',
            phase.storage_fees_due !== undefined ? <Amount nanotons={phase.storage_fees_due} /> : undefined,
            driftIn(phase, 'storage_fees_due'),
          ],
          ['Status change', statusChange(change), driftIn(phase, 'status_change')],
        ]}
      />
    </Phase>
  );
}

function CreditPhaseView({ phase }: { phase: CreditPhase }) {
  const extras = Object.keys(phase.credit_extra_currencies).length > 0;
  return (
    <Phase title="Credit phase" tone="ok" status="value credited">
      <Fields
        rows={[
          [
            'Credited',
            phase.credit !== undefined ? <Amount nanotons={phase.credit} /> : undefined,
            driftIn(phase, 'credit'),
          ],
          [
            'Extra currencies credited',
            extras ? <ExtraCurrencies currencies={phase.credit_extra_currencies} /> : undefined,
            driftIn(phase, 'credit_extra_currencies'),
          ],
          [
            'Due fees collected',
            phase.due_fees_collected !== undefined ? (
              <Amount nanotons={phase.due_fees_collected} />
            ) : undefined,
            driftIn(phase, 'due_fees_collected'),
          ],
        ]}
      />
    </Phase>
  );
}

/** A compute phase that did not run: no code, only the reason. */
function SkippedComputePhaseView({ phase }: { phase: ComputePhase }) {
  const reason = phase.reason ?? undefined;
  // Older servers wrote the reason as `skip_reason`: the normalised phase has no such field, but the
  // schema keeps its drift (keepDrift), so it is asked for by the older form's name.
  const reasonUnreadable =
    driftIn(phase, 'reason') ?? driftIn<{ reason?: unknown; skip_reason?: unknown }>(phase, 'skip_reason');
  return (
    <Phase
      title="Compute phase"
      tone={reason === 'no_state' ? 'neutral' : 'warn'}
      status={`skipped: ${reason ? describeSkipReason(reason).title.toLowerCase() : 'no reason given'}`}
    >
      <Fields
        rows={[
          ['Skipped', 'yes: no code ran'],
          [
            'Reason',
            reason ? (
              <Explained code={reason} description={describeSkipReason(reason)} />
            ) : reasonUnreadable ? undefined : (
              'not given'
            ),
            reasonUnreadable,
          ],
        ]}
      />
    </Phase>
  );
}

function ComputePhaseView({ phase }: { phase: ComputePhase }) {
  if (phase.skipped) return <SkippedComputePhaseView phase={phase} />;
  const d = (field: KnownField<typeof phase>) => driftIn(phase, field);
  const code = phase.exit_code ?? undefined;
  const failed = phase.success === false;
  return (
    <Phase
      title="Compute phase"
      tone={failed ? 'bad' : phase.success ? 'ok' : 'neutral'}
      status={
        failed
          ? `failed with exit code ${code ?? '?'}`
          : phase.success
            ? `success, exit code ${code ?? '?'}`
            : 'ran'
      }
    >
      <Fields
        rows={[
          ['Success', yesNo(phase.success), d('success')],
          [
            'Exit code',
            code !== undefined ? (
              <Explained code={code} description={describeComputeExitCode(code)} />
            ) : undefined,
            d('exit_code'),
          ],
          ['Exit arg', plain(phase.exit_arg), d('exit_arg')],
          ['Gas used', plain(phase.gas_used), d('gas_used')],
          ['Gas limit', plain(phase.gas_limit), d('gas_limit')],
          ['Gas credit', plain(phase.gas_credit), d('gas_credit')],
          [
            'Gas fees',
            phase.gas_fees !== undefined ? <Amount nanotons={phase.gas_fees} /> : undefined,
            d('gas_fees'),
          ],
          ['VM steps', plain(phase.vm_steps), d('vm_steps')],
          ['Mode', plain(phase.mode), d('mode')],
          ['Message state used', yesNo(phase.msg_state_used), d('msg_state_used')],
          ['Account activated', yesNo(phase.account_activated), d('account_activated')],
          [
            'VM init state hash',
            phase.vm_init_state_hash ? (
              <Hash value={phase.vm_init_state_hash} label="VM init state hash" />
            ) : undefined,
            d('vm_init_state_hash'),
          ],
          [
            'VM final state hash',
            phase.vm_final_state_hash ? (
              <Hash value={phase.vm_final_state_hash} label="VM final state hash" />
            ) : undefined,
            d('vm_final_state_hash'),
          ],
        ]}
      />
    </Phase>
  );
}

function ActionPhaseView({ phase }: { phase: ActionPhase }) {
  const d = (field: KnownField<typeof phase>) => driftIn(phase, field);
  const code = phase.result_code ?? undefined;
  const failed = phase.success === false;
  const counts =
    phase.tot_actions !== undefined && phase.tot_actions !== null
      ? `${phase.tot_actions} total, ${phase.spec_actions ?? '?'} special, ${phase.skipped_actions ?? '?'} skipped`
      : undefined;
  return (
    <Phase
      title="Action phase"
      tone={failed ? 'bad' : phase.success ? 'ok' : 'neutral'}
      status={failed ? `failed with result code ${code ?? '?'}` : phase.success ? 'success' : 'ran'}
    >
      <Fields
        rows={[
          ['Success', yesNo(phase.success), d('success')],
          ['Valid', yesNo(phase.valid), d('valid')],
          ['No funds', yesNo(phase.no_funds), d('no_funds')],
          [
            'Result code',
            code !== undefined ? (
              <Explained code={code} description={describeActionResultCode(code)} />
            ) : undefined,
            d('result_code'),
          ],
          ['Result arg', plain(phase.result_arg), d('result_arg')],
          [
            'Actions',
            counts,
            unreadableOf([
              ['tot_actions', d('tot_actions')],
              ['spec_actions', d('spec_actions')],
              ['skipped_actions', d('skipped_actions')],
            ]),
          ],
          ['Messages created', plain(phase.msgs_created), d('msgs_created')],
          [
            'Forward fees (all messages)',
            phase.total_fwd_fees !== undefined ? <Amount nanotons={phase.total_fwd_fees} /> : undefined,
            d('total_fwd_fees'),
          ],
          [
            'Action fees',
            phase.total_action_fees !== undefined ? <Amount nanotons={phase.total_action_fees} /> : undefined,
            d('total_action_fees'),
          ],
          [
            'Message size',
            messageSize(phase.tot_msg_size),
            d('tot_msg_size') ?? sizeUnreadable(phase.tot_msg_size),
          ],
          ['Status change', statusChange(phase.status_change), d('status_change')],
          [
            'Action list hash',
            phase.action_list_hash ? (
              <Hash value={phase.action_list_hash} label="action list hash" />
            ) : undefined,
            d('action_list_hash'),
          ],
        ]}
      />
    </Phase>
  );
}

function BouncePhaseView({ phase }: { phase: BouncePhase }) {
  const d = (field: KnownField<typeof phase>) => driftIn(phase, field);
  const type = phase.type ?? undefined;
  return (
    <Phase
      title="Bounce phase"
      tone={type === 'ok' || type === undefined ? 'warn' : 'bad'}
      status={type ? describeBounceType(type).title.toLowerCase() : 'bounced'}
    >
      <Fields
        rows={[
          [
            'Type',
            type ? <Explained code={type} description={describeBounceType(type)} /> : undefined,
            d('type'),
          ],
          ['Message size', messageSize(phase.msg_size), d('msg_size') ?? sizeUnreadable(phase.msg_size)],
          [
            'Required forward fees',
            phase.req_fwd_fees !== undefined ? <Amount nanotons={phase.req_fwd_fees} /> : undefined,
            d('req_fwd_fees'),
          ],
          [
            'Message fees',
            phase.msg_fees !== undefined ? <Amount nanotons={phase.msg_fees} /> : undefined,
            d('msg_fees'),
          ],
          [
            'Forward fees',
            phase.fwd_fees !== undefined ? <Amount nanotons={phase.fwd_fees} /> : undefined,
            d('fwd_fees'),
          ],
        ]}
      />
    </Phase>
  );
}

function SplitInfoView({ info }: { info: SplitInfo }) {
  const d = (field: KnownField<typeof info>) => driftIn(info, field);
  return (
    <Phase title="Split info" tone="neutral" status="split or merge">
      <Fields
        rows={[
          ['Current shard prefix length', plain(info.cur_shard_pfx_len), d('cur_shard_pfx_len')],
          ['Account split depth', plain(info.acc_split_depth), d('acc_split_depth')],
          [
            'This address',
            info.this_addr ? <span className="mono">{info.this_addr}</span> : undefined,
            d('this_addr'),
          ],
          [
            'Sibling address',
            info.sibling_addr ? <span className="mono">{info.sibling_addr}</span> : undefined,
            d('sibling_addr'),
          ],
        ]}
      />
    </Phase>
  );
}

/**
 * The phases the transaction has, in the order the node ran them: a non-bounceable message is credited
 * before storage fees are taken (`credit_first`), a bounceable one after. A phase the API did not send is
 * not shown, rather than shown as zeros.
 */
export function PhaseViews({ description }: { description: TransactionDescription }) {
  const d = (field: KnownField<typeof description>) => driftIn(description, field);
  const unreadable = (field: KnownField<typeof description>, title: string) => {
    const message = d(field);
    return message ? <UnreadablePhase key={field} title={title} message={message} /> : null;
  };
  const storage = description.storage_ph ? (
    <StoragePhaseView key="storage" phase={description.storage_ph} />
  ) : (
    unreadable('storage_ph', 'Storage phase')
  );
  const credit = description.credit_ph ? (
    <CreditPhaseView key="credit" phase={description.credit_ph} />
  ) : (
    unreadable('credit_ph', 'Credit phase')
  );
  const first = description.credit_first ? [credit, storage] : [storage, credit];
  return (
    <div className={styles.phases}>
      {description.credit_first && credit && storage ? (
        <p className={`muted ${styles.note}`}>
          The message was not bounceable, so its value was credited before storage fees were collected.
        </p>
      ) : null}
      {first}
      {description.compute_ph ? (
        <ComputePhaseView phase={description.compute_ph} />
      ) : (
        unreadable('compute_ph', 'Compute phase')
      )}
      {description.action ? (
        <ActionPhaseView phase={description.action} />
      ) : (
        unreadable('action', 'Action phase')
      )}
      {description.bounce ? (
        <BouncePhaseView phase={description.bounce} />
      ) : (
        unreadable('bounce', 'Bounce phase')
      )}
      {description.split_info ? (
        <SplitInfoView info={description.split_info} />
      ) : (
        unreadable('split_info', 'Split info')
      )}
    </div>
  );
}

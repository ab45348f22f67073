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
import { t } from '../../ton/i18n/door.ts';
import { phaseMessages as m } from './phase-messages.ts';
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
          <span className="mono" dir="ltr">
            {code}
          </span>
        ) : (
          description.title
        )
      ) : (
        <>
          <span className="mono" dir="ltr">
            {code}
          </span>{' '}
          — {description.title}
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
    <Phase title={title} tone="warn" status={t(m.unreadable)}>
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
      title={t(m.storagePhase)}
      tone={tone}
      status={change && change !== 'unchanged' ? describeStatusChange(change).title : t(m.rentPaid)}
    >
      <Fields
        rows={[
          [
            t(m.feesCollected),
            phase.storage_fees_collected !== undefined ? (
              <Amount nanotons={phase.storage_fees_collected} />
            ) : undefined,
            driftIn(phase, 'storage_fees_collected'),
          ],
          [
            t(m.feesDue),
            phase.storage_fees_due !== undefined ? <Amount nanotons={phase.storage_fees_due} /> : undefined,
            driftIn(phase, 'storage_fees_due'),
          ],
          [t(m.statusChange), statusChange(change), driftIn(phase, 'status_change')],
        ]}
      />
    </Phase>
  );
}

function CreditPhaseView({ phase }: { phase: CreditPhase }) {
  const extras = Object.keys(phase.credit_extra_currencies).length > 0;
  return (
    <Phase title={t(m.creditPhase)} tone="ok" status={t(m.valueCredited)}>
      <Fields
        rows={[
          [
            t(m.credited),
            phase.credit !== undefined ? <Amount nanotons={phase.credit} /> : undefined,
            driftIn(phase, 'credit'),
          ],
          [
            t(m.extraCredited),
            extras ? <ExtraCurrencies currencies={phase.credit_extra_currencies} /> : undefined,
            driftIn(phase, 'credit_extra_currencies'),
          ],
          [
            t(m.dueFeesCollected),
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
      title={t(m.computePhase)}
      tone={reason === 'no_state' ? 'neutral' : 'warn'}
      status={
        reason
          ? t(m.skippedBecause, { reason: describeSkipReason(reason).title.toLowerCase() })
          : t(m.noReasonGiven)
      }
    >
      <Fields
        rows={[
          [t(m.skipped), t(m.skippedYes)],
          [
            t(m.reason),
            reason ? (
              <Explained code={reason} description={describeSkipReason(reason)} />
            ) : reasonUnreadable ? undefined : (
              t(m.notGiven)
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
      title={t(m.computePhase)}
      tone={failed ? 'bad' : phase.success ? 'ok' : 'neutral'}
      status={
        failed
          ? t(m.failedExit, { code: String(code ?? '?') })
          : phase.success
            ? t(m.successExit, { code: String(code ?? '?') })
            : t(m.ran)
      }
    >
      <Fields
        rows={[
          [t(m.success), yesNo(phase.success), d('success')],
          [
            t(m.exitCode),
            code !== undefined ? (
              <Explained code={code} description={describeComputeExitCode(code)} />
            ) : undefined,
            d('exit_code'),
          ],
          [t(m.exitArg), plain(phase.exit_arg), d('exit_arg')],
          [t(m.gasUsed), plain(phase.gas_used), d('gas_used')],
          [t(m.gasLimit), plain(phase.gas_limit), d('gas_limit')],
          [t(m.gasCredit), plain(phase.gas_credit), d('gas_credit')],
          [
            t(m.gasFees),
            phase.gas_fees !== undefined ? <Amount nanotons={phase.gas_fees} /> : undefined,
            d('gas_fees'),
          ],
          [t(m.vmSteps), plain(phase.vm_steps), d('vm_steps')],
          [t(m.mode), plain(phase.mode), d('mode')],
          [t(m.msgStateUsed), yesNo(phase.msg_state_used), d('msg_state_used')],
          [t(m.accountActivated), yesNo(phase.account_activated), d('account_activated')],
          [
            t(m.vmInitStateHash),
            phase.vm_init_state_hash ? (
              <Hash value={phase.vm_init_state_hash} label={t(m.vmInitStateHash)} />
            ) : undefined,
            d('vm_init_state_hash'),
          ],
          [
            t(m.vmFinalStateHash),
            phase.vm_final_state_hash ? (
              <Hash value={phase.vm_final_state_hash} label={t(m.vmFinalStateHash)} />
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
      ? t(m.actionCounts, {
          total: String(phase.tot_actions),
          special: String(phase.spec_actions ?? '?'),
          skipped: String(phase.skipped_actions ?? '?'),
        })
      : undefined;
  return (
    <Phase
      title={t(m.actionPhase)}
      tone={failed ? 'bad' : phase.success ? 'ok' : 'neutral'}
      status={
        failed
          ? t(m.failedResult, { code: String(code ?? '?') })
          : phase.success
            ? t(m.successShort)
            : t(m.ran)
      }
    >
      <Fields
        rows={[
          [t(m.success), yesNo(phase.success), d('success')],
          [t(m.valid), yesNo(phase.valid), d('valid')],
          [t(m.noFunds), yesNo(phase.no_funds), d('no_funds')],
          [
            t(m.resultCode),
            code !== undefined ? (
              <Explained code={code} description={describeActionResultCode(code)} />
            ) : undefined,
            d('result_code'),
          ],
          [t(m.resultArg), plain(phase.result_arg), d('result_arg')],
          [
            t(m.actions),
            counts,
            unreadableOf([
              ['tot_actions', d('tot_actions')],
              ['spec_actions', d('spec_actions')],
              ['skipped_actions', d('skipped_actions')],
            ]),
          ],
          [t(m.messagesCreated), plain(phase.msgs_created), d('msgs_created')],
          [
            t(m.forwardFeesAll),
            phase.total_fwd_fees !== undefined ? <Amount nanotons={phase.total_fwd_fees} /> : undefined,
            d('total_fwd_fees'),
          ],
          [
            t(m.actionFees),
            phase.total_action_fees !== undefined ? <Amount nanotons={phase.total_action_fees} /> : undefined,
            d('total_action_fees'),
          ],
          [
            t(m.messageSize),
            messageSize(phase.tot_msg_size),
            d('tot_msg_size') ?? sizeUnreadable(phase.tot_msg_size),
          ],
          [t(m.statusChange), statusChange(phase.status_change), d('status_change')],
          [
            t(m.actionListHash),
            phase.action_list_hash ? (
              <Hash value={phase.action_list_hash} label={t(m.actionListHashLabel)} />
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
      title={t(m.bouncePhase)}
      tone={type === 'ok' || type === undefined ? 'warn' : 'bad'}
      status={type ? describeBounceType(type).title.toLowerCase() : t(m.bouncedStatus)}
    >
      <Fields
        rows={[
          [
            t(m.type),
            type ? <Explained code={type} description={describeBounceType(type)} /> : undefined,
            d('type'),
          ],
          [t(m.messageSize), messageSize(phase.msg_size), d('msg_size') ?? sizeUnreadable(phase.msg_size)],
          [
            t(m.requiredForwardFees),
            phase.req_fwd_fees !== undefined ? <Amount nanotons={phase.req_fwd_fees} /> : undefined,
            d('req_fwd_fees'),
          ],
          [
            t(m.messageFees),
            phase.msg_fees !== undefined ? <Amount nanotons={phase.msg_fees} /> : undefined,
            d('msg_fees'),
          ],
          [
            t(m.forwardFees),
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
    <Phase title={t(m.splitInfo)} tone="neutral" status={t(m.splitOrMerge)}>
      <Fields
        rows={[
          [t(m.curShardPrefix), plain(info.cur_shard_pfx_len), d('cur_shard_pfx_len')],
          [t(m.accSplitDepth), plain(info.acc_split_depth), d('acc_split_depth')],
          [
            t(m.thisAddress),
            info.this_addr ? <span className="mono">{info.this_addr}</span> : undefined,
            d('this_addr'),
          ],
          [
            t(m.siblingAddress),
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
    unreadable('storage_ph', t(m.storagePhase))
  );
  const credit = description.credit_ph ? (
    <CreditPhaseView key="credit" phase={description.credit_ph} />
  ) : (
    unreadable('credit_ph', t(m.creditPhase))
  );
  const first = description.credit_first ? [credit, storage] : [storage, credit];
  return (
    <div className={styles.phases}>
      {description.credit_first && credit && storage ? (
        <p className={`muted ${styles.note}`}>{t(m.creditFirstNote)}</p>
      ) : null}
      {first}
      {description.compute_ph ? (
        <ComputePhaseView phase={description.compute_ph} />
      ) : (
        unreadable('compute_ph', t(m.computePhase))
      )}
      {description.action ? (
        <ActionPhaseView phase={description.action} />
      ) : (
        unreadable('action', t(m.actionPhase))
      )}
      {description.bounce ? (
        <BouncePhaseView phase={description.bounce} />
      ) : (
        unreadable('bounce', t(m.bouncePhase))
      )}
      {description.split_info ? (
        <SplitInfoView info={description.split_info} />
      ) : (
        unreadable('split_info', t(m.splitInfo))
      )}
    </div>
  );
}

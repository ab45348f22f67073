import { useMemo } from 'react';
import type { TraceState, TraceView } from '../../api/actions/action-answers.ts';
import type { AddressBook, Transaction } from '../../api/schemas.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import { actionTypeLabel } from '../../ton/actions/action-text.ts';
import { traceBalanceChanges } from '../../ton/actions/value-moved.ts';
import { t } from '../../ton/i18n/door.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import { TraceBalanceChanges } from './TraceBalanceChanges.tsx';
import { TraceTree } from './TraceTree.tsx';
import { incompleteText, traceStateText } from './trace-rows.ts';
import { traceMessages as m } from './trace-messages.ts';
import { actionsMessages } from '../actions/actions-messages.ts';
import styles from './Trace.module.css';

export interface TraceSectionProps {
  state: TraceState;
  /** Asks again after a failure. */
  onRetry: () => void;
  currentHash: string;
  blockSeqno: number;
  transactionHref: (hash: string) => string;
  /** The block's address book; the trace's own is added to it. */
  addressBook: AddressBook;
  /** The trace's actions (the server's, else tonlens's reading of its transactions); null: none read. */
  actions: readonly Action[] | null;
  /** How many of the trace's transactions tonlens is still reading for `actions`, else null. */
  readingActions: number | null;
  jettons: JettonDirectory;
  /** Whether the drill-down shows this transaction's message flow inside the block (below this section). */
  hasFlowInBlock: boolean;
}

/**
 * The Trace section's content (a chunk of its own, loaded when the section opens): the trace's state in
 * words, its tree, and who gained or lost what. When the server cannot give the trace it says why, and
 * the drill-down around it keeps working.
 */
export function TraceSection(props: TraceSectionProps) {
  const { state } = props;
  switch (state.status) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className="muted">
          {t(m.loading)}
        </p>
      );
    case 'not-offered':
      return <p role="status">{props.hasFlowInBlock ? t(m.notOfferedFlow) : t(m.notOfferedAlone)}</p>;
    case 'not-found':
      return <p role="status">{t(m.notFound)}</p>;
    case 'failed':
      return (
        <p role="alert" className={styles.warning}>
          {state.error ? t(m.failedWhy, { error: shownStrangerText(state.error.message, 200) }) : t(m.failed)}{' '}
          <button type="button" className="button" onClick={props.onRetry}>
            {t(m.tryAgain)}
          </button>
        </p>
      );
    case 'ready':
      return state.trace ? (
        <TraceBody {...props} trace={state.trace} />
      ) : (
        <p role="status">{t(m.notFound)}</p>
      );
  }
}

function TraceBody({ trace, ...props }: TraceSectionProps & { trace: TraceView }) {
  const addressBook = useMemo(
    () => ({ ...props.addressBook, ...trace.addressBook }),
    [props.addressBook, trace.addressBook],
  );
  const transactions = useMemo(
    () => trace.nodes.flatMap((node): Transaction[] => (node.transaction ? [node.transaction] : [])),
    [trace.nodes],
  );
  const actions = props.actions;
  const changes = useMemo(() => traceBalanceChanges(transactions, actions ?? []), [transactions, actions]);
  // Each transaction's first action, named on its row.
  const actionLabels = useMemo(() => {
    const labels = new Map<string, string>();
    for (const action of actions ?? []) {
      for (const hash of action.transactions) {
        if (!labels.has(hash)) labels.set(hash, actionTypeLabel(action.type));
      }
    }
    return labels;
  }, [actions]);
  // Seqnos are chain data: written as the chain does, without group separators.
  const count = trace.nodes.length;
  const size =
    trace.mcSeqnoStart === null
      ? t(m.transactions, { count })
      : trace.mcSeqnoEnd === null || trace.mcSeqnoEnd === trace.mcSeqnoStart
        ? t(m.inBlock, { count, seqno: String(trace.mcSeqnoStart) })
        : t(m.inBlocks, { count, start: String(trace.mcSeqnoStart), end: String(trace.mcSeqnoEnd) });

  return (
    <div className={styles.trace}>
      <ul className={styles.facts} aria-label={t(m.about)}>
        <li>{size}</li>
        <li>{traceStateText(trace.state)}</li>
        {trace.isIncomplete ? <li className={styles.warning}>{incompleteText()}</li> : null}
        {trace.cut ? (
          <li className={styles.warning}>{t(m.cut, { cut: shownStrangerText(trace.cut, 300) })}</li>
        ) : null}
      </ul>
      <TraceTree
        nodes={trace.nodes}
        currentHash={props.currentHash}
        blockSeqno={props.blockSeqno}
        transactionHref={props.transactionHref}
        addressBook={addressBook}
        actionLabels={actionLabels}
      />
      <h4>{t(m.gainedLost)}</h4>
      {props.readingActions === null ? (
        <>
          <p className="muted">{t(m.gainedLostNote)}</p>
          <TraceBalanceChanges changes={changes} addressBook={addressBook} jettons={props.jettons} />
        </>
      ) : (
        // Jetton changes come from the actions: no table until they are read, rather than coins only.
        <p role="status" className="muted">
          {t(actionsMessages.reading, { count: props.readingActions })}
        </p>
      )}
    </div>
  );
}

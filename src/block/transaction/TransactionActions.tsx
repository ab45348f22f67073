import type { AddressBook } from '../../api/schemas.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import { actionTypeLabel } from '../../ton/actions/action-text.ts';
import { ActionSentence } from '../../components/ton/ActionSentence.tsx';
import { HashPrefix } from '../../components/ton/Hash.tsx';
import { actionOutcomeText, type ChainFailure } from './action-view.ts';
import { actionSourceText } from '../actions/action-text.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';
import { actionsMessages } from '../actions/actions-messages.ts';
import styles from './TransactionDetails.module.css';

/**
 * What the transaction took part in, one level above its messages: each action's sentence, how it ended
 * (with the reason when it failed) and whose reading it is — the server's classification or tonlens's
 * own reading of the messages. `note` says why the server's word is missing, when it is.
 */
export function TransactionActions({
  actions,
  addressBook,
  jettons,
  note,
  chainFailures,
  reading = null,
}: {
  actions: readonly Action[];
  /** How many transactions tonlens is still reading for these actions, else null. */
  reading?: number | null;
  /** For each failed action (by id), its failed transaction as the chain shows it. */
  chainFailures: ReadonlyMap<string, ChainFailure>;
  addressBook: AddressBook;
  jettons: JettonDirectory;
  note: string | null;
}) {
  return (
    <section className={styles.actions} aria-labelledby="transaction-actions-heading">
      <h3 id="transaction-actions-heading">{t(m.actionsHeading)}</h3>
      {note ? <p className={`muted ${styles.note}`}>{note}</p> : null}
      {actions.length === 0 && reading !== null ? (
        <p role="status" className="muted">
          {t(actionsMessages.reading, { count: reading })}
        </p>
      ) : actions.length === 0 ? (
        <p className="muted">{t(m.noActions)}</p>
      ) : (
        <ul className={styles.actionList}>
          {actions.map((action) => (
            <li key={action.id} className={styles.action} data-action-type={action.type}>
              <span className={styles.actionType}>{actionTypeLabel(action.type)}</span>
              <span className={styles.actionSentence}>
                <ActionSentence
                  parts={action.sentence}
                  addressBook={addressBook}
                  jettons={jettons}
                  strangerShown={120}
                  namedOpcodes
                />
              </span>
              <span className={styles.actionMeta}>
                <span
                  className={
                    action.success === false
                      ? styles.actionFailed
                      : action.success
                        ? styles.actionOk
                        : undefined
                  }
                >
                  <span aria-hidden="true">
                    {action.success === false ? '✗ ' : action.success ? '✓ ' : ''}
                  </span>
                  {actionOutcomeText(action)}
                </span>
                <span className="muted">
                  {t(m.sourceSuffix, { source: actionSourceText(action.source) })}
                </span>
              </span>
              <ChainFailureNote failure={chainFailures.get(action.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The failed transaction behind a failed action, in the chain's words. */
function ChainFailureNote({ failure }: { failure: ChainFailure | undefined }) {
  if (!failure) return null;
  return (
    <span className={styles.actionMeta}>
      <Msg
        message={m.onTheChain}
        values={{ hash: <HashPrefix value={failure.hash} />, result: failure.text }}
      />
    </span>
  );
}

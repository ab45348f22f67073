import type { AddressBook } from '../../api/schemas.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import { actionTypeLabel } from '../../ton/actions/action-text.ts';
import { ActionSentence } from './ActionSentence.tsx';
import { ACTION_SOURCE_TEXT, actionOutcomeText } from './action-view.ts';
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
}: {
  actions: readonly Action[];
  addressBook: AddressBook;
  jettons: JettonDirectory;
  note: string | null;
}) {
  return (
    <section className={styles.actions} aria-labelledby="transaction-actions-heading">
      <h3 id="transaction-actions-heading">What happened</h3>
      {note ? <p className={`muted ${styles.note}`}>{note}</p> : null}
      {actions.length === 0 ? (
        <p className="muted">No action was read from this transaction.</p>
      ) : (
        <ul className={styles.actionList}>
          {actions.map((action) => (
            <li key={action.id} className={styles.action} data-action-type={action.type}>
              <span className={styles.actionType}>{actionTypeLabel(action.type)}</span>
              <span className={styles.actionSentence}>
                <ActionSentence parts={action.sentence} addressBook={addressBook} jettons={jettons} />
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
                <span className="muted"> · {ACTION_SOURCE_TEXT[action.source]}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

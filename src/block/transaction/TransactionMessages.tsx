import { memo } from 'react';
import { driftIn, type KnownField } from '../../api/drift.ts';
import type { AddressBook, Transaction } from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { messageEnds, type MessageFlow } from '../model/message-flow.ts';
import { MessageView } from './MessageView.tsx';
import { Msg } from '../../components/ui/Msg.tsx';
import { t as tr } from '../../ton/i18n/door.ts';
import { messageViewMessages as m } from './message-view-messages.ts';

interface TransactionMessagesProps {
  transaction: Transaction;
  addressBook: AddressBook;
  flow: MessageFlow;
  transactionHref: (hash: string) => string;
}

/** The incoming message, then each outgoing one; a missing one is said, an unreadable one marked. */
export const TransactionMessages = memo(function TransactionMessages({
  transaction,
  addressBook,
  flow,
  transactionHref,
}: TransactionMessagesProps) {
  const t = (field: KnownField<typeof transaction>) => driftIn(transaction, field);
  return (
    <>
      {transaction.in_msg ? (
        <MessageView
          title={tr(m.incoming)}
          message={transaction.in_msg}
          addressBook={addressBook}
          {...messageEnds(flow, transaction.in_msg)}
          currentHash={transaction.hash}
          transactionHref={transactionHref}
        />
      ) : t('in_msg') ? (
        <p>
          <Msg
            message={m.incomingUnreadable}
            values={{ problem: <Unreadable message={t('in_msg') ?? ''} /> }}
          />
        </p>
      ) : (
        <p className="muted">{tr(m.noIncoming)}</p>
      )}
      {t('out_msgs') ? (
        <p>
          <Msg
            message={m.outgoingUnreadable}
            values={{ problem: <Unreadable message={t('out_msgs') ?? ''} /> }}
          />
        </p>
      ) : transaction.out_msgs.length === 0 ? (
        <p className="muted">{tr(m.noOutgoing)}</p>
      ) : null}
      {transaction.out_msgs.map((message, position) => (
        <MessageView
          key={message.hash ?? position}
          title={tr(m.outgoing, { position: position + 1, count: transaction.out_msgs.length })}
          message={message}
          addressBook={addressBook}
          {...messageEnds(flow, message)}
          currentHash={transaction.hash}
          transactionHref={transactionHref}
        />
      ))}
    </>
  );
});

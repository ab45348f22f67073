import { driftIn } from '../../api/drift.ts';
import type { AddressBook, Message } from '../../api/schemas.ts';
import { MessageContents } from './MessageContents.tsx';
import { MessageFields } from './MessageFields.tsx';
import { messageKind } from './message-kind.ts';
import { MessageHeading } from './MessageHeading.tsx';
import styles from './TransactionDetails.module.css';

interface MessageViewProps {
  title: string;
  message: Message;
  addressBook: AddressBook;
  /** The transactions of this block at the message's ends, when they are in it. */
  sender: string | undefined;
  receiver: string | undefined;
  /** The transaction showing this message: its own end is not linked. */
  currentHash: string;
  transactionHref: (hash: string) => string;
}

/**
 * One message in full: kind, route, value, fees, flags, times, opcode, decoded content, body and init
 * state, hashes, and where its other end is in this block.
 */
export function MessageView({ title, message, addressBook, ...ends }: MessageViewProps) {
  const sourceUnreadable = driftIn(message, 'source');
  const destinationUnreadable = driftIn(message, 'destination');
  // An unreadable end is not an external one: the kind cannot be told.
  const kind = sourceUnreadable || destinationUnreadable ? undefined : messageKind(message);
  return (
    <section className={styles.message} aria-label={title}>
      <MessageHeading
        title={title}
        message={message}
        addressBook={addressBook}
        kind={kind}
        sourceUnreadable={sourceUnreadable}
        destinationUnreadable={destinationUnreadable}
      />
      <MessageFields message={message} kind={kind} {...ends} />
      <MessageContents message={message} addressBook={addressBook} />
    </section>
  );
}

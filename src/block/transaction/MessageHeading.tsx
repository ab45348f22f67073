import type { AddressBook, Message } from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Address } from '../../components/ton/Address.tsx';
import type { MessageKind } from './message-kind.ts';
import styles from './TransactionDetails.module.css';

const KIND_LABELS: Record<MessageKind, string> = {
  internal: 'internal',
  'external-in': 'external in',
  'external-out': 'external out (log)',
};

interface MessageHeadingProps {
  title: string;
  message: Message;
  addressBook: AddressBook;
  /** Undefined when an end could not be read. */
  kind: MessageKind | undefined;
  /** What was wrong with an end the API sent in a form that cannot be read. */
  sourceUnreadable: string | undefined;
  destinationUnreadable: string | undefined;
}

/** The message's title and kind, then its route: source → destination. */
export function MessageHeading({
  title,
  message,
  addressBook,
  kind,
  sourceUnreadable,
  destinationUnreadable,
}: MessageHeadingProps) {
  return (
    <>
      <h4 className={styles.messageTitle}>
        {title} <span className={styles.kind}>{kind ? KIND_LABELS[kind] : 'kind unknown'}</span>
      </h4>
      <p className={styles.route}>
        {sourceUnreadable ? (
          <Unreadable message={`source: ${sourceUnreadable}`} />
        ) : (
          <Address
            raw={message.source}
            entry={message.source ? addressBook[message.source] : undefined}
            emptyLabel="outside (external)"
          />
        )}
        {/* The arrow wraps with the destination it leads to, never alone at a line's end. */}
        <span className={styles.arrowTo}>
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
          <span className="visually-hidden">to</span>
          {destinationUnreadable ? (
            <Unreadable message={`destination: ${destinationUnreadable}`} />
          ) : (
            <Address
              raw={message.destination}
              entry={message.destination ? addressBook[message.destination] : undefined}
              emptyLabel="outside (log)"
            />
          )}
        </span>
      </p>
    </>
  );
}

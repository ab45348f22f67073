import type { AddressBook, Message } from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Address } from '../../components/ton/Address.tsx';
import type { MessageKind } from './message-kind.ts';
import { t } from '../../ton/i18n/door.ts';
import { messageViewMessages as m } from './message-view-messages.ts';
import styles from './TransactionDetails.module.css';

const KIND_LABELS = {
  internal: m.kindInternal,
  'external-in': m.kindExternalIn,
  'external-out': m.kindExternalOut,
} as const satisfies Record<MessageKind, unknown>;

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
        {title} <span className={styles.kind}>{kind ? t(KIND_LABELS[kind]) : t(m.kindUnknown)}</span>
      </h4>
      <p className={styles.route}>
        {sourceUnreadable ? (
          <Unreadable message={`source: ${sourceUnreadable}`} />
        ) : (
          <Address
            raw={message.source}
            entry={message.source ? addressBook[message.source] : undefined}
            emptyLabel={t(m.outsideExternal)}
          />
        )}
        {/* The arrow wraps with the destination it leads to, never alone at a line's end. */}
        <span className={styles.arrowTo}>
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
          <span className="visually-hidden">{t(m.to)}</span>
          {destinationUnreadable ? (
            <Unreadable message={`destination: ${destinationUnreadable}`} />
          ) : (
            <Address
              raw={message.destination}
              entry={message.destination ? addressBook[message.destination] : undefined}
              emptyLabel={t(m.outsideLog)}
            />
          )}
        </span>
      </p>
    </>
  );
}

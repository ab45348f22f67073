import { Link } from 'react-router';
import { driftIn } from '../../api/drift.ts';
import type { AddressBook, Message, MessageContent } from '../../api/schemas.ts';
import { Unreadable } from '../../components/api/Unreadable.tsx';
import { Address } from '../../components/ton/Address.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { ExtraCurrencies } from '../../components/ton/ExtraCurrencies.tsx';
import { Hash, HashPrefix } from '../../components/ton/Hash.tsx';
import { Opcode } from '../../components/ton/Opcode.tsx';
import { Time } from '../../components/ton/Time.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { base64ByteLength } from '../../ton/base64.ts';
import { readDecoded } from '../../ton/decoded-content.ts';
import { opcodeName } from '../../ton/opcodes.ts';
import { DecodedTree } from './DecodedTree.tsx';
import { Fields, plain, yesNo } from './Fields.tsx';
import styles from './TransactionDetails.module.css';
import { countOf } from '../../ton/count.ts';

export type MessageKind = 'internal' | 'external-in' | 'external-out';

export function messageKind(message: Pick<Message, 'source' | 'destination'>): MessageKind {
  if (!message.source) return 'external-in';
  if (!message.destination) return 'external-out';
  return 'internal';
}

const KIND_LABELS: Record<MessageKind, string> = {
  internal: 'internal',
  'external-in': 'external in',
  'external-out': 'external out (log)',
};

function Boc({ boc, what }: { boc: string; what: string }) {
  const bytes = base64ByteLength(boc);
  return (
    <details className={styles.boc}>
      <summary>
        {what} BOC · {countOf(bytes, 'byte')}
      </summary>
      <div className={styles.bocBody}>
        <code className={styles.bocText}>{boc}</code>
        <CopyButton value={boc} label={`${what.toLowerCase()} BOC`} />
      </div>
    </details>
  );
}

function Content({
  content,
  what,
  addressBook,
}: {
  content: MessageContent;
  what: string;
  addressBook: AddressBook;
}) {
  const decoded = content.decoded;
  const unreadable = (field: string) => {
    const message = driftIn(content, field);
    return message ? <Unreadable message={`${field}: ${message}`} /> : null;
  };
  return (
    <div className={styles.content}>
      {decoded ? (
        <DecodedTree node={readDecoded(decoded)} addressBook={addressBook} />
      ) : (
        (unreadable('decoded') ?? (
          <span className="muted">{content.body ? 'not decoded by the index' : 'empty'}</span>
        ))
      )}
      {content.body ? <Boc boc={content.body} what={what} /> : unreadable('body')}
      {content.hash ? (
        <span className={styles.small}>
          {what} hash <Hash value={content.hash} label={`${what.toLowerCase()} hash`} />
        </span>
      ) : (
        unreadable('hash')
      )}
    </div>
  );
}

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

function FlowLink({ hash, href, relation }: { hash: string; href: string; relation: string }) {
  return (
    <Link to={href} className={styles.flowLink}>
      {relation} transaction <HashPrefix value={hash} /> of this block
    </Link>
  );
}

/**
 * One message in full: kind, route, value, fees, flags, times, opcode, decoded content, body and init
 * state, hashes, and where its other end is in this block.
 */
export function MessageView({
  title,
  message,
  addressBook,
  sender,
  receiver,
  currentHash,
  transactionHref,
}: MessageViewProps) {
  const d = (field: string) => driftIn(message, field);
  const sourceUnreadable = d('source');
  const destinationUnreadable = d('destination');
  // An unreadable end is not an external one: the kind cannot be told.
  const kind = sourceUnreadable || destinationUnreadable ? undefined : messageKind(message);
  const extras = Object.keys(message.value_extra_currencies).length > 0;
  const signatureNote =
    kind === 'external-in' && message.opcode !== undefined && opcodeName(message.opcode) === undefined;
  const otherEnd =
    sender && sender !== currentHash ? (
      <FlowLink hash={sender} href={transactionHref(sender)} relation="Sent by" />
    ) : receiver && receiver !== currentHash ? (
      <FlowLink hash={receiver} href={transactionHref(receiver)} relation="Received by" />
    ) : kind === 'external-in' ? (
      <span className="muted">from outside the chain</span>
    ) : kind === 'external-out' ? (
      <span className="muted">a log message: nobody receives it</span>
    ) : (
      <span className="muted">
        {sender === currentHash
          ? 'its receiving transaction is not in this block'
          : 'sent by a transaction outside this block'}
      </span>
    );

  return (
    <section className={styles.message} aria-label={title}>
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
      </p>
      <Fields
        rows={[
          ['Other end', otherEnd],
          [
            'Value',
            message.value !== undefined ? <Amount nanotons={message.value} /> : undefined,
            d('value'),
          ],
          [
            'Extra currencies',
            extras ? <ExtraCurrencies currencies={message.value_extra_currencies} /> : undefined,
            d('value_extra_currencies'),
          ],
          [
            'Forward fee',
            message.fwd_fee !== undefined ? <Amount nanotons={message.fwd_fee} /> : undefined,
            d('fwd_fee'),
          ],
          [
            'IHR fee',
            message.ihr_fee !== undefined ? <Amount nanotons={message.ihr_fee} /> : undefined,
            d('ihr_fee'),
          ],
          [
            'Import fee',
            message.import_fee !== undefined ? <Amount nanotons={message.import_fee} /> : undefined,
            d('import_fee'),
          ],
          ['Bounceable', yesNo(message.bounce), d('bounce')],
          ['Bounced', yesNo(message.bounced), d('bounced')],
          ['IHR disabled', yesNo(message.ihr_disabled), d('ihr_disabled')],
          ['Created lt', plain(message.created_lt), d('created_lt')],
          [
            'Created at',
            message.created_at !== undefined ? <Time unixSeconds={message.created_at} /> : undefined,
            d('created_at'),
          ],
          [
            'Opcode',
            d('opcode') ? undefined : (
              <span key="op">
                <Opcode opcode={message.opcode} decodedName={message.decoded_opcode} />
                {signatureNote ? (
                  <span className={styles.explain}>
                    An external message to a wallet usually starts with its signature, so these 32 bits may
                    not be an opcode.
                  </span>
                ) : null}
              </span>
            ),
            d('opcode'),
          ],
          ['Hash', message.hash ? <Hash value={message.hash} label="message hash" /> : undefined, d('hash')],
          [
            'Normalized hash',
            message.hash_norm ? (
              <Hash value={message.hash_norm} label="normalized message hash" />
            ) : undefined,
            d('hash_norm'),
          ],
        ]}
      />
      <div className={styles.messageBlock}>
        <h5>Content</h5>
        {message.message_content ? (
          <Content content={message.message_content} what="Body" addressBook={addressBook} />
        ) : d('message_content') ? (
          <Unreadable message={d('message_content') ?? ''} />
        ) : (
          <span className="muted">The API sent no content for this message.</span>
        )}
      </div>
      {message.init_state || d('init_state') ? (
        <div className={styles.messageBlock}>
          <h5>Init state</h5>
          {message.init_state ? (
            <Content content={message.init_state} what="Init state" addressBook={addressBook} />
          ) : (
            <Unreadable message={d('init_state') ?? ''} />
          )}
        </div>
      ) : null}
    </section>
  );
}

import { Link } from 'react-router';
import { driftIn, type KnownField } from '../../api/drift.ts';
import { messageOpcode } from '../../api/message-opcode.ts';
import type { Message } from '../../api/schemas.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { ExtraCurrencies } from '../../components/ton/ExtraCurrencies.tsx';
import { Hash, HashPrefix } from '../../components/ton/Hash.tsx';
import { Opcode } from '../../components/ton/Opcode.tsx';
import { Time } from '../../components/time/Time.tsx';
import { opcodeName } from '../../ton/chain/opcodes.ts';
import { plain, yesNo } from './field-values.ts';
import { Fields } from './Fields.tsx';
import type { MessageKind } from './message-kind.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import type { Message as Words } from '../../ton/i18n/messages.ts';
import { messageViewMessages as m } from './message-view-messages.ts';
import styles from './TransactionDetails.module.css';

interface MessageEndsProps {
  /** The message's kind; undefined when an end could not be read. */
  kind: MessageKind | undefined;
  /** The transactions of this block at the message's ends, when they are in it. */
  sender: string | undefined;
  receiver: string | undefined;
  /** The transaction showing this message: its own end is not linked. */
  currentHash: string;
  transactionHref: (hash: string) => string;
}

function FlowLink({ hash, href, relation }: { hash: string; href: string; relation: Words }) {
  return (
    <Link to={href} className={styles.flowLink}>
      <Msg message={relation} values={{ hash: <HashPrefix value={hash} /> }} />
    </Link>
  );
}

/** Where the message's other end is: a transaction of this block, outside the chain, or outside the block. */
function OtherEnd({ kind, sender, receiver, currentHash, transactionHref }: MessageEndsProps) {
  if (sender && sender !== currentHash) {
    return <FlowLink hash={sender} href={transactionHref(sender)} relation={m.sentBy} />;
  }
  if (receiver && receiver !== currentHash) {
    return <FlowLink hash={receiver} href={transactionHref(receiver)} relation={m.receivedBy} />;
  }
  if (kind === 'external-in') return <span className="muted">{t(m.fromOutside)}</span>;
  if (kind === 'external-out') return <span className="muted">{t(m.logMessage)}</span>;
  return <span className="muted">{sender === currentHash ? t(m.receiverOutside) : t(m.senderOutside)}</span>;
}

/** The opcode, with a warning where an external message's first 32 bits are likely a signature. */
function MessageOpcode({ message, kind }: { message: Message; kind: MessageKind | undefined }) {
  const signatureNote =
    kind === 'external-in' && message.opcode !== undefined && opcodeName(message.opcode) === undefined;
  return (
    <span>
      <Opcode opcode={message.opcode} decodedName={message.decoded_opcode} />
      {signatureNote ? <span className={styles.explain}>{t(m.signatureNote)}</span> : null}
    </span>
  );
}

/** A message's fields: its other end, value and fees, flags, times, opcode and hashes. */
export function MessageFields({ message, ...ends }: MessageEndsProps & { message: Message }) {
  const d = (field: KnownField<typeof message>) => driftIn(message, field);
  // The same reading the list's rows, menu and picture count by: absent, readable or unreadable.
  const opcode = messageOpcode(message);
  const extras = Object.keys(message.value_extra_currencies).length > 0;
  const amount = (nanotons: bigint | undefined) =>
    nanotons !== undefined ? <Amount nanotons={nanotons} /> : undefined;
  return (
    <Fields
      rows={[
        [t(m.otherEnd), <OtherEnd key="e" {...ends} />],
        [t(m.value), amount(message.value), d('value')],
        [
          t(m.extraCurrencies),
          extras ? <ExtraCurrencies currencies={message.value_extra_currencies} /> : undefined,
          d('value_extra_currencies'),
        ],
        [t(m.forwardFee), amount(message.fwd_fee), d('fwd_fee')],
        [t(m.ihrFee), amount(message.ihr_fee), d('ihr_fee')],
        [t(m.importFee), amount(message.import_fee), d('import_fee')],
        [t(m.bounceable), yesNo(message.bounce), d('bounce')],
        [t(m.bounced), yesNo(message.bounced), d('bounced')],
        [t(m.ihrDisabled), yesNo(message.ihr_disabled), d('ihr_disabled')],
        [t(m.createdLt), plain(message.created_lt), d('created_lt')],
        [
          t(m.createdAt),
          message.created_at !== undefined ? <Time unixSeconds={message.created_at} /> : undefined,
          d('created_at'),
        ],
        [
          t(m.opcode),
          opcode.kind === 'unreadable' ? undefined : (
            <MessageOpcode key="op" message={message} kind={ends.kind} />
          ),
          opcode.kind === 'unreadable' ? opcode.reason : undefined,
        ],
        [
          t(m.hash),
          message.hash ? <Hash value={message.hash} label={t(m.hashLabel)} /> : undefined,
          d('hash'),
        ],
        [
          t(m.normalizedHash),
          message.hash_norm ? <Hash value={message.hash_norm} label={t(m.normalizedHashLabel)} /> : undefined,
          d('hash_norm'),
        ],
      ]}
    />
  );
}

import { driftIn, type KnownField } from '../../api/drift.ts';
import type { AddressBook, Message, MessageContent } from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { base64ByteLength } from '../../ton/base64.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import { readDecoded } from '../../ton/chain/decoded-content.ts';
import { DecodedTree } from './DecodedTree.tsx';
import { messageViewMessages as m } from './message-view-messages.ts';
import styles from './TransactionDetails.module.css';

/** Whose content it is: the message's body or its init state. */
type What = 'body' | 'init-state';

const WORDS = {
  body: { boc: m.bodyBoc, bocLabel: m.bodyBocLabel, hash: m.bodyHash, hashLabel: m.bodyHashLabel },
  'init-state': {
    boc: m.initStateBoc,
    bocLabel: m.initStateBocLabel,
    hash: m.initStateHash,
    hashLabel: m.initStateHashLabel,
  },
} as const;

function Boc({ boc, what }: { boc: string; what: What }) {
  const bytes = base64ByteLength(boc);
  return (
    <details className={styles.boc}>
      <summary>{t(WORDS[what].boc, { count: bytes })}</summary>
      <div className={styles.bocBody}>
        <code className={styles.bocText}>{boc}</code>
        <CopyButton value={boc} label={t(WORDS[what].bocLabel)} />
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
  what: What;
  addressBook: AddressBook;
}) {
  const decoded = content.decoded;
  const unreadable = (field: KnownField<MessageContent>) => {
    const message = driftIn(content, field);
    return message ? <Unreadable message={`${field}: ${message}`} /> : null;
  };
  return (
    <div className={styles.content}>
      {decoded ? (
        <DecodedTree node={readDecoded(decoded)} addressBook={addressBook} />
      ) : (
        (unreadable('decoded') ?? (
          <span className="muted">{content.body ? t(m.notDecoded) : t(m.empty)}</span>
        ))
      )}
      {content.body ? <Boc boc={content.body} what={what} /> : unreadable('body')}
      {content.hash ? (
        <span className={styles.small}>
          <Msg
            message={WORDS[what].hash}
            values={{ hash: <Hash value={content.hash} label={t(WORDS[what].hashLabel)} /> }}
          />
        </span>
      ) : (
        unreadable('hash')
      )}
    </div>
  );
}

/** What a message carries: its content (decoded, BOC, hash) and, when it deploys, its init state. */
export function MessageContents({ message, addressBook }: { message: Message; addressBook: AddressBook }) {
  const d = (field: KnownField<typeof message>) => driftIn(message, field);
  return (
    <>
      <div className={styles.messageBlock}>
        <h5>{t(m.content)}</h5>
        {message.message_content ? (
          <Content content={message.message_content} what="body" addressBook={addressBook} />
        ) : d('message_content') ? (
          <Unreadable message={d('message_content') ?? ''} />
        ) : (
          <span className="muted">{t(m.noContent)}</span>
        )}
      </div>
      {message.init_state || d('init_state') ? (
        <div className={styles.messageBlock}>
          <h5>{t(m.initState)}</h5>
          {message.init_state ? (
            <Content content={message.init_state} what="init-state" addressBook={addressBook} />
          ) : (
            <Unreadable message={d('init_state') ?? ''} />
          )}
        </div>
      ) : null}
    </>
  );
}

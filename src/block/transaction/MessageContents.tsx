import { driftIn, type KnownField } from '../../api/drift.ts';
import type { AddressBook, Message, MessageContent } from '../../api/schemas.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { CopyButton } from '../../components/ui/clipboard/CopyButton.tsx';
import { base64ByteLength } from '../../ton/base64.ts';
import { countOf } from '../../ton/count.ts';
import { readDecoded } from '../../ton/chain/decoded-content.ts';
import { DecodedTree } from './DecodedTree.tsx';
import styles from './TransactionDetails.module.css';

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

/** What a message carries: its content (decoded, BOC, hash) and, when it deploys, its init state. */
export function MessageContents({ message, addressBook }: { message: Message; addressBook: AddressBook }) {
  const d = (field: KnownField<typeof message>) => driftIn(message, field);
  return (
    <>
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
    </>
  );
}

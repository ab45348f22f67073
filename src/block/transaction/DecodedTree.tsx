import type { AddressBook } from '../../api/schemas.ts';
import { Address } from '../../components/ton/Address.tsx';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import type { DecodedNode } from '../../ton/chain/decoded-content.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import { t } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';
import styles from './TransactionDetails.module.css';

/**
 * A stranger's text, as text, with invisible and direction characters made visible, and a long one cut
 * to its start until the user asks for all of it (StrangerText).
 */
export function SafeText({ text }: { text: string }) {
  const changed = revealInvisible(text).changed;
  return (
    <>
      <StrangerText text={text} />
      {changed ? (
        <span className={styles.warning}>
          {' '}
          <span aria-hidden="true">⚠ </span>
          {t(m.hiddenShown)}
        </span>
      ) : null}
    </>
  );
}

/**
 * A decoded message body as a key/value tree. Keys and values were written by whoever sent the message:
 * they are rendered as text only; addresses go through the address book like every other address.
 */
export function DecodedTree({ node, addressBook }: { node: DecodedNode; addressBook: AddressBook }) {
  switch (node.kind) {
    case 'value':
      return (
        <span className={`mono ${styles.value}`} dir="ltr">
          <SafeText text={node.text} />
        </span>
      );
    case 'comment':
      return (
        <q className={styles.comment}>
          <SafeText text={node.text} />
        </q>
      );
    case 'address':
      return <Address raw={node.raw} entry={addressBook[node.raw]} />;
    case 'none':
      return <span className="muted">{node.label}</span>;
    case 'truncated':
      return <span className="muted">{t(m.tooLarge)}</span>;
    case 'list':
      return (
        <ol className={styles.treeList}>
          {node.items.map((item, index) => (
            <li key={index}>
              <DecodedTree node={item} addressBook={addressBook} />
            </li>
          ))}
        </ol>
      );
    case 'record':
      return (
        <div className={styles.tree}>
          {node.type ? (
            <span className={`mono ${styles.treeType}`} dir="ltr">
              <SafeText text={node.type} />
            </span>
          ) : null}
          {node.fields.length > 0 ? (
            <dl className={styles.treeFields}>
              {node.fields.map(([name, value], index) => (
                <div key={`${index}:${name}`}>
                  <dt className="mono" dir="ltr">
                    <SafeText text={name} />
                  </dt>
                  <dd>
                    <DecodedTree node={value} addressBook={addressBook} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      );
  }
}

import { memo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { AddressBook } from '../../api/schemas.ts';
import { shortAddress } from '../../components/ton/address-text.ts';
import { domainText } from '../../components/ton/domain-text.ts';
import { HashPrefix } from '../../components/ton/Hash.tsx';
import { LabelMark } from '../../components/labels/AccountLabel.tsx';
import { useLabel } from '../../workspace/labels.ts';
import type { FlowNode, MessageFlow } from '../model/message-flow.ts';
import { messagePreview, type MessagePreview } from '../model/message-preview.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { t } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';
import styles from './TransactionDetails.module.css';

interface FlowTreeProps {
  tree: FlowNode;
  flow: MessageFlow;
  addressBook: AddressBook;
  currentHash: string;
  transactionHref: (hash: string) => string;
}

/**
 * Who an account is, in a few characters: its short form computed from the raw address, and its domain
 * beside it (the API's text, never in place of the address).
 */
function accountName(raw: string, addressBook: AddressBook) {
  const entry = addressBook[raw];
  const short = shortAddress(raw, entry, 4);
  return entry?.domain ? `${short} ${domainText(entry.domain)}` : short;
}

function FlowItem({ node, ...props }: FlowTreeProps & { node: FlowNode }) {
  const transaction = props.flow.transactions.get(node.hash);
  const current = node.hash === props.currentHash;
  // The account's private label, before its short form (as Address shows it).
  const accountLabel = useLabel(transaction ? transaction.account.toUpperCase() : '');
  const label = transaction ? (
    <>
      <HashPrefix value={node.hash} /> {accountLabel ? <LabelMark record={accountLabel} /> : null}
      {accountLabel ? ' ' : null}
      {accountName(transaction.account, props.addressBook)}{' '}
      <span className="muted">
        <Msg
          message={m.flowPreview}
          values={{ preview: <PreviewLabel preview={messagePreview(transaction.in_msg)} /> }}
        />
      </span>
    </>
  ) : (
    <HashPrefix value={node.hash} />
  );
  return (
    <li>
      {current ? (
        <span className={styles.flowCurrent} aria-current="true">
          {label} <span className="muted">{t(m.thisTransaction)}</span>
        </span>
      ) : (
        <Link to={props.transactionHref(node.hash)}>{label}</Link>
      )}
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <FlowItem key={child.hash} {...props} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** How many rows the tree has (at most 200: flowTreeOf's bound). */
function rowsOf(node: FlowNode): number {
  let rows = 1;
  for (const child of node.children) rows += rowsOf(child);
  return rows;
}

/**
 * The part of the trace inside this block, as a tree of transactions linked by their messages. Memoized:
 * while newer rows render in the background (MessageFlowSection), the shown ones are not rendered again.
 */
export const FlowTree = memo(function FlowTree(props: FlowTreeProps) {
  // Its height before it is first laid out (it is skipped while off screen: see the stylesheet).
  const rows = { '--flow-rows': rowsOf(props.tree) } as CSSProperties;
  return (
    <ul className={styles.flowTree} style={rows}>
      <FlowItem {...props} node={props.tree} />
    </ul>
  );
});

/** A message's preview: the server's name for a decoded type is in its words (English), marked so. */
function PreviewLabel({ preview }: { preview: MessagePreview }) {
  return (
    <span lang={preview.serverName ? 'en' : undefined} dir={preview.isComment ? 'auto' : undefined}>
      {preview.label}
    </span>
  );
}

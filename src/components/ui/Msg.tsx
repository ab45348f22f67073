import { Fragment, type ReactNode } from 'react';
import { tParts, type MessageValue } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';

interface MsgProps {
  message: Message;
  /** Text, numbers (shown as counts) or React nodes (an Address, an Amount) for the placeholders. */
  values: Readonly<Record<string, MessageValue | ReactNode>>;
}

/** A message with components in its placeholders, in the page's language's word order. */
export function Msg({ message, values }: MsgProps) {
  return (
    <>
      {tParts<ReactNode>(message, values as Readonly<Record<string, MessageValue | ReactNode>>).map(
        (piece, position) => (
          <Fragment key={position}>{piece}</Fragment>
        ),
      )}
    </>
  );
}

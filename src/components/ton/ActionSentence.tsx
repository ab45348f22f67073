import type { ReactNode } from 'react';
import type { AddressBook } from '../../api/schemas.ts';
import type { JettonDirectory, SentencePart } from '../../ton/actions/action-model.ts';
import { formatOpcode } from '../../ton/chain/opcodes.ts';
import { Address } from './Address.tsx';
import { isRawAddress, shortAddress } from './address-text.ts';
import { Amount } from './Amount.tsx';
import { Opcode } from './Opcode.tsx';
import { StrangerText } from './StrangerText.tsx';
import { JettonAmount } from './JettonAmount.tsx';
import { Msg } from '../ui/Msg.tsx';

/**
 * An action's sentence from its parts: one message in the page's language (a `words` part) whose
 * placeholders hold the others — accounts through the Address door (the address book's domain, the
 * user's label, the form computed from the raw address), the coin through Amount, jettons in their own
 * units (JettonAmount), opcodes as hex (with their standard name when `namedOpcodes`), and strangers' text (a comment, a server's type name) as text.
 * `plain` writes accounts as short text without links or buttons: a row that appears while the list is
 * flung (TransactionRow), which gets the full sentence once the scrolling settles.
 */
export function ActionSentence({
  parts,
  jettons,
  addressBook,
  plain = false,
  strangerShown = 80,
  namedOpcodes = false,
  liftedClassName,
}: {
  parts: readonly SentencePart[];
  jettons: JettonDirectory;
  addressBook: AddressBook;
  plain?: boolean;
  /** Characters of a stranger's text shown before "Show all". */
  strangerShown?: number;
  /** Opcodes with their standard name (the drill-down), not only as hex (a list row). */
  namedOpcodes?: boolean;
  /** A class for the parts a reader can press (links, copy and "Show all" buttons): a list row lifts them. */
  liftedClassName?: string;
}) {
  const renderPart = (part: SentencePart, key: number | string): ReactNode => {
    switch (part.kind) {
      case 'text':
        return <span key={key}>{part.text}</span>;
      case 'words': {
        // One message in the page's language; its placeholders hold the other parts, rendered here.
        const values: Record<string, ReactNode | number> = {};
        for (const [name, value] of Object.entries(part.values ?? {})) {
          values[name] = typeof value === 'number' ? value : renderPart(value, name);
        }
        return <Msg key={key} message={part.message} values={values} />;
      }
      case 'account':
        // Text that is no address goes to Address even while scrolling: it shows it as text, marked.
        return plain && isRawAddress(part.raw) ? (
          <span key={key} className="mono" dir="ltr">
            {shortAddress(part.raw, addressBook[part.raw])}
          </span>
        ) : (
          <span key={key} className={liftedClassName}>
            <Address raw={part.raw} entry={addressBook[part.raw]} compact />
          </span>
        );
      case 'coin':
        return <Amount key={key} nanotons={part.nanos} />;
      case 'jetton':
        return <JettonAmount key={key} master={part.master} amount={part.amount} jettons={jettons} />;
      case 'opcode':
        return namedOpcodes ? (
          <Opcode key={key} opcode={part.opcode} />
        ) : (
          <span key={key} className="mono" dir="ltr">
            {formatOpcode(part.opcode)}
          </span>
        );
      case 'stranger':
        return (
          <span key={key} className={liftedClassName}>
            <StrangerText text={part.text} shown={strangerShown} />
          </span>
        );
    }
  };
  return <>{parts.map((part, position) => renderPart(part, position))}</>;
}

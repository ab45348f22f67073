import type { AddressBook } from '../../api/schemas.ts';
import { Address } from '../../components/ton/Address.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { Opcode } from '../../components/ton/Opcode.tsx';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import type { JettonDirectory, SentencePart } from '../../ton/actions/action-model.ts';
import { JettonAmount } from './JettonAmount.tsx';

/**
 * An action's sentence from its parts: accounts through the Address door, the coin through Amount, a
 * jetton in its own units, opcodes as Opcode, strangers' text through StrangerText; the words between
 * are tonlens's own.
 */
export function ActionSentence({
  parts,
  addressBook,
  jettons,
}: {
  parts: readonly SentencePart[];
  addressBook: AddressBook;
  jettons: JettonDirectory;
}) {
  return (
    <>
      {parts.map((part, position) => {
        switch (part.kind) {
          case 'text':
            return <span key={position}>{part.text}</span>;
          case 'account':
            return <Address key={position} raw={part.raw} entry={addressBook[part.raw]} compact />;
          case 'coin':
            return <Amount key={position} nanotons={part.nanos} />;
          case 'jetton':
            return (
              <JettonAmount key={position} master={part.master} amount={part.amount} jettons={jettons} />
            );
          case 'opcode':
            return <Opcode key={position} opcode={part.opcode} />;
          case 'stranger':
            return <StrangerText key={position} text={part.text} shown={120} />;
        }
      })}
    </>
  );
}

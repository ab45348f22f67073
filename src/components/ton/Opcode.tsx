import { formatOpcode, opcodeName } from '../../ton/chain/opcodes.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';

/**
 * A message opcode as 8-digit hex with its standard name when it has one (TEP-74, TEP-62, …), else the name
 * the index's decoder gave it (`decoded_opcode`), marked as such: the server's text, so its invisible
 * characters are made visible and a long one is cut.
 */
export function Opcode({ opcode, decodedName }: { opcode: number | undefined; decodedName?: string | null }) {
  if (opcode === undefined) return <span className="muted">none</span>;
  const standard = opcodeName(opcode);
  return (
    <span>
      <span className="mono">{formatOpcode(opcode)}</span>
      {standard ? (
        <> · {standard}</>
      ) : decodedName ? (
        <>
          {' '}
          · <span className="mono">{revealInvisible(truncateMiddle(decodedName, 60, 8)).text}</span>{' '}
          <span className="muted">(the index’s name)</span>
        </>
      ) : null}
    </span>
  );
}

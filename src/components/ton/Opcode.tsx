import { formatOpcode, opcodeName } from '../../ton/opcodes.ts';

/**
 * A message opcode as 8-digit hex with its standard name when it has one (TEP-74, TEP-62, …), else the name
 * the index's decoder gave it (`decoded_opcode`), marked as such.
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
          · <span className="mono">{decodedName}</span> <span className="muted">(the index’s name)</span>
        </>
      ) : null}
    </span>
  );
}

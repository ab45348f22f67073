import { formatOpcode, opcodeName } from '../../ton/chain/opcodes.ts';
import { t } from '../../ton/i18n/door.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { tonMessages as m } from './ton-messages.ts';

/**
 * A message opcode as 8-digit hex with its standard name when it has one (TEP-74, TEP-62, …), else the name
 * the index's decoder gave it (`decoded_opcode`), marked as such: the server's text, so its invisible
 * characters are made visible and a long one is cut.
 */
export function Opcode({ opcode, decodedName }: { opcode: number | undefined; decodedName?: string | null }) {
  if (opcode === undefined) return <span className="muted">{t(m.noOpcode)}</span>;
  const standard = opcodeName(opcode);
  return (
    <span>
      <span className="mono" dir="ltr">
        {formatOpcode(opcode)}
      </span>
      {standard ? (
        <>
          {' · '}
          {/* The name is words in the page's language (translated), so it takes its own direction. */}
          <bdi>{standard}</bdi>
        </>
      ) : decodedName ? (
        <>
          {' '}
          ·{' '}
          <span className="mono" dir="ltr">
            {revealInvisible(truncateMiddle(decodedName, 60, 8)).text}
          </span>{' '}
          <span className="muted">{t(m.indexName)}</span>
        </>
      ) : null}
    </span>
  );
}

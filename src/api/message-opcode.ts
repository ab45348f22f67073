/**
 * What a message's opcode is, as everything that counts, filters or shows opcodes reads it: one of three
 * things, never two of them folded together.
 *  - absent: no message, or a message that carries no opcode (none sent, or null);
 *  - readable: a 32-bit opcode;
 *  - unreadable: the server sent something in its place that is no 32-bit opcode (HTML, `0x` and 10,000
 *    digits, `4294967296`, `1e3`, …); the schema recorded it as drift. Counting it as "no opcode" would
 *    say the message has none, which nobody knows.
 */
import { driftIn } from './drift.ts';
import type { Message } from './schemas.ts';

export type MessageOpcode =
  | { kind: 'absent' }
  | { kind: 'readable'; opcode: number }
  /** `reason`: what was expected and what came, from the schema (never the value itself). */
  | { kind: 'unreadable'; reason: string };

const ABSENT: MessageOpcode = Object.freeze({ kind: 'absent' });

export function messageOpcode(message: Pick<Message, 'opcode'> | null | undefined): MessageOpcode {
  if (!message) return ABSENT;
  if (message.opcode !== undefined) return { kind: 'readable', opcode: message.opcode };
  const reason = driftIn(message, 'opcode');
  return reason === undefined ? ABSENT : { kind: 'unreadable', reason };
}

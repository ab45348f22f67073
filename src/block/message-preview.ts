import type { Message } from '../api/schemas.ts';
import { formatOpcode, opcodeName } from '../ton/opcodes.ts';
import { revealInvisible } from '../ton/text-safety.ts';

/** A text comment's text, if the message carries one (current and older decoded forms). */
export function commentOf(message: Message | null | undefined): string | undefined {
  const decoded = message?.message_content?.decoded;
  if (!decoded || decoded['@type'] !== 'text_comment') return undefined;
  const text = decoded['comment'] ?? decoded['text'];
  return typeof text === 'string' ? text : undefined;
}

/**
 * One line saying what a message is: its comment (made safe and short), else its opcode's name and hex,
 * else "empty body". Comments are written by strangers: invisible and direction characters are revealed.
 */
export function messagePreview(message: Message | null | undefined): string {
  if (!message) return '—';
  const comment = commentOf(message);
  if (comment !== undefined) {
    const safe = revealInvisible(comment).text;
    return `“${safe.length > 60 ? `${safe.slice(0, 60)}…` : safe}”`;
  }
  if (message.opcode === undefined) return message.message_content?.body ? 'no opcode' : 'empty body';
  const name = opcodeName(message.opcode) ?? message.decoded_opcode ?? undefined;
  return name ? `${name} (${formatOpcode(message.opcode)})` : formatOpcode(message.opcode);
}

import { messageOpcode } from '../../api/message-opcode.ts';
import type { Message } from '../../api/schemas.ts';
import { formatOpcode, opcodeName } from '../../ton/chain/opcodes.ts';
import { t } from '../../ton/i18n/door.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import { previewMessages as m } from './model-messages.ts';

/** A text comment's text, if the message carries one (current and older decoded forms). */
export function commentOf(message: Message | null | undefined): string | undefined {
  const decoded = message?.message_content?.decoded;
  if (!decoded || decoded['@type'] !== 'text_comment') return undefined;
  const text = decoded['comment'] ?? decoded['text'];
  return typeof text === 'string' ? text : undefined;
}

/** A name for the opcode: the standard one, else the index decoder's (`decoded_opcode`). */
export function messageOpcodeName(message: Pick<Message, 'opcode' | 'decoded_opcode'>): string | undefined {
  if (message.opcode === undefined) return undefined;
  return opcodeName(message.opcode) ?? message.decoded_opcode ?? undefined;
}

/**
 * A name the server gave (the index decoder's opcode name or type) as a one-line label shows it: its
 * invisible characters made visible, a long one cut.
 */
export function shownServerName(name: string): string {
  return shownStrangerText(name, 40, 8);
}

/**
 * An external message's first 32 bits are usually a signature, not an opcode (a wallet's request starts
 * with its signature), so only a standard opcode name is trusted there; otherwise the decoder's type says
 * what it is.
 */
function isDecodedType(message: Message): boolean {
  return typeof message.message_content?.decoded?.['@type'] === 'string';
}

function externalLabel(message: Message): string {
  const type = message.message_content?.decoded?.['@type'];
  if (typeof type === 'string') return shownServerName(type.replaceAll('_', ' '));
  return t(m.external);
}

export interface MessagePreview {
  /** What the message is: its comment (quoted, made safe, shortened), its opcode's name, or what is known. */
  label: string;
  /** The opcode as 8-digit hex, when there is one to show beside the label. */
  opcode?: string;
  /** The label is a stranger's text (a comment). */
  isComment: boolean;
  /** The label is the server's name for the decoded type (`wallet_signed_v4` read out): its words, not ours. */
  serverName?: boolean;
}

const PREVIEW_CHARS = 60;

/**
 * One line saying what a message is. Comments are written by strangers: invisible and direction-changing
 * characters are revealed, and the text is only ever rendered as text.
 */
export function messagePreview(message: Message | null | undefined): MessagePreview {
  if (!message) return { label: t(m.noIncoming), isComment: false };
  const comment = commentOf(message);
  if (comment !== undefined) {
    return { label: t(m.comment, { comment: shownStrangerText(comment, PREVIEW_CHARS) }), isComment: true };
  }
  const opcode = messageOpcode(message);
  // Sent, but in a form that is no opcode: the message has one, nobody can say which.
  if (opcode.kind === 'unreadable') return { label: t(m.unreadableOpcode), isComment: false };
  if (opcode.kind === 'absent') {
    return { label: message.message_content?.body ? t(m.noOpcode) : t(m.emptyBody), isComment: false };
  }
  const hex = formatOpcode(opcode.opcode);
  if (!message.source && opcodeName(opcode.opcode) === undefined) {
    return {
      label: externalLabel(message),
      opcode: hex,
      isComment: false,
      serverName: isDecodedType(message),
    };
  }
  const name = messageOpcodeName(message);
  return name
    ? { label: shownServerName(name), opcode: hex, isComment: false }
    : { label: hex, isComment: false };
}

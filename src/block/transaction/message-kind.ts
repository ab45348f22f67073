import type { Message } from '../../api/schemas.ts';

export type MessageKind = 'internal' | 'external-in' | 'external-out';

/** Which way a message goes, from the ends it has: no source came in from outside, no destination is a log. */
export function messageKind(message: Pick<Message, 'source' | 'destination'>): MessageKind {
  if (!message.source) return 'external-in';
  if (!message.destination) return 'external-out';
  return 'internal';
}

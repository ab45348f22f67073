/**
 * The words of the block page's actions (issue 27): where the actions came from.
 * Pure text for the components beside it.
 */
import type { EndpointStatus } from '../../api/actions/action-answers.ts';
import type { ActionSource } from '../../ton/actions/action-model.ts';
import { countOf } from '../../ton/count.ts';

export const SERVER_WORDS = 'classified by the server';
export const TONLENS_WORDS = 'read from the messages by tonlens';
export const NOT_OFFERED_WORDS = 'This server does not offer actions; tonlens read them from the messages.';

/** The source of one action, in the words the page uses everywhere. */
export function actionSourceText(source: ActionSource): string {
  return source === 'server' ? SERVER_WORDS : TONLENS_WORDS;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where the shown actions came from, in one or two sentences:
 * - the server answered: "Classified by the server.", "Read from the messages by tonlens.", or both with
 *   counts when the block mixes them;
 * - the server is still answering: tonlens's reading, and that the server's is coming;
 * - the server does not offer /actions: said once, plainly (no error, no retry);
 * - the server's requests failed: said, with what is shown instead.
 */
export function actionOriginText(
  status: EndpointStatus,
  sources: Readonly<Record<ActionSource, number>>,
  failure?: string,
): string {
  const { server, tonlens } = sources;
  switch (status) {
    case 'not-offered':
      return NOT_OFFERED_WORDS;
    case 'loading':
      return server > 0
        ? `${capitalized(mixed(server, tonlens))}; the rest of the server’s classification is coming…`
        : `${capitalized(TONLENS_WORDS)} for now; the server’s classification is coming…`;
    case 'failed':
      return `The server’s classification failed${failure ? ` (${failure})` : ''}; ${
        server > 0 ? mixed(server, tonlens) : `the actions are ${TONLENS_WORDS}`
      }.`;
    case 'idle':
    case 'ready':
      if (server === 0 && tonlens === 0)
        return status === 'ready' ? 'The server classified no actions here.' : '';
      if (tonlens === 0) return `${capitalized(SERVER_WORDS)}.`;
      if (server === 0) return `${capitalized(TONLENS_WORDS)}.`;
      return `${capitalized(mixed(server, tonlens))}.`;
  }
}

function mixed(server: number, tonlens: number): string {
  return `${countOf(server, 'action')} ${SERVER_WORDS}, ${countOf(tonlens, 'action')} ${TONLENS_WORDS}`;
}

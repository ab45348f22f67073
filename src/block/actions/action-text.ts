/**
 * The words of the block page's actions (issue 27): where the actions came from.
 * Pure text for the components beside it, in the page's language (actions-messages.ts).
 */
import type { EndpointStatus } from '../../api/actions/action-answers.ts';
import type { ActionSource } from '../../ton/actions/action-model.ts';
import { t } from '../../ton/i18n/door.ts';
import { actionsMessages as m } from './actions-messages.ts';

/** The source of one action, in the words the page uses everywhere. */
export function actionSourceText(source: ActionSource): string {
  return source === 'server' ? t(m.serverWords) : t(m.tonlensWords);
}

/** Said when the server does not offer /actions. */
export function notOfferedText(): string {
  return t(m.notOffered);
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
  const counts = {
    server: t(m.actionCount, { count: server }),
    tonlens: t(m.actionCount, { count: tonlens }),
  };
  switch (status) {
    case 'not-offered':
      return t(m.notOffered);
    case 'loading':
      return server > 0 ? t(m.loadingMixed, counts) : t(m.loadingOwn);
    case 'failed':
      if (server > 0) return failure ? t(m.failedMixedWhy, { ...counts, failure }) : t(m.failedMixed, counts);
      return failure ? t(m.failedOwnWhy, { failure }) : t(m.failedOwn);
    case 'idle':
    case 'ready':
      if (server === 0 && tonlens === 0) return status === 'ready' ? t(m.readyNone) : '';
      if (tonlens === 0) return t(m.readyServer);
      if (server === 0) return t(m.readyTonlens);
      return t(m.readyMixed, counts);
  }
}

import { isApiError, type ApiError } from '../../api/api-error.ts';
import { ErrorPanel, type ErrorPanelAction } from '../ui/ErrorPanel.tsx';
import { shownServerMessage } from './api-error-state.ts';
import { useKeyRefusal } from './useKeyRefusal.tsx';
import { UnreachableHint } from './UnreachableHint.tsx';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../ui/Msg.tsx';
import { apiMessages as m } from './api-messages.ts';

interface ApiErrorPanelProps {
  error: unknown;
  /** What was being loaded, e.g. "block 50503953". */
  subject: string;
  onRetry?: (() => void) | undefined;
}

/** One designed state per kind of API failure, each saying what happened and what the user can do. */
export function ApiErrorPanel({ error, subject, onRetry }: ApiErrorPanelProps) {
  const retry = onRetry ? { label: t(m.tryAgain), onClick: onRetry } : undefined;
  // 401/403: the endpoint refused the key (or its absence), whatever was asked for.
  const keyRefusal = useKeyRefusal(error);
  if (keyRefusal) {
    return (
      <ErrorPanel title={keyRefusal.title} actions={keyRefusal.actions}>
        {keyRefusal.body}
      </ErrorPanel>
    );
  }
  if (!isApiError(error)) {
    return (
      <ErrorPanel title={t(m.couldNotLoad, { subject })} action={retry}>
        <p>{t(m.unexpected, { message: error instanceof Error ? error.message : String(error) })}</p>
      </ErrorPanel>
    );
  }
  return <ApiFailurePanel error={error} subject={subject} retry={retry} />;
}

/** The failures the API client names, each with its own title and advice. */
function ApiFailurePanel({
  error,
  subject,
  retry,
}: {
  error: ApiError;
  subject: string;
  retry: ErrorPanelAction | undefined;
}) {
  switch (error.kind) {
    case 'invalid-input':
      return <ErrorPanel title={t(m.nothingSent)}>{<p>{error.message}</p>}</ErrorPanel>;
    case 'network':
      return (
        <ErrorPanel title={t(m.unreachableTitle)} action={retry}>
          <p>{t(m.unreachableBody, { subject })}</p>
          <UnreachableHint />
        </ErrorPanel>
      );
    case 'timeout':
      return (
        <ErrorPanel title={t(m.timeoutTitle)} action={retry}>
          <p>{t(m.timeoutBody, { message: error.message })}</p>
        </ErrorPanel>
      );
    case 'rate-limit':
      return (
        <ErrorPanel title={t(m.rateLimitTitle)} action={retry}>
          <p>{t(m.rateLimitBody, { reason: rateLimitReason(error) })}</p>
        </ErrorPanel>
      );
    case 'http':
      return <HttpFailurePanel error={error} retry={retry} />;
    case 'too-large':
      // Not retried, and no "Try again": the answer would be as big again.
      return (
        <ErrorPanel title={t(m.tooLargeTitle)}>
          <p>{t(m.tooLargeBody, { subject, message: error.message })}</p>
          <p className="muted">{t(m.tooLargeNote)}</p>
        </ErrorPanel>
      );
    case 'unexpected-response':
      return (
        <ErrorPanel title={t(m.unexpectedTitle)} action={retry}>
          <p>
            {error.field ? (
              <Msg message={m.unexpectedField} values={{ field: <code>{error.field}</code>, subject }} />
            ) : (
              t(m.unexpectedAnswer, { subject })
            )}
          </p>
          <p className="muted">{error.message}</p>
        </ErrorPanel>
      );
  }
}

/** Whether the client gave up after waiting its turn, or the API asked to wait (and for how long). */
function rateLimitReason(error: ApiError): string {
  if (error.refusedForMs !== undefined) {
    const seconds = Math.max(1, Math.round(error.refusedForMs / 1000));
    return error.refusals === undefined
      ? t(m.keptRefusing, { seconds })
      : t(m.keptRefusingCounted, { seconds, count: error.refusals });
  }
  return error.retryAfterMs === undefined
    ? t(m.refusedMore)
    : t(m.refusedMoreWait, { seconds: Math.ceil(error.retryAfterMs / 1000) });
}

/** A 5xx is the server failing, and may pass: "Try again". Any other status is a refusal of the request. */
function HttpFailurePanel({ error, retry }: { error: ApiError; retry: ErrorPanelAction | undefined }) {
  const failed = error.status !== undefined && error.status >= 500;
  return (
    <ErrorPanel title={t(failed ? m.apiFailed : m.apiRefused)} action={failed ? retry : undefined}>
      <p>
        {t(m.httpStatus, { status: String(error.status) })}
        {error.serverMessage ? (
          <>
            : <q>{shownServerMessage(error.serverMessage)}</q>
          </>
        ) : null}
      </p>
    </ErrorPanel>
  );
}

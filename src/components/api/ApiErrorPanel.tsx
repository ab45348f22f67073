import { isApiError, type ApiError } from '../../api/api-error.ts';
import { ErrorPanel, type ErrorPanelAction } from '../ui/ErrorPanel.tsx';
import { shownServerMessage } from './api-error-state.ts';
import { useKeyRefusal } from './useKeyRefusal.tsx';
import { UnreachableHint } from './UnreachableHint.tsx';
import { countOf } from '../../ton/count.ts';

interface ApiErrorPanelProps {
  error: unknown;
  /** What was being loaded, e.g. "block 50503953". */
  subject: string;
  onRetry?: (() => void) | undefined;
}

/** One designed state per kind of API failure, each saying what happened and what the user can do. */
export function ApiErrorPanel({ error, subject, onRetry }: ApiErrorPanelProps) {
  const retry = onRetry ? { label: 'Try again', onClick: onRetry } : undefined;
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
      <ErrorPanel title={`Could not load ${subject}`} action={retry}>
        <p>Something unexpected went wrong: {error instanceof Error ? error.message : String(error)}</p>
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
      return <ErrorPanel title="Nothing was sent">{<p>{error.message}</p>}</ErrorPanel>;
    case 'network':
      return (
        <ErrorPanel title="The API cannot be reached" action={retry}>
          <p>
            Loading {subject} failed before an answer arrived. Check your connection or the endpoint, then try
            again.
          </p>
          <UnreachableHint />
        </ErrorPanel>
      );
    case 'timeout':
      return (
        <ErrorPanel title="The API is taking too long" action={retry}>
          <p>{error.message} The server may be busy; trying again often works.</p>
        </ErrorPanel>
      );
    case 'rate-limit':
      return (
        <ErrorPanel title="Rate limit reached" action={retry}>
          <p>{rateLimitReason(error)}. An API key raises the limit.</p>
        </ErrorPanel>
      );
    case 'http':
      return <HttpFailurePanel error={error} retry={retry} />;
    case 'too-large':
      // Not retried, and no "Try again": the answer would be as big again.
      return (
        <ErrorPanel title="The answer is too large">
          <p>
            The API's answer for {subject} is too large to read here: {error.message}
          </p>
          <p className="muted">
            A real answer is far smaller; this one may come from a misbehaving server or proxy.
          </p>
        </ErrorPanel>
      );
    case 'unexpected-response':
      return (
        <ErrorPanel title="Unexpected response" action={retry}>
          <p>
            The API answered, but {error.field ? <code>{error.field}</code> : 'the answer'} could not be read,
            so {subject} cannot be shown.
          </p>
          <p className="muted">{error.message}</p>
        </ErrorPanel>
      );
  }
}

/** Whether the client gave up after waiting its turn, or the API asked to wait (and for how long). */
function rateLimitReason(error: ApiError): string {
  const refusals =
    error.refusals === undefined ? '' : ` (${countOf(error.refusals, 'request')} refused in a row)`;
  return error.refusedForMs !== undefined
    ? `The API kept refusing for ${Math.max(1, Math.round(error.refusedForMs / 1000))} s${refusals}, though each request waited its turn and was sent again`
    : `The API refused more requests for now${
        error.retryAfterMs !== undefined ? ` and asks to wait ${Math.ceil(error.retryAfterMs / 1000)} s` : ''
      }`;
}

/** A 5xx is the server failing, and may pass: "Try again". Any other status is a refusal of the request. */
function HttpFailurePanel({ error, retry }: { error: ApiError; retry: ErrorPanelAction | undefined }) {
  const failed = error.status !== undefined && error.status >= 500;
  return (
    <ErrorPanel
      title={failed ? 'The API failed' : `The API refused the request`}
      action={failed ? retry : undefined}
    >
      <p>
        HTTP {error.status}
        {error.serverMessage ? (
          <>
            : <q>{shownServerMessage(error.serverMessage)}</q>
          </>
        ) : null}
      </p>
    </ErrorPanel>
  );
}

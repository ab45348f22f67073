import { shownServerMessage } from './api-error-state.ts';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../ui/Msg.tsx';
import { apiMessages as m } from './api-messages.ts';

/** No key was sent, and the endpoint wants one. */
export function KeyRequired({
  endpoint,
  status,
  serverMessage,
  keyNotUsed,
}: {
  endpoint: string;
  status: number;
  serverMessage: string | undefined;
  /** A key is saved for the endpoint but set aside in this tab. */
  keyNotUsed: boolean;
}) {
  return (
    <>
      <p>
        <Msg
          message={m.keyRequired}
          values={{ endpoint: <strong>{endpoint}</strong>, status: String(status) }}
        />
      </p>
      <ServerSaid message={serverMessage} />
      {keyNotUsed ? <p className="muted">{t(m.keyRequiredNotUsed)}</p> : null}
    </>
  );
}

/** The saved key was sent and refused: unknown to the server (401) or not allowed there (403). */
export function KeyRefused({
  kind,
  endpoint,
  serverMessage,
  keySent,
}: {
  kind: 'key-unknown' | 'key-not-allowed';
  endpoint: string;
  serverMessage: string | undefined;
  keySent: boolean;
}) {
  return (
    <>
      {kind === 'key-unknown' ? (
        <p>
          <Msg message={m.keyUnknown} values={{ endpoint: <strong>{endpoint}</strong> }} />
        </p>
      ) : (
        <p>
          <Msg message={m.keyNotAllowed} values={{ endpoint: <strong>{endpoint}</strong> }} />
        </p>
      )}
      <ServerSaid message={serverMessage} />
      {keySent ? <p className="muted">{t(m.tryWithoutNote)}</p> : null}
    </>
  );
}

/** The server's own words, cut to a safe length. */
function ServerSaid({ message }: { message: string | undefined }) {
  return message ? (
    <p>
      <Msg message={m.serverSaid} values={{ message: <q>{shownServerMessage(message)}</q> }} />
    </p>
  ) : null;
}

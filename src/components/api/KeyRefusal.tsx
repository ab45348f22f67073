import { shownServerMessage } from './api-error-state.ts';

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
        <strong>{endpoint}</strong> answered HTTP {status} to a request sent without an API key: it does not
        accept requests without one. Add its key in the settings (toncenter gives keys through @tonapibot).
      </p>
      <ServerSaid message={serverMessage} />
      {keyNotUsed ? (
        <p className="muted">
          The key saved for it is not used in this tab, since the API refused it before. The settings can use
          it again or replace it.
        </p>
      ) : null}
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
          <strong>{endpoint}</strong> answered HTTP 401 to the API key saved for it in this browser: the
          server does not know the key. toncenter answers 401 for a key it never issued or has revoked; check
          that it was copied whole.
        </p>
      ) : (
        <p>
          <strong>{endpoint}</strong> answered HTTP 403 to the API key saved for it in this browser: the key
          is not allowed here. toncenter answers 403 for a key of the other network: mainnet (toncenter.com)
          and testnet (testnet.toncenter.com) keys are separate.
        </p>
      )}
      <ServerSaid message={serverMessage} />
      {keySent ? (
        <p className="muted">
          “Try without the key” sends the request again without it, from this tab only: the key stays in your
          settings (marked as not used) until you change it there.
        </p>
      ) : null}
    </>
  );
}

/** The server's own words, cut to a safe length. */
function ServerSaid({ message }: { message: string | undefined }) {
  return message ? (
    <p>
      The server said: <q>{shownServerMessage(message)}</q>
    </p>
  ) : null;
}

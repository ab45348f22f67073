import { useContext, type ReactNode } from 'react';
import { isKeyRefusal } from '../../api/api-error.ts';
import { ActiveEndpointContext } from '../../settings/active-endpoint-context.ts';
import { useOpenSettings } from '../../settings/settings-dialog-context.ts';
import { setKeyAside } from '../../settings/settings-store.ts';
import { announce } from '../ui/announcer.ts';
import type { ErrorPanelAction } from '../ui/ErrorPanel.tsx';
import { keyRefusalState, shownServerMessage } from './api-error-state.ts';

export interface KeyRefusalView {
  title: string;
  /** What the server meant and what the user can do; never the key itself. */
  body: ReactNode;
  /** Open settings (at the key field) and, when a key was sent, try without it. */
  actions: ErrorPanelAction[];
}

/**
 * The designed state of a 401/403 answer, for the block page's panel and the accounts page's failures
 * alike; undefined for any other error. It names the active endpoint, since the key is that endpoint's.
 * Whether a key was refused is the error's own record of its request; the settings may have changed
 * since (see keyRefusalState).
 */
export function useKeyRefusal(error: unknown): KeyRefusalView | undefined {
  const active = useContext(ActiveEndpointContext);
  const openSettings = useOpenSettings();
  if (!active || !isKeyRefusal(error)) return undefined;
  const state = keyRefusalState(error, active.apiKey !== undefined);
  if (!state) return undefined;
  const apiKey = active.apiKey;
  // The key is set aside for the origin it belongs to.
  const origin = active.origin;

  const actions: ErrorPanelAction[] = [];
  if (openSettings)
    actions.push({ label: 'Open settings', onClick: () => openSettings({ focus: 'api-key' }) });

  if (state.kind === 'key-required') {
    return {
      title: 'The API needs an API key',
      body: (
        <KeyRequired
          endpoint={active.label}
          status={state.status}
          serverMessage={error.serverMessage}
          keyNotUsed={active.keyNotUsed}
        />
      ),
      actions,
    };
  }

  if (apiKey !== undefined && origin !== undefined) {
    actions.push({
      label: 'Try without the key',
      onClick: () => {
        announce('Sending the request again without the API key');
        setKeyAside(origin, apiKey);
      },
    });
  }
  return {
    title:
      state.kind === 'key-unknown' ? 'The API does not know this key' : 'The API key is not allowed here',
    body: (
      <KeyRefused
        kind={state.kind}
        endpoint={active.label}
        serverMessage={error.serverMessage}
        keySent={apiKey !== undefined}
      />
    ),
    actions,
  };
}

/** No key was sent, and the endpoint wants one. */
function KeyRequired({
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
function KeyRefused({
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

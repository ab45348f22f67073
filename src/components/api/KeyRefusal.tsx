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

  const endpoint = <strong>{active.label}</strong>;
  const said = error.serverMessage ? (
    <p>
      The server said: <q>{shownServerMessage(error.serverMessage)}</q>
    </p>
  ) : null;
  const actions: ErrorPanelAction[] = [];
  if (openSettings)
    actions.push({ label: 'Open settings', onClick: () => openSettings({ focus: 'api-key' }) });

  if (state.kind === 'key-required') {
    return {
      title: 'The API needs an API key',
      body: (
        <>
          <p>
            {endpoint} answered HTTP {state.status} to a request sent without an API key: it does not accept
            requests without one. Add its key in the settings (toncenter gives keys through @tonapibot).
          </p>
          {said}
          {active.keyNotUsed ? (
            <p className="muted">
              The key saved for it is not used in this tab, since the API refused it before. The settings can
              use it again or replace it.
            </p>
          ) : null}
        </>
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
  const meaning =
    state.kind === 'key-unknown' ? (
      <p>
        {endpoint} answered HTTP 401 to the API key saved for it in this browser: the server does not know the
        key. toncenter answers 401 for a key it never issued or has revoked; check that it was copied whole.
      </p>
    ) : (
      <p>
        {endpoint} answered HTTP 403 to the API key saved for it in this browser: the key is not allowed here.
        toncenter answers 403 for a key of the other network: mainnet (toncenter.com) and testnet
        (testnet.toncenter.com) keys are separate.
      </p>
    );
  return {
    title:
      state.kind === 'key-unknown' ? 'The API does not know this key' : 'The API key is not allowed here',
    body: (
      <>
        {meaning}
        {said}
        {apiKey !== undefined ? (
          <p className="muted">
            “Try without the key” sends the request again without it, from this tab only: the key stays in
            your settings (marked as not used) until you change it there.
          </p>
        ) : null}
      </>
    ),
    actions,
  };
}

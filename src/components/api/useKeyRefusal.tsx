import { useContext, type ReactNode } from 'react';
import { isKeyRefusal } from '../../api/api-error.ts';
import { ActiveEndpointContext } from '../../settings/active-endpoint-context.ts';
import { useOpenSettings } from '../../settings/settings-dialog-context.ts';
import { setKeyAside } from '../../settings/settings-store.ts';
import { announce } from '../ui/announcer.ts';
import type { ErrorPanelAction } from '../ui/ErrorPanel.tsx';
import { keyRefusalState } from './api-error-state.ts';
import { KeyRefused, KeyRequired } from './KeyRefusal.tsx';
import { t } from '../../ton/i18n/door.ts';
import { apiMessages as m } from './api-messages.ts';

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
    actions.push({ label: t(m.openSettings), onClick: () => openSettings({ focus: 'api-key' }) });

  if (state.kind === 'key-required') {
    return {
      title: t(m.keyRequiredTitle),
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
      label: t(m.tryWithoutKey),
      onClick: () => {
        announce(t(m.sendingWithoutKey));
        setKeyAside(origin, apiKey);
      },
    });
  }
  return {
    title: state.kind === 'key-unknown' ? t(m.keyUnknownTitle) : t(m.keyNotAllowedTitle),
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

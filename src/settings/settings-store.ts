/**
 * One settings store for the page: components subscribe with `useSettings`, writes persist to
 * localStorage and reach other tabs through the `storage` event. A link's `?network=` choice is a
 * session override: it wins over the stored preset without replacing it. So is a key the user chose not
 * to send after the API refused it ("Try without the key"): set aside for this tab, never deleted.
 */
import { useSyncExternalStore } from 'react';
import {
  readSettings,
  SETTINGS_STORAGE_KEY,
  writeSettings,
  type EndpointPreset,
  type Settings,
} from './settings.ts';

export interface EndpointOverride {
  preset: EndpointPreset;
  /** Only for `custom`: the base URL the user confirmed. */
  baseUrl?: string;
}

/**
 * Per origin, a stored API key this tab does not send (the API refused it and the user chose to go on
 * without it). The key itself stays in the settings; it is set aside only while it is the stored one, so
 * a key changed since is used. Held in memory: a reload sends the stored key again.
 */
export type KeysNotUsed = Readonly<Record<string, string>>;

interface State {
  settings: Settings;
  override: EndpointOverride | undefined;
  keysNotUsed: KeysNotUsed;
}

const listeners = new Set<() => void>();
let state: State = { settings: readSettings(), override: undefined, keysNotUsed: {} };

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SETTINGS_STORAGE_KEY) return;
    state = { ...state, settings: readSettings() };
    emit();
  });
}

export function getSettingsState(): State {
  return state;
}

export function updateSettings(change: (settings: Settings) => Settings) {
  const settings = change(state.settings);
  if (settings === state.settings) return;
  state = { ...state, settings };
  writeSettings(settings);
  emit();
}

/** A link's network or a confirmed custom endpoint, for this page's life; `undefined` clears it. */
export function setEndpointOverride(override: EndpointOverride | undefined) {
  state = { ...state, override };
  emit();
}

/** Stops sending `apiKey` (the stored key of `origin`) from this tab, keeping it in the settings. */
export function setKeyAside(origin: string, apiKey: string) {
  state = { ...state, keysNotUsed: { ...state.keysNotUsed, [origin]: apiKey } };
  emit();
}

/** Sends the stored key of `origin` again. */
export function sendKeyAgain(origin: string) {
  if (!Object.hasOwn(state.keysNotUsed, origin)) return;
  const { [origin]: _dropped, ...rest } = state.keysNotUsed;
  state = { ...state, keysNotUsed: rest };
  emit();
}

/** Tests start each case from what storage holds. */
export function reloadSettingsFromStorage() {
  state = { settings: readSettings(), override: undefined, keysNotUsed: {} };
  emit();
}

export function useSettingsState(): State {
  return useSyncExternalStore(subscribe, getSettingsState, getSettingsState);
}

export function useSettings(): Settings {
  return useSettingsState().settings;
}

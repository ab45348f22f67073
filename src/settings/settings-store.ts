/**
 * One settings store for the page: components subscribe with `useSettings`, writes persist to
 * localStorage and reach other tabs through the `storage` event. A link's `?network=` choice is a
 * session override: it wins over the stored preset without replacing it.
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

interface State {
  settings: Settings;
  override: EndpointOverride | undefined;
}

const listeners = new Set<() => void>();
let state: State = { settings: readSettings(), override: undefined };

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

/** Tests start each case from what storage holds. */
export function reloadSettingsFromStorage() {
  state = { settings: readSettings(), override: undefined };
  emit();
}

export function useSettingsState(): State {
  return useSyncExternalStore(subscribe, getSettingsState, getSettingsState);
}

export function useSettings(): Settings {
  return useSettingsState().settings;
}

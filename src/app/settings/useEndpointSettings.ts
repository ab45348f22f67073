import { useState, type FormEvent } from 'react';
import { checkBaseUrl, endpointOrigin } from '../../api/endpoint.ts';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { setEndpointOverride, updateSettings, useSettingsState } from '../../settings/settings-store.ts';
import {
  apiKeyProblem,
  ownValue,
  PRESET_BASE_URLS,
  PRESET_LABELS,
  storedKeyFor,
  withApiKey,
  type EndpointPreset,
} from '../../settings/settings.ts';
import { useFramed } from '../../settings/framing.ts';

/** The origin the key field's key belongs to: the one the requests would go to (none for an invalid URL). */
function keyOrigin(preset: EndpointPreset, customUrl: string, defaultOrigin: string | undefined) {
  if (preset === 'sample') return defaultOrigin;
  if (preset === 'custom')
    return customUrl && !checkBaseUrl(customUrl) ? endpointOrigin(customUrl) : undefined;
  return endpointOrigin(PRESET_BASE_URLS[preset]);
}

/**
 * The endpoint form's draft: the chosen preset, the custom URL and the keys typed per origin, with the
 * checks that decide whether it may be saved. Nothing is kept until `save`.
 */
export function useEndpointSettings(onDone: () => void) {
  const { settings, keysNotUsed } = useSettingsState();
  const active = useActiveEndpoint();
  const framed = useFramed();
  const [preset, setPreset] = useState<EndpointPreset>(active.preset);
  const [customBaseUrl, setCustomBaseUrl] = useState(settings.customBaseUrl);
  // What was typed in the key field, per origin: a key typed for one origin never moves to another when
  // the preset or the custom URL changes.
  const [keyDrafts, setKeyDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [urlProblem, setUrlProblem] = useState<string | undefined>();
  // The build's endpoint is "the sample API" only when it is this origin; otherwise it is named by its host.
  const presetLabel = (option: EndpointPreset) =>
    option === 'sample' ? active.defaultEndpoint.label : PRESET_LABELS[option];
  // The sample API needs no key; any other endpoint, the build's default included, may.
  const hasKeyField = preset !== 'sample' || !active.defaultEndpoint.isSampleApi;
  const trimmedUrl = customBaseUrl.trim();
  const origin = keyOrigin(preset, trimmedUrl, active.defaultEndpoint.origin);
  const storedKey = storedKeyFor(settings, origin);
  const apiKey = origin === undefined ? '' : (keyDrafts.get(origin) ?? storedKey ?? '');
  // Said while the field holds that key: a key typed over it will be used once saved.
  const keySetAside =
    storedKey !== undefined &&
    origin !== undefined &&
    ownValue(keysNotUsed, origin) === storedKey &&
    apiKey.trim() === storedKey;

  // Said as the key is typed or pasted, and saving is refused while it stands: a key that no header can
  // carry would make every request fail, and one over the limit would be lost on the next read.
  const keyProblem = hasKeyField && apiKey.trim() ? apiKeyProblem(apiKey.trim()) : undefined;

  function typeKey(value: string) {
    if (origin === undefined) return;
    setKeyDrafts((drafts) => new Map(drafts).set(origin, value));
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (framed) return;
    if (preset === 'custom') {
      const problem = trimmedUrl ? checkBaseUrl(trimmedUrl) : 'Enter the base URL of the index.';
      setUrlProblem(problem);
      if (problem) return;
    }
    if (keyProblem) return;
    updateSettings((current) => {
      const next = {
        ...current,
        preset,
        customBaseUrl: preset === 'custom' ? trimmedUrl.replace(/\/+$/, '') : current.customBaseUrl,
      };
      return hasKeyField && origin !== undefined ? withApiKey(next, origin, apiKey.trim()) : next;
    });
    // Choosing here is explicit: it replaces whatever a link had chosen for this page.
    setEndpointOverride(undefined);
    onDone();
  }

  return {
    preset,
    setPreset,
    presetLabel,
    customBaseUrl,
    setCustomBaseUrl,
    urlProblem,
    hasKeyField,
    origin,
    apiKey,
    typeKey,
    keyProblem,
    keySetAside,
    save,
  };
}

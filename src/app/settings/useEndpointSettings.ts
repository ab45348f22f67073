import { useState } from 'react';
import { checkBaseUrl, endpointOrigin } from '../../api/endpoint.ts';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { setEndpointOverride, updateSettings, useSettingsState } from '../../settings/settings-store.ts';
import {
  apiKeyProblem,
  ownValue,
  PRESET_BASE_URLS,
  presetLabel as presetName,
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

const withoutTrailingSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * The endpoint part of the settings, applied as every other setting is: a preset as it is chosen; the
 * custom URL and the key, which are typed, once they are complete — Enter, leaving the field or closing
 * the dialog (`commit`) — and only when they can be used (a URL that is not one, a key no header can
 * carry, is said and changes nothing). Choosing here replaces whatever a link had chosen for this page.
 */
export function useEndpointSettings() {
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
    option === 'sample' ? active.defaultEndpoint.label : presetName(option);
  // The sample API needs no key; any other endpoint, the build's default included, may.
  const hasKeyField = preset !== 'sample' || !active.defaultEndpoint.isSampleApi;
  const trimmedUrl = customBaseUrl.trim();
  const origin = keyOrigin(preset, trimmedUrl, active.defaultEndpoint.origin);
  // The deploy's server adds the key for this origin (config.json): the field gives way to a note.
  const keyHeldByServer = origin !== undefined && active.serverKeyOrigins.includes(origin);
  const storedKey = storedKeyFor(settings, origin);
  const apiKey = origin === undefined ? '' : (keyDrafts.get(origin) ?? storedKey ?? '');
  // Said while the field holds that key: a key typed over it will be used once applied.
  const keySetAside =
    storedKey !== undefined &&
    origin !== undefined &&
    ownValue(keysNotUsed, origin) === storedKey &&
    apiKey.trim() === storedKey;

  // Said as the key is typed or pasted, and it is not applied while it stands: a key that no header can
  // carry would make every request fail, and one over the limit would be lost on the next read.
  const keyProblem = hasKeyField && apiKey.trim() ? apiKeyProblem(apiKey.trim()) : undefined;

  // The custom endpoint is chosen but its URL is not applied yet: the one in use stays until it is.
  const customPending =
    preset === 'custom' &&
    (active.preset !== 'custom' || active.fromLink || withoutTrailingSlashes(trimmedUrl) !== active.baseUrl);

  function applyEndpoint(next: EndpointPreset, baseUrl?: string) {
    updateSettings((current) => ({
      ...current,
      preset: next,
      customBaseUrl: baseUrl ?? current.customBaseUrl,
    }));
    setEndpointOverride(undefined);
  }

  /** A preset is used as it is chosen; the custom one as soon as it has a usable URL. */
  function choose(next: EndpointPreset) {
    setPreset(next);
    setUrlProblem(undefined);
    if (framed) return;
    if (next !== 'custom') applyEndpoint(next);
    else if (trimmedUrl && !checkBaseUrl(trimmedUrl))
      applyEndpoint('custom', withoutTrailingSlashes(trimmedUrl));
  }

  function typeUrl(value: string) {
    setCustomBaseUrl(value);
    setUrlProblem(undefined);
  }

  function typeKey(value: string) {
    if (origin === undefined) return;
    setKeyDrafts((drafts) => new Map(drafts).set(origin, value));
  }

  /** The custom URL as typed, if it is complete and usable; otherwise its problem is said. */
  function commitUrl() {
    if (framed || preset !== 'custom' || !customPending) return;
    const problem = trimmedUrl ? checkBaseUrl(trimmedUrl) : undefined;
    setUrlProblem(problem);
    if (trimmedUrl && !problem) applyEndpoint('custom', withoutTrailingSlashes(trimmedUrl));
  }

  /** The key as typed, for its origin, unless it cannot be carried. */
  function commitKey() {
    if (framed || !hasKeyField || origin === undefined || keyProblem) return;
    const key = apiKey.trim();
    if (key === (storedKey ?? '')) return;
    updateSettings((current) => withApiKey(current, origin, key));
  }

  /** Whatever is typed and usable is applied: the URL first, so that the key's origin is the one in use. */
  function commit() {
    commitUrl();
    commitKey();
  }

  return {
    preset,
    choose,
    presetLabel,
    customBaseUrl,
    typeUrl,
    urlProblem,
    customPending,
    hasKeyField: hasKeyField && !keyHeldByServer,
    keyHeldByServer,
    origin,
    apiKey,
    typeKey,
    keyProblem,
    keySetAside,
    commitUrl,
    commitKey,
    commit,
  };
}

import { defineMessages } from '../../ton/i18n/messages.ts';

/** The Settings dialog: theme, times, amounts, endpoint and key, token images (src/app/settings). */
export const settingsMessages = defineMessages('app.settings.dialog', {
  title: 'Settings',
  lead: 'Each choice applies at once and is kept in this browser.',
  theme: 'Theme',
  themeSystem: 'Follow the system',
  themeLight: 'Light',
  themeDark: 'Dark',
  highContrast: 'High contrast',
  times: 'Times',
  localTime: 'Local time',
  amounts: 'Amounts',
  ticker: 'Ticker of the coin',
  oldTicker: '{ticker} (the old ticker)',
  tokenImages: 'Token images',
  showTokenImages: 'Show token images',
  tokenImagesNote:
    'They are loaded from servers the token’s creator chose, who then sees your IP address. Until you allow them, the page’s security policy blocks images from other servers.',
  tokenImagesReload: 'Allowed: they show after a reload of the page.',
  reloadNow: 'Reload now',
});

/** The endpoint and API key part of the dialog. */
export const endpointMessages = defineMessages('app.settings.endpoint', {
  group: 'Endpoint',
  inUse: 'In use: {label}',
  fromLink: '(from link)',
  customPending: '— the custom endpoint is used once its URL is entered (Enter).',
  legend: 'API endpoint',
  buildDefault: '(this build’s default)',
  baseUrl: 'Base URL (the part before {path})',
  cspBlocked:
    "This build's security policy does not allow requests to that origin. Rebuild with {setting} (see the README), or run tonlens from the same origin as the index.",
  keyLabel: 'API key for {label} (optional)',
  keyNeedsUrl: 'Enter the base URL first: a key belongs to one origin.',
  keySentOnlyTo:
    'Sent only to {origin}, in the X-API-Key header — never to another origin, in a link, a copied command or a log. toncenter allows 1 request/s without a key, 10/s with one.',
  keyNotUsedTitle: 'Not used in this tab.',
  keyNotUsedBody:
    '{title} The API refused this key, and requests from this tab go without it until you change it, choose “Use the key again” or reload the page. It stays saved here.',
  useKeyAgain: 'Use the key again',
});

/** The question a link's `?endpoint=` asks, and its refusal. */
export const linkEndpointMessages = defineMessages('app.settings.link-endpoint', {
  title: 'Use another API endpoint?',
  asks: 'This link asks tonlens to read from this server instead of {active}:',
  internationalHost:
    'This host name is written with international characters, shown here as the browser reads it ({punycode}). It can imitate a familiar name letter for letter: it is not toncenter.com or any other server it resembles.',
  sentThere: 'The blocks and addresses you look at would be sent to that server.',
  keyWillBeSent: 'The API key you saved for {origin} will be sent to it.',
  noKeySent:
    'No API key will be sent to this server: a key is sent only to the exact origin you entered it for.',
  framed:
    'tonlens is shown inside another page’s frame, which could trick you into clicking: open it in its own tab to use another endpoint.',
  trustSender: 'Only continue if you trust who sent you the link.',
  use: 'Use {origin}',
  stayWith: 'Stay with {active}',
  refusedTitle: 'This link’s API endpoint is refused',
  refusedBody: 'This link names an API endpoint, “{endpoint}”, that tonlens will not use.',
  staysWith: 'tonlens stays with {active}.',
});

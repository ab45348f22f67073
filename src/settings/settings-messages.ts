import { defineMessages } from '../ton/i18n/messages.ts';

/** The endpoint presets' names and why an API key cannot be used (./settings.ts, ./endpoint.ts). */
export const settingsMessages = defineMessages('settings.endpoint', {
  presetSample: 'Built-in sample API',
  presetMainnet: 'TON mainnet (toncenter.com)',
  presetTestnet: 'TON testnet (testnet.toncenter.com)',
  presetCustom: 'Custom endpoint',
  customAt: 'Custom: {host}',
  customNotSet: 'Custom: not set',
  keyTooLong: 'An API key has at most {max} characters; this one has {length}.',
  keySpace: 'The key contains a space at position {position}: API keys have none.',
  keyInvisible:
    'The key contains an invisible character {shown} at position {position}, probably copied along with it: remove it.',
  keyNotAscii:
    'The key contains “{char}” ({code}) at position {position}: an API key is plain ASCII letters, digits and symbols, and an HTTP header cannot carry this character.',
});

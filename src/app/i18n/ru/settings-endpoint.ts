import type { settingsMessages } from '../../../settings/settings-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'settings.endpoint': {
    presetSample: 'Встроенный пример API',
    presetMainnet: 'TON mainnet (toncenter.com)',
    presetTestnet: 'TON testnet (testnet.toncenter.com)',
    presetCustom: 'Свой эндпоинт',
    customAt: 'Свой: {host}',
    customNotSet: 'Свой: не задан',
    keyTooLong: 'API-ключ — не длиннее {max} символов, а в этом {length}.',
    keySpace: 'В ключе пробел на позиции {position}: в API-ключах пробелов не бывает.',
    keyInvisible:
      'В ключе невидимый символ {shown} на позиции {position} — вероятно, скопировался вместе с ключом: удалите его.',
    keyNotAscii:
      'В ключе символ «{char}» ({code}) на позиции {position}: API-ключ состоит только из латинских букв, цифр и символов ASCII, а HTTP-заголовок такой символ передать не может.',
  } satisfies Translation<typeof settingsMessages>,
};

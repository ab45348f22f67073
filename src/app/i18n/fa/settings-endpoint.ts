import type { settingsMessages } from '../../../settings/settings-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'settings.endpoint': {
    presetSample: 'API نمونهٔ داخلی',
    presetMainnet: 'TON mainnet (toncenter.com)',
    presetTestnet: 'TON testnet (testnet.toncenter.com)',
    presetCustom: 'نقطهٔ اتصال (endpoint) دلخواه',
    customAt: 'دلخواه: {host}',
    customNotSet: 'دلخواه: تعیین نشده',
    keyTooLong: 'کلید API حداکثر {max} نویسه دارد؛ این یکی {length} نویسه دارد.',
    keySpace: 'کلید در جایگاه {position} فاصله دارد: کلیدهای API فاصله ندارند.',
    keyInvisible:
      'کلید در جایگاه {position} نویسهٔ نامرئی {shown} دارد که احتمالاً همراه آن کپی شده است: حذفش کنید.',
    keyNotAscii:
      'کلید در جایگاه {position} نویسهٔ «{char}» ({code}) را دارد: کلید API فقط از حروف لاتین، ارقام و نمادهای ASCII تشکیل می‌شود و سرآیند HTTP نمی‌تواند این نویسه را حمل کند.',
  } satisfies Translation<typeof settingsMessages>,
};

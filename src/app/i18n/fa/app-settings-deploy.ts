import type { deployEndpointMessages } from '../../settings/deploy-endpoint-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.settings.deploy': {
    serverHoldsKey:
      'کلید API نزد سرور {origin} است: چیزی برای وارد کردن در اینجا نیست و این مرورگر کلیدی برای آن نمی‌فرستد.',
    cspBlocked:
      'config.json این سایت به {origin} اشاره می‌کند، اما سیاست امنیتی این نسخه درخواست به آن را اجازه نمی‌دهد: درخواست‌هایش ناموفق خواهند بود. API را از همین مبدأ ارائه کنید (مسیری مانند /api/v3) یا با {setting} دوباره بسازید.',
  } satisfies Translation<typeof deployEndpointMessages>,
};

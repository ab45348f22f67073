import type { languageMessages } from '../../settings/language-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.settings.language': {
    legend: 'زبان',
    followBrowser: 'مطابق ترجیح مرورگر ({language})',
    note: 'داده‌های بلاکچین (آدرس‌ها، هش‌ها، مقدارها، آپکدها) در همهٔ زبان‌ها یکسان نمایش داده می‌شوند.',
  } satisfies Translation<typeof languageMessages>,
};

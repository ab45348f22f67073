import type {
  labelFileMessages,
  labelMessages,
  storageMessages,
} from '../../../workspace/workspace-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'workspace.label-file': {
    whereFile: 'فایل',
    whereLine: 'سطر {line}',
    whereEntry: 'مورد {entry}',
    noAddress: 'آدرس ندارد',
    notAnAddress: 'آدرس نیست: {reason}',
    differentLabelLine: 'به حساب سطر {line} برچسب دیگری می‌دهد (اولی نگه داشته شد)',
    differentLabelEntry: 'به حساب مورد {entry} برچسب دیگری می‌دهد (اولی نگه داشته شد)',
    notJson: 'JSON معتبر نیست: {error}',
    notLabelsFile: 'فایل برچسب tonlens نیست ("format": "{format}" با فهرست "labels" ندارد)',
    newerVersion: 'نسخهٔ {version} فایل برچسب است؛ این tonlens نسخهٔ {supported} را می‌خواند',
    needsFields: '"address" و "label" باید متن باشند (و "note" هم اگر داده شده، متن باشد)',
    noRows: 'هیچ سطری ندارد',
    needsHeader: 'سطر اول باید نام ستون‌ها را بدهد: address,label (و note)',
  } satisfies Translation<typeof labelFileMessages>,
  'workspace.labels': {
    labelTooLong: 'برچسب حداکثر {max} نویسه دارد؛ این یکی {length} نویسه دارد.',
    noteTooLong: 'یادداشت حداکثر {max} نویسه دارد؛ این یکی {length} نویسه دارد.',
    labelOneLine: 'برچسب یک سطر است: نمی‌تواند تب، شکست سطر یا نویسهٔ کنترلی دیگری داشته باشد.',
    untitledList: 'فهرست بی‌نام',
  } satisfies Translation<typeof labelMessages>,
  'workspace.storage': {
    noIndexedDb: 'این مرورگر IndexedDB ندارد',
    notOpened: 'مرورگر فضای ذخیره‌سازی را باز نکرد',
    olderVersionOpen: 'زبانهٔ دیگری نسخهٔ قدیمی‌تر فضای ذخیره‌سازی را باز نگه داشته است',
    changeRefused: 'فضای ذخیره‌سازی تغییر را نپذیرفت',
    changeGivenUp: 'از تغییر صرف‌نظر شد',
    noReason: 'دلیلی ذکر نشده است',
    workerStopped: 'ورکر فضای ذخیره‌سازی متوقف شد',
  } satisfies Translation<typeof storageMessages>,
};

import type { tokenNoteMessages } from '../../../api/tokens/token-messages.ts';
import type { traceCutMessages } from '../../../api/traces/trace-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'api.traces': {
    noTree: 'پاسخ، درختی برای این رد تراکنش‌ها ندارد.',
    notObject: 'یک گرهٔ درخت (زیر گرهٔ {node}) شیء نیست؛ کنار گذاشته شد.',
    noTransaction:
      'یک گرهٔ درخت (زیر گرهٔ {node}) هیچ تراکنشی را نام نمی‌برد؛ خودش و زیردرختش کنار گذاشته شدند.',
    cycle:
      'درخت، تراکنش {node} را دوباره در میان نوادگان خودش نام می‌برد (یک چرخه)؛ تکرار و هر چه زیر آن است کنار گذاشته شد.',
    twice: 'درخت، تراکنش {node} را دو بار نام می‌برد؛ دومی و هر چه زیر آن است کنار گذاشته شد.',
    tooDeep: {
      one: 'عمق درخت بیش از {count} سطح است؛ هر چه پایین‌تر است کنار گذاشته شد.',
      other: 'عمق درخت بیش از {count} سطح است؛ هر چه پایین‌تر است کنار گذاشته شد.',
    },
    tooMany: {
      one: 'درخت بیش از {count} تراکنش دارد؛ فقط {shown} تراکنش اول به ترتیب نشان داده می‌شوند.',
      other: 'درخت بیش از {count} تراکنش دارد؛ فقط {shown} تراکنش اول به ترتیب نشان داده می‌شوند.',
    },
    childrenNotList: 'فرزندان گرهٔ {node} فهرست نیستند؛ کنار گذاشته شدند.',
    missing: {
      one: '{count} تراکنش از {total} تراکنش درخت در پاسخ نیست؛ بدون جزئیات نشان داده می‌شود.',
      other: '{count} تراکنش از {total} تراکنش درخت در پاسخ نیستند؛ بدون جزئیات نشان داده می‌شوند.',
    },
  } satisfies Translation<typeof traceCutMessages>,
  'api.tokens': {
    noNamesData: 'API نمونهٔ داخلی داده‌ای دربارهٔ نام‌ها ندارد.',
    noHoldingsData: 'API نمونهٔ داخلی داده‌ای دربارهٔ دارایی‌های این حساب ندارد.',
    dnsNotOffered: 'نام‌های DNS را {host} ارائه نمی‌کند.',
  } satisfies Translation<typeof tokenNoteMessages>,
};

import type { keyboardHelpMessages } from '../../keyboard-help-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.keyboard-help': {
    title: 'میان‌برهای صفحه‌کلید',
    either: '{first} یا {second}',
    search: 'رفتن به جست‌وجو',
    blocks: 'بلوک قبلی / بعدی (در صفحهٔ بلوک)',
    transactions: 'تراکنش بعدی / قبلی (در صفحهٔ بلوک)',
    latest: 'آخرین بلوک',
    thisList: 'همین فهرست',
    close: 'بستن پنجره',
    searchHelp:
      'جست‌وجو شمارهٔ بلوک، «latest»، آدرس یا پیوند، و تاریخ و زمانی مانند {minute} یا {second} را می‌پذیرد (به وقت UTC، مگر آنکه در تنظیمات نمایش زمان محلی انتخاب شده باشد) و بلوکی را باز می‌کند که در آن لحظه برقرار بوده است؛ تاریخ به‌تنهایی نخستین بلوک آن روز را باز می‌کند.',
  } satisfies Translation<typeof keyboardHelpMessages>,
};

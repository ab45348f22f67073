import type { apiNoticeMessages } from '../../../api/api-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'api.notices': {
    checkFailedRead: '{error} تلاش دوباره تا {seconds} ثانیهٔ دیگر',
    checkFailed: 'درخواست آخرین بلوک ممکن نشد: تلاش دوباره تا {seconds} ثانیهٔ دیگر',
    headWentBack:
      'آخرین بلوک سرور به {seqno} برگشت: همچنان {shown} نمایش داده می‌شود، آخرین بلوکی که پیش‌تر داده بود.',
    headJumped:
      'آخرین بلوک سرور در {seconds} ثانیه به {seqno} پرید، {blocks} بلوک جلوتر از {from}: بیش از آنچه زنجیره می‌سازد؛ پس تا پاسخ بعدی سرور آن را تأیید نکند، دنبال نمی‌شود.',
    urlTooLong: 'نشانی API حداکثر {max} نویسه دارد؛ این یکی {length} نویسه دارد',
    notAUrl: 'این نشانی URL نیست: آن را مانند https://toncenter.com بنویسید',
    urlScheme: 'نشانی API باید با https:// یا http:// شروع شود',
    urlQuery: 'نشانی API نباید ? یا # داشته باشد: فقط بخش پیش از /api/v3 را بدهید',
    urlCredentials:
      'نشانی API نباید نام کاربری یا گذرواژه (بخش پیش از @) داشته باشد: مقصد درخواست‌ها را پنهان می‌کند',
  } satisfies Translation<typeof apiNoticeMessages>,
};

import type { detailsMessages } from '../../../accounts/details/details-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.details': {
    requestFailed: 'درخواست آن ناموفق بود: {reason}',
    retryRequest: 'تلاش دوباره برای این درخواست',
    notFound:
      'یافت نشد: ایندکس وضعیتی برای این حساب ندارد. یا هنوز هیچ تراکنشی دریافت نکرده است، یا آدرس مربوط به شبکهٔ دیگری است.',
    noAnswerYet: '{status}: هنوز پاسخی برای این حساب نیامده است.',
    detailsOf: 'جزئیات {address}',
    thisAccount: 'این حساب',
    account: 'حساب',
  } satisfies Translation<typeof detailsMessages>,
};

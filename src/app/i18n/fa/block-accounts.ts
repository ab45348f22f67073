import type { accountsMessages } from '../../../block/accounts/accounts-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.accounts': {
    tableLabel: 'جدول حساب‌ها',
    caption: 'حساب‌های این بلوک: تراکنش‌ها، موجودی، وضعیت و مقدار جابه‌جاشدهٔ هر حساب',
    account: 'حساب',
    transactions: 'تراکنش‌ها',
    balanceBefore: 'موجودی پیش',
    balanceAnd: ' و',
    balanceAfter: ' پس',
    netChange: 'تغییر خالص، بر پایهٔ اندازه',
    state: 'وضعیت',
    fees: 'کارمزد',
    valueIn: 'مقدار ورودی',
    valueOut: 'مقدار خروجی',
    unknown: 'نامعلوم',
    showInList: {
      one: '{count} تراکنش از {account}: نمایش در فهرست',
      other: '{count} تراکنش از {account}: نمایش در فهرست',
    },
    withoutFee: { one: '+ {count} تراکنش بدون کارمزد', other: '+ {count} تراکنش بدون کارمزد' },
    total: { one: 'جمع، {count} حساب', other: 'جمع، {count} حساب' },
    totalShown: { one: 'جمع، {count} حساب نمایش‌داده‌شده', other: 'جمع، {count} حساب نمایش‌داده‌شده' },
    unknownNotIncluded: {
      one: '{count} حساب نامعلوم، حساب نشده',
      other: '{count} حساب نامعلوم، حساب نشده',
    },
    findAccount: 'یافتن حساب',
    findPlaceholder: 'آدرس، دامنه، برچسب',
    onlyWhose: 'فقط حساب‌هایی که',
    statusChanged: 'وضعیتشان تغییر کرده',
    codeChanged: 'کدشان تغییر کرده',
    dataChanged: 'داده‌شان تغییر کرده',
    countShown: {
      one: '{shown} از {count} حساب نمایش داده شده',
      other: '{shown} از {count} حساب نمایش داده شده',
    },
    count: { one: '{count} حساب', other: '{count} حساب' },
    heading: 'حساب‌های این بلوک',
    partial: {
      one: 'بلوک هنوز در حال دریافت است: این‌ها حساب‌های {count} تراکنش دریافت‌شده تا این لحظه‌اند.',
      other: 'بلوک هنوز در حال دریافت است: این‌ها حساب‌های {count} تراکنش دریافت‌شده تا این لحظه‌اند.',
    },
    showAllAccounts: 'نمایش همهٔ حساب‌ها',
    noAccount: 'این بلوک به هیچ حسابی دست نمی‌زند.',
    noMatch: 'هیچ حسابی با این فیلترها جور نیست.',
    showingFirst: {
      one: 'نمایش {shown} مورد نخست از {count} حساب؛ جمع‌ها همه را حساب می‌کنند.',
      other: 'نمایش {shown} مورد نخست از {count} حساب؛ جمع‌ها همه را حساب می‌کنند.',
    },
    showMore: 'نمایش {count} مورد دیگر',
    showAll: 'نمایش همه',
    views: 'نماهای بلوک',
    tabTransactions: 'تراکنش‌ها',
    tabAccounts: 'حساب‌های این بلوک',
  } satisfies Translation<typeof accountsMessages>,
};

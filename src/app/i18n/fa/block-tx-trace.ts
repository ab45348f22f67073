import type { traceMessages } from '../../../block/trace/trace-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.trace': {
    loading: 'در حال بارگذاری رد تراکنش‌ها…',
    notOfferedFlow:
      'این سرور رد تراکنش‌ها (trace) را ارائه نمی‌دهد؛ در ادامه آنچه این بلوک نشان می‌دهد آمده است: بخشی از رد تراکنش‌ها که درون این بلوک است.',
    notOfferedAlone:
      'این سرور رد تراکنش‌ها (trace) را ارائه نمی‌دهد؛ در ادامه آنچه این بلوک نشان می‌دهد آمده است: همین تراکنش، بی‌آنکه تراکنش دیگری از این بلوک به آن پیوند داشته باشد.',
    notFound: 'سرور برای این تراکنش رد تراکنش‌هایی ندارد.',
    failed: 'بارگذاری رد تراکنش‌ها ممکن نشد.',
    failedWhy: 'بارگذاری رد تراکنش‌ها ممکن نشد: {error}.',
    tryAgain: 'تلاش دوباره',
    inBlock: {
      one: '{count} تراکنش در بلوک مسترچین {seqno}.',
      other: '{count} تراکنش در بلوک مسترچین {seqno}.',
    },
    inBlocks: {
      one: '{count} تراکنش در بلوک‌های مسترچین {start} تا {end}.',
      other: '{count} تراکنش در بلوک‌های مسترچین {start} تا {end}.',
    },
    transactions: {
      one: '{count} تراکنش.',
      other: '{count} تراکنش.',
    },
    about: 'دربارهٔ این رد تراکنش‌ها',
    cut: 'همهٔ آن نمایش داده نشده است: {cut}',
    gainedLost: 'چه کسی چه چیزی به دست آورد یا از دست داد',
    gainedLostNote:
      'تغییر هر حساب به تفکیک دارایی در کل رد تراکنش‌ها؛ تغییرِ سکه شامل کارمزدهایی است که پرداخته شده.',
    stateComplete: 'کامل: همهٔ تراکنش‌های آن اجرا شده‌اند.',
    statePending: 'در انتظار — هنوز در حال اجرا: ممکن است تراکنش‌های بیشتری در پی بیاید.',
    stateBroken: 'گسسته: ایندکس نتوانست هر پیام آن را به تراکنشی که ایجاد کرده پیوند دهد.',
    stateUnknown: 'سرور نگفت که آیا کامل است یا نه.',
    incomplete: 'ناقص — ایندکس همهٔ تراکنش‌های آن را ندارد.',
    shownOf: '{shown} از {total} نمایش داده شده',
    foldDeeper: 'بستن سطح‌های عمیق‌تر',
    unfoldAll: 'باز کردن همهٔ سطح‌ها',
    rowsLabel: 'تراکنش‌های رد تراکنش‌ها',
    foldCaused: {
      one: 'بستن {shown} تراکنشی که ایجاد کرد، سطح {level}',
      other: 'بستن {shown} تراکنشی که ایجاد کرد، سطح {level}',
    },
    unfoldCaused: {
      one: 'باز کردن {shown} تراکنشی که ایجاد کرد، سطح {level}',
      other: 'باز کردن {shown} تراکنشی که ایجاد کرد، سطح {level}',
    },
    notInAnswer: '(در پاسخ نیست)',
    actionLabel: '{action} · ',
    thisTransaction: 'همین تراکنش',
    blockUnknown: 'بلوک نامعلوم',
    inThisBlock: 'در همین بلوک',
    block: 'بلوک {seqno}',
    noBalanceChange: 'در کل رد تراکنش‌ها موجودی هیچ حسابی تغییر نکرد.',
    balancesLabel: 'تغییرات موجودی در کل رد تراکنش‌ها',
    account: 'حساب',
    change: 'تغییر',
    shownOfDot: '{shown} از {total} نمایش داده شده.',
    showMore: 'نمایش {count} مورد دیگر',
  } satisfies Translation<typeof traceMessages>,
};

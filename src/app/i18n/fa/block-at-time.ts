import type { atTimeMessages } from '../../../block/at-time/at-time-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.at-time': {
    notATime: 'زمان معتبری نیست',
    notATimeText: '«{text}»: {message}',
    verdictEarlier: 'زودتر',
    verdictLater: 'دیرتر',
    verdictUnknown: 'پاسخ آن زمانی ندارد: امتحان بلوک مجاور',
    verdictMissing: 'نمایه آن را ندارد',
    blockAt: 'بلوک در {asked}',
    firstBlockOf: 'نخستین بلوک {asked}',
    announceDay: 'بلوک {seqno}: نخستین بلوک {asked}',
    announceMoment: 'بلوک {seqno}: بلوک برقرار در {asked}',
    catalogNote:
      'این API بلوک‌هایی را که نگه می‌دارد فهرست می‌کند: جست‌وجو فقط میان همان‌هاست، پس بلوک پیداشده جدیدترین بلوکی است که نمایه در آن لحظه یا پیش از آن دارد.',
    subject: 'بلوک آن زمان',
    searching: 'در حال جست‌وجو…',
    blocksAsked: 'بلوک‌های درخواست‌شده',
    askingRange: 'در حال پرسیدن نخستین و آخرین بلوک از API…',
    probeBlock: 'بلوک {seqno}',
    probeTime: ': {time}',
    blockLink: 'بلوک {seqno}',
    blockLinkWithTime: '{block} ({time})',
    beforeFirstTitle: 'پیش از نخستین بلوک',
    beforeFirst: '{asked} پیش از نخستین بلوکی است که این API دارد: {first}. جدیدترین بلوک آن {last} است.',
    afterLastTitle: 'پس از آخرین بلوک',
    afterLast: '{asked} پس از جدیدترین بلوکی است که این API دارد: {last}. نخستین بلوک آن {first} است.',
    missingTitle: 'نمایه بلوک {seqno} را ندارد',
    missing:
      'جست‌وجو به زمان بلوک {seqno} نیاز دارد، ولی API چنین بلوکی ندارد. بلوک برقرار در {asked} میان {below} و {above} است.',
    gaveUpTitle: 'جست‌وجو متوقف شد',
    gaveUp: {
      one: 'جست‌وجو پس از {count} درخواست بلوک متوقف شد. بلوک برقرار در {asked} میان {below} و {above} است.',
      other:
        'جست‌وجو پس از {count} درخواست بلوک متوقف شد. بلوک برقرار در {asked} میان {below} و {above} است.',
    },
    noTimeFirst: 'masterchainInfo این API زمانی برای نخستین بلوک خود نمی‌دهد؛ جست‌وجو به هر دو نیاز دارد.',
    noTimeLast: 'masterchainInfo این API زمانی برای آخرین بلوک خود نمی‌دهد؛ جست‌وجو به هر دو نیاز دارد.',
    goToTime: 'رفتن به زمان…',
    formLabel: 'رفتن به بلوک یک زمان',
    dateUtc: 'تاریخ و زمان (UTC، مگر منطقهٔ زمانی بنویسید)',
    dateLocal: 'تاریخ و زمان (به وقت محلی، مگر منطقهٔ زمانی بنویسید)',
    go: 'برو',
    cancel: 'لغو',
    examples4: 'برای نمونه {a}، {b}، {c} یا {d}؛ تاریخ تنها نخستین بلوک آن روز را باز می‌کند.',
    timeAsked: 'زمان درخواست‌شده',
    noteNoBlockThatDay: '{asked} را خواستید: نمایه در آن روز هیچ بلوکی ندارد؛ این نخستین بلوک پس از آن است.',
    noteDay: '{asked} را خواستید: این نخستین بلوک آن روز است.',
    noteDayCatalog: '{asked} را خواستید: این نخستین بلوک آن روز در نمایه است.',
    noteMoment: '{asked} را خواستید: این بلوک برقرار در آن زمان است، جدیدترین بلوک در آن لحظه یا پیش از آن.',
    noteMomentCatalog:
      '{asked} را خواستید: این بلوک برقرار در آن زمان است، جدیدترین بلوکی که نمایه در آن لحظه یا پیش از آن دارد.',
    foundIn: { one: 'با {count} درخواست بلوک پیدا شد.', other: 'با {count} درخواست بلوک پیدا شد.' },
    noteAndFound: '{note} {found}',
  } satisfies Translation<typeof atTimeMessages>,
};

import type { tonMessages } from '../../../components/ton/ton-messages.ts';
import type { timeMessages } from '../../../components/time/time-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'components.ton': {
    notAnAddress: '(آدرس نیست)',
    copyAddress: 'آدرس {name}',
    copyAmount: 'مبلغ {amount}',
    copyHash: '{label} {short}',
    hash: 'هش',
    mixedScripts: 'این نام حروف {scripts} را با هم آمیخته است: ممکن است از نام دیگری تقلید کند',
    mixedScriptsShort: '{domain} (⚠ آمیخته از حروف {scripts})',
    and: '{first} و {second}',
    scriptLatin: 'لاتین',
    scriptCyrillic: 'سیریلیک',
    scriptGreek: 'یونانی',
    scriptArmenian: 'ارمنی',
    scriptCherokee: 'چروکی',
    tokens: { one: '{amount} توکن', other: '{amount} توکن' },
    tokenTitle: '{raw} واحد تقسیم‌ناپذیر، {decimals} رقم اعشار',
    jettonAmount: '{amount} {jetton}',
    rawUnitsOf: '{amount} واحد خام از {jetton}',
    rawUnitsTitle: '{raw} واحد خام، {decimals} رقم اعشار',
    unknownMasterReason: 'تعداد ارقام اعشار نامعلوم است — واحدهای خام: اقدام نمی‌گوید کدام جتون است',
    reason: '({reason})',
    scamFlagged: 'ایندکسر این جتون را کلاهبرداری علامت زده است',
    looksLikeUsdt: 'نامش شبیه USD₮ است، اما جتون دیگری است',
    looksLikeNativeCoin: 'نامش شبیه کوین اصلی شبکه است، اما یک جتون است',
    warningsJoined: '{first}؛ {second}',
    unknownJetton: 'جتونی ناشناخته',
    jettonByMaster: 'جتون {master}',
    noOpcode: 'هیچ',
    indexName: '(نامی که ایندکسر داده)',
    noExtraCurrencies: 'هیچ',
    extraCurrencyUnits: 'واحد از ارز اضافی #{id}',
    showAll: { one: 'نمایش همهٔ {count} نویسه', other: 'نمایش همهٔ {count} نویسه' },
  } satisfies Translation<typeof tonMessages>,
  'components.time': {
    justNow: 'همین حالا',
  } satisfies Translation<typeof timeMessages>,
};

import type { tonMessages } from '../../../components/ton/ton-messages.ts';
import type { timeMessages } from '../../../components/time/time-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'components.ton': {
    notAnAddress: '(не адрес)',
    copyAddress: 'адрес {name}',
    copyAmount: 'сумму {amount}',
    copyHash: '{label} {short}',
    hash: 'хеш',
    mixedScripts: 'в этом имени смешаны {scripts} буквы: оно может выдавать себя за другое',
    mixedScriptsShort: '{domain} (⚠ смешаны {scripts} буквы)',
    and: '{first} и {second}',
    scriptLatin: 'латинские',
    scriptCyrillic: 'кириллические',
    scriptGreek: 'греческие',
    scriptArmenian: 'армянские',
    scriptCherokee: 'чероки',
    tokens: {
      one: '{amount} токен',
      few: '{amount} токена',
      many: '{amount} токенов',
      other: '{amount} токена',
    },
    tokenTitle: '{raw} неделимых единиц, знаков после запятой: {decimals}',
    jettonAmount: '{amount} {jetton}',
    rawUnitsOf: '{amount} неделимых единиц {jetton}',
    rawUnitsTitle: '{raw} неделимых единиц, знаков после запятой: {decimals}',
    unknownMasterReason:
      'число знаков неизвестно — показаны неделимые единицы: действие не указывает, какой это жетон',
    reason: '({reason})',
    scamFlagged: 'индексатор помечает этот жетон как мошеннический',
    looksLikeUsdt: 'его название похоже на USD₮, но это другой жетон',
    looksLikeNativeCoin: 'его название похоже на основную монету сети, но это жетон',
    warningsJoined: '{first}; {second}',
    unknownJetton: 'неизвестный жетон',
    jettonByMaster: 'жетон {master}',
    noOpcode: 'нет',
    indexName: '(название от индексатора)',
    noExtraCurrencies: 'нет',
    extraCurrencyUnits: 'неделимых единиц дополнительной валюты #{id}',
    showAll: {
      one: 'Показать все {count} символ',
      few: 'Показать все {count} символа',
      many: 'Показать все {count} символов',
      other: 'Показать все {count} символа',
    },
  } satisfies Translation<typeof tonMessages>,
  'components.time': {
    justNow: 'только что',
  } satisfies Translation<typeof timeMessages>,
};

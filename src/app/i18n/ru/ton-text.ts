import type { domainMessages, listLabelMessages } from '../../../ton/address-list/domain-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';
import type { jettonDecimalsMessages } from '../../../ton/jetton/jetton-messages.ts';
import type {
  boundedJsonMessages,
  scriptNameMessages,
  searchQueryMessages,
  timeQueryMessages,
} from '../../../ton/text/text-messages.ts';

export const areas = {
  'ton.text.time-query': {
    notZone: '«{zone}» — не часовой пояс: укажите Z, UTC или смещение вроде +03:00.',
    offsetMinutes: '{zone} — не смещение от UTC: минуты идут от 00 до 59.',
    offsetRange: '{zone} — не смещение от UTC: смещения бывают от −14:00 до +14:00.',
    noMonth: 'Месяца {month} не бывает: месяцы идут от 01 до 12.',
    // Месяц стоит в предложном падеже: «В феврале 2025 года 28 дней».
    noDay: {
      one: 'В {month} {year} года {count} день: даты {date} не существует.',
      few: 'В {month} {year} года {count} дня: даты {date} не существует.',
      many: 'В {month} {year} года {count} дней: даты {date} не существует.',
      other: 'В {month} {year} года {count} дня: даты {date} не существует.',
    },
    noHour: 'Часа {hour} не бывает: часы идут от 00 до 23.',
    noMinute: 'Минуты {minute} не бывает: минуты идут от 00 до 59.',
    noSecond: 'Секунды {second} не бывает: секунды идут от 00 до 59.',
    notDate: 'Это не дата и не время. Запишите так: {examples} или {last}.',
    skipped:
      'Времени {time} нет в часовом поясе этого браузера: часы его пропустили (переход на летнее время).',
    january: 'январе',
    february: 'феврале',
    march: 'марте',
    april: 'апреле',
    may: 'мае',
    june: 'июне',
    july: 'июле',
    august: 'августе',
    september: 'сентябре',
    october: 'октябре',
    november: 'ноябре',
    december: 'декабре',
  } satisfies Translation<typeof timeQueryMessages>,

  'ton.text.search': {
    help: 'Поиск принимает номер блока (seqno), «latest», дату и время (2025-08-02 18:11 — в UTC, если в настройках отображения не выбрано местное время; одна дата открывает первый блок этого дня), один или несколько адресов в любой форме или ссылку tonlens, другого эксплорера или ton://.',
    notAddress: '«{input}»: {problem}',
    nothingToOpen: 'По запросу «{input}» открыть нечего. {help}',
  } satisfies Translation<typeof searchQueryMessages>,

  'ton.text.bounded-json': {
    deeperThan: '… вложено глубже {limit} уровней',
  } satisfies Translation<typeof boundedJsonMessages>,

  'ton.address-list.domains': {
    isNotAddress: '— домен TON DNS, а не адрес',
    why: 'Операции индексного API, которыми пользуется этот эксплорер (accountStates и masterchainBlockShardState), принимают только адреса и не разрешают домены. Вставьте вместо домена его адрес (его покажет кошелёк или резолвер TON DNS).',
    notResolved:
      '«{domain}» — домен TON DNS, а не адрес: операции индексного API, которыми пользуется этот эксплорер (accountStates и masterchainBlockShardState), принимают только адреса и не разрешают домены.',
  } satisfies Translation<typeof domainMessages>,

  'ton.address-list.labels': {
    secondLabel: '— вторая, другая метка для того же аккаунта: сохраняется метка из строки {line}',
  } satisfies Translation<typeof listLabelMessages>,

  'ton.jetton.decimals': {
    notGiven:
      'число знаков после запятой неизвестно — сырые единицы: в метаданных его нет (по TEP-64 было бы {default}, но это не предполагается)',
    notDescribed:
      'число знаков после запятой неизвестно — сырые единицы: в ответе нет метаданных этого жетона',
    notAnInteger:
      'число знаков после запятой неизвестно — сырые единицы: decimals в метаданных — не десятичное целое',
    tooMany:
      'число знаков после запятой неизвестно — сырые единицы: в метаданных больше {max} знаков, больше цифр, чем бывает в балансе',
    empty: 'число знаков после запятой неизвестно — сырые единицы: decimals в метаданных пуст',
  } satisfies Translation<typeof jettonDecimalsMessages>,

  'ton.text.scripts': {
    latin: 'латиница',
    cyrillic: 'кириллица',
    greek: 'греческое письмо',
    armenian: 'армянское письмо',
    cherokee: 'письмо чероки',
  } satisfies Translation<typeof scriptNameMessages>,
};

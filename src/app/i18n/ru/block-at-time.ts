import type { atTimeMessages } from '../../../block/at-time/at-time-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.at-time': {
    notATime: 'Это не время',
    notATimeText: '«{text}»: {message}',
    verdictEarlier: 'раньше',
    verdictLater: 'позже',
    verdictUnknown: 'в ответе нет времени: пробуем соседний',
    verdictMissing: 'его нет в индексе',
    blockAt: 'Блок на {asked}',
    firstBlockOf: 'Первый блок за {asked}',
    announceDay: 'Блок {seqno}: первый блок за {asked}',
    announceMoment: 'Блок {seqno}: блок, действовавший на {asked}',
    catalogNote:
      'Этот API перечисляет блоки, которые хранит: поиск идёт только по ним, поэтому найденный блок — самый новый из имеющихся в индексе на этот момент или раньше.',
    subject: 'блок на это время',
    searching: 'Поиск…',
    blocksAsked: 'Запрошенные блоки',
    askingRange: 'Запрашиваем у API его первый и последний блок…',
    probeBlock: 'Блок {seqno}',
    probeTime: ': {time}',
    blockLink: 'блок {seqno}',
    blockLinkWithTime: '{block} ({time})',
    beforeFirstTitle: 'Раньше первого блока',
    beforeFirst: '{asked} — раньше первого блока этого API: {first}. Его самый новый блок — {last}.',
    afterLastTitle: 'Позже последнего блока',
    afterLast: '{asked} — позже самого нового блока этого API: {last}. Его первый блок — {first}.',
    missingTitle: 'В индексе нет блока {seqno}',
    missing:
      'Для поиска нужно время блока {seqno}, а в API такого блока нет. Блок, действовавший на {asked}, находится между {below} и {above}.',
    gaveUpTitle: 'Поиск остановлен',
    gaveUp: {
      one: 'После {count} запроса блока поиск остановился. Блок, действовавший на {asked}, находится между {below} и {above}.',
      few: 'После {count} запросов блоков поиск остановился. Блок, действовавший на {asked}, находится между {below} и {above}.',
      many: 'После {count} запросов блоков поиск остановился. Блок, действовавший на {asked}, находится между {below} и {above}.',
      other:
        'После {count} запроса блоков поиск остановился. Блок, действовавший на {asked}, находится между {below} и {above}.',
    },
    noTimeFirst: 'masterchainInfo этого API не содержит времени первого блока, а для поиска нужны оба.',
    noTimeLast: 'masterchainInfo этого API не содержит времени последнего блока, а для поиска нужны оба.',
    goToTime: 'Перейти ко времени…',
    formLabel: 'Перейти к блоку на заданное время',
    dateUtc: 'Дата и время (UTC, если не указан часовой пояс)',
    dateLocal: 'Дата и время (местное, если не указан часовой пояс)',
    go: 'Перейти',
    cancel: 'Отмена',
    examples4: 'Например, {a}, {b}, {c} или {d}; одна дата открывает первый блок этого дня.',
    timeAsked: 'Запрошенное время',
    noteNoBlockThatDay:
      'Вы запросили {asked}: в индексе нет блоков за этот день; это первый блок после него.',
    noteDay: 'Вы запросили {asked}: это первый блок этого дня.',
    noteDayCatalog: 'Вы запросили {asked}: это первый блок этого дня в индексе.',
    noteMoment:
      'Вы запросили {asked}: это блок, действовавший тогда, — самый новый на этот момент или раньше.',
    noteMomentCatalog:
      'Вы запросили {asked}: это блок, действовавший тогда, — самый новый из имеющихся в индексе на этот момент или раньше.',
    foundIn: {
      one: 'Найден за {count} запрос блока.',
      few: 'Найден за {count} запроса блоков.',
      many: 'Найден за {count} запросов блоков.',
      other: 'Найден за {count} запроса блоков.',
    },
    noteAndFound: '{note} {found}',
  } satisfies Translation<typeof atTimeMessages>,
};

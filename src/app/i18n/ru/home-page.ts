import type { homeMessages } from '../../../home/home-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  home: {
    lead: 'Обозреватель блоков и аккаунтов блокчейна TON. Откройте блок мастерчейна, чтобы увидеть каждую транзакцию, которую он фиксирует, вплоть до фаз и сообщений, или вставьте до 1024 адресов, чтобы сразу увидеть их балансы и состояния.',
    searchHint: '{label}: номер блока, дата и время, адреса или ссылка. Или начните с последних блоков.',
    searchLabel: 'Ищите в поле вверху страницы',
    emulatedTitle: 'Эмулированы виртуальной машиной TON',
    recordedTitle: 'Записанные данные {network}',
    sampleBlocks: 'Примеры блоков',
    sampleBlocksNote:
      'Это встроенный пример API (профиль {profile}, {network}). Записанные блоки содержат настоящие транзакции, записанные с toncenter; эмулированные блоки получены запуском настоящих контрактов в эмуляторе TON и помечены как эмулированные.',
    block: 'Блок {seqno}',
    transactions: {
      one: '{count} транзакция',
      few: '{count} транзакции',
      many: '{count} транзакций',
      other: '{count} транзакции',
    },
    sampleAccounts: 'Примеры аккаунтов',
    lookUpAll: {
      one: 'Открыть все {count} пример аккаунта',
      few: 'Открыть все {count} примера аккаунтов',
      many: 'Открыть все {count} примеров аккаунтов',
      other: 'Открыть все {count} примера аккаунтов',
    },
    latestBlocks: 'Последние блоки',
    latestSubject: 'последний блок',
    heldLabel: 'Новейший блок не отслеживается',
    paused: 'Приостановлено, пока вкладка скрыта.',
    checkFailed: '{reason}. Последняя проверка: {time}.',
    checkedEvery: 'Сначала новые; новый блок проверяется каждые {seconds} с.',
    transactionsNotGiven: 'транзакции не указаны',
    atLeastTitle: 'В ответе есть только последний блок каждого шарда: более ранние не учтены',
    atLeast: {
      one: 'не менее {count} транзакции',
      few: 'не менее {count} транзакций',
      many: 'не менее {count} транзакций',
      other: 'не менее {count} транзакции',
    },
    notHeld: 'нет в этом индексе',
    couldNotLoad: 'не удалось загрузить',
    loading: 'загрузка',
  } satisfies Translation<typeof homeMessages>,
};

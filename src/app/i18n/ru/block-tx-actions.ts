import type { actionsMessages } from '../../../block/actions/actions-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.actions': {
    serverWords: 'классифицировано сервером',
    tonlensWords: 'прочитано tonlens из сообщений',
    notOffered: 'Этот сервер не отдаёт действия; tonlens прочитал их из сообщений.',
    actionCount: {
      one: '{count} действие',
      few: '{count} действия',
      many: '{count} действий',
      other: '{count} действия',
    },
    loadingMixed:
      'Классифицировано сервером: {server}; прочитано tonlens из сообщений: {tonlens}. Остальная классификация сервера ещё загружается…',
    loadingOwn: 'Пока действия прочитаны tonlens из сообщений; классификация сервера загружается…',
    failedMixed:
      'Не удалось получить классификацию сервера; классифицировано сервером: {server}, прочитано tonlens из сообщений: {tonlens}.',
    failedMixedWhy:
      'Не удалось получить классификацию сервера ({failure}); классифицировано сервером: {server}, прочитано tonlens из сообщений: {tonlens}.',
    failedOwn: 'Не удалось получить классификацию сервера; действия прочитаны tonlens из сообщений.',
    failedOwnWhy:
      'Не удалось получить классификацию сервера ({failure}); действия прочитаны tonlens из сообщений.',
    readyNone: 'Сервер не классифицировал здесь ни одного действия.',
    readyServer: 'Классифицировано сервером.',
    readyTonlens: 'Прочитано tonlens из сообщений.',
    readyMixed: 'Классифицировано сервером: {server}; прочитано tonlens из сообщений: {tonlens}.',
    waiting: 'Действия будут прочитаны, когда блок загрузится целиком.',
    reading: {
      one: 'tonlens читает сообщения {count} транзакции…',
      few: 'tonlens читает сообщения {count} транзакций…',
      many: 'tonlens читает сообщения {count} транзакций…',
      other: 'tonlens читает сообщения {count} транзакций…',
    },
    heading: 'Что произошло',
    noActions:
      'Действий нет: транзакции этого блока не сделали ничего, что tonlens или сервер умеют назвать.',
    actions: 'Действия',
    actionsByType: 'Действия по типам',
    showEvery: 'Снова показать все транзакции',
    showOnly: {
      one: 'Показать только {count} транзакцию с этими действиями',
      few: 'Показать только {count} транзакции с этими действиями',
      many: 'Показать только {count} транзакций с этими действиями',
      other: 'Показать только {count} транзакции с этими действиями',
    },
    moved: 'Перемещено этими действиями',
    movedNone: 'Ничего: ни одно действие не переместило GRAM или жетоны.',
    movedPerAsset: 'Перемещённая стоимость по активам',
    showAllAssets: {
      one: 'Показать все активы ({count})',
      few: 'Показать все {count} актива',
      many: 'Показать все {count} активов',
      other: 'Показать все {count} актива',
    },
  } satisfies Translation<typeof actionsMessages>,
};

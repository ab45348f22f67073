import type { pictureMessages } from '../../../block/picture/picture-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.picture': {
    showEveryShardBlock: '— показать все шард-блоки',
    showEveryOutcome: '— показать все результаты',
    showEveryOpcode: '— показать все опкоды',
    showOnlyThese: '— показать только эти',
    showingOf: {
      one: 'Показано {shown} из {count} транзакции',
      few: 'Показано {shown} из {count} транзакций',
      many: 'Показано {shown} из {count} транзакций',
      other: 'Показано {shown} из {count} транзакции',
    },
    showAll: 'Показать все',
    goToList: 'К списку',
    feesNotGiven: {
      one: 'комиссии {count} транзакции не указаны',
      few: 'комиссии {count} транзакций не указаны',
      many: 'комиссии {count} транзакций не указаны',
      other: 'комиссии {count} транзакции не указаны',
    },
    feesNotGivenNotCounted: {
      one: 'комиссии {count} транзакции не указаны и не учтены',
      few: 'комиссии {count} транзакций не указаны и не учтены',
      many: 'комиссии {count} транзакций не указаны и не учтены',
      other: 'комиссии {count} транзакции не указаны и не учтены',
    },
    shardValue: {
      one: '{count} транзакция · входящие {value} · комиссии {fees}',
      few: '{count} транзакции · входящие {value} · комиссии {fees}',
      many: '{count} транзакций · входящие {value} · комиссии {fees}',
      other: '{count} транзакции · входящие {value} · комиссии {fees}',
    },
    shardValueMissing: {
      one: '{count} транзакция · входящие {value} · комиссии {fees} ({missing})',
      few: '{count} транзакции · входящие {value} · комиссии {fees} ({missing})',
      many: '{count} транзакций · входящие {value} · комиссии {fees} ({missing})',
      other: '{count} транзакции · входящие {value} · комиссии {fees} ({missing})',
    },
    otherOpcodes: {
      one: 'Другие ({count} опкод)',
      few: 'Другие ({count} опкода)',
      many: 'Другие ({count} опкодов)',
      other: 'Другие ({count} опкода)',
    },
    unnamed: 'Без имени',
    pictureOfBlock: 'Блок в графиках',
    byOutcome: 'Транзакции по результату',
    unknownOutcome: {
      one: '{count} транзакция с неизвестным результатом',
      few: '{count} транзакции с неизвестным результатом',
      many: '{count} транзакций с неизвестным результатом',
      other: '{count} транзакции с неизвестным результатом',
    },
    incomingOpcodes: 'Входящие опкоды',
    byShardBlock: 'Сумма и комиссии по шард-блокам',
    shardNote:
      'Входящая сумма и комиссии — каждая в своём масштабе: сравнивайте полосу только с полосами того же цвета.',
    valueIn: 'Входящая сумма',
    fees: 'Комиссии',
  } satisfies Translation<typeof pictureMessages>,
};

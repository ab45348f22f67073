import type { traceMessages } from '../../../block/trace/trace-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.trace': {
    loading: 'Загрузка трейса…',
    notOfferedFlow:
      'Этот сервер не отдаёт трейсы; ниже — то, что показывает этот блок: часть трейса внутри него.',
    notOfferedAlone:
      'Этот сервер не отдаёт трейсы; ниже — то, что показывает этот блок: эта транзакция, и ни одна другая транзакция блока с ней не связана.',
    notFound: 'У сервера нет трейса для этой транзакции.',
    failed: 'Не удалось загрузить трейс.',
    failedWhy: 'Не удалось загрузить трейс: {error}.',
    tryAgain: 'Повторить',
    inBlock: {
      one: '{count} транзакция в блоке мастерчейна {seqno}.',
      few: '{count} транзакции в блоке мастерчейна {seqno}.',
      many: '{count} транзакций в блоке мастерчейна {seqno}.',
      other: '{count} транзакции в блоке мастерчейна {seqno}.',
    },
    inBlocks: {
      one: '{count} транзакция в блоках мастерчейна с {start} по {end}.',
      few: '{count} транзакции в блоках мастерчейна с {start} по {end}.',
      many: '{count} транзакций в блоках мастерчейна с {start} по {end}.',
      other: '{count} транзакции в блоках мастерчейна с {start} по {end}.',
    },
    transactions: {
      one: '{count} транзакция.',
      few: '{count} транзакции.',
      many: '{count} транзакций.',
      other: '{count} транзакции.',
    },
    about: 'Об этом трейсе',
    cut: 'Показан не целиком: {cut}',
    gainedLost: 'Кто что получил или потерял',
    gainedLostNote:
      'Изменение каждого аккаунта по каждому активу за весь трейс; изменение в монете включает уплаченные комиссии.',
    stateComplete: 'Завершён: все его транзакции выполнены.',
    statePending: 'В процессе — ещё выполняется: могут последовать новые транзакции.',
    stateBroken: 'Нарушен: индекс не смог связать каждое его сообщение с транзакцией, которую оно вызвало.',
    stateUnknown: 'Сервер не сообщил, завершён ли трейс.',
    incomplete: 'Неполный — в индексе есть не все его транзакции.',
    shownOf: 'Показано {shown} из {total}',
    foldDeeper: 'Свернуть глубокие уровни',
    unfoldAll: 'Развернуть все уровни',
    rowsLabel: 'Транзакции трейса',
    foldCaused: {
      one: 'Свернуть {shown} вызванную ею транзакцию, уровень {level}',
      few: 'Свернуть {shown} вызванные ею транзакции, уровень {level}',
      many: 'Свернуть {shown} вызванных ею транзакций, уровень {level}',
      other: 'Свернуть {shown} вызванные ею транзакции, уровень {level}',
    },
    unfoldCaused: {
      one: 'Развернуть {shown} вызванную ею транзакцию, уровень {level}',
      few: 'Развернуть {shown} вызванные ею транзакции, уровень {level}',
      many: 'Развернуть {shown} вызванных ею транзакций, уровень {level}',
      other: 'Развернуть {shown} вызванные ею транзакции, уровень {level}',
    },
    notInAnswer: '(нет в ответе)',
    actionLabel: '{action} · ',
    thisTransaction: 'эта транзакция',
    blockUnknown: 'блок неизвестен',
    inThisBlock: 'в этом блоке',
    block: 'блок {seqno}',
    noBalanceChange: 'За весь трейс баланс ни одного аккаунта не изменился.',
    balancesLabel: 'Изменения балансов за трейс',
    account: 'Аккаунт',
    change: 'Изменение',
    shownOfDot: 'Показано {shown} из {total}.',
    showMore: 'Показать ещё {count}',
  } satisfies Translation<typeof traceMessages>,
};

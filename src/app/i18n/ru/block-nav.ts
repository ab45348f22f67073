import type { followMessages } from '../../../block/follow/follow-messages.ts';
import type { navMessages } from '../../../block/nav/nav-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.nav': {
    neighbouring: 'Соседние блоки',
    block: 'Блок {seqno}',
    keys: '{left} {right} блоки · {j} {k} транзакции',
    opensWhenAppears: 'Блок {seqno} откроется, когда появится',
    waitFor: 'Ждать блок {seqno}',
    indexMayNotHold: 'Возможно, его нет в индексе.',
    aheadNear: {
      one: 'Возможно, его ещё нет: последний блок сервера — {last}, на {count} блок раньше.',
      few: 'Возможно, его ещё нет: последний блок сервера — {last}, на {count} блока раньше.',
      many: 'Возможно, его ещё нет: последний блок сервера — {last}, на {count} блоков раньше.',
      other: 'Возможно, его ещё нет: последний блок сервера — {last}, на {count} блока раньше.',
    },
    aheadFar: {
      one: 'Он на {count} блок дальше последнего блока сервера ({last}): сеть до него ещё не дошла.',
      few: 'Он на {count} блока дальше последнего блока сервера ({last}): сеть до него ещё не дошла.',
      many: 'Он на {count} блоков дальше последнего блока сервера ({last}): сеть до него ещё не дошла.',
      other: 'Он на {count} блока дальше последнего блока сервера ({last}): сеть до него ещё не дошла.',
    },
    beforeFirst: 'Сервер не хранит блоки раньше своего первого блока, {first}.',
    withinNoFirst: 'Последний блок сервера — {last}; этого блока в его индексе нет.',
    within: 'Блоки сервера — с {first} по {last}; этого блока в его индексе нет.',
    noSuchBlock: 'Такого блока нет',
    noMasterchainBlock: 'В API нет блока мастерчейна {seqno}.',
    blocksServerHas: 'Блоки, которые есть на сервере',
    blockTheLatest: 'Блок {seqno}, последний',
    latestBlock: 'Последний блок ({seqno})',
  } satisfies Translation<typeof navMessages>,
  'block.follow': {
    paused: 'На паузе, пока вкладка скрыта',
    holding: 'Этот блок удерживается, пока вы его читаете',
    checking: 'Проверка нового блока каждые {seconds} с',
    group: 'Следить за сетью',
    followNew: 'Следить за новыми блоками',
    holdingShort: 'Блок удерживается ·',
    newBlocks: {
      one: '{count} новый блок — показать последний',
      few: '{count} новых блока — показать последний',
      many: '{count} новых блоков — показать последний',
      other: '{count} нового блока — показать последний',
    },
    notFollowed: 'Последний блок не отслеживается',
  } satisfies Translation<typeof followMessages>,
};

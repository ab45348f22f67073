import type { tokenNoteMessages } from '../../../api/tokens/token-messages.ts';
import type { traceCutMessages } from '../../../api/traces/trace-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'api.traces': {
    noTree: 'В ответе нет дерева этого трейса.',
    notObject: 'Узел дерева (под узлом {node}) — не объект; он пропущен.',
    noTransaction: 'Узел дерева (под узлом {node}) не указывает транзакцию; он и его поддерево пропущены.',
    cycle:
      'Дерево снова называет транзакцию {node} среди её собственных потомков (цикл); повтор и всё под ним пропущены.',
    twice: 'Дерево называет транзакцию {node} дважды; второе упоминание и всё под ним пропущены.',
    tooDeep: {
      one: 'Дерево глубже {count} уровня; всё ниже пропущено.',
      few: 'Дерево глубже {count} уровней; всё ниже пропущено.',
      many: 'Дерево глубже {count} уровней; всё ниже пропущено.',
      other: 'Дерево глубже {count} уровня; всё ниже пропущено.',
    },
    tooMany: {
      one: 'В дереве больше {count} транзакции; показаны только первые {shown} по порядку.',
      few: 'В дереве больше {count} транзакций; показаны только первые {shown} по порядку.',
      many: 'В дереве больше {count} транзакций; показаны только первые {shown} по порядку.',
      other: 'В дереве больше {count} транзакции; показаны только первые {shown} по порядку.',
    },
    childrenNotList: 'Дочерние узлы узла {node} — не список; они пропущены.',
    missing: {
      one: 'Из {total} транзакций дерева {count} нет в ответе; она показана без подробностей.',
      few: 'Из {total} транзакций дерева {count} нет в ответе; они показаны без подробностей.',
      many: 'Из {total} транзакций дерева {count} нет в ответе; они показаны без подробностей.',
      other: 'Из {total} транзакций дерева {count} нет в ответе; они показаны без подробностей.',
    },
  } satisfies Translation<typeof traceCutMessages>,
  'api.tokens': {
    noNamesData: 'Во встроенном примере API нет данных об именах.',
    noHoldingsData: 'Во встроенном примере API нет данных о том, чем владеет этот аккаунт.',
    dnsNotOffered: '{host} не предоставляет DNS-имена.',
  } satisfies Translation<typeof tokenNoteMessages>,
};

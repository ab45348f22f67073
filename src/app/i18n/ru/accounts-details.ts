import type { detailsMessages } from '../../../accounts/details/details-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.details': {
    requestFailed: 'Запрос не удался: {reason}',
    retryRequest: 'Повторить запрос',
    notFound:
      'Не найден: у индекса нет состояния этого аккаунта. Он ещё не получил ни одной транзакции, или адрес из другой сети.',
    noAnswerYet: '{status}: ответа по этому аккаунту пока нет.',
    detailsOf: 'Подробности {address}',
    thisAccount: 'этого аккаунта',
    account: 'Аккаунт',
  } satisfies Translation<typeof detailsMessages>,
};

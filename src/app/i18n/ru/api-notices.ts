import type { apiNoticeMessages } from '../../../api/api-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'api.notices': {
    checkFailedRead: '{error} Повторная попытка через {seconds} с',
    checkFailed: 'Не удалось запросить последний блок: повторная попытка через {seconds} с',
    headWentBack:
      'Последний блок сервера откатился к {seqno}: по-прежнему показан {shown} — последний, что сервер давал раньше.',
    headJumped:
      'Последний блок сервера перескочил на {seqno}, на {blocks} блоков дальше {from} за {seconds} с: больше, чем производит блокчейн, поэтому страница не переходит на него, пока следующий ответ сервера это не подтвердит.',
    urlTooLong: 'URL API — не длиннее {max} символов, а в этом {length}',
    notAUrl: 'Это не URL: пишите так — https://toncenter.com',
    urlScheme: 'URL API должен начинаться с https:// или http://',
    urlQuery: 'В URL API не должно быть ? или #: укажите только часть до /api/v3',
    urlCredentials:
      'В URL API не должно быть имени пользователя или пароля (части до @): они скрывают, куда уходят запросы',
  } satisfies Translation<typeof apiNoticeMessages>,
};

import type { apiMessages } from '../../../api/api-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'api.errors': {
    tooLargeRead:
      'Ответ превысил {limit} — больше tonlens не читает из одного ответа, поэтому чтение остановлено.',
    tooLargeAnnounced:
      'Сервер объявил ответ размером {size}; tonlens читает не больше {limit} из одного ответа, поэтому он не скачан.',
    noAnswerWithin: 'Нет ответа за {seconds} с.',
    unreachable: 'API недоступен (ошибка сети, соединение оборвалось или заблокировано браузером).',
    rateLimited: 'Слишком много запросов: достигнут лимит API.',
    rateLimitedWait: 'Слишком много запросов: API просит подождать {seconds} с.',
    notJson: 'Ответ сервера на {operation} — не JSON.',
    busyAtDeadline: 'Не осталось времени на запрос: к сроку эндпоинт всё ещё был занят другими запросами.',
    waitTooLong:
      'Слишком много запросов: API попросил подождать {seconds} с — дольше, чем ещё может длиться эта загрузка.',
    turnAfterDeadline:
      'Не осталось времени на запрос: следующая очередь эндпоинта (интервал между запросами) наступит после срока.',
    keptRefusing: {
      one: 'Слишком много запросов: API отказывал {seconds} с (подряд отклонён {count} запрос).',
      few: 'Слишком много запросов: API отказывал {seconds} с (подряд отклонено {count} запроса).',
      many: 'Слишком много запросов: API отказывал {seconds} с (подряд отклонено {count} запросов).',
      other: 'Слишком много запросов: API отказывал {seconds} с (подряд отклонено {count} запроса).',
    },
    latestBlockLate: {
      one: 'Последний блок не пришёл за {seconds} с ({count} попытка).',
      few: 'Последний блок не пришёл за {seconds} с ({count} попытки).',
      many: 'Последний блок не пришёл за {seconds} с ({count} попыток).',
      other: 'Последний блок не пришёл за {seconds} с ({count} попытки).',
    },
    blockLate: {
      one: 'Блок {seqno} не пришёл за {seconds} с ({count} попытка).',
      few: 'Блок {seqno} не пришёл за {seconds} с ({count} попытки).',
      many: 'Блок {seqno} не пришёл за {seconds} с ({count} попыток).',
      other: 'Блок {seqno} не пришёл за {seconds} с ({count} попытки).',
    },
    noTimeLeft: 'Не осталось времени на запрос.',
    unusableField: 'В ответе сервера на {operation} непригодное поле {field}: {issue}.',
    unreadableAnswer: 'Ответ сервера на {operation} не удалось прочитать: {error}.',
    workerFailed: 'Не удалось запустить воркер данных (его скрипт не загрузился).',
    traceUnreadable: 'Не удалось прочитать трейс.',
    actionsUnreadable: 'Не удалось прочитать действия.',
    tooManyPages:
      'Ответ сервера на {endpoint} занял больше {pages} страниц по {limit}: остальное не запрашивалось.',
    notAnAddress: 'Это не адрес: {text}. Ничего не отправлено.',
    requestIncomplete: 'Запрос не завершился.',
  } satisfies Translation<typeof apiMessages>,
};

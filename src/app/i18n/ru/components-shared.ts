import type { apiMessages } from '../../../components/api/api-messages.ts';
import type { labelsMessages } from '../../../components/labels/labels-messages.ts';
import type { searchMessages } from '../../../components/search-messages.ts';
import type { uiMessages } from '../../../components/ui/ui-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'components.ui': {
    appTitle: 'tonlens — обозреватель блоков и аккаунтов TON',
    close: 'Закрыть',
    unreadable: 'нечитаемо',
    unreadableReason: 'нечитаемо: {reason}',
    copy: 'Копировать: {label}',
    copied: 'Скопировано',
    copiedWhat: 'Скопировано: {what}',
    copyFailedSelect: 'Не удалось скопировать: выделите текст вручную',
    copyFailedRefused: 'Не удалось скопировать: браузер не дал доступа к буферу обмена',
    exportCsv: 'Экспорт в CSV',
    exportJson: 'Экспорт в JSON',
    copyTsv: 'Копировать как TSV',
  } satisfies Translation<typeof uiMessages>,
  'components.api': {
    tryAgain: 'Попробовать снова',
    couldNotLoad: 'Не удалось загрузить {subject}',
    unexpected: 'Произошла непредвиденная ошибка: {message}',
    nothingSent: 'Запрос не отправлен',
    unreachableTitle: 'API недоступен',
    unreachableBody:
      'Загрузить {subject} не удалось: ответ так и не пришёл. Проверьте подключение или эндпоинт и попробуйте ещё раз.',
    timeoutTitle: 'API отвечает слишком долго',
    timeoutBody: '{message} Возможно, сервер перегружен; повторная попытка часто помогает.',
    rateLimitTitle: 'Превышен лимит запросов',
    rateLimitBody: '{reason}. С API-ключом лимит выше.',
    keptRefusing:
      'API отказывал в течение {seconds} с, хотя каждый запрос дожидался своей очереди и отправлялся повторно',
    keptRefusingCounted: {
      one: 'API отказывал в течение {seconds} с ({count} запрос отклонён подряд), хотя каждый запрос дожидался своей очереди и отправлялся повторно',
      few: 'API отказывал в течение {seconds} с ({count} запроса отклонены подряд), хотя каждый запрос дожидался своей очереди и отправлялся повторно',
      many: 'API отказывал в течение {seconds} с ({count} запросов отклонено подряд), хотя каждый запрос дожидался своей очереди и отправлялся повторно',
      other:
        'API отказывал в течение {seconds} с ({count} запроса отклонено подряд), хотя каждый запрос дожидался своей очереди и отправлялся повторно',
    },
    refusedMore: 'API пока не принимает новые запросы',
    refusedMoreWait: 'API пока не принимает новые запросы и просит подождать {seconds} с',
    tooLargeTitle: 'Ответ слишком большой',
    tooLargeBody: 'Ответ API ({subject}) слишком велик, чтобы прочитать его здесь: {message}',
    tooLargeNote: 'Настоящий ответ намного меньше; этот мог прийти от неисправного сервера или прокси.',
    unexpectedTitle: 'Неожиданный ответ',
    unexpectedField: 'API ответил, но поле {field} не удалось прочитать, поэтому {subject} показать нельзя.',
    unexpectedAnswer: 'API ответил, но ответ не удалось прочитать, поэтому {subject} показать нельзя.',
    apiFailed: 'Сбой API',
    apiRefused: 'API отклонил запрос',
    httpStatus: 'HTTP {status}',
    driftLabel: '{subject}: поля не в ожидаемом виде',
    driftOne:
      '{subject}: одно поле пришло не в ожидаемом виде, поэтому оно помечено как «нечитаемо»; в исходном JSON видно, что было отправлено:',
    driftMany: {
      one: '{subject}: {count} поле пришло не в ожидаемом виде, поэтому оно помечено как «нечитаемо»; в исходном JSON видно, что было отправлено:',
      few: '{subject}: {count} поля пришли не в ожидаемом виде, поэтому они помечены как «нечитаемо»; в исходном JSON видно, что было отправлено:',
      many: '{subject}: {count} полей пришли не в ожидаемом виде, поэтому они помечены как «нечитаемо»; в исходном JSON видно, что было отправлено:',
      other:
        '{subject}: {count} поля пришли не в ожидаемом виде, поэтому они помечены как «нечитаемо»; в исходном JSON видно, что было отправлено:',
    },
    keyRequired:
      '{endpoint} ответил HTTP {status} на запрос без API-ключа: без ключа он запросы не принимает. Добавьте его ключ в настройках (toncenter выдаёт ключи через @tonapibot).',
    keyRequiredNotUsed:
      'Сохранённый для него ключ в этой вкладке не используется, потому что API уже отклонил его. В настройках можно снова включить его или заменить.',
    keyUnknown:
      '{endpoint} ответил HTTP 401 на API-ключ, сохранённый для него в этом браузере: сервер не знает этот ключ. toncenter отвечает 401 на ключ, который он не выдавал или отозвал; проверьте, что ключ скопирован целиком.',
    keyNotAllowed:
      '{endpoint} ответил HTTP 403 на API-ключ, сохранённый для него в этом браузере: ключ здесь не разрешён. toncenter отвечает 403 на ключ другой сети: ключи mainnet (toncenter.com) и testnet (testnet.toncenter.com) разные.',
    tryWithoutNote:
      '«Попробовать без ключа» отправляет запрос снова без него, только из этой вкладки: ключ остаётся в настройках (с пометкой «не используется»), пока вы его там не измените.',
    serverSaid: 'Ответ сервера: {message}',
    openSettings: 'Открыть настройки',
    tryWithoutKey: 'Попробовать без ключа',
    sendingWithoutKey: 'Запрос отправляется снова без API-ключа',
    keyRequiredTitle: 'API требует API-ключ',
    keyUnknownTitle: 'API не знает этот ключ',
    keyNotAllowedTitle: 'API-ключ здесь не разрешён',
    ratePause:
      'API попросил присылать меньше запросов: следующий уйдёт через {seconds} с, и ничего за это время не потеряется.',
    mixedContent:
      'Эта страница загружена по https, и браузер блокирует её запросы к http://-адресу {api} (смешанное содержимое). Разместите API на https и укажите в настройках его https://-адрес.',
    connectSrc:
      'Браузер заблокировал запрос: политика безопасности этой сборки ({directive}) не содержит {api}. Пересоберите с {setting} (см. README) или разместите tonlens на источнике API.',
    corsOrDown:
      'Либо {api} не работает или недоступен отсюда, либо не разрешает запросы с этой страницы (CORS); что именно — видно в консоли браузера.',
    corsFix:
      'Для CORS сервер должен отвечать заголовком {allowOrigin} (или {star}), а на предварительный запрос {options} — заголовком {allowHeaders}.',
  } satisfies Translation<typeof apiMessages>,
  'components.labels': {
    noteMark: '✎ заметка',
    yourLabel: 'Ваша метка: {label}',
    editLabelOf: 'Изменить метку {name}',
    addLabelTo: 'Добавить метку к {name}',
    editLabel: 'Изменить метку',
    addLabel: 'Добавить метку',
    tabOnly: 'Метка сохранена только для этой вкладки: хранилище браузера дало сбой.',
    labelOf: 'Метка {name}',
    label: 'Метка',
    note: 'Заметка',
    storageUnavailable: 'Хранилище браузера недоступно: метки сохраняются только для этой вкладки.',
    storageFull: 'Хранилище браузера переполнено: метки сохраняются только для этой вкладки.',
    storageFailing: 'Хранилище браузера даёт сбои: метки сохраняются только для этой вкладки.',
    save: 'Сохранить',
    cancel: 'Отмена',
    removeLabel: 'Удалить метку',
  } satisfies Translation<typeof labelsMessages>,
  'components.search': {
    loadFailed: 'Не удалось загрузить поиск. Проверьте подключение или перезагрузите страницу.',
    label: 'Поиск блоков и аккаунтов',
    placeholder: 'Seqno блока, дата и время, адрес, ссылка или «latest»',
    search: 'Найти',
    recent: 'Недавние запросы',
    removeRecent: 'Удалить недавний запрос {item}',
  } satisfies Translation<typeof searchMessages>,
};

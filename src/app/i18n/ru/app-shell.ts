import type { appMessages } from '../../app-messages.ts';
import type {
  endpointMessages,
  linkEndpointMessages,
  settingsMessages,
} from '../../settings/settings-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.shell': {
    skipToContent: 'Перейти к содержимому',
    homeLink: 'tonlens — на главную',
    mainNav: 'Основная навигация',
    latestBlock: 'Последний блок',
    accounts: 'Аккаунты',
    settings: 'Настройки',
    fromLink: '(из ссылки)',
    endpointInUse: 'Используемый эндпоинт API',
    endpointInUseWithKey: 'Используемый эндпоинт API, с API-ключом',
    endpointInUseKeyNotUsed: 'Используемый эндпоинт API, API-ключ в этой вкладке не используется',
    keyboardShortcuts: 'Горячие клавиши',
    keyboardShortcutsTitle: 'Горячие клавиши (?)',
    loading: 'Загрузка…',
    appFailedTitle: 'tonlens перестал работать',
    appFailedBody:
      'Что-то на этой странице сломалось до того, как её удалось показать. Ваши настройки и сохранённые ключи не затронуты. Обычно помогает перезагрузка; если адрес пришёл по ссылке, можно также открыть главную страницу без параметров.',
    reload: 'Перезагрузить',
    openHome: 'Открыть главную страницу',
    goHome: 'На главную страницу',
    framedTitle: 'tonlens открыт внутри другой страницы.',
    framedBody:
      '{title} Чтобы защитить ваши настройки и ключи, здесь ничего нельзя подтвердить или изменить. {link}.',
    framedOpenTab: 'Открыть tonlens в отдельной вкладке',
    notFoundTitle: 'Не найдено',
    notFoundHeading: 'Страница не найдена',
    notFoundBody: 'В tonlens есть страницы блоков ({blockPath}) и страница аккаунтов ({accountsPath}).',
    pageFailedTitle: 'Страница не загрузилась',
    pageFailedUnknown: 'При показе этой страницы произошла непредвиденная ошибка.',
  } satisfies Translation<typeof appMessages>,
  'app.settings.dialog': {
    title: 'Настройки',
    lead: 'Каждый выбор применяется сразу и сохраняется в этом браузере.',
    theme: 'Тема',
    themeSystem: 'Как в системе',
    themeLight: 'Светлая',
    themeDark: 'Тёмная',
    highContrast: 'Высокая контрастность',
    times: 'Время',
    localTime: 'Местное время',
    amounts: 'Суммы',
    ticker: 'Тикер монеты',
    oldTicker: '{ticker} (прежний тикер)',
    tokenImages: 'Изображения токенов',
    showTokenImages: 'Показывать изображения токенов',
    tokenImagesNote:
      'Они загружаются с серверов, выбранных создателем токена, и тот видит ваш IP-адрес. Пока вы их не разрешите, политика безопасности страницы блокирует изображения с других серверов.',
    tokenImagesReload: 'Разрешено: изображения появятся после перезагрузки страницы.',
    reloadNow: 'Перезагрузить сейчас',
  } satisfies Translation<typeof settingsMessages>,
  'app.settings.endpoint': {
    group: 'Эндпоинт',
    inUse: 'Используется: {label}',
    fromLink: '(из ссылки)',
    customPending: '— свой эндпоинт начнёт использоваться, когда вы введёте его URL (Enter).',
    legend: 'Эндпоинт API',
    buildDefault: '(по умолчанию в этой сборке)',
    baseUrl: 'Базовый URL (часть до {path})',
    cspBlocked:
      'Политика безопасности этой сборки не разрешает запросы к этому источнику. Пересоберите с {setting} (см. README) или запускайте tonlens с того же источника, что и индекс.',
    keyLabel: 'API-ключ для {label} (необязательно)',
    keyNeedsUrl: 'Сначала введите базовый URL: ключ привязан к одному источнику.',
    keySentOnlyTo:
      'Отправляется только на {origin}, в заголовке X-API-Key, — никогда на другой источник, в ссылке, скопированной команде или логе. toncenter разрешает 1 запрос/с без ключа и 10/с с ключом.',
    keyNotUsedTitle: 'Не используется в этой вкладке.',
    keyNotUsedBody:
      '{title} API отклонил этот ключ, и запросы из этой вкладки отправляются без него, пока вы его не измените, не нажмёте «Использовать ключ снова» или не перезагрузите страницу. Ключ остаётся сохранённым.',
    useKeyAgain: 'Использовать ключ снова',
  } satisfies Translation<typeof endpointMessages>,
  'app.settings.link-endpoint': {
    title: 'Использовать другой эндпоинт API?',
    asks: 'Эта ссылка просит tonlens читать данные с этого сервера вместо {active}:',
    internationalHost:
      'Имя этого хоста записано международными символами и показано здесь так, как его читает браузер ({punycode}). Оно может буква в букву подражать знакомому имени: это не toncenter.com и не другой сервер, на который оно похоже.',
    sentThere: 'Блоки и адреса, которые вы просматриваете, будут отправляться на этот сервер.',
    keyWillBeSent: 'API-ключ, сохранённый вами для {origin}, будет отправлен на него.',
    noKeySent:
      'API-ключ на этот сервер отправлен не будет: ключ отправляется только на тот источник, для которого вы его ввели.',
    framed:
      'tonlens открыт во фрейме другой страницы, которая может обманом заставить вас нажать кнопку: откройте его в отдельной вкладке, чтобы сменить эндпоинт.',
    trustSender: 'Продолжайте, только если доверяете тому, кто прислал ссылку.',
    use: 'Использовать {origin}',
    stayWith: 'Остаться на {active}',
    refusedTitle: 'Эндпоинт API из этой ссылки отклонён',
    refusedBody: 'Эта ссылка указывает эндпоинт API «{endpoint}», который tonlens использовать не будет.',
    staysWith: 'tonlens продолжает работать с {active}.',
  } satisfies Translation<typeof linkEndpointMessages>,
};

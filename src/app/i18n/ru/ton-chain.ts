import type { decodedContentMessages } from '../../../ton/chain/decoded-content-messages.ts';
import type { exitCodeMessages } from '../../../ton/chain/exit-code-messages.ts';
import type { feeMessages } from '../../../ton/chain/fee-messages.ts';
import type { opcodeMessages } from '../../../ton/chain/opcode-messages.ts';
import type { tlbValueMessages } from '../../../ton/chain/tlb-value-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'ton.chain.exit-codes': {
    success: 'Успешно',
    successDetail: 'Стандартное успешное выполнение.',
    successAlternative: 'Успешно (альтернативный код)',
    successAlternativeDetail: 'Альтернативный код успешного выполнения; зарезервирован, но не встречается.',
    stackUnderflow: 'Стек опустошён',
    stackUnderflowDetail: 'Инструкция взяла со стека больше значений, чем в нём было.',
    stackOverflow: 'Переполнение стека',
    stackOverflowDetail: 'На стеке оказалось больше значений, чем допускает эта версия TVM.',
    integerOverflow: 'Целочисленное переполнение',
    integerOverflowDetail: 'Результат вышел за пределы −2^256 … 2^256 − 1 или произошло деление на ноль.',
    integerOutOfRange: 'Целое вне диапазона',
    integerOutOfRangeDetail:
      'Ошибка проверки диапазона: целое число вышло за ожидаемые пределы (например, при записи в слишком малое число бит).',
    invalidOpcode: 'Недопустимый опкод',
    invalidOpcodeDetail:
      'Инструкция, которой нет в текущей версии TVM, или неподдерживаемая кодовая страница.',
    typeCheck: 'Ошибка проверки типа',
    typeCheckDetail: 'Аргумент примитива имеет неверный тип.',
    cellOverflow: 'Переполнение ячейки',
    cellOverflowDetail: 'Попытка записать в ячейку больше 1023 бит или больше 4 ссылок.',
    cellUnderflow: 'Ячейка исчерпана',
    cellUnderflowDetail: 'Попытка прочитать больше бит или ссылок, чем есть в слайсе.',
    dictionary: 'Ошибка словаря',
    dictionaryDetail: 'Со словарём (hashmap) работали неправильно.',
    unknownError: 'Неизвестная ошибка',
    unknownErrorDetail:
      'Неизвестная ошибка, которую могут выбрасывать пользовательские программы. На практике это часто неверно сформированное исходящее сообщение или вызов несуществующего get-метода.',
    fatal: 'Фатальная ошибка',
    fatalDetail: 'TVM выбрасывает её в ситуациях, которые считаются невозможными.',
    outOfGas: 'Закончился газ',
    outOfGasThrownDetail:
      'Нехватка газа, о которой сообщил сам контракт: настоящее исчерпание газа TVM обозначает кодом −14.',
    outOfGasDetail:
      'Вычислениям не хватило газа. TVM сообщает об этом кодом −14 (побитовое NOT от 13), чтобы контракты, которые могут выбросить только 0..65535, не могли его подделать; перехватить его нельзя.',
    virtualization: 'Ошибка виртуализации',
    virtualizationDetail:
      'Связана с ячейками обрезанных ветвей (pruned branch); зарезервирована, но не выбрасывается.',

    actionSuccessDetail: 'Все действия обработаны.',
    actionListInvalid: 'Недопустимый список действий',
    actionListInvalidDetail:
      'Список действий содержит экзотические ячейки, у записи действия нет ссылки или действие не удаётся разобрать.',
    actionListTooLong: 'Слишком длинный список действий',
    actionListTooLongDetail: 'В очереди оказалось больше 255 действий.',
    actionInvalid: 'Действие недопустимо или не поддерживается',
    actionInvalidDetail:
      'Действие сформировано неверно (например, искажённое сообщение) или имеет неподдерживаемый вид.',
    invalidSource: 'Недопустимый адрес отправителя в исходящем сообщении',
    invalidSourceDetail: 'Адрес отправителя — не addr_none и не адрес отправляющего контракта.',
    invalidDestination: 'Недопустимый адрес получателя в исходящем сообщении',
    invalidDestinationDetail:
      'Адрес получателя не соответствует схеме TL-B, указывает на неизвестный воркчейн или имеет неверную длину.',
    notEnoughTon: 'Недостаточно TON',
    notEnoughTonDetail:
      'Баланса (или, в режиме 64, входящей суммы) не хватает на отправляемую сумму вместе с комиссиями.',
    notEnoughExtra: 'Недостаточно дополнительной валюты',
    notEnoughExtraDetail: 'Дополнительной валюты не хватает, чтобы отправить указанную сумму.',
    doesNotFit: 'Исходящее сообщение не помещается в ячейку после перезаписи',
    doesNotFitDetail: 'Сообщение не удалось упаковать по его схеме TL-B.',
    cannotProcess: 'Не удаётся обработать сообщение',
    cannotProcessDetail:
      'Не хватает средств на комиссии пересылки за все его ячейки, сообщение слишком велико или слишком велика его глубина Меркла.',
    libraryNull: 'Ссылка на библиотеку пуста',
    libraryNullDetail: 'Действию изменения библиотеки нужна ссылка на библиотеку, но она пуста (null).',
    libraryChange: 'Ошибка действия изменения библиотеки',
    libraryChangeDetail: 'Действие изменения библиотеки не выполнилось.',
    libraryLimits: 'Превышены лимиты библиотеки',
    libraryLimitsDetail:
      'Превышено максимальное число ячеек в библиотеке или максимальная глубина дерева Меркла.',
    stateSize: 'Превышен размер состояния аккаунта',
    stateSizeDetail:
      'К концу фазы действий состояние аккаунта превышает лимиты конфигурационного параметра 43.',

    nullReference: 'Обращение к null',
    nullReferenceDetail: 'Там, где требовалось значение, оказался null.',
    serializationPrefix: 'Неверный префикс сериализации',
    serializationPrefixDetail: 'Сообщение или структура начинается не с ожидаемого префикса.',
    invalidIncoming: 'Недопустимое входящее сообщение',
    invalidIncomingDetail: 'У контракта нет обработчика для опкода полученного сообщения.',
    constraints: 'Ошибка ограничений',
    reservedNeverThrown: 'Зарезервирован, но не выбрасывается.',
    accessDenied: 'Доступ запрещён',
    accessDeniedDetail: 'Сообщение контракту отправил не его владелец.',
    contractStopped: 'Контракт остановлен',
    invalidArgument: 'Недопустимый аргумент',
    invalidArgumentDetail: 'Аргумент оказался недопустимым.',
    codeNotFound: 'Код контракта не найден',
    codeNotFoundDetail: 'Ложный флаг при вызове словаря.',

    unknownOpcode: 'Неизвестный опкод',
    unknownOpcodeDetail:
      'По соглашению в контрактах на FunC и Tact: контракт не обрабатывает сообщения с этим опкодом. Выбрасывает контракт, а не TVM.',
    tactDetail:
      '{detail} Это значение, зарезервированное компилятором Tact; контракт на другом языке может использовать {code} для своей собственной ошибки.',
    customTitle: 'Собственный код выхода {code}',
    customTactRangeDetail:
      'Собственный код, заданный контрактом (диапазон 128–255 Tact резервирует для своих ошибок).',
    customDetail: 'Собственный код, заданный контрактом; его смысл — в исходном коде контракта.',
    exitCodeTitle: 'Код выхода {code}',
    reservedDetail:
      'Зарезервирован TON Blockchain (0–127), но TVM не выдаёт такой код в фазе вычислений; контракт выбросил его сам.',
    notStandardDetail: 'Нестандартный код выхода.',
    resultCodeTitle: 'Код результата {code}',
    notStandardResultDetail: 'Нестандартный код результата фазы действий.',
  } satisfies Translation<typeof exitCodeMessages>,

  'ton.chain.tlb-values': {
    unrecognized: 'Неизвестное значение.',
    noState: 'Нет состояния',
    noStateDetail:
      'У аккаунта нет кода и состояния, а сообщение не несло init, поэтому код не выполнялся. Так выглядит обычный перевод на неразвёрнутый кошелёк.',
    badState: 'Неверное состояние',
    badStateDetail:
      'Сообщение несло init (StateInit), которым нельзя воспользоваться: он искажён или не соответствует адресу аккаунта или его замороженному состоянию.',
    noGas: 'Нет газа',
    noGasDetail: 'Недостаточно газа: на сумму сообщения не удалось купить ни единицы газа.',
    suspended: 'Приостановлен',
    suspendedDetail:
      'Адрес в списке приостановленных адресов (конфигурационный параметр 44), поэтому его нельзя развернуть.',
    bounced: 'Возвращено',
    bouncedDetail: 'Транзакция не удалась, и оставшаяся сумма отправлена обратно отправителю.',
    bounceNoFunds: 'Баунс не отправлен: нет средств',
    bounceNoFundsDetail:
      'Оставшейся суммы сообщения не хватило на комиссию пересылки баунс-сообщения, поэтому ничего не вернулось.',
    bounceNegFunds: 'Баунс не отправлен: отрицательный остаток',
    bounceNegFundsDetail:
      'После комиссий остаток суммы сообщения стал отрицательным, поэтому ничего не вернулось.',
    unchanged: 'Без изменений',
    frozen: 'Заморожен',
    frozenChangeDetail:
      'Аккаунт не смог оплатить хранение и был заморожен: от его кода и данных остался только хеш.',
    deleted: 'Удалён',
    deletedDetail: 'Аккаунт удалён.',
    active: 'Активен',
    activeDetail: 'У аккаунта есть код и данные.',
    uninit: 'Не инициализирован',
    uninitDetail: 'На аккаунте есть баланс, но код и данные не развёрнуты.',
    frozenStatusDetail:
      'Хранение не оплачено; от состояния остался только хеш, пока сообщение не восстановит его.',
    nonexist: 'Не существует',
    nonexistDetail: 'Аккаунта нет в блокчейне.',
    ord: 'Обычная',
    ordDetail: 'Обрабатывает одно входящее сообщение и может отправлять исходящие.',
    storage: 'Хранение',
    storageDetail: 'Добавляется валидаторами для сбора комиссии за хранение; код не выполняет.',
    tickTock: 'Тик-ток',
    tickTockDetail:
      'Выполняется автоматически для особых системных контрактов в начале (tick) или в конце (tock) каждого блока мастерчейна.',
    splitPrepare: 'Подготовка разделения',
    splitPrepareDetail: 'Готовит разделение большого контракта; сейчас не используется.',
    splitInstall: 'Установка разделения',
    splitInstallDetail: 'Устанавливает экземпляр разделённого контракта; сейчас не используется.',
    mergePrepare: 'Подготовка слияния',
    mergePrepareDetail: 'Готовит слияние экземпляров разделённого контракта; сейчас не используется.',
    mergeInstall: 'Установка слияния',
    mergeInstallDetail: 'Устанавливает слитый экземпляр контракта; сейчас не используется.',
  } satisfies Translation<typeof tlbValueMessages>,

  'ton.chain.opcodes': {
    textComment: 'Текстовый комментарий',
    encryptedComment: 'Зашифрованный комментарий',
    bounce: 'Баунс',
    operationNotAllowed: 'Операция не разрешена',
    jettonTransfer: 'Перевод жетонов',
    jettonInternalTransfer: 'Внутренний перевод жетонов',
    jettonTransferNotification: 'Уведомление о переводе жетонов',
    excesses: 'Возврат излишков',
    jettonBurn: 'Сжигание жетонов',
    jettonBurnNotification: 'Уведомление о сжигании жетонов',
    provideWalletAddress: 'Запрос адреса кошелька',
    takeWalletAddress: 'Ответ с адресом кошелька',
    nftTransfer: 'Перевод NFT',
    nftOwnershipAssigned: 'NFT: владение передано',
    nftGetStaticData: 'NFT: запрос статических данных',
    nftReportStaticData: 'NFT: ответ со статическими данными',
    nftGetRoyaltyParams: 'NFT: запрос параметров роялти',
    nftReportRoyaltyParams: 'NFT: ответ с параметрами роялти',
    sbtProveOwnership: 'SBT: подтвердить владение',
    sbtOwnershipProof: 'SBT: доказательство владения',
    sbtRequestOwner: 'SBT: запрос владельца',
    sbtOwnerInfo: 'SBT: сведения о владельце',
    sbtDestroy: 'SBT: уничтожение',
    sbtRevoke: 'SBT: отзыв',
    walletV5SignedRequestInternal: 'Подписанный запрос Wallet v5 (внутренний)',
    walletV5SignedRequestExternal: 'Подписанный запрос Wallet v5 (внешний)',
    walletV5ExtensionRequest: 'Запрос расширения Wallet v5',
  } satisfies Translation<typeof opcodeMessages>,

  'ton.chain.fees': {
    storage: 'Собранная комиссия за хранение',
    credit: 'Собранная задолженность',
    gas: 'Комиссия за газ',
    action: 'Комиссия за действия',
    bounce: 'Комиссия за баунс-сообщение',
  } satisfies Translation<typeof feeMessages>,

  'ton.chain.decoded-content': {
    none: 'нет',
    empty: 'пусто',
  } satisfies Translation<typeof decodedContentMessages>,
};

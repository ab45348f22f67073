import type {
  labelFileMessages,
  labelMessages,
  storageMessages,
} from '../../../workspace/workspace-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'workspace.label-file': {
    whereFile: 'Файл',
    whereLine: 'Строка {line}',
    whereEntry: 'Запись {entry}',
    noAddress: 'нет адреса',
    notAnAddress: 'не адрес: {reason}',
    differentLabelLine: 'даёт аккаунту из строки {line} другую метку (оставлена первая)',
    differentLabelEntry: 'даёт аккаунту из записи {entry} другую метку (оставлена первая)',
    notJson: 'некорректный JSON: {error}',
    notLabelsFile: 'не файл меток tonlens (нет "format": "{format}" со списком "labels")',
    newerVersion: 'файл меток версии {version}; эта версия tonlens читает версию {supported}',
    needsFields: 'нужны "address" и "label" в виде текста (и "note" в виде текста, если есть)',
    noRows: 'нет строк',
    needsHeader: 'первая строка должна называть столбцы: address,label (и note)',
  } satisfies Translation<typeof labelFileMessages>,
  'workspace.labels': {
    labelTooLong: 'Метка — не больше {max} символов; в этой {length}.',
    noteTooLong: 'Заметка — не больше {max} символов; в этой {length}.',
    labelOneLine:
      'Метка — одна строка: в ней не может быть табуляции, переноса строки или другого управляющего символа.',
    untitledList: 'Список без названия',
  } satisfies Translation<typeof labelMessages>,
  'workspace.storage': {
    noIndexedDb: 'этот браузер не предоставляет IndexedDB',
    notOpened: 'браузер не открыл хранилище',
    olderVersionOpen: 'другая вкладка держит открытой старую версию хранилища',
    changeRefused: 'хранилище отклонило изменение',
    changeGivenUp: 'изменение отменено',
    noReason: 'причина не указана',
    workerStopped: 'воркер хранилища остановился',
  } satisfies Translation<typeof storageMessages>,
};

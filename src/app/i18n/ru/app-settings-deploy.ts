import type { deployEndpointMessages } from '../../settings/deploy-endpoint-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.settings.deploy': {
    serverHoldsKey:
      'API-ключ хранится на сервере {origin}: вводить здесь ничего не нужно, и этот браузер не отправляет ему ключ.',
    cspBlocked:
      'config.json этого сайта называет {origin}, но политика безопасности этой сборки не разрешает к нему запросы: они не пройдут. Отдавайте API с этого же источника (путь вроде /api/v3) или пересоберите с {setting}.',
  } satisfies Translation<typeof deployEndpointMessages>,
};

import { isApiError } from '../api-error.ts';
import { t } from '../../ton/i18n/door.ts';
import { apiNoticeMessages as n } from '../api-messages.ts';

/**
 * What a page following the head says when its latest check failed (without the final stop): an answer
 * that could not be read is named, field and reason (the server's newest block number out of range, …),
 * as its error says; anything else could not be asked for. Both pages say the same.
 */
export function headCheckFailedText(error: unknown, seconds: string): string {
  if (isApiError(error) && error.kind === 'unexpected-response')
    return t(n.checkFailedRead, { error: error.message, seconds });
  return t(n.checkFailed, { seconds });
}

import { defineMessages } from './i18n/messages.ts';

/** Why a typed block number is refused (seqno.ts). */
export const seqnoMessages = defineMessages('ton.seqno', {
  empty: 'Enter a block number (seqno).',
  negative: '“{input}” is negative: block numbers start at 0.',
  notDigits: '“{input}” is not a block number: use digits only, like 50503953.',
  tooLarge: '“{input}” is too large: block numbers go up to {max}.',
});

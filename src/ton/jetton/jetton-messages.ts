import { defineMessages } from '../i18n/messages.ts';

/** Why a jetton's amounts are shown in raw units (jetton-info.ts). */
export const jettonDecimalsMessages = defineMessages('ton.jetton.decimals', {
  notGiven:
    "decimals unknown — raw units: the metadata gives none (TEP-64's default would be {default}; not assumed)",
  notDescribed: 'decimals unknown — raw units: the answer has no metadata for this jetton',
  notAnInteger: "decimals unknown — raw units: the metadata's decimals is not a decimal integer",
  tooMany:
    'decimals unknown — raw units: the metadata says more than {max} decimals, more digits than any balance has',
  empty: "decimals unknown — raw units: the metadata's decimals is empty",
});

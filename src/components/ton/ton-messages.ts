import { defineMessages } from '../../ton/i18n/messages.ts';

export const tonMessages = defineMessages('components.ton', {
  notAnAddress: '(not an address)',
  /** What a copy button names ("Copy {label}"): an address as shown, with its label and domain. */
  copyAddress: 'address {name}',
  copyAmount: 'amount {amount}',
  /** A hash's copy button: what kind of hash ("message hash") and its short form. */
  copyHash: '{label} {short}',
  hash: 'hash',
  mixedScripts: 'this name mixes {scripts} letters: it may imitate another',
  mixedScriptsShort: '{domain} (⚠ mixes {scripts} letters)',
  /** Two items of a list ("Latin and Cyrillic"); a longer list repeats it. */
  and: '{first} and {second}',
  scriptLatin: 'Latin',
  scriptCyrillic: 'Cyrillic',
  scriptGreek: 'Greek',
  scriptArmenian: 'Armenian',
  scriptCherokee: 'Cherokee',
  tokens: { one: '{amount} token', other: '{amount} tokens' },
  tokenTitle: '{raw} indivisible units, {decimals} decimals',
  jettonAmount: '{amount} {jetton}',
  rawUnitsOf: '{amount} raw units of {jetton}',
  rawUnitsTitle: '{raw} raw units, {decimals} decimals',
  unknownMasterReason: 'decimals unknown — raw units: the action does not say which jetton',
  reason: '({reason})',
  scamFlagged: 'the index flags this jetton as a scam',
  looksLikeUsdt: 'its name looks like USD₮, but it is another jetton',
  looksLikeNativeCoin: 'its name looks like the native coin, but it is a jetton',
  /** Two warnings about one thing, one after the other. */
  warningsJoined: '{first}; {second}',
  unknownJetton: 'an unknown jetton',
  jettonByMaster: 'jetton {master}',
  noOpcode: 'none',
  indexName: '(the index’s name)',
  noExtraCurrencies: 'none',
  extraCurrencyUnits: 'units of extra currency #{id}',
  showAll: { one: 'Show all {count} character', other: 'Show all {count} characters' },
});

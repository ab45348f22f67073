import type { MessageValue } from '../ton/i18n/door.ts';
import { defineMessages, type Message } from '../ton/i18n/messages.ts';

/**
 * What the workspace says to the reader: why a row of a labels file was skipped (built where the file is
 * read, maybe in a worker, so carried as words and translated on the page), label limits, list defaults.
 */
export const labelFileMessages = defineMessages('workspace.label-file', {
  whereFile: 'File',
  whereLine: 'Line {line}',
  whereEntry: 'Entry {entry}',
  noAddress: 'has no address',
  notAnAddress: 'is not an address: {reason}',
  differentLabelLine: 'gives a different label to the account of line {line} (the first is kept)',
  differentLabelEntry: 'gives a different label to the account of entry {entry} (the first is kept)',
  notJson: 'is not valid JSON: {error}',
  notLabelsFile: 'is not a tonlens labels file (no "format": "{format}" with a "labels" list)',
  newerVersion: 'is version {version} of the labels file; this tonlens reads version {supported}',
  needsFields: 'needs "address" and "label" as text (and "note" as text, when given)',
  noRows: 'has no rows',
  needsHeader: 'needs a first line naming its columns: address,label (and note)',
});

export const labelMessages = defineMessages('workspace.labels', {
  labelTooLong: 'A label has at most {max} characters; this one has {length}.',
  noteTooLong: 'A note has at most {max} characters; this one has {length}.',
  labelOneLine: 'A label is one line: it cannot hold a tab, a line break or another control character.',
  untitledList: 'Untitled list',
});

/** A sentence kept as its message and values, so it reads in the page's language where it is shown. */
export interface Words {
  message: Message;
  values?: Readonly<Record<string, MessageValue>>;
}

/**
 * Why the storage failed, where the browser gave no words of its own. Made where the storage runs: on
 * the page these read in its language; in the storage worker they stay English (one language per thread).
 */
export const storageMessages = defineMessages('workspace.storage', {
  noIndexedDb: 'this browser offers no IndexedDB',
  notOpened: 'the browser did not open the storage',
  olderVersionOpen: 'another tab holds an older version of the storage open',
  changeRefused: 'the storage refused the change',
  changeGivenUp: 'the change was given up',
  noReason: 'no reason given',
  workerStopped: 'the storage worker stopped',
});

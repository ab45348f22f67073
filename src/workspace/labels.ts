/**
 * Private labels and notes for accounts, kept in this browser only: "Treasury", "Exchange deposit 3".
 * A label is shown wherever its account appears (the block page and /accounts), so reads are
 * synchronous, from memory: the labels are read from storage once, on first use, and every change is
 * written through. When storage fails the labels still work for this tab (workspace-db reports it).
 *
 * A label is the user's text but shown like any stranger's (it may have been imported from a file
 * someone else made): the views pass it through text-safety. Here it is only bounded and trimmed.
 */
import { useSyncExternalStore } from 'react';
import { yieldToMainThread } from '../api/block/main-thread.ts';
import { onWorkspaceReload, readEach, subscribeOtherTabs, writeAll } from './workspace-db.ts';
import { t } from '../ton/i18n/door.ts';
import { labelMessages as m, type Words } from './workspace-messages.ts';

export interface AccountLabel {
  /** The account's raw address, uppercase canonical (`0:ABC…`): the same key as the address book's. */
  raw: string;
  label: string;
  note: string;
  /** ms since the epoch. */
  updatedAt: number;
}

/** A label names an account in a table cell; a note says more. */
export const LABEL_MAX_CHARS = 64;
export const NOTE_MAX_CHARS = 1000;
/**
 * The most labels this browser keeps: far above what people name by hand or paste (1,024 accounts a
 * lookup), about what one 5 MB file can hold, and a bound on what every page keeps in memory (~20 MB).
 * A label beyond it is not added; changing a stored one always works.
 */
export const LABELS_MAX = 100_000;

/** C0 and C1 control characters (a tab or line break in a label would break exports and rows). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** What is wrong with a label and note, as words (read in the page's language where shown), or undefined. */
export function labelProblemWords(label: string, note: string): Words | undefined {
  if ([...label].length > LABEL_MAX_CHARS)
    return {
      message: m.labelTooLong,
      values: { max: String(LABEL_MAX_CHARS), length: String([...label].length) },
    };
  if ([...note].length > NOTE_MAX_CHARS)
    return {
      message: m.noteTooLong,
      values: { max: String(NOTE_MAX_CHARS), length: String([...note].length) },
    };
  if (CONTROL.test(label)) return { message: m.labelOneLine };
  return undefined;
}

/** What is wrong with a label and note, or undefined when both can be saved. */
export function labelProblem(label: string, note: string): string | undefined {
  const words = labelProblemWords(label, note);
  return words && t(words.message, words.values);
}

let labels: ReadonlyMap<string, AccountLabel> = new Map();
/** Whether the stored labels have been read (until then `labels` is empty because it is not known yet). */
let loaded = false;
let loading: Promise<void> | undefined;
/** Bumped by every reload, so a read that started before one does not overwrite what came after. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<string, AccountLabel>, read = loaded) {
  labels = next;
  loaded = read;
  for (const listener of listeners) listener();
}

function isAccountLabel(value: unknown): value is AccountLabel {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.raw === 'string' &&
    typeof record.label === 'string' &&
    typeof record.note === 'string' &&
    typeof record.updatedAt === 'number'
  );
}

/**
 * Changes this tab made: a read of storage that began before one of them (another tab's write asked for
 * it) may not hold it, and must not replace it in memory — it is read again instead.
 */
let localChanges = 0;

/**
 * The writes of setLabels, one after another in the order their changes were shown (a label edited during
 * a big import's write is written after it), and before any reading of storage (load).
 */
let writing: Promise<unknown> = Promise.resolve();

/**
 * Reads the stored labels (once; again after another tab wrote), after this tab's pending writes. Records
 * of another shape are skipped.
 */
function load(): Promise<void> {
  const started = generation;
  const changesBefore = localChanges;
  // Filled page by page as the records come (70,000 labels are many short tasks, not one long one).
  const next = new Map<string, AccountLabel>();
  loading = writing
    .then(() =>
      readEach('labels', (records) => {
        for (const record of records) if (isAccountLabel(record)) next.set(record.raw, record);
      }),
    )
    .then((read) => {
      if (started !== generation) return;
      if (!read) {
        // No storage to read: what this tab sets is all there is.
        if (!loaded) publish(labels, true);
        return;
      }
      if (localChanges !== changesBefore) return load();
      publish(next, true);
    });
  return loading;
}

function ensureLoaded() {
  if (!loading) {
    void load();
    subscribeOtherTabs('labels', () => void load());
  }
}

onWorkspaceReload(() => {
  generation++;
  loading = undefined;
  publish(new Map(), false);
});

function subscribe(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => labels;
const NO_LABELS: ReadonlyMap<string, AccountLabel> = new Map();
const isLoaded = () => loaded;

/** Every label, by raw address; re-renders when any label changes. */
export function useLabels(): ReadonlyMap<string, AccountLabel> {
  return useSyncExternalStore(subscribe, current, () => NO_LABELS);
}

/**
 * Whether the stored labels have been read: until then `useLabels()` is empty for want of reading, not
 * because there are none (a view says "reading", never "0 labels").
 */
export function useLabelsLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, () => false);
}

/** One account's label; re-renders only when that label changes. */
export function useLabel(raw: string): AccountLabel | undefined {
  return useSyncExternalStore(
    subscribe,
    () => labels.get(raw),
    () => undefined,
  );
}

/** One account's label, from memory (undefined until the labels are read). */
export function labelOf(raw: string): AccountLabel | undefined {
  ensureLoaded();
  return labels.get(raw);
}

/** Resolves once the stored labels have been read (or storage said it has none to give). */
export function labelsReady(): Promise<void> {
  ensureLoaded();
  return loading ?? Promise.resolve();
}

function cleaned(text: string): string {
  return text.trim();
}

/**
 * Sets one account's label and note; both empty removes it. Refused (false, nothing changed) when
 * `labelProblem` objects. Shown at once; false also when storage failed (the label stays for this tab).
 */
export async function setLabel(raw: string, label: string, note: string): Promise<boolean> {
  const result = await setLabels([{ raw, label, note }]);
  return result.saved && result.refused === 0;
}

export interface SetLabelsResult {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  /** Entries `labelProblem` refused: nothing of them was applied. */
  refused: number;
  /** New labels not added: this browser holds LABELS_MAX already. */
  overLimit: number;
  /** Written to storage (false: kept for this tab only; `storageProblem` says why). */
  saved: boolean;
}

/** Entries weighed between two hand-backs of the page's thread. */
const ENTRIES_PER_SLICE = 2_000;

/** One setLabels after another: each weighs its entries against what the one before it left. */
let settingLabels: Promise<unknown> = Promise.resolve();

/**
 * Sets many labels at once (an import, a pasted list). An entry without `label` or `note` keeps the stored
 * one; an entry whose label and note are both empty removes the label. Labels not named are kept. A new
 * label beyond LABELS_MAX is not added (`overLimit`). Many entries are weighed in slices, with the page's
 * thread free between them, and written in batches (workspace-db).
 */
export async function setLabels(
  entries: ReadonlyArray<{ raw: string; label?: string | undefined; note?: string | undefined }>,
): Promise<SetLabelsResult> {
  const applied = settingLabels.then(() => applyLabels(entries));
  settingLabels = applied.catch(() => undefined);
  const { result, written } = await applied;
  result.saved = await written;
  return result;
}

/** Weighs the entries and shows the changes; `written` says when storage has them. */
async function applyLabels(
  entries: ReadonlyArray<{ raw: string; label?: string | undefined; note?: string | undefined }>,
): Promise<{ result: SetLabelsResult; written: Promise<boolean> }> {
  await labelsReady();
  const written = new Map<string, AccountLabel>();
  const removed = new Set<string>();
  const result: SetLabelsResult = {
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    refused: 0,
    overLimit: 0,
    saved: true,
  };
  const now = Date.now();
  // Built as the entries are weighed; built again at the end if the labels in memory changed meanwhile
  // (another tab's labels read in).
  const base = labels;
  const next = new Map(base);
  let weighed = 0;
  for (const entry of entries) {
    if (++weighed % ENTRIES_PER_SLICE === 0) await yieldToMainThread();
    const before = next.get(entry.raw);
    const label = entry.label === undefined ? (before?.label ?? '') : cleaned(entry.label);
    const note = entry.note === undefined ? (before?.note ?? '') : cleaned(entry.note);
    if (labelProblem(label, note) !== undefined) {
      result.refused++;
      continue;
    }
    if (label === '' && note === '') {
      if (before) {
        next.delete(entry.raw);
        written.delete(entry.raw);
        removed.add(entry.raw);
        result.removed++;
      } else result.unchanged++;
      continue;
    }
    if (before && before.label === label && before.note === note) {
      result.unchanged++;
      continue;
    }
    if (!before && next.size >= LABELS_MAX) {
      result.overLimit++;
      continue;
    }
    const record = { raw: entry.raw, label, note, updatedAt: now };
    removed.delete(entry.raw);
    written.set(entry.raw, record);
    next.set(entry.raw, record);
    if (before) result.changed++;
    else result.added++;
  }
  if (written.size === 0 && removed.size === 0) return { result, written: Promise.resolve(true) };
  localChanges++;
  if (labels === base) publish(next);
  else {
    const current = new Map(labels);
    for (const raw of removed) current.delete(raw);
    for (const [raw, record] of written) current.set(raw, record);
    publish(current);
  }
  const write = writing.then(() => writeAll('labels', [...written.values()], [...removed]));
  writing = write.catch(() => false);
  return { result, written: write };
}

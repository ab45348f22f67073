import { useState } from 'react';
import { parseAddressList } from '../../ton/address-list/parse-address-list.ts';
import { countOf } from '../../ton/count.ts';
import { setLabels } from '../../workspace/labels.ts';
import { storageProblem } from '../../workspace/workspace-db.ts';
import { PASTE_OPTIONS } from './usePasteDraft.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';

/**
 * The pasted text whose labels were saved last, in this tab (sessionStorage, like the paste box's draft,
 * so a reload keeps it too): looking the same text up again, to refresh it, must not put back labels the
 * user has edited since in the table.
 */
const SAVED_TEXT_KEY = 'tonlens.accounts.pastedLabelsSaved';

function savedBefore(text: string): boolean {
  try {
    return sessionStorage.getItem(SAVED_TEXT_KEY) === text;
  } catch {
    return false;
  }
}

function rememberSaved(text: string) {
  try {
    sessionStorage.setItem(SAVED_TEXT_KEY, text);
  } catch {
    // Storage full or unavailable: the next look-up of the same text saves its labels again.
  }
}

/**
 * Saves the labels a pasted list carries when it is looked up (a pasted label replaces the stored one for
 * its account; labels not named are kept), and says how that went. A text is saved once: looking it up
 * again leaves the labels as they are now.
 */
export function usePastedLabels() {
  const [outcome, setOutcome] = useState<string | undefined>();

  /** Reads `text` afresh (the form's parse is deferred and may be a keystroke behind). */
  function save(text: string) {
    if (savedBefore(text)) return;
    const labelled = parseAddressList(text, PASTE_OPTIONS).accounts.flatMap((account) =>
      account.label === undefined ? [] : [{ raw: account.raw, label: account.label, note: account.note }],
    );
    if (labelled.length === 0) {
      setOutcome(undefined);
      return;
    }
    rememberSaved(text);
    void setLabels(labelled).then((result) => {
      const count = countOf(result.added + result.changed + result.unchanged, 'label');
      setOutcome(
        result.saved
          ? `${count} saved`
          : `${count} kept for this tab only: ${shownStrangerText(storageProblem()?.message ?? 'this browser refused to store them.', 200)}`,
      );
    });
  }

  return { outcome, save, clear: () => setOutcome(undefined) };
}

import { useState } from 'react';
import { parseAddressList } from '../../ton/address-list/parse-address-list.ts';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';
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
      const count = result.added + result.changed + result.unchanged;
      const problem = storageProblem();
      setOutcome(
        result.saved
          ? t(m.pastedSaved, { count })
          : problem
            ? t(m.pastedKeptBecause, { count, problem: shownStrangerText(problem.message, 200) })
            : t(m.pastedKeptRefused, { count }),
      );
    });
  }

  return { outcome, save, clear: () => setOutcome(undefined) };
}

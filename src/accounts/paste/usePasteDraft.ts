import { useDeferredValue, useMemo, useState } from 'react';
import { parseAddressList } from '../../ton/address-list/parse-address-list.ts';
import type { AddressListOptions } from '../../ton/address-list/types.ts';
import { labelProblem } from '../../workspace/labels.ts';

const DRAFT_KEY = 'tonlens.accounts.draft';

/** Pasted labels are judged as the label store will judge them, so the form can list the refused ones. */
export const PASTE_OPTIONS: AddressListOptions = { labelProblem };

/** The unsubmitted paste, kept per tab (sessionStorage) so a reload or an error loses nothing. */
function readDraft(): string {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(text: string) {
  try {
    if (text) sessionStorage.setItem(DRAFT_KEY, text);
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused (private mode, quota): the draft lives as long as the page.
  }
}

/**
 * The paste box's text and its parse (deferred, so typing in a long list stays quick). `linkText` is the
 * list the URL holds; `lookedUp` tells the hook the list the user's own "Look up" is putting there.
 */
export function usePasteDraft(linkText: string) {
  // The paste box follows the URL when it changes from outside (back, forward, the header search), but
  // keeps what the user pasted when the change is their own "Look up".
  // A link's list wins; without one, the text pasted but not yet looked up survives a reload.
  const [text, setTextState] = useState(() => linkText || readDraft());
  const setText = (next: string) => {
    setTextState(next);
    writeDraft(next);
  };
  const [shownLinkText, setShownLinkText] = useState(linkText);
  const [submittedLinkText, setSubmittedLinkText] = useState<string | undefined>();
  if (linkText !== shownLinkText) {
    setShownLinkText(linkText);
    if (linkText !== submittedLinkText) setTextState(linkText);
  }
  const deferredText = useDeferredValue(text);
  const draft = useMemo(() => parseAddressList(deferredText, PASTE_OPTIONS), [deferredText]);
  return { text, setText, draft, lookedUp: setSubmittedLinkText };
}

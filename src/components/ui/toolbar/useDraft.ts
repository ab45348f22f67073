import { useState } from 'react';

/**
 * A text field's draft over a value committed elsewhere (the URL, a parent's state). Typing sets the draft
 * and the field shows it, whether or not it is committed (half an address is not); when the committed
 * value changes from elsewhere (clear filters, the back button), the draft follows it. Only a change of the
 * committed value replaces the draft: text typed but not committed stays while the committed value does.
 */
export function useDraft(committed: string): [draft: string, setDraft: (value: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}

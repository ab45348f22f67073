import type { AddressList } from '../../ton/address-list/types.ts';
import { countOf, formatCount } from '../../ton/count.ts';

/**
 * What the paste box holds, in one line: what will be sent and what will not ("3 accounts · 2 forms of 1
 * account merged · 1 not valid (not sent) · 1 line skipped (no address)"). Under the box, and as the
 * folded box's line once there are results.
 */
export function draftSummaryText(draft: AddressList): string {
  const merged = draft.accounts.filter((account) => account.forms.length > 1);
  const mergedForms = merged.reduce((sum, account) => sum + account.forms.length, 0);
  const labels = draft.accounts.reduce((sum, account) => sum + (account.label === undefined ? 0 : 1), 0);
  const parts = [countOf(draft.accounts.length, 'account')];
  if (merged.length > 0) {
    parts.push(`${countOf(mergedForms, 'form')} of ${countOf(merged.length, 'account')} merged`);
  }
  if (draft.errors.length > 0) parts.push(`${formatCount(draft.errors.length)} not valid (not sent)`);
  if (draft.domains.length > 0) {
    parts.push(`${countOf(draft.domains.length, 'domain')} (cannot be looked up, not sent)`);
  }
  if (labels > 0) parts.push(`${countOf(labels, 'label')} will be saved`);
  if (draft.labelProblems.length > 0) {
    parts.push(`${countOf(draft.labelProblems.length, 'label')} not valid (not saved)`);
  }
  if (draft.skipped.length > 0) parts.push(`${countOf(draft.skipped.length, 'line')} skipped (no address)`);
  return parts.join(' · ');
}

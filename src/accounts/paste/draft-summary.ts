import type { AddressList } from '../../ton/address-list/types.ts';
import { t } from '../../ton/i18n/door.ts';
import { pasteMessages as m } from './paste-messages.ts';

/**
 * What the paste box holds, in one line: what will be sent and what will not ("3 accounts · 2 forms of 1
 * account merged · 1 not valid (not sent) · 1 line skipped (no address)"). Under the box, and as the
 * folded box's line once there are results.
 */
export function draftSummaryText(draft: AddressList): string {
  const merged = draft.accounts.filter((account) => account.forms.length > 1);
  const mergedForms = merged.reduce((sum, account) => sum + account.forms.length, 0);
  const labels = draft.accounts.reduce((sum, account) => sum + (account.label === undefined ? 0 : 1), 0);
  const parts = [t(m.summaryAccounts, { count: draft.accounts.length })];
  if (merged.length > 0) {
    const accounts = t(m.summaryMergedAccounts, { count: merged.length });
    parts.push(t(m.summaryMerged, { count: mergedForms, accounts }));
  }
  if (draft.errors.length > 0) parts.push(t(m.summaryInvalid, { count: draft.errors.length }));
  if (draft.domains.length > 0) parts.push(t(m.summaryDomains, { count: draft.domains.length }));
  if (labels > 0) parts.push(t(m.summaryLabels, { count: labels }));
  if (draft.labelProblems.length > 0)
    parts.push(t(m.summaryBadLabels, { count: draft.labelProblems.length }));
  if (draft.skipped.length > 0) parts.push(t(m.summarySkipped, { count: draft.skipped.length }));
  return parts.join(' · ');
}

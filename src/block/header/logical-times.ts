import type { Block } from '../../api/block/block-schemas.ts';
import { driftIn } from '../../api/drift.ts';
import { unreadableOf } from '../transaction/field-values.ts';
import { t } from '../../ton/i18n/door.ts';
import { detailsMessages as m } from './header-messages.ts';

/** "start – end" of a block's logical times; one end alone says which it is; neither is nothing. */
export function ltRange(start: bigint | undefined, end: bigint | undefined): string | undefined {
  if (start !== undefined && end !== undefined)
    return t(m.ltBoth, { start: String(start), end: String(end) });
  if (start !== undefined) return t(m.ltFrom, { start: String(start) });
  if (end !== undefined) return t(m.ltUpTo, { end: String(end) });
  return undefined;
}

/** The drift of a block's two logical times, as one message naming each. */
export function ltDrift(header: Block): string | undefined {
  return unreadableOf([
    ['start_lt', driftIn(header, 'start_lt')],
    ['end_lt', driftIn(header, 'end_lt')],
  ]);
}

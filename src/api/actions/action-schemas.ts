/**
 * The answer of `GET /api/v3/actions` (the index's ActionsResponse): `{actions, address_book, metadata}`.
 * Each action is kept as the object the server sent (a record of unknown fields): what it means is read
 * by the TON layer's one reader of the server's classification (actionsFromServer, ./server-actions-edge.ts),
 * which never throws on a stranger's values. An entry that is no object is left out (recorded as drift).
 */
import * as z from 'zod/mini';
import { addressBookSchema, metadataSchema } from '../schemas.ts';
import { unreadable } from '../schema-kit.ts';
import { tolerantObject } from '../tolerant-object.ts';

export type RawAction = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A list of objects kept as sent: entries that are not objects are left out, recorded as drift on the
 * object holding the list. Not a list at all: the answer is unusable (`actions` is what it is for).
 */
export const rawRecordList = z.pipe(
  z.array(z.unknown()),
  z.transform((list): RawAction[] => {
    const kept = list.filter(isRecord);
    const left = list.length - kept.length;
    return left === 0
      ? kept
      : (unreadable(`${left} of ${list.length} entries are not objects`, kept) as never);
  }),
);

export const actionsResponseSchema = tolerantObject({
  actions: rawRecordList,
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export type ActionsResponse = z.output<typeof actionsResponseSchema>;

/**
 * Block order, the order a masterchain block's transactions are shown in: by shard block (masterchain
 * first, then by workchain, shard, seqno), then by lt, then by hash. One comparison says it; the data
 * worker applies it to an answer's raw JSON before validating (so the first rows validated are the first
 * rows shown), and the page to the live shape's pages once merged (masterchain-block.ts).
 */

/** What block order reads of a transaction: a validated one, or the few fields read from raw JSON. */
export interface BlockOrderKey {
  block_ref?: { workchain: number; shard: string; seqno: number } | null | undefined;
  lt: bigint;
  hash: string;
}

/** Masterchain first, then basechain; within a workchain by shard then seqno; inside a block by lt. */
export function compareInBlockOrder(a: BlockOrderKey, b: BlockOrderKey): number {
  const refA = a.block_ref;
  const refB = b.block_ref;
  if (refA && refB) {
    if (refA.workchain !== refB.workchain) return refA.workchain - refB.workchain;
    if (refA.shard !== refB.shard) return refA.shard < refB.shard ? -1 : 1;
    if (refA.seqno !== refB.seqno) return refA.seqno - refB.seqno;
  }
  if (a.lt !== b.lt) return a.lt < b.lt ? -1 : 1;
  return a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0;
}

/**
 * Indexes of the raw transactions in block order, with later repeats of a hash left out, read from the
 * raw JSON (block_ref, lt and hash only). Entries whose lt cannot be read go last, in the order given,
 * where validation will name what is wrong with them. How many repeats were left out is the caller's to
 * tell (`items.length` minus the indexes returned): the page says so.
 */
export function uniqueInBlockOrder(items: readonly unknown[]): number[] {
  const seen = new Set<string>();
  const readable: Array<BlockOrderKey & { index: number }> = [];
  const unreadable: number[] = [];
  items.forEach((item, index) => {
    const record = isRecord(item) ? item : undefined;
    const hash = typeof record?.hash === 'string' ? record.hash : '';
    if (hash) {
      if (seen.has(hash)) return;
      seen.add(hash);
    }
    const lt = record ? rawLt(record.lt) : undefined;
    if (lt === undefined) unreadable.push(index);
    else readable.push({ index, block_ref: rawBlockRef(record?.block_ref), lt, hash });
  });
  // Array.prototype.sort is stable: entries that compare equal (no hash to tell them apart) keep their order.
  readable.sort(compareInBlockOrder);
  return [...readable.map((key) => key.index), ...unreadable];
}

/** A decimal string of digits (leading zeros allowed) or a safe non-negative integer. */
function rawLt(lt: unknown): bigint | undefined {
  if (typeof lt === 'string') return /^\d{1,80}$/.test(lt) ? BigInt(lt) : undefined;
  return Number.isSafeInteger(lt) && (lt as number) >= 0 ? BigInt(lt as number) : undefined;
}

function rawBlockRef(ref: unknown): BlockOrderKey['block_ref'] {
  return isRecord(ref) &&
    Number.isSafeInteger(ref.workchain) &&
    typeof ref.shard === 'string' &&
    Number.isSafeInteger(ref.seqno)
    ? { workchain: ref.workchain as number, shard: ref.shard, seqno: ref.seqno as number }
    : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

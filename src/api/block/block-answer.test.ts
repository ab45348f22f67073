// @vitest-environment node
/**
 * A block answer read as it arrives: rows are emitted before the body has ended, and what is found wrong
 * after them is still reported. Only fetch is replaced: its body is a stream the test feeds.
 */
import { describe, expect, it } from 'vitest';
import { loadSampleDataset } from '../../../sample-api/dataset.ts';
import type { ApiError } from '../api-error.ts';
import { emitAnswer, FIRST_BATCH, loadBlockAnswer, type BlockAnswerEvent } from './block-answer.ts';

const dataset = loadSampleDataset('mainnet');
/** 120 recorded transactions, by lt as a server sends them; the address book after them, as toncenter. */
const transactions = dataset.blocks.flatMap((block) => block.transactions).slice(0, 120);
const addressBook = Object.fromEntries(dataset.blocks.flatMap((block) => Object.entries(block.address_book)));

function bodyOf(items: unknown[]): string {
  return JSON.stringify({ transactions: items, address_book: addressBook });
}

/** Where the text of element `count` of the transactions ends in `body` (its head holds `count` of them). */
function headLength(items: unknown[], count: number): number {
  return JSON.stringify({ transactions: items.slice(0, count) }).length - 2;
}

/**
 * A fetch whose answer's body is `head`, then — once `release` is called — `tail` (or the stream closes,
 * when `tail` is undefined: a body cut short).
 */
function withheldTail(head: string, tail: string | undefined) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const fetchImpl: typeof fetch = () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(head));
        await released;
        if (tail !== undefined) controller.enqueue(encoder.encode(tail));
        controller.close();
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  return { fetchImpl, release };
}

const request = {
  url: 'http://sample.invalid/api/v3/masterchainBlockShardState?seqno=1',
  request: '/api/v3/masterchainBlockShardState?seqno=1',
  operation: 'masterchainBlockShardState',
  timeoutMs: 60_000,
};

/** Loads the answer; `onFirstRows` runs when the first rows event comes (the tail still withheld). */
async function load(
  fetchImpl: typeof fetch,
  onFirstRows: (events: BlockAnswerEvent[]) => void,
  maxBytes?: number,
): Promise<BlockAnswerEvent[]> {
  const events: BlockAnswerEvent[] = [];
  await loadBlockAnswer(
    { ...request, ...(maxBytes === undefined ? {} : { maxBytes }) },
    (event) => {
      events.push(event);
      if (event.type === 'rows' && events.filter((seen) => seen.type === 'rows').length === 1) {
        onFirstRows([...events]);
      }
    },
    { fetch: fetchImpl },
  );
  return events;
}

const rowsOf = (events: BlockAnswerEvent[]) =>
  events.flatMap((event) => (event.type === 'rows' ? event.transactions : []));

describe('a block answer read as it arrives', () => {
  it('emits the first rows, validated, before the body has ended; the book and the bytes after', async () => {
    const body = bodyOf(transactions);
    const cut = headLength(transactions, 70);
    const { fetchImpl, release } = withheldTail(body.slice(0, cut), body.slice(cut));
    let beforeTail: BlockAnswerEvent[] = [];
    const events = await load(fetchImpl, (seen) => {
      beforeTail = seen;
      release();
    });
    // Only the head had arrived: the first batch, and nothing of the address book yet.
    expect(beforeTail.map((event) => event.type)).toEqual(['rows']);
    expect(rowsOf(beforeTail).map((transaction) => transaction.hash)).toEqual(
      transactions.slice(0, FIRST_BATCH).map((transaction) => transaction.hash),
    );
    expect(typeof rowsOf(beforeTail)[0]?.lt).toBe('bigint');

    expect(rowsOf(events)).toHaveLength(120);
    const book = events.find((event) => event.type === 'book' && event.addressBook);
    expect(book?.type === 'book' && Object.keys(book.addressBook ?? {})).toEqual(Object.keys(addressBook));
    const end = events.at(-1);
    expect(end?.type).toBe('end');
    expect(end?.type === 'end' && new TextDecoder().decode(end.bytes)).toBe(body);
  });

  it('counts a repeated transaction once, wherever the repeat comes', async () => {
    const repeated = [...transactions, transactions[3]];
    const body = bodyOf(repeated);
    const { fetchImpl, release } = withheldTail(body.slice(0, 100), body.slice(100));
    release();
    const events = await load(fetchImpl, () => {});
    expect(rowsOf(events)).toHaveLength(120);
    expect(events.reduce((sum, event) => sum + (event.type === 'rows' ? event.duplicates : 0), 0)).toBe(1);
  });

  it('reports a transaction that does not read after rows were emitted, naming it', async () => {
    const broken = structuredClone(transactions) as Array<Record<string, unknown>>;
    (broken[100] as Record<string, unknown>).lt = 'soon';
    const body = bodyOf(broken);
    const cut = headLength(broken, 70);
    const { fetchImpl, release } = withheldTail(body.slice(0, cut), body.slice(cut));
    const events = await load(fetchImpl, release);
    expect(rowsOf(events).length).toBeGreaterThanOrEqual(FIRST_BATCH);
    const last = events.at(-1);
    expect(last?.type === 'error' && last.error).toMatchObject({
      kind: 'unexpected-response',
      field: 'transactions[100].lt',
    });
  });

  it('reports a body cut short after rows were emitted as not JSON', async () => {
    const body = bodyOf(transactions);
    const cut = headLength(transactions, 70);
    const { fetchImpl, release } = withheldTail(body.slice(0, cut), undefined);
    const events = await load(fetchImpl, release);
    expect(events[0]?.type).toBe('rows');
    const last = events.at(-1);
    expect(last?.type === 'error' && last.error).toMatchObject({ kind: 'unexpected-response' });
    expect(last?.type === 'error' && last.error.words?.values).toEqual({
      operation: 'masterchainBlockShardState',
    });
    expect(events.some((event) => event.type === 'end')).toBe(false);
  });

  it('stops at the byte cap after rows were emitted', async () => {
    const body = bodyOf(transactions);
    const cut = headLength(transactions, 70);
    const { fetchImpl, release } = withheldTail(body.slice(0, cut), body.slice(cut));
    const events = await load(fetchImpl, release, new TextEncoder().encode(body.slice(0, cut)).length + 10);
    expect(events[0]?.type).toBe('rows');
    const last = events.at(-1);
    expect(last?.type === 'error' && last.error.kind).toBe('too-large');
  });

  it('reads an answer that is not JSON, or not the object expected, as before: whole, naming it', async () => {
    for (const [body, field] of [
      ['<html>502</html>', undefined],
      ['[]', 'transactions'],
      ['{"address_book":{}}', 'transactions'],
      ['{"transactions":{}, "address_book":{}}', 'transactions'],
    ] as const) {
      const { fetchImpl, release } = withheldTail(body, '');
      release();
      const events = await load(fetchImpl, () => {});
      const last = events.at(-1);
      expect(last?.type === 'error' && last.error, body).toMatchObject({ kind: 'unexpected-response' });
      if (field) expect(last?.type === 'error' && last.error.field, body).toBe(field);
    }
  });

  it('an answer that turns out to be `{blocks}` after rows: forgets them, and says blocks', async () => {
    const head = JSON.stringify({ transactions: transactions.slice(0, 60) }).slice(0, -1);
    const { fetchImpl, release } = withheldTail(head, ',"blocks":[]}');
    const events = await load(fetchImpl, release);
    expect(events.map((event) => event.type)).toEqual(['rows', 'restart', 'blocks', 'end']);
  });

  it('reads an answer given as text (emitAnswer) to the same events as its bytes, all but `end`', async () => {
    const broken = structuredClone(transactions) as Array<Record<string, unknown>>;
    (broken[100] as Record<string, unknown>).lt = 'soon';
    for (const body of [
      bodyOf(transactions),
      bodyOf([...transactions, transactions[3]]),
      `${bodyOf(transactions.slice(0, 60))}  \n`,
      bodyOf(broken),
      '<html>502</html>',
      '{"transactions":{}, "address_book":{}}',
      `${JSON.stringify({ transactions: transactions.slice(0, 60) }).slice(0, -1)},"blocks":[]}`,
      `${bodyOf(transactions.slice(0, 60))} x`,
    ]) {
      const { fetchImpl, release } = withheldTail(body, '');
      release();
      const fromBytes = (await load(fetchImpl, () => {})).filter((event) => event.type !== 'end');
      const fromText: BlockAnswerEvent[] = [];
      let textError: ApiError | undefined;
      await emitAnswer(request, body, 200, (event) => fromText.push(event)).catch((error: unknown) => {
        textError = error as ApiError;
      });
      const last = fromBytes.at(-1);
      const bytesError = last?.type === 'error' ? last.error : undefined;
      expect(textError && { kind: textError.kind, field: textError.field }, body.slice(0, 40)).toEqual(
        bytesError && { kind: bytesError.kind, field: bytesError.field },
      );
      expect(fromText, body.slice(0, 40)).toStrictEqual(fromBytes.filter((event) => event.type !== 'error'));
    }
  });
});

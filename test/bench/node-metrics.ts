// What the benchmark measures in Node, on the app's own modules: decoding the synthetic block, and
// parsing a pasted list of 1024 addresses.
import { emitAnswer } from '../../src/api/block/block-answer.ts';
import { ApiError } from '../../src/api/api-error.ts';
import type { BlockTransport } from '../../src/api/block/block-transport.ts';
import { createApiClient } from '../../src/api/client.ts';
import { fetchMasterchainBlock } from '../../src/api/block/masterchain-block.ts';
import { parseAddressList } from '../../src/ton/address-list/parse-address-list.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
}

export interface DecodeResult {
  parseMs: number;
  decodeMs: number;
  /** (JSON.parse + everything the app does to the parsed answer) ÷ JSON.parse alone. */
  ratio: number;
  transactions: number;
  bytes: number;
}

/**
 * The app's whole path from an answer's text to the block the page shows (fetchMasterchainBlock:
 * JSON.parse, the decoders, block order, shard-block summary), against JSON.parse alone of the same
 * text, alternating the two so both see the same machine. Medians of `rounds`.
 */
export async function measureDecoding(text: string, seqno: number, rounds = 9): Promise<DecodeResult> {
  // What the data worker does once the text has arrived (JSON.parse, the schemas, block order), run here
  // with no worker and no network, so that only the app's own work is timed.
  const textTransport: BlockTransport = {
    async load(request, onEvent) {
      await emitAnswer(request, text, 200, (event) => {
        if (event.type === 'error') throw new ApiError(event.error);
        onEvent(event);
      });
      onEvent({ type: 'end', bytes: new ArrayBuffer(0), status: 200 });
    },
  };
  const client = createApiClient({ baseUrl: 'http://bench.invalid', blockTransport: textTransport });
  const parses: number[] = [];
  const wholes: number[] = [];
  let transactions = 0;
  for (let round = 0; round < rounds; round += 1) {
    let started = performance.now();
    JSON.parse(text);
    parses.push(performance.now() - started);
    started = performance.now();
    const block = await fetchMasterchainBlock(client, seqno);
    wholes.push(performance.now() - started);
    transactions = block.transactions.length;
  }
  const parseMs = median(parses);
  const wholeMs = median(wholes);
  return { parseMs, decodeMs: wholeMs - parseMs, ratio: wholeMs / parseMs, transactions, bytes: text.length };
}

/** parseAddressList on 1024 pasted addresses: the first call (cold, as a user's paste is) and the median. */
export function measureAddressListParse(lines: string[], rounds = 15): { firstMs: number; medianMs: number } {
  const text = lines.join('\n');
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const list = parseAddressList(text);
    times.push(performance.now() - started);
    if (list.accounts.length !== lines.length) {
      throw new Error(`parsed ${list.accounts.length} accounts of ${lines.length}`);
    }
  }
  return { firstMs: times[0] ?? Number.NaN, medianMs: median(times) };
}

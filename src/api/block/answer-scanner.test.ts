// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSampleDataset } from '../../../sample-api/dataset.ts';
import { AnswerScanner, ScanError } from './answer-scanner.ts';

/** A recorded block's answer, one transaction given a field that holds everything a scanner can trip on. */
function recordedAnswer(): string {
  const block = loadSampleDataset('mainnet').blocks.find((candidate) => candidate.seqno === 45268912);
  if (!block) throw new Error('no recorded block 45268912');
  const [first] = block.transactions;
  const rest = [{ hash: 'second', lt: '1', empty: [], also: {} }];
  const tricky = {
    ...first,
    note: 'a "quoted" ] } [ { , : \\ back\\\\slash \\" ✓ 𝄞 русский فارسی',
    nested: [[[{ a: ['[', ']', '{', '}', '"'] }]], [], {}],
    backslashes: ['\\', '\\\\', '\\\\\\', '\\"'],
  };
  // Spaces and new lines between the pieces, as a pretty-printing server writes them; the address book
  // after the transactions, as toncenter sends it.
  return JSON.stringify(
    {
      transactions: [tricky, ...rest],
      address_book: block.address_book,
      metadata: {},
      extra: [1, 'x', null],
    },
    null,
    1,
  );
}

interface Scanned {
  elements: unknown[];
  members: Record<string, unknown>;
  keys: string[];
  /** How many elements came in parsed runs (`onElements`). */
  inRuns: number;
}

/**
 * Scans `bytes` cut at the given offsets, decoding as the worker does (a streaming TextDecoder); with
 * `runs`, the scanner may hand over runs of elements parsed at once, as the block reader lets it.
 */
function scan(bytes: Uint8Array, cuts: number[], runs = false): Scanned {
  const scanned: Scanned = { elements: [], members: {}, keys: [], inRuns: 0 };
  const scanner = new AnswerScanner({
    onKey: (key) => scanned.keys.push(key),
    onElement: (text, index) => {
      expect(index).toBe(scanned.elements.length);
      scanned.elements.push(JSON.parse(text));
    },
    ...(runs
      ? {
          onElements: (values: unknown[], firstIndex: number) => {
            expect(firstIndex).toBe(scanned.elements.length);
            scanned.elements.push(...values);
            scanned.inRuns += values.length;
          },
        }
      : {}),
    onMember: (key, text) => (scanned.members[key] = JSON.parse(text)),
  });
  const decoder = new TextDecoder();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    scanner.push(decoder.decode(bytes.subarray(from, cut), { stream: true }));
    from = cut;
  }
  scanner.push(decoder.decode());
  scanner.end();
  return scanned;
}

function expectWhole(scanned: Scanned, text: string) {
  const whole = JSON.parse(text) as Record<string, unknown>;
  expect(scanned.elements).toEqual(whole.transactions);
  expect(scanned.members).toEqual({
    address_book: whole.address_book,
    metadata: whole.metadata,
    extra: whole.extra,
  });
  expect(scanned.keys).toEqual(['transactions', 'address_book', 'metadata', 'extra']);
}

describe('AnswerScanner', () => {
  const text = recordedAnswer();
  const bytes = new TextEncoder().encode(text);

  it('finds every transaction and member of a recorded answer cut in two at any byte', () => {
    // Every cut: inside keys, strings, escapes, numbers, between pieces, and inside a character's bytes.
    for (let cut = 0; cut <= bytes.length; cut += 1) expectWhole(scan(bytes, [cut]), text);
  });

  it('…and fed one byte at a time', () => {
    expectWhole(
      scan(
        bytes,
        Array.from({ length: bytes.length - 1 }, (_, index) => index + 1),
      ),
      text,
    );
  });

  it('follows runs of backslashes before a quote across chunk boundaries', () => {
    const answer = JSON.stringify({ transactions: [{ a: '\\\\\\"x\\' }, { b: '"\\' }], address_book: {} });
    const encoded = new TextEncoder().encode(answer);
    for (let first = 1; first < encoded.length; first += 1) {
      for (let second = first + 1; second < Math.min(encoded.length, first + 8); second += 1) {
        expect(scan(encoded, [first, second]).elements).toEqual([{ a: '\\\\\\"x\\' }, { b: '"\\' }]);
      }
    }
  });

  it('follows strings with many escapes and containers with many strings, whole or cut', () => {
    // More escapes in a string, and more strings between two brackets, than one search skips at once.
    const items = [
      { escapes: '\\"'.repeat(1500), many: Array.from({ length: 1500 }, (_, index) => `s"${index}\\`) },
      { after: ['[', '{'] },
    ];
    const encoded = new TextEncoder().encode(JSON.stringify({ transactions: items }));
    for (const cuts of [[], [7], [1000, 1001], [encoded.length - 20]]) {
      expect(scan(encoded, cuts).elements).toEqual(items);
    }
  });

  it('reads a member before the transactions, scalars, and an empty array', () => {
    const answer = '{"address_book":{"0:AB":{"user_friendly":"x"}},"n":-1.5e3,"t":true,"transactions":[]}';
    const scanned = scan(new TextEncoder().encode(answer), [3, 20, 50, 70]);
    expect(scanned.elements).toEqual([]);
    expect(scanned.members).toEqual({ address_book: { '0:AB': { user_friendly: 'x' } }, n: -1500, t: true });
  });

  it('parses runs of a compact answer at once, and reads it the same cut anywhere', () => {
    // Compact, as toncenter writes it: every element after the first can come in a run.
    const { transactions, address_book: book } = JSON.parse(text) as Record<string, unknown[]>;
    const [recorded] = transactions as Array<Record<string, unknown>>;
    const compact = JSON.stringify({
      transactions: Array.from({ length: 6 }, (_, index) => ({ ...recorded, hash: `copy ${index}` })),
      address_book: book,
    });
    const encoded = new TextEncoder().encode(compact);
    const whole = scan(encoded, [], true);
    expect(whole.elements).toEqual((JSON.parse(compact) as Record<string, unknown>).transactions);
    // The first teaches the boundary; the last has none after it: the scanner reads those two.
    expect(whole.inRuns).toBe(4);
    for (let cut = 0; cut <= encoded.length; cut += 7) {
      expect(scan(encoded, [cut], true).elements).toEqual(whole.elements);
    }
  });

  it('checks a run by parsing it: a boundary inside an element, or an element that is not JSON', () => {
    // The first key, "account", also starts the objects of a nested array and appears inside a string:
    // a run that ends at such a place does not parse, and the scanner reads on as before.
    const items = [
      { account: 'A' },
      { account: 'B', out: [{ account: 'x' }, { account: 'y' }], note: '},{"account":' },
      { account: 'C', out: [{ account: 'z' }, { account: 'w' }] },
    ];
    const encoded = new TextEncoder().encode(JSON.stringify({ transactions: items }));
    for (let cut = 0; cut <= encoded.length; cut += 1) {
      expect(scan(encoded, [cut], true).elements).toEqual(items);
    }
    // Not JSON inside what would have been a run: the element's own parse names it, as before.
    const broken = new TextEncoder().encode('{"transactions":[{"a":1},{"a":tru},{"a":2},{"a":3}]}');
    expect(() => scan(broken, [], true)).toThrow(SyntaxError);
  });

  it('refuses a body cut short, wherever it is cut', () => {
    for (let cut = 0; cut < bytes.length; cut += 97) {
      // Only trailing spaces may be missing for the object to be whole.
      if (text.slice(cut).trim() === '') continue;
      expect(() => scan(bytes.subarray(0, cut), []), `cut at ${cut}`).toThrow(ScanError);
    }
  });

  it('refuses what is not the object expected', () => {
    const refused = [
      '<html>502 Bad Gateway</html>',
      '[{"transactions":[]}]',
      '{"transactions":[{}] "x":1}',
      '{"transactions":[{},]}',
      '{"transactions":[{}]} trailing',
      '{transactions:[]}',
      '{"a":,"transactions":[]}',
    ];
    for (const body of refused) {
      expect(() => scan(new TextEncoder().encode(body), []), body).toThrow(ScanError);
    }
  });
});

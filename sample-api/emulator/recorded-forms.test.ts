// @vitest-environment node
/**
 * The emulated chain is written in the index's own forms; these tests hold the writers to the real
 * recorded bodies: every BOC, every decoded body of a kind the sample writes, and every normalized
 * external message hash in sample-api/recordings/ must come out byte for byte the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Address, Cell, type Message } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { bocBase64 } from './boc.ts';
import { decodeBody, formatOpcode, bodyOpcode, OPCODE_NAMES, type BodyContext } from './decode.ts';
import { normalizedHash } from './index-json.ts';

const RECORDINGS = new URL('../recordings/', import.meta.url);

interface RecordedMessage {
  source: string | null;
  destination: string | null;
  opcode: string | null;
  decoded_opcode: string | null;
  hash_norm?: string;
  message_content: { body: string; decoded: unknown };
  init_state: { body: string } | null;
}

function recordedMessages(): RecordedMessage[] {
  const messages: RecordedMessage[] = [];
  for (const file of readdirSync(RECORDINGS).filter((name) => name.startsWith('traces.'))) {
    const body = JSON.parse(readFileSync(new URL(file, RECORDINGS), 'utf8')) as {
      traces: {
        transactions: Record<string, { in_msg: RecordedMessage | null; out_msgs: RecordedMessage[] }>;
      }[];
    };
    for (const trace of body.traces) {
      for (const transaction of Object.values(trace.transactions)) {
        if (transaction.in_msg) messages.push(transaction.in_msg);
        messages.push(...transaction.out_msgs);
      }
    }
  }
  return messages;
}

function bocStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('te6cc')) found.push(value);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) bocStrings(item, found);
  return found;
}

const messages = recordedMessages();

describe('BOC serialization', () => {
  it('reproduces every recorded BOC, with and without CRC, multi-cell and library cells included', () => {
    const bocs = bocStrings(messages);
    expect(bocs.length).toBeGreaterThan(200);
    for (const boc of bocs) {
      const withCrc = (Buffer.from(boc, 'base64')[4] ?? 0) & 0x40;
      expect(bocBase64(Cell.fromBase64(boc), { crc32: withCrc !== 0 })).toBe(boc);
    }
  });
});

// Kinds the sample writes; other recorded kinds (wallet v3, DNS, the older comment form without
// "@type") come from contracts the emulated chain does not run.
const WRITTEN = new Set([
  'text_comment',
  'empty_cell',
  'jetton_transfer',
  'jetton_internal_transfer',
  'jetton_notify',
  'excess',
  'nft_transfer',
  'nft_ownership_assigned',
  'bounce',
  'wallet_signed_v4',
  'w5_external_signed_request',
]);

function contextOf(message: RecordedMessage): BodyContext {
  if (message.source !== null) return 'internal';
  return message.opcode === '0x7369676e' ? 'external-to-wallet-v5' : 'external-to-wallet-v4';
}

function hasDnsRequest(decoded: unknown): boolean {
  return JSON.stringify(decoded).includes('dns_record');
}

describe('decoded bodies', () => {
  it('writes every recorded kind it knows exactly as the index did', () => {
    let compared = 0;
    for (const message of messages) {
      const decoded = message.message_content.decoded;
      const type =
        decoded !== null && typeof decoded === 'object' && '@type' in decoded
          ? String(decoded['@type'])
          : null;
      if (type === null || !WRITTEN.has(type) || hasDnsRequest(decoded)) continue;
      const body = Cell.fromBase64(message.message_content.body);
      expect(decodeBody(body, contextOf(message))).toEqual(decoded);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(70);
  });

  it('writes opcode and decoded_opcode as the index did', () => {
    for (const message of messages) {
      const opcode = bodyOpcode(Cell.fromBase64(message.message_content.body));
      expect(formatOpcode(opcode)).toBe(message.opcode);
      if (message.decoded_opcode !== 'change_dns_record') {
        expect(opcode === null ? null : (OPCODE_NAMES[opcode] ?? null)).toBe(message.decoded_opcode);
      }
    }
  });

  it('writes null for a body of a kind it does not know', () => {
    const custom = Cell.fromBase64(
      'te6cckEBAQEADgAAGHByb2IAAAAAAAAAAQ3m9ic=', // opcode 0x70726f62 ("prob") and a query id
    );
    expect(decodeBody(custom, 'internal')).toBeNull();
  });
});

describe('hash_norm', () => {
  it('reproduces every recorded normalized hash of an external message (TEP-467)', () => {
    const externals = messages.filter((message) => message.hash_norm !== undefined);
    expect(externals.length).toBeGreaterThan(10);
    for (const message of externals) {
      const destination = Address.parseRaw(String(message.destination));
      const normalized: Message = {
        info: { type: 'external-in', src: null, dest: destination, importFee: 0n },
        init: null,
        body: Cell.fromBase64(message.message_content.body),
      };
      expect(normalizedHash(normalized)).toBe(message.hash_norm);
    }
  });
});

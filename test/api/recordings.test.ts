// @vitest-environment node
/**
 * Every recorded toncenter body parses with our schemas, and the older forms the guide lists (built from
 * real bodies by named rewrites, never typed by hand) normalise to the current form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addressBookSchema,
  errorBodySchema,
  masterchainInfoSchema,
  metadataSchema,
  transactionSchema,
} from '../../src/api/schemas.ts';

const RECORDINGS = new URL('../../sample-api/recordings/', import.meta.url);

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, RECORDINGS), 'utf8'));
}

interface TracesBody {
  traces: Array<{ transactions: Record<string, Record<string, unknown>> }>;
  address_book: unknown;
  metadata: unknown;
}

const traceFiles = readdirSync(RECORDINGS).filter(
  (name) => name.startsWith('traces.') && name.endsWith('.json'),
);

function recordedTransactions(): Array<Record<string, unknown>> {
  return traceFiles.flatMap((name) =>
    (readJson(name) as TracesBody).traces.flatMap((trace) => Object.values(trace.transactions)),
  );
}

describe('recorded bodies', () => {
  it('has the recordings copied into the project', () => {
    expect(traceFiles.length).toBeGreaterThanOrEqual(9);
  });

  it.each(traceFiles)('%s: every transaction, the address book and the metadata parse', (name) => {
    const body = readJson(name) as TracesBody;
    for (const trace of body.traces) {
      for (const [hash, transaction] of Object.entries(trace.transactions)) {
        const parsed = transactionSchema.parse(transaction);
        expect(parsed.hash).toBe(hash);
        expect(typeof parsed.lt).toBe('bigint');
        expect(parsed.account).toBe(parsed.account.toUpperCase());
      }
    }
    const book = addressBookSchema.parse(body.address_book);
    expect(Object.keys(book).length).toBeGreaterThan(0);
    metadataSchema.parse(body.metadata);
  });

  it('masterchainInfo parses, with bigint times', () => {
    const info = masterchainInfoSchema.parse(readJson('masterchainInfo.cordialsys-crosschain.testnet.json'));
    expect(info.last.workchain).toBe(-1);
    expect(typeof info.last.gen_utime).toBe('bigint');
    expect(typeof info.last.end_lt).toBe('bigint');
  });

  it('the recorded 422 error body parses', () => {
    expect(errorBodySchema.parse(readJson('error.toncenter-rs.invalid-address-scalar.json')).error).toMatch(
      /failed to decode/,
    );
  });

  it('keeps unknown fields for the raw view', () => {
    const withFinality = recordedTransactions().find((transaction) => 'finality' in transaction);
    const anyTransaction = withFinality ?? recordedTransactions()[0]!;
    const parsed = transactionSchema.parse({ ...anyTransaction, some_future_field: { nested: true } });
    expect(parsed).toHaveProperty('some_future_field', { nested: true });
    const inMsg = recordedTransactions().find((transaction) => {
      const message = transaction['in_msg'] as Record<string, unknown> | null;
      return message && 'extra_flags' in message;
    });
    if (inMsg) expect(transactionSchema.parse(inMsg).in_msg).toHaveProperty('extra_flags');
  });
});

// ---------------------------------------------------------------------------------------------------
// Named rewrites of real bodies into the older forms the guide documents.

/** Older index versions: `{type: "skipped", skip_reason}` instead of `{skipped: true, reason}`. */
function toLegacySkippedCompute(transaction: Record<string, unknown>) {
  const description = structuredClone(transaction['description']) as Record<string, unknown>;
  description['compute_ph'] = { type: 'skipped', skip_reason: 'no_gas' };
  return { ...transaction, description };
}

/** Older index versions: `{type: "vm", …}` without `skipped`. */
function toLegacyVmCompute(transaction: Record<string, unknown>) {
  const description = structuredClone(transaction['description']) as Record<string, unknown>;
  const { skipped: _skipped, ...compute } = description['compute_ph'] as Record<string, unknown>;
  description['compute_ph'] = { type: 'vm', ...compute };
  return { ...transaction, description };
}

/** Spec form: opcode as a JSON integer instead of the live server's "0x…" string. */
function toIntegerOpcode(transaction: Record<string, unknown>) {
  const inMsg = structuredClone(transaction['in_msg']) as Record<string, unknown>;
  inMsg['opcode'] = Number.parseInt(String(inMsg['opcode']), 16);
  return { ...transaction, in_msg: inMsg };
}

/** Older index versions: a text comment without "@type". */
function toLegacyComment(transaction: Record<string, unknown>) {
  const inMsg = structuredClone(transaction['in_msg']) as Record<string, unknown>;
  const content = inMsg['message_content'] as Record<string, unknown>;
  const decoded = content['decoded'] as Record<string, unknown>;
  content['decoded'] = { type: 'text_comment', comment: decoded['comment'] };
  return { ...transaction, in_msg: inMsg };
}

describe('older and spec forms normalise to the current form', () => {
  const transactions = recordedTransactions();
  const computed = transactions.find((transaction) => {
    const compute = (transaction['description'] as Record<string, unknown> | undefined)?.['compute_ph'] as
      Record<string, unknown> | undefined;
    return compute?.['skipped'] === false;
  })!;
  const withOpcode = transactions.find(
    (transaction) =>
      typeof (transaction['in_msg'] as Record<string, unknown> | null)?.['opcode'] === 'string',
  )!;
  const withComment = transactions.find((transaction) => {
    const decoded = (
      (transaction['in_msg'] as Record<string, unknown> | null)?.['message_content'] as
        Record<string, unknown> | undefined
    )?.['decoded'] as Record<string, unknown> | undefined;
    return decoded?.['@type'] === 'text_comment';
  });

  it('legacy skipped compute phase', () => {
    const parsed = transactionSchema.parse(toLegacySkippedCompute(computed));
    expect(parsed.description?.compute_ph).toMatchObject({ skipped: true, reason: 'no_gas' });
  });

  it('legacy vm compute phase', () => {
    const current = transactionSchema.parse(computed).description?.compute_ph;
    const legacy = transactionSchema.parse(toLegacyVmCompute(computed)).description?.compute_ph;
    expect(legacy?.skipped).toBe(false);
    expect(legacy?.exit_code).toBe(current?.exit_code);
    expect(legacy?.gas_used).toBe(current?.gas_used);
  });

  it('integer opcode equals the hex-string opcode', () => {
    const fromString = transactionSchema.parse(withOpcode).in_msg?.opcode;
    const fromInteger = transactionSchema.parse(toIntegerOpcode(withOpcode)).in_msg?.opcode;
    expect(fromString).toBeTypeOf('number');
    expect(fromInteger).toBe(fromString);
  });

  it.runIf(withComment !== undefined)('legacy text comment gets an @type', () => {
    const parsed = transactionSchema.parse(toLegacyComment(withComment!));
    expect(parsed.in_msg?.message_content?.decoded?.['@type']).toBe('text_comment');
  });

  it('nulls and missing non-essential fields are accepted', () => {
    const stripped = {
      ...computed,
      description: null,
      in_msg: null,
      out_msgs: null,
      total_fees: null,
      now: undefined,
    };
    const parsed = transactionSchema.parse(stripped);
    expect(parsed.out_msgs).toEqual([]);
    expect(parsed.total_fees).toBeUndefined();
  });

  it('drift in a non-essential field does not fail the transaction', () => {
    const drifted = { ...computed, total_fees: 'lots', now: 'yesterday', end_status: 42 };
    const parsed = transactionSchema.parse(drifted);
    expect(parsed.total_fees).toBeUndefined();
    expect(parsed.now).toBeUndefined();
  });

  it('an essential field fails, naming itself', () => {
    const result = transactionSchema.safeParse({ ...computed, lt: 'not a number' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['lt']);
  });
});

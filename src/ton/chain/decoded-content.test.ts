import { describe, expect, it } from 'vitest';
import { RECORDED, recordedTransaction, type Json } from '../../../test/fixtures/recorded-transactions.ts';
import { DECODED_MAX_NODES, findComments, readDecoded, type DecodedNode } from './decoded-content.ts';

function decodedOf(hash: string, message: 'in' | number = 'in'): unknown {
  const transaction = recordedTransaction('mainnet', hash);
  const msg = (
    message === 'in' ? transaction['in_msg'] : (transaction['out_msgs'] as Json[])[message]
  ) as Json;
  return (msg['message_content'] as Json)['decoded'];
}

function field(node: DecodedNode, name: string): DecodedNode | undefined {
  return node.kind === 'record' ? node.fields.find(([key]) => key === name)?.[1] : undefined;
}

describe('readDecoded', () => {
  it('reads a recorded jetton transfer: amounts unwrapped, addresses raw, empty Maybe as none', () => {
    const tree = readDecoded(decodedOf(RECORDED.jettonTransferTx));
    expect(tree).toMatchObject({ kind: 'record', type: 'jetton_transfer' });
    expect(field(tree, 'query_id')).toEqual({ kind: 'value', text: '7253338335086549327' });
    expect(field(tree, 'amount')).toEqual({ kind: 'value', text: '1000000' });
    expect(field(tree, 'destination')).toEqual({
      kind: 'address',
      raw: '0:4E3664FAEE814FBDB6C1CB36D72BAC52D15E186C11ECD664FE1B3F1A7CFD801D',
    });
    expect(field(tree, 'custom_payload')).toEqual({ kind: 'none', label: 'none' });
    // forward_payload: left$0 of a text comment, read through the Either.
    expect(field(tree, 'forward_payload')).toEqual({ kind: 'comment', text: 'Hello!' });
  });

  it('reads through a cell reference of a recorded wallet request', () => {
    const tree = readDecoded(decodedOf(RECORDED.externalWalletTx));
    expect(tree).toMatchObject({ kind: 'record', type: 'wallet_signed_v4' });
    expect(JSON.stringify(tree)).not.toContain('cell_reference');
    expect(JSON.stringify(tree)).not.toContain('first_from_either');
  });

  it.each<[unknown, DecodedNode]>([
    [null, { kind: 'none', label: 'none' }],
    ['text', { kind: 'value', text: 'text' }],
    [12, { kind: 'value', text: '12' }],
    [true, { kind: 'value', text: 'true' }],
    [{ '@type': 'empty_cell' }, { kind: 'none', label: 'empty' }],
    [{ '@type': 'addr_none' }, { kind: 'none', label: 'none' }],
    [
      { '@type': 'text_comment', comment: 'hi' },
      { kind: 'comment', text: 'hi' },
    ],
    // An address record that is not a valid addr_std stays a record.
    [
      { '@type': 'addr_std', workchain_id: 'x', address: 'zz' },
      {
        kind: 'record',
        type: 'addr_std',
        fields: [
          ['workchain_id', { kind: 'value', text: 'x' }],
          ['address', { kind: 'value', text: 'zz' }],
        ],
      },
    ],
    [['a'], { kind: 'list', items: [{ kind: 'value', text: 'a' }] }],
  ])('%j', (input, expected) => {
    expect(readDecoded(input)).toEqual(expected);
  });

  it('keeps a stranger’s keys and values as they are (the UI shows them as text)', () => {
    const tree = readDecoded({ '@type': 'x', '<img src=x>': '\u202Egpj.exe', __proto__: 'p' });
    expect(tree).toMatchObject({ kind: 'record', fields: [['<img src=x>', { text: '\u202Egpj.exe' }]] });
  });

  it('stops at a bounded size, however deep or wide the body', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100; i++) deep = { '@type': 'wrap', inner: deep };
    expect(JSON.stringify(readDecoded(deep))).toContain('truncated');
    const wide = Object.fromEntries(Array.from({ length: DECODED_MAX_NODES * 2 }, (_, i) => [`k${i}`, i]));
    const tree = readDecoded(wide);
    if (tree.kind !== 'record') throw new Error('expected a record');
    expect(tree.fields.length).toBeLessThanOrEqual(DECODED_MAX_NODES + 1);
    expect(tree.fields.at(-1)?.[1]).toEqual({ kind: 'truncated' });
  });
});

describe('findComments', () => {
  it('finds a top-level comment and one carried inside a recorded jetton transfer', () => {
    expect(findComments({ '@type': 'text_comment', comment: 'top' })).toEqual(['top']);
    expect(findComments(decodedOf(RECORDED.externalWalletTx))).toEqual(['Hello!']);
  });

  it('finds nothing in a body without comments', () => {
    expect(findComments(decodedOf(RECORDED.excessTx))).toEqual([]);
    expect(findComments(null)).toEqual([]);
  });
});

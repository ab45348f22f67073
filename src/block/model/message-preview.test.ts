import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../../api/schemas.ts';
import { RECORDED, recordedTransaction } from '../../../test/fixtures/recorded-transactions.ts';
import { commentOf, messagePreview } from './message-preview.ts';

const inMsg = (network: 'mainnet' | 'testnet', hash: string) =>
  transactionSchema.parse(recordedTransaction(network, hash)).in_msg;

describe('messagePreview', () => {
  it('names a standard opcode and shows its hex', () => {
    expect(messagePreview(inMsg('mainnet', RECORDED.jettonTransferTx))).toEqual({
      label: 'Jetton transfer',
      opcode: '0x0f8a7ea5',
      isComment: false,
    });
  });

  it('does not name the signature bits of an external wallet message as an opcode', () => {
    expect(messagePreview(inMsg('mainnet', RECORDED.externalWalletTx))).toMatchObject({
      label: 'wallet signed v4',
      isComment: false,
    });
  });

  it('quotes a comment, revealing what a stranger hid in it and shortening it', () => {
    const message = inMsg('testnet', RECORDED.bouncedTx)!;
    const hostile = {
      ...message,
      message_content: {
        ...message.message_content,
        decoded: { '@type': 'text_comment', comment: `pay\u202Egpj.exe ${'x'.repeat(100)}` },
      },
    };
    const preview = messagePreview(hostile);
    expect(preview.isComment).toBe(true);
    expect(preview.label).toMatch(/^“pay⟨U\+202E⟩gpj\.exe x+…”$/);
    expect(commentOf(hostile)).toContain('\u202E');
  });

  it('says what there is when there is no message or no opcode', () => {
    expect(messagePreview(undefined)).toEqual({ label: 'no incoming message', isComment: false });
    const message = inMsg('mainnet', RECORDED.excessTx)!;
    expect(messagePreview({ ...message, opcode: undefined, message_content: null })).toEqual({
      label: 'empty body',
      isComment: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { jettonInfoOf } from '../jetton/jetton-info.ts';
import type { Action, JettonDirectory, SentencePart } from './action-model.ts';
import { actionSentenceText, actionTypeLabel } from './action-text.ts';

const MASTER = `0:${'E1'.repeat(32)}`;
const A = `0:${'AA'.repeat(32)}`;
const B = `0:${'BB'.repeat(32)}`;
const GRAM = { unit: 'ton', ticker: 'GRAM' } as const;

function action(sentence: SentencePart[]): Action {
  return {
    id: 'tonlens:x:0',
    type: 'jetton_transfer',
    source: 'tonlens',
    success: true,
    failure: null,
    sentence,
    accounts: [A, B],
    flows: [],
    transactions: ['x'],
    traceId: null,
  };
}

const directoryWith = (symbol: string, decimals: string): JettonDirectory =>
  new Map([[MASTER, jettonInfoOf(MASTER, [{ type: 'jetton_masters', symbol, extra: { decimals } }])]]);

const sent = (amount: bigint): Action =>
  action([
    { kind: 'account', raw: A },
    { kind: 'text', text: ' sent ' },
    { kind: 'jetton', master: MASTER, amount },
    { kind: 'text', text: ' to ' },
    { kind: 'account', raw: B },
  ]);

describe('actionSentenceText', () => {
  it('marks a jetton named like the coin or USD₮ in text (exports), with its master', () => {
    const text = actionSentenceText(sent(10_000_000_000n), directoryWith('GRAM', '9'), GRAM);
    expect(text).toBe(
      `${A} sent 10 GRAM (a jetton, master ${MASTER.slice(0, 8)}…${MASTER.slice(-6)}: its name looks like the native coin) to ${B}`,
    );
    const usdt = actionSentenceText(sent(1_000_000n), directoryWith('USD₮', '6'), GRAM);
    expect(usdt).toContain(
      '1 USD₮ (a jetton, master 0:E1E1E1…E1E1E1: its name looks like USD₮, but it is another jetton)',
    );
  });

  it('writes a jetton with its own decimals and symbol, exactly, and never the coin ticker', () => {
    const text = actionSentenceText(sent(123_456_789_012_345_678_901n), directoryWith('LENS', '9'), GRAM);
    expect(text).toBe(`${A} sent 123,456,789,012.345678901 LENS to ${B}`);
    expect(text).not.toMatch(/GRAM|TON/);
  });

  it('writes accounts through the caller (user-friendly form), raw as given otherwise', () => {
    const text = actionSentenceText(sent(1n), directoryWith('LENS', '0'), GRAM, (raw) =>
      raw === A ? 'alice.ton' : 'EQBB…',
    );
    expect(text).toBe('alice.ton sent 1 LENS to EQBB…');
  });

  it('makes a symbol with U+202E visible', () => {
    const text = actionSentenceText(sent(1_000_000_000n), directoryWith('USD\u202E₮ETH', '9'), GRAM);
    expect(text).toContain('1 USD⟨U+202E⟩₮ETH');
    expect(text).not.toContain('\u202E');
  });

  it.each([
    ['255', 'more than 36 decimals'],
    ['-1', 'not a decimal integer'],
    ['x', 'not a decimal integer'],
  ])('writes raw units for decimals "%s"', (decimals) => {
    const text = actionSentenceText(sent(1_500n), directoryWith('HOST', decimals), GRAM);
    expect(text).toBe(`${A} sent 1,500 raw units of HOST to ${B}`);
  });

  it('writes raw units of an unknown jetton when the master is not known or not described', () => {
    const unknown = action([{ kind: 'jetton', master: null, amount: 42n }]);
    expect(actionSentenceText(unknown, new Map(), GRAM)).toBe('42 raw units of an unknown jetton');
    expect(actionSentenceText(sent(42n), new Map(), GRAM)).toContain(
      '42 raw units of a jetton not described',
    );
  });

  it('writes the coin through the coin door, in the ticker the reader chose', () => {
    const coin = action([{ kind: 'coin', nanos: 1_500_000_000n }]);
    expect(actionSentenceText(coin, new Map(), GRAM)).toBe('1.5 GRAM');
    expect(actionSentenceText(coin, new Map(), { unit: 'nanoton', ticker: 'TON' })).toBe(
      '1500000000 nanoTON',
    );
  });

  it('names an opcode with its standard name, or in hex', () => {
    expect(actionSentenceText(action([{ kind: 'opcode', opcode: 0x0f8a7ea5 }]), new Map(), GRAM)).toBe(
      '0x0f8a7ea5 (Jetton transfer)',
    );
    expect(actionSentenceText(action([{ kind: 'opcode', opcode: 0x6661696c }]), new Map(), GRAM)).toBe(
      '0x6661696c',
    );
    expect(actionSentenceText(action([{ kind: 'opcode', opcode: -1 }]), new Map(), GRAM)).toBe(
      'an unreadable opcode',
    );
  });

  it('cuts a 10 MB comment where the text is built and shows hidden characters', () => {
    const comment = `\u202E${'A'.repeat(10 * 1024 * 1024)}`;
    const text = actionSentenceText(action([{ kind: 'stranger', text: comment }]), new Map(), GRAM);
    expect(text.length).toBeLessThan(200);
    expect(text.startsWith('“⟨U+202E⟩AAA')).toBe(true);
  });
});

describe('actionTypeLabel', () => {
  it.each([
    ['jetton_transfer', 'Jetton transfer'],
    ['ton_transfer', 'Transfer'],
    ['unclassified', 'Unclassified contract call'],
    ['bounce', 'Bounce'],
    ['nft_cancel_sale', 'NFT cancel sale'],
    ['tgbtc_mint', 'tgBTC mint'],
  ])('%s reads "%s"', (type, label) => {
    expect(actionTypeLabel(type)).toBe(label);
  });

  it('shows a stranger type safely: control characters visible, cut', () => {
    expect(actionTypeLabel('evil\u0007type\u202E')).toBe('evil⟨U+0007⟩type⟨U+202E⟩');
    expect(actionTypeLabel('constructor')).toBe('Constructor');
    expect(actionTypeLabel('__proto__')).toBe('__proto__');
    expect(Array.from(actionTypeLabel('Ж'.repeat(100_000))).length).toBeLessThanOrEqual(49);
  });
});

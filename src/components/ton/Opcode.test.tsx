import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Opcode } from './Opcode.tsx';

describe('Opcode', () => {
  it.each([
    { name: 'no opcode', opcode: undefined, decodedName: undefined, shown: 'none' },
    {
      name: 'a standard opcode: its name',
      opcode: 0x0f8a7ea5,
      decodedName: undefined,
      shown: '0x0f8a7ea5 · Jetton transfer',
    },
    { name: 'zero, a text comment', opcode: 0, decodedName: undefined, shown: '0x00000000 · Text comment' },
    {
      name: 'the largest, a bounce',
      opcode: 0xffffffff,
      decodedName: undefined,
      shown: '0xffffffff · Bounce',
    },
    {
      name: 'a standard opcode: its name, not the index’s',
      opcode: 0x0f8a7ea5,
      decodedName: 'transfer_lookalike',
      shown: '0x0f8a7ea5 · Jetton transfer',
    },
    { name: 'an unknown opcode: hex only', opcode: 0x12345678, decodedName: undefined, shown: '0x12345678' },
    {
      name: 'an unknown opcode, decoded name null',
      opcode: 0x12345678,
      decodedName: null,
      shown: '0x12345678',
    },
    {
      name: 'an unknown opcode, decoded name empty',
      opcode: 0x12345678,
      decodedName: '',
      shown: '0x12345678',
    },
    {
      name: 'an unknown opcode the index named: that name, marked as the index’s',
      opcode: 0x12345678,
      decodedName: 'my_swap',
      shown: '0x12345678 · my_swap (the index’s name)',
    },
    {
      name: 'a decoded name with invisible characters: shown as ⟨U+…⟩',
      opcode: 0x12345678,
      decodedName: 'jetton\u202Erefsnart\u200B',
      shown: '0x12345678 · jetton⟨U+202E⟩refsnart⟨U+200B⟩ (the index’s name)',
    },
    {
      name: 'a 3,000-character decoded name: cut in the middle',
      opcode: 0x12345678,
      decodedName: `${'a'.repeat(1_500)}${'b'.repeat(1_500)}`,
      shown: `0x12345678 · ${'a'.repeat(60)}…${'b'.repeat(8)} (the index’s name)`,
    },
  ])('$name', ({ opcode, decodedName, shown }) => {
    const { container } = render(<Opcode opcode={opcode} decodedName={decodedName} />);
    expect(container.textContent).toBe(shown);
    expect(container.textContent).not.toMatch(/[\u202E\u200B]/u);
  });
});

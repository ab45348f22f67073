import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jettonInfoOf } from '../../ton/jetton/jetton-info.ts';
import { JettonAmount } from './JettonAmount.tsx';

const MASTER = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const directory = (symbol: string, decimals: string) =>
  new Map([[MASTER, jettonInfoOf(MASTER, [{ type: 'jetton_masters', symbol, extra: { decimals } }])]]);

describe('JettonAmount', () => {
  it('applies the decimals exactly and writes the symbol, never the coin', () => {
    const { container } = render(
      <JettonAmount master={MASTER} amount={123_456_789_012_345_678n} jettons={directory('LENS', '9')} />,
    );
    expect(container.textContent).toBe('123,456,789.012345678 LENS');
  });

  it.each(['255', '-1', 'x'])(
    'leaves the amount in raw units, saying why, with decimals "%s"',
    (decimals) => {
      const { container } = render(
        <JettonAmount master={MASTER} amount={1500n} jettons={directory('LENS', decimals)} reason="shown" />,
      );
      expect(container.textContent).toMatch(/^1,500 raw units of LENS \(decimals unknown — raw units: .+\)$/);
    },
  );

  it('shows a hostile symbol as text, its direction character visible, and warns of a look-alike', () => {
    const { container } = render(
      <JettonAmount master={MASTER} amount={1n} jettons={directory('\u202EGRAM', '0')} />,
    );
    expect(container.textContent).toContain('1 ⟨U+202E⟩GRAM');
    expect(container.textContent).not.toContain('\u202E');
    expect(screen.getByRole('img', { name: /looks like the native coin/ })).toBeInTheDocument();
  });

  it('says when it does not know the jetton at all', () => {
    const { container } = render(<JettonAmount master={null} amount={7n} jettons={new Map()} />);
    expect(container.textContent).toBe('7 raw units of an unknown jetton');
  });
});

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

  it('signs a gain when asked (a loss reads "−" already)', () => {
    const jettons = directory('LENS', '9');
    const gain = render(<JettonAmount master={MASTER} amount={1_500_000_000n} jettons={jettons} signed />);
    expect(gain.container.textContent).toBe('+1.5 LENS');
    const loss = render(<JettonAmount master={MASTER} amount={-1_500_000_000n} jettons={jettons} signed />);
    expect(loss.container.textContent).toBe('−1.5 LENS');
  });

  it('names USD₮ by its master, whatever its metadata calls itself', () => {
    const usdt = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
    const jettons = new Map([
      [usdt, jettonInfoOf(usdt, [{ type: 'jetton_masters', symbol: 'FAKE', extra: { decimals: '6' } }])],
    ]);
    const { container } = render(<JettonAmount master={usdt} amount={2_000_000n} jettons={jettons} />);
    expect(container.textContent).toBe('2 USD₮');
  });

  it('finds a master written in lowercase, and writes a master it knows nothing of shortened', () => {
    const lower = render(
      <JettonAmount master={MASTER.toLowerCase()} amount={1_000_000_000n} jettons={directory('LENS', '9')} />,
    );
    expect(lower.container.textContent).toBe('1 LENS');
    const unknown = render(<JettonAmount master={MASTER} amount={5n} jettons={new Map()} />);
    expect(unknown.container.textContent).toBe('5 raw units of jetton 0:A916EB…C0DCA8');
  });
});

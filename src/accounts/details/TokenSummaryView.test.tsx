import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenSummary } from '../account-rows.ts';
import { tokenTypeLabel } from './token-text.ts';
import { TokenSummaryView } from './TokenSummaryView.tsx';

function token(type: string): TokenSummary {
  return {
    type,
    name: 'Name',
    symbol: 'SYM',
    description: undefined,
    imageUrl: undefined,
    isScam: false,
    isNsfw: false,
    nftIndex: undefined,
    jettonMaster: undefined,
    jettonName: undefined,
    jettonSymbol: undefined,
    jettonBalance: undefined,
    jettonDecimals: undefined,
    owner: undefined,
  };
}

describe('tokenTypeLabel', () => {
  it('names the known types', () => {
    expect(tokenTypeLabel('jetton_wallets')).toBe('Jetton wallet');
    expect(tokenTypeLabel(undefined)).toBe('Token');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'shows the server’s %j as text, not a property of Object.prototype',
    (type) => {
      expect(tokenTypeLabel(type)).toBe(type);
      const { container } = render(<TokenSummaryView token={token(type)} showImages={false} />);
      expect(container.textContent).toContain(type);
      expect(container.textContent).toContain('Name');
    },
  );

  it('reveals invisibles in an unknown type and cuts it', () => {
    const label = tokenTypeLabel(`\u202E${'x'.repeat(3000)}`);
    expect(label).not.toContain('\u202E');
    expect(label.length).toBeLessThan(60);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readBlockFilters } from './block-filters.ts';
import { TransactionFilters } from './TransactionFilters.tsx';

const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const NOT_AN_ADDRESS = `0:\u202E${'A'.repeat(64)}`;

describe('TransactionFilters', () => {
  it("suggests only the block's accounts that are addresses, not the API's other text", () => {
    const { container } = render(
      <TransactionFilters
        filters={readBlockFilters(new URLSearchParams())}
        opcodes={[]}
        accounts={[
          { raw: TOLYA_RAW, count: 2 },
          { raw: NOT_AN_ADDRESS, count: 1 },
        ]}
        addressBook={{}}
        shown={3}
        total={3}
        onChange={() => {}}
        onClear={() => {}}
      />,
    );
    const options = [...container.querySelectorAll('datalist option')];
    expect(options).toHaveLength(1);
    expect(container.innerHTML).not.toContain('\u202E');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readBlockFilters, type FilterChange } from '../model/block-filters.ts';
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

  it('shows the outcome, shard block and "no opcode" filters of the URL, and changes them', async () => {
    const changes: FilterChange[] = [];
    render(
      <TransactionFilters
        filters={readBlockFilters(
          new URLSearchParams('outcome=bounced&shard=0:8000000000000000:55671169&opcode=none'),
        )}
        opcodes={[{ opcode: 0x0f8a7ea5, name: 'Jetton transfer', count: 2 }]}
        accounts={[]}
        addressBook={{}}
        shown={1}
        total={3}
        onChange={(change) => changes.push(change)}
        onClear={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('bounced');
    expect(screen.getByRole('combobox', { name: 'Opcode' })).toHaveValue('none');
    expect(screen.getByText('0:8000000000000000:55671169').parentElement).toHaveTextContent(
      'Only shard block 0:8000000000000000:55671169',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Compute failed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Any outcome');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Opcode' }), 'Any opcode');
    await userEvent.click(
      screen.getByRole('button', { name: 'Show every shard block, not only 0:8000000000000000:55671169' }),
    );
    expect(changes).toEqual([
      { outcome: 'compute-failed' },
      { outcome: undefined },
      { opcode: undefined },
      { shard: '' },
    ]);
  });

  it('shows no shard block field while the list is not narrowed to one', () => {
    render(
      <TransactionFilters
        filters={readBlockFilters(new URLSearchParams())}
        opcodes={[]}
        accounts={[]}
        addressBook={{}}
        shown={3}
        total={3}
        onChange={() => {}}
        onClear={() => {}}
      />,
    );
    expect(screen.queryByText(/Only shard block/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('');
  });
});

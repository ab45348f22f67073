import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toolbar, ToolbarField } from './Toolbar.tsx';

describe('Toolbar', () => {
  it('is a search landmark of its name when it has one, and never submits', () => {
    render(
      <Toolbar look="panel" searchLabel="Filter transactions">
        <ToolbarField label="Outcome" htmlFor="outcome">
          <select id="outcome">
            <option value="">Any outcome</option>
          </select>
        </ToolbarField>
      </Toolbar>,
    );
    const form = screen.getByRole('search', { name: 'Filter transactions' });
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('is no landmark without a name', () => {
    render(
      <Toolbar look="bar">
        <button type="button">Show token images</button>
      </Toolbar>,
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show token images' })).toBeInTheDocument();
  });
});

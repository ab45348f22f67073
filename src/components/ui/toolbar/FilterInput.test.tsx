import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterInput } from './FilterInput.tsx';

/** A filter committed in a parent's state, as the URL holds one, with a way to change it from elsewhere. */
function Harness({ commits }: { commits: (text: string) => boolean }) {
  const [committed, setCommitted] = useState('');
  return (
    <>
      <FilterInput
        label="Find"
        placeholder="Address, domain, label"
        committed={committed}
        onChange={(text) => {
          if (commits(text)) setCommitted(text);
        }}
        draftProblem={(draft) => (draft.startsWith('0:') ? undefined : 'Not an address yet')}
      />
      <output aria-label="Committed">{committed}</output>
      <button type="button" onClick={() => setCommitted('')}>
        Clear filters
      </button>
      <button type="button" onClick={() => setCommitted('0:back')}>
        Back
      </button>
    </>
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Find' });
const committedText = () => screen.getByRole('status', { name: 'Committed' }).textContent;

describe('FilterInput', () => {
  it('is a labelled searchbox with its placeholder, no autocomplete and no spell check', () => {
    render(<Harness commits={() => true} />);
    expect(field()).toHaveAttribute('placeholder', 'Address, domain, label');
    expect(field()).toHaveAttribute('autocomplete', 'off');
    expect(field()).toHaveAttribute('spellcheck', 'false');
  });

  it('hands every edit on, and follows the committed value when it changes from elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness commits={() => true} />);
    await user.type(field(), '0:ab');
    expect(committedText()).toBe('0:ab');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field()).toHaveValue('0:back');
  });

  it('keeps the text being typed while it is not committed, and says what is wrong with it', async () => {
    const user = userEvent.setup();
    render(<Harness commits={(text) => text.startsWith('0:')} />);
    await user.type(field(), 'EQ');
    expect(field()).toHaveValue('EQ');
    expect(committedText()).toBe('');
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('Not an address yet');

    await user.clear(field());
    await user.type(field(), '0:1');
    expect(committedText()).toBe('0:1');
    expect(field()).toBeValid();
    expect(screen.queryByText('Not an address yet')).toBeNull();
  });

  it('follows a committed value given anew by its parent, not a re-render with the same one', async () => {
    const user = userEvent.setup();
    const search = () => screen.getByRole('searchbox', { name: 'Search' });
    const { rerender } = render(<FilterInput label="Search" committed="a" onChange={() => {}} />);
    expect(search()).toHaveValue('a');
    await user.type(search(), 'bc');
    rerender(<FilterInput label="Search" committed="a" onChange={() => {}} />);
    expect(search()).toHaveValue('abc');
    rerender(<FilterInput label="Search" committed="b" onChange={() => {}} />);
    expect(search()).toHaveValue('b');
  });
});

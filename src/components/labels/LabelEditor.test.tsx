import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { labelOf, useLabel } from '../../workspace/labels.ts';
import { reloadWorkspaceFromStorage } from '../../workspace/workspace-db.ts';
import { LabelEditor } from './LabelEditor.tsx';

const RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const NAME = 'UQCdqX…Lt3AF4';

/** The editor, and the label as the rest of the page sees it. */
function Editor({ variant }: { variant?: 'icon' | 'text' }) {
  const record = useLabel(RAW);
  return (
    <>
      <LabelEditor raw={RAW} name={NAME} variant={variant} />
      <output aria-label="stored">{record ? `${record.label}|${record.note}` : 'none'}</output>
    </>
  );
}

const stored = () => screen.getByRole('status', { name: 'stored' });

describe('LabelEditor', () => {
  it('adds a label with Enter, edits it, and removes it; focus returns to the button each time', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const add = screen.getByRole('button', { name: `Add label to ${NAME}` });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const label = screen.getByRole('textbox', { name: 'Label' });
    expect(label).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove label' })).not.toBeInTheDocument();
    await user.type(label, '  Treasury  ');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'line one{Enter}line two');
    await user.type(label, '{Enter}');
    await waitFor(() => expect(stored()).toHaveTextContent('Treasury|line one line two'));
    expect(labelOf(RAW)?.note).toBe('line one\nline two');
    // The label shows at once; the form closes when storage has answered, which may be later.
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const edit = screen.getByRole('button', { name: `Edit label of ${NAME}` });
    expect(edit).toHaveFocus();

    await user.click(edit);
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Treasury');
    await user.click(screen.getByRole('button', { name: 'Remove label' }));
    await waitFor(() => expect(stored()).toHaveTextContent('none'));
    await waitFor(() => expect(screen.getByRole('button', { name: `Add label to ${NAME}` })).toHaveFocus());
  });

  it('Escape cancels: nothing changes', async () => {
    const user = userEvent.setup();
    render(<Editor variant="text" />);
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Draft');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add label' })).toHaveFocus();
    expect(stored()).toHaveTextContent('none');
  });

  it('refuses what labelProblem objects to, saying why', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: `Add label to ${NAME}` }));
    const label = screen.getByRole('textbox', { name: 'Label' });
    await user.click(label);
    await user.paste('x'.repeat(65));
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription('A label has at most 64 characters; this one has 65.');
    await user.type(label, '{Enter}');
    expect(screen.getByRole('form', { name: `Label of ${NAME}` })).toBeInTheDocument();
    expect(stored()).toHaveTextContent('none');
  });

  it('says when storage failed: the label is kept for this tab only', async () => {
    const user = userEvent.setup();
    // A browser that refuses storage (private mode): opening the database throws. test/setup.ts gives the
    // next test a working one again.
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('storage refused', 'SecurityError');
      },
    } as unknown as IDBFactory;
    act(() => reloadWorkspaceFromStorage());
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: `Add label to ${NAME}` }));
    await screen.findByText(/storage is not available: labels are kept for this tab only/);
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Treasury{Enter}');
    await waitFor(() => expect(stored()).toHaveTextContent('Treasury|'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Label kept for this tab only: the browser’s storage failed.',
    );
  });
});

import { Dialog } from '../components/ui/Dialog.tsx';

const KEYBOARD_SHORTCUTS: ReadonlyArray<readonly [keys: string, action: string]> = [
  ['/ or Ctrl+K', 'Focus the search'],
  ['←  →', 'Previous / next block (on a block page)'],
  ['j  k', 'Next / previous transaction (on a block page)'],
  ['l', 'Latest block'],
  ['?', 'This list'],
  ['Esc', 'Close a dialog'],
];

export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose}>
      <dl>
        {KEYBOARD_SHORTCUTS.map(([keys, action]) => (
          <div key={keys} style={{ display: 'flex', gap: 16 }}>
            <dt style={{ minWidth: 110 }}>
              <kbd>{keys}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{action}</dd>
          </div>
        ))}
      </dl>
      <p>
        The search takes a block number, “latest”, addresses or links, and a date and time such as{' '}
        <kbd>2025-08-02 18:11</kbd> or <kbd>2025-08-02T18:11:38Z</kbd> (UTC unless the display setting is
        local time), which opens the block in effect at that moment; a date alone opens that day’s first
        block.
      </p>
    </Dialog>
  );
}

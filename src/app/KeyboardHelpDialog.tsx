import type { ReactNode } from 'react';
import { Dialog } from '../components/ui/Dialog.tsx';
import { Msg } from '../components/ui/Msg.tsx';
import { t } from '../ton/i18n/door.ts';
import type { Message } from '../ton/i18n/messages.ts';
import { keyboardHelpMessages as m } from './keyboard-help-messages.ts';

// Keys as printed on a US keyboard (the shortcuts match the key's place, whatever the layout prints on it)
// and left to right in every language: in a right-to-left page ← and → keep their places, beside the
// "previous / next" they stand for.
const KEYS = {
  slash: '/',
  ctrlK: 'Ctrl+K',
  arrows: '←  →',
  jk: 'j  k',
  l: 'l',
  question: '?',
  escape: 'Esc',
  minute: '2025-08-02 18:11',
  second: '2025-08-02T18:11:38Z',
} as const;

function Key({ children }: { children: string }) {
  return <kbd dir="ltr">{children}</kbd>;
}

function shortcuts(): ReadonlyArray<readonly [id: string, keys: ReactNode, action: Message]> {
  return [
    [
      'search',
      <Msg
        key="search"
        message={m.either}
        values={{ first: <Key>{KEYS.slash}</Key>, second: <Key>{KEYS.ctrlK}</Key> }}
      />,
      m.search,
    ],
    ['blocks', <Key key="blocks">{KEYS.arrows}</Key>, m.blocks],
    ['transactions', <Key key="transactions">{KEYS.jk}</Key>, m.transactions],
    ['latest', <Key key="latest">{KEYS.l}</Key>, m.latest],
    ['help', <Key key="help">{KEYS.question}</Key>, m.thisList],
    ['close', <Key key="close">{KEYS.escape}</Key>, m.close],
  ];
}

export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={t(m.title)} onClose={onClose}>
      <dl>
        {shortcuts().map(([id, keys, action]) => (
          <div key={id} style={{ display: 'flex', gap: 16 }}>
            <dt style={{ minWidth: 110 }}>{keys}</dt>
            <dd style={{ margin: 0 }}>{t(action)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Msg
          message={m.searchHelp}
          values={{ minute: <Key>{KEYS.minute}</Key>, second: <Key>{KEYS.second}</Key> }}
        />
      </p>
    </Dialog>
  );
}

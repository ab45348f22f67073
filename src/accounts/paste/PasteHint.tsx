import { MAX_ACCOUNTS_PER_LOOKUP } from '../../api/lookup-limit.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { pasteFrameMessages as m } from './paste-frame-messages.ts';
import frame from './paste-frame.module.css';

/** Address forms and examples in the hint and the box: chain data and code, the same in every language. */
const FORMS = {
  raw: '0:…',
  eq: 'EQ…',
  uq: 'UQ…',
  link: 'ton://transfer/…',
  example: 'EQ…,Treasury',
  column: 'label',
} as const;

/**
 * The hint that says what the box takes. The page's largest text: the skeleton (in the first download)
 * and the box draw this same element, so it is painted once, before the page's code has arrived.
 */
export function PasteHint({ id }: { id?: string }) {
  return (
    <p id={id} className={`muted ${frame.hint}`}>
      <Msg
        message={m.hint}
        values={{
          max: MAX_ACCOUNTS_PER_LOOKUP,
          raw: <code>{FORMS.raw}</code>,
          eq: <code>{FORMS.eq}</code>,
          uq: <code>{FORMS.uq}</code>,
          link: <code>{FORMS.link}</code>,
          example: <code>{FORMS.example}</code>,
          column: <code>{FORMS.column}</code>,
        }}
      />
    </p>
  );
}

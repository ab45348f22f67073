import { t } from '../ton/i18n/door.ts';
import { PasteHint } from './paste/PasteHint.tsx';
import { PASTE_PLACEHOLDER, PASTE_ROWS } from './paste/paste-box.ts';
import { pasteFrameMessages } from './paste/paste-frame-messages.ts';
import frame from './paste/paste-frame.module.css';
import { routeFrameMessages as m } from './route-frame-messages.ts';

/**
 * The accounts page's top while its code loads: the title and, for an empty page, the paste box's label,
 * hint and box in their places. The hint is the page's largest text; drawn here from the first download,
 * the page's own (equal) hint later does not move its Largest Contentful Paint. The box is a disabled
 * stand-in of the same size: what is typed before the page is ready would be lost when it replaces it.
 */
export function AccountsSkeleton({ namesList }: { namesList: boolean }) {
  // A link that names a list opens on its results, the paste box folded: no box that would fold away.
  return (
    <div className="page" aria-busy="true" data-skeleton="">
      <h1>{t(m.title)}</h1>
      <p className="visually-hidden" role="status">
        {t(m.loading)}
      </p>
      {namesList ? null : (
        <div className={frame.form}>
          <div className={frame.body}>
            <span className={frame.label}>{t(pasteFrameMessages.addresses)}</span>
            <PasteHint />
            <textarea
              className={`${frame.textarea} ${frame.standIn}`}
              rows={PASTE_ROWS}
              placeholder={PASTE_PLACEHOLDER}
              disabled
              aria-hidden="true"
            />
          </div>
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { Location } from 'react-router';
import { CopyTextButton } from '../../components/ui/clipboard/CopyTextButton.tsx';
import { useStorageProblem } from '../../workspace/workspace-db.ts';
import { shownListName } from './list-names.ts';
import { ListMenu } from './ListMenu.tsx';
import { withSavedList, type SavedListSession } from './useSavedListSession.ts';
import styles from './lists.module.css';
import notes from '../notes.module.css';
import { t } from '../../ton/i18n/door.ts';
import { listsMessages as m } from './lists-messages.ts';
import { Msg } from '../../components/ui/Msg.tsx';

/**
 * The list's controls in the page's toolbar: the list menu, which saved list is shown, "Save this list"
 * for a list that came from a link or a paste, and the share link (never with the saved-list id: it means
 * nothing in another browser).
 */
export function ListControls({
  session,
  location,
  hasList,
}: {
  session: SavedListSession;
  location: Location;
  /** The page shows a list of accounts. */
  hasList: boolean;
}) {
  const [openRequest, setOpenRequest] = useState(0);
  const { current } = session;
  const shareLink = () =>
    `${window.location.origin}${location.pathname}${withSavedList(location.search, undefined)}${location.hash}`;

  return (
    <>
      <ListMenu session={session} canSave={hasList} openRequest={openRequest} />
      {current ? (
        <span className={styles.savedName}>
          <Msg message={m.savedList} values={{ name: <strong>{shownListName(current.name)}</strong> }} />
        </span>
      ) : hasList ? (
        <button type="button" className="button" onClick={() => setOpenRequest((n) => n + 1)}>
          {t(m.saveThisList)}
        </button>
      ) : null}
      {hasList ? (
        <CopyTextButton value={shareLink} what={() => t(m.linkToList)}>
          {t(m.copyLink)}
        </CopyTextButton>
      ) : null}
    </>
  );
}

/**
 * Under the toolbar, what the list's controls have to say: the accounts shown differ from the saved list
 * (with "Update saved list"), the Undo of a deletion, a storage failure. Nothing when all is well.
 */
export function ListNotices({ session }: { session: SavedListSession }) {
  const problem = useStorageProblem();
  const { current, edited, deleted } = session;
  if (!(current && edited) && !deleted && !problem) return null;
  return (
    <div className={styles.notices}>
      {current && edited ? (
        <p className={`${notes.changedNote} ${styles.listEdited}`}>
          {t(m.differs, { name: shownListName(current.name) })}{' '}
          <button type="button" className="button" onClick={() => void session.update()}>
            {t(m.updateSavedList)}
          </button>
        </p>
      ) : null}
      {deleted ? (
        <p className={notes.changedNote} role="status">
          {t(m.deleted, { name: shownListName(deleted.name) })}{' '}
          <button
            type="button"
            className="button"
            // The Delete button that was focused is gone with its entry: focus moves to the way back.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the user's own action
            autoFocus
            onClick={() => void session.undo()}
          >
            {t(m.undo)}
          </button>
        </p>
      ) : null}
      {problem ? (
        <p className={notes.warning} role="alert">
          {t(
            problem.kind === 'quota'
              ? m.storageFull
              : problem.kind === 'failed'
                ? m.storageRefused
                : m.storageUnavailable,
            { message: shownListName(problem.message) },
          )}
        </p>
      ) : null}
    </div>
  );
}

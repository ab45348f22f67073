import { useState } from 'react';
import type { Location } from 'react-router';
import { CopyTextButton } from '../../components/ui/clipboard/CopyTextButton.tsx';
import { useStorageProblem } from '../../workspace/workspace-db.ts';
import { shownListName } from './list-names.ts';
import { ListMenu } from './ListMenu.tsx';
import { withSavedList, type SavedListSession } from './useSavedListSession.ts';
import styles from './lists.module.css';
import notes from '../notes.module.css';

/**
 * Above the results: the list menu, which saved list is shown (and whether the accounts shown differ
 * from it), "Save this list" for a list that came from a link or a paste, the share link (never with the
 * saved-list id: it means nothing in another browser), the Undo of a deletion, and a storage failure.
 */
export function ListBar({
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
  const problem = useStorageProblem();
  const { current, edited, deleted } = session;
  const shareLink = () =>
    `${window.location.origin}${location.pathname}${withSavedList(location.search, undefined)}${location.hash}`;

  return (
    <div className={styles.listBar}>
      <div className={styles.listBarRow}>
        <ListMenu session={session} canSave={hasList} openRequest={openRequest} />
        {current ? (
          <span>
            Saved list: <strong>{shownListName(current.name)}</strong>
          </span>
        ) : hasList ? (
          <button type="button" className="button" onClick={() => setOpenRequest((n) => n + 1)}>
            Save this list
          </button>
        ) : null}
        {current && edited ? (
          <span className={styles.listEdited}>
            The accounts shown differ from the saved list.{' '}
            <button type="button" className="button" onClick={() => void session.update()}>
              Update saved list
            </button>
          </span>
        ) : null}
        {hasList ? (
          <CopyTextButton value={shareLink} what={() => 'link to this list'}>
            Copy link
          </CopyTextButton>
        ) : null}
      </div>
      {deleted ? (
        <p className={notes.changedNote} role="status">
          Deleted the saved list {shownListName(deleted.name)}.{' '}
          <button
            type="button"
            className="button"
            // The Delete button that was focused is gone with its entry: focus moves to the way back.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the user's own action
            autoFocus
            onClick={() => void session.undo()}
          >
            Undo
          </button>
        </p>
      ) : null}
      {problem ? (
        <p className={notes.warning} role="alert">
          Labels and saved lists cannot be kept in this browser (
          {problem.kind === 'quota'
            ? 'its storage is full'
            : problem.kind === 'failed'
              ? 'it refused a write'
              : 'its storage is not available'}
          : {shownListName(problem.message)}). What you save lasts until this tab is closed; the lookup works
          as before.
        </p>
      ) : null}
    </div>
  );
}

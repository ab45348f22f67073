import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMenuPanel } from '../../components/ui/useMenuPanel.ts';
import { LIST_NAME_MAX_CHARS, type SavedList } from '../../workspace/saved-lists.ts';
import { shownListName } from './list-names.ts';
import type { SavedListSession } from './useSavedListSession.ts';
import styles from './lists.module.css';
import { t } from '../../ton/i18n/door.ts';
import { listsMessages as m } from './lists-messages.ts';

/**
 * The "Lists" button and the panel it opens: save the list shown under a name, open a saved list,
 * rename or delete one. A disclosure (not an ARIA menu): its content is a form and buttons, reached with
 * Tab; Escape closes it and gives focus back to the button.
 */
export function ListMenu({
  session,
  canSave,
  openRequest,
}: {
  session: SavedListSession;
  /** The page shows a list that can be saved. */
  canSave: boolean;
  /** Changes when "Save this list" asks for the menu opened on its name field. */
  openRequest: number;
}) {
  const { open, setOpen, toggleRef, rootRef } = useMenuPanel();
  const panelId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  // "Save this list" opens the menu on its name field.
  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    setOpen(true);
  }
  useEffect(() => {
    if (openRequest !== 0) nameRef.current?.focus();
  }, [openRequest]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div ref={rootRef} className={styles.listMenu}>
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {session.lists.length > 0 ? t(m.listsCount, { count: String(session.lists.length) }) : t(m.lists)}
      </button>
      <div id={panelId} className={styles.listPanel} hidden={!open} role="group" aria-label={t(m.savedLists)}>
        {open ? <ListPanel session={session} canSave={canSave} nameRef={nameRef} onOpened={close} /> : null}
      </div>
    </div>
  );
}

function ListPanel({
  session,
  canSave,
  nameRef,
  onOpened,
}: {
  session: SavedListSession;
  canSave: boolean;
  nameRef: RefObject<HTMLInputElement | null>;
  onOpened: () => void;
}) {
  const [name, setName] = useState('');
  const nameId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    void session.saveAs(name).then(() => {
      setName('');
      onOpened();
    });
  }
  return (
    <>
      {canSave ? (
        <form className={styles.listSave} onSubmit={submit}>
          <label htmlFor={nameId}>{t(m.saveAs)}</label>
          <input
            id={nameId}
            ref={nameRef}
            className={styles.listName}
            value={name}
            maxLength={LIST_NAME_MAX_CHARS}
            placeholder={t(m.namePlaceholder)}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button">
            {t(m.save)}
          </button>
        </form>
      ) : null}
      {!session.loaded ? (
        <p className="muted">{t(m.reading)}</p>
      ) : session.lists.length === 0 ? (
        <p className="muted">{t(m.none)}</p>
      ) : (
        <ul className={styles.listEntries} aria-label={t(m.savedLists)}>
          {session.lists.map((list) => (
            <ListEntry
              key={list.id}
              list={list}
              current={list.id === session.current?.id}
              session={session}
              onOpened={onOpened}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** One saved list: open it, rename it in place, delete it (Undo is offered on the page). */
function ListEntry({
  list,
  current,
  session,
  onOpened,
}: {
  list: SavedList;
  current: boolean;
  session: SavedListSession;
  onOpened: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  // Closing the rename form (saved or cancelled) gives focus back to the Rename button it came from.
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const closeRename = () => {
    returnFocus.current = true;
    setRenaming(false);
  };
  const shown = shownListName(list.name);
  const inputId = useId();
  if (renaming) {
    return (
      <li>
        <form
          className={styles.listSave}
          onSubmit={(event) => {
            event.preventDefault();
            void session.rename(list, name).then(closeRename);
          }}
        >
          <label htmlFor={inputId}>{t(m.newName, { name: shown })}</label>
          <input
            id={inputId}
            className={styles.listName}
            value={name}
            maxLength={LIST_NAME_MAX_CHARS}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the Rename button asked for
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button">
            {t(m.saveName)}
          </button>
          <button type="button" className="button" onClick={closeRename}>
            {t(m.cancel)}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className={styles.listEntry}>
      <button
        type="button"
        className={`button ${styles.listOpen}`}
        aria-current={current ? 'true' : undefined}
        onClick={() => {
          session.open(list);
          onOpened();
        }}
      >
        {shown} <span className="muted">{t(m.accounts, { count: list.accounts.length })}</span>
      </button>
      <button
        type="button"
        className="button"
        ref={renameButton}
        aria-label={t(m.renameName, { name: shown })}
        onClick={() => setRenaming(true)}
      >
        {t(m.rename)}
      </button>
      <button
        type="button"
        className="button"
        aria-label={t(m.deleteName, { name: shown })}
        onClick={() => void session.remove(list)}
      >
        {t(m.delete)}
      </button>
    </li>
  );
}

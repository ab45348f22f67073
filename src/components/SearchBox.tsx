import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { classifySearch } from '../ton/search-query.ts';
import styles from './SearchBox.module.css';

/** The search of the header and the home page: a seqno, "latest", addresses or links. */
export function SearchBox({
  autoFocus = false,
  label = 'Search blocks and accounts',
}: {
  autoFocus?: boolean;
  label?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = classifySearch(text);
    switch (target.kind) {
      case 'invalid':
        setMessage(target.message);
        inputRef.current?.focus();
        return;
      case 'latest':
        void navigate(paths.latestBlock());
        break;
      case 'block':
        void navigate(
          target.transactionHash
            ? paths.transaction(target.seqno, target.transactionHash)
            : paths.block(target.seqno),
        );
        break;
      case 'accounts':
        void navigate(paths.accounts(target.rawAddresses));
        break;
    }
    setMessage(undefined);
    setText('');
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit} noValidate>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMessage(undefined);
        }}
        placeholder="Block seqno, address, link or “latest”"
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the home page, where search is the task
        autoFocus={autoFocus}
        spellCheck={false}
        autoComplete="off"
      />
      <button type="submit" className="button button-primary">
        Search
      </button>
      {message ? (
        <p id={messageId} className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { useActiveEndpoint } from '../settings/active-endpoint-context.ts';
import { updateSettings, useSettings } from '../settings/settings-store.ts';
import { recentSearchesFor, withoutRecentSearch, withRecentSearch } from '../settings/settings.ts';
import { classifySearch, type SearchTarget } from '../ton/search-query.ts';
import { truncateMiddle } from '../ton/text-safety.ts';
import styles from './SearchBox.module.css';

interface SearchBoxProps {
  /** Lets the page's shortcuts (/, Ctrl+K) focus it. */
  id?: string;
  label?: string;
}

function pathOf(target: Exclude<SearchTarget, { kind: 'invalid' }>): string {
  switch (target.kind) {
    case 'latest':
      return paths.latestBlock();
    case 'block':
      return target.transactionHash
        ? paths.transaction(target.seqno, target.transactionHash)
        : paths.block(target.seqno);
    case 'accounts':
      return paths.accounts(target.rawAddresses);
  }
}

/**
 * The search of the header and the home page: a seqno, "latest", addresses or links. Anything else gets
 * a message listing what is accepted. Recent searches are remembered per endpoint and can be removed.
 */
export function SearchBox({ id, label = 'Search blocks and accounts' }: SearchBoxProps) {
  const navigate = useNavigate();
  const active = useActiveEndpoint();
  const settings = useSettings();
  const recentKey = active.network === 'unknown' ? `${active.preset}:${active.baseUrl}` : active.network;
  const recent = recentSearchesFor(settings, recentKey);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [showRecent, setShowRecent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const recentId = useId();

  function go(query: string) {
    const target = classifySearch(query);
    if (target.kind === 'invalid') {
      setMessage(target.message);
      inputRef.current?.focus();
      return;
    }
    updateSettings((current) => withRecentSearch(current, recentKey, query));
    void navigate(pathOf(target));
    setMessage(undefined);
    setShowRecent(false);
    setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go(text);
  }

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={submit}
      noValidate
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setShowRecent(false);
      }}
    >
      <input
        id={id}
        ref={inputRef}
        className={styles.input}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMessage(undefined);
        }}
        onFocus={() => setShowRecent(true)}
        onClick={() => setShowRecent(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShowRecent(false);
          if (event.key === 'ArrowDown') setShowRecent(true);
        }}
        placeholder="Block seqno, address, link or “latest”"
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-controls={showRecent && recent.length > 0 ? recentId : undefined}
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
      {showRecent && recent.length > 0 && text === '' ? (
        <ul id={recentId} className={styles.recent} aria-label="Recent searches">
          {recent.map((item) => (
            <li key={item}>
              <button type="button" className={styles.recentItem} onClick={() => go(item)} title={item}>
                {truncateMiddle(item.replace(/\s+/g, ' '), 28, 12)}
              </button>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove recent search ${truncateMiddle(item, 16, 6)}`}
                onClick={() => updateSettings((current) => withoutRecentSearch(current, recentKey, item))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

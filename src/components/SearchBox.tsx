import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useActiveEndpoint } from '../settings/active-endpoint-context.ts';
import { updateSettings, useSettings } from '../settings/settings-store.ts';
import { recentSearchesFor, withoutRecentSearch, withRecentSearch } from '../settings/settings.ts';
import type { SearchTarget } from '../ton/text/search-query.ts';
import { truncateMiddle } from '../ton/text/text-safety.ts';
import type { TimeZoneSetting } from '../ton/text/time-query.ts';
import styles from './SearchBox.module.css';
import { t } from '../ton/i18n/door.ts';
import { searchMessages as m } from './search-messages.ts';

interface SearchBoxProps {
  /** Lets the page's shortcuts (/, Ctrl+K) focus it. */
  id?: string;
  label?: string;
}

/**
 * What a query is (a seqno, addresses, a link…) is worked out by code that is not part of the first
 * download (the address-list parser), and so is the accounts link a query of addresses opens (the address
 * codec, src/paths.ts): both are fetched when the box is first focused, and awaited on submit.
 */
interface Classifier {
  classifySearch: (typeof import('../ton/text/search-query.ts'))['classifySearch'];
  paths: (typeof import('../paths.ts'))['paths'];
}
let classifier: Promise<Classifier> | undefined;
function loadClassifier() {
  // A failed load is forgotten, so the next try fetches it again.
  classifier ??= Promise.all([import('../ton/text/search-query.ts'), import('../paths.ts')])
    .then(([{ classifySearch }, { paths }]) => ({ classifySearch, paths }))
    .catch((error: unknown) => {
      classifier = undefined;
      throw error;
    });
  return classifier;
}

function pathOf(target: Exclude<SearchTarget, { kind: 'invalid' }>, paths: Classifier['paths']): string {
  switch (target.kind) {
    case 'latest':
      return paths.latestBlock();
    case 'block':
      return target.transactionHash
        ? paths.transaction(target.seqno, target.transactionHash)
        : paths.block(target.seqno);
    case 'accounts':
      return paths.accounts(target.rawAddresses);
    case 'time':
      return paths.blockAtTime(target.canonical);
  }
}

/**
 * The typed query, the message about it and whether the recent searches show; `go` classifies a query and
 * opens what it names, remembering it among this endpoint's recent searches.
 */
function useSearch(recentKey: string, timeZone: TimeZoneSetting) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [showRecent, setShowRecent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function go(query: string) {
    let classifySearch: Classifier['classifySearch'];
    let paths: Classifier['paths'];
    try {
      ({ classifySearch, paths } = await loadClassifier());
    } catch {
      // The app was updated or the network dropped since this page loaded: say so, keep the text.
      setMessage(t(m.loadFailed));
      return;
    }
    const target = classifySearch(query, { timeZone });
    if (target.kind === 'invalid') {
      setMessage(target.message);
      inputRef.current?.focus();
      return;
    }
    updateSettings((current) => withRecentSearch(current, recentKey, query));
    void navigate(pathOf(target, paths));
    setMessage(undefined);
    setShowRecent(false);
    setText('');
  }

  return { text, setText, message, setMessage, showRecent, setShowRecent, inputRef, go };
}

/**
 * The header's search (the home page has no other): a seqno, "latest", addresses or links. Anything else gets
 * a message listing what is accepted. Recent searches are remembered per endpoint and can be removed.
 */
export function SearchBox({ id, label = t(m.label) }: SearchBoxProps) {
  const active = useActiveEndpoint();
  const settings = useSettings();
  const recentKey = active.network === 'unknown' ? `${active.preset}:${active.baseUrl}` : active.network;
  const recent = recentSearchesFor(settings, recentKey);
  const { text, setText, message, setMessage, showRecent, setShowRecent, inputRef, go } = useSearch(
    recentKey,
    settings.timeZone,
  );
  const messageId = useId();
  const recentId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void go(text);
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
        onFocus={() => {
          setShowRecent(true);
          // Fetched ahead; a failure is reported on submit.
          loadClassifier().catch(() => {});
        }}
        onClick={() => setShowRecent(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShowRecent(false);
          if (event.key === 'ArrowDown') setShowRecent(true);
        }}
        placeholder={t(m.placeholder)}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-controls={showRecent && recent.length > 0 ? recentId : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <button type="submit" className={`button button-primary ${styles.submit}`}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor">
          <circle cx="8.5" cy="8.5" r="5.5" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={styles.word}>{t(m.search)}</span>
      </button>
      {message ? (
        <p id={messageId} className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      {showRecent && recent.length > 0 && text === '' ? (
        <RecentSearches
          id={recentId}
          items={recent}
          onPick={(item) => void go(item)}
          onRemove={(item) => updateSettings((current) => withoutRecentSearch(current, recentKey, item))}
        />
      ) : null}
    </form>
  );
}

/** The remembered searches of this endpoint, shown while the box is focused and empty. */
function RecentSearches({
  id,
  items,
  onPick,
  onRemove,
}: {
  id: string;
  items: readonly string[];
  onPick: (item: string) => void;
  onRemove: (item: string) => void;
}) {
  return (
    <ul id={id} className={styles.recent} aria-label={t(m.recent)}>
      {items.map((item) => (
        <li key={item}>
          <button type="button" className={styles.recentItem} onClick={() => onPick(item)} title={item}>
            {truncateMiddle(item.replace(/\s+/g, ' '), 28, 12)}
          </button>
          <button
            type="button"
            className={styles.remove}
            aria-label={t(m.removeRecent, { item: truncateMiddle(item, 16, 6) })}
            onClick={() => onRemove(item)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

import { checkBaseUrl, endpointOrigin } from '../../api/endpoint.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { useFramed } from '../../settings/framing.ts';
import { setEndpointOverride, useSettings } from '../../settings/settings-store.ts';
import { apiKeyProblem, storedKeyFor } from '../../settings/settings.ts';
import { echoedInput } from '../../ton/seqno.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import styles from './LinkEndpointDialog.module.css';

interface LinkEndpointDialogProps {
  /** The base URL the link names (checked by checkBaseUrl: http(s), no user-info; not yet trusted). */
  linkEndpoint: string;
  /** The endpoint in use now, as the header names it. */
  activeLabel: string;
  /** A key is stored for exactly this origin (a new origin has none). */
  keyWillBeSent: boolean;
  /** Inside another page's frame: nothing here may be confirmed (clickjacking). */
  framed: boolean;
  onUse: () => void;
  onDecline: () => void;
}

/**
 * The URL as the browser will use it: scheme, host (punycode for a non-ASCII host, as `new URL` gives it)
 * and the path with invisible and direction-changing characters made visible. Never the link's own text,
 * which can read as another host (a look-alike letter, `toncenter.com@evil…`, U+202E).
 */
function parsedEndpoint(linkEndpoint: string) {
  const url = new URL(linkEndpoint);
  let path = url.pathname === '/' ? '' : url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: shown as the browser keeps it.
  }
  return {
    scheme: `${url.protocol}//`,
    host: url.host,
    origin: url.origin,
    path: revealInvisible(path).text,
    internationalHost: url.hostname.split('.').some((label) => label.startsWith('xn--')),
  };
}

/** Asks before a link's `?endpoint=` is used: it would send this user's lookups to the link author's server. */
export function LinkEndpointDialog({
  linkEndpoint,
  activeLabel,
  keyWillBeSent,
  framed,
  onUse,
  onDecline,
}: LinkEndpointDialogProps) {
  const endpoint = parsedEndpoint(linkEndpoint);
  return (
    <Dialog open title="Use another API endpoint?" onClose={onDecline}>
      <p>This link asks tonlens to read from this server instead of {activeLabel}:</p>
      <p className={styles.url}>
        <span className={styles.scheme}>{endpoint.scheme}</span>
        <strong className={styles.host} data-testid="link-endpoint-host">
          {endpoint.host.split(/(?<=\.)/).map((label, index) => (
            <span key={index} className={styles.label}>
              {label}
            </span>
          ))}
        </strong>
        {endpoint.path ? <span className={styles.path}>{endpoint.path}</span> : null}
      </p>
      {endpoint.internationalHost ? (
        <p className={styles.warning}>
          <span aria-hidden="true">⚠ </span>This host name is written with international characters, shown
          here as the browser reads it (<span className="mono">xn--…</span>). It can imitate a familiar name
          letter for letter: it is not toncenter.com or any other server it resembles.
        </p>
      ) : null}
      <p>The blocks and addresses you look at would be sent to that server.</p>
      <p>
        {keyWillBeSent ? (
          <strong>The API key you saved for {endpoint.origin} will be sent to it.</strong>
        ) : (
          <>
            No API key will be sent to this server: a key is sent only to the exact origin you entered it for.
          </>
        )}
      </p>
      {framed ? (
        <p className={styles.warning} role="alert">
          <span aria-hidden="true">⚠ </span>tonlens is shown inside another page’s frame, which could trick
          you into clicking: open it in its own tab to use another endpoint.
        </p>
      ) : (
        <p>Only continue if you trust who sent you the link.</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onUse} disabled={framed}>
          Use {endpoint.origin}
        </button>
        <button type="button" className="button" onClick={onDecline}>
          Stay with {activeLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface RefusedLinkEndpointDialogProps {
  /** The link's `?endpoint=` as it came: a stranger's text, quoted through echoedInput. */
  linkEndpoint: string;
  /** checkBaseUrl's message: why the link's endpoint is not usable. */
  reason: string;
  activeLabel: string;
  onClose: () => void;
}

/** A link's `?endpoint=` that tonlens will not use (user-info, another scheme, …): said, not silently dropped. */
export function RefusedLinkEndpointDialog({
  linkEndpoint,
  reason,
  activeLabel,
  onClose,
}: RefusedLinkEndpointDialogProps) {
  return (
    <Dialog open title="This link’s API endpoint is refused" onClose={onClose}>
      <p>This link names an API endpoint, “{echoedInput(linkEndpoint)}”, that tonlens will not use.</p>
      <p className={styles.warning}>
        <span aria-hidden="true">⚠ </span>
        {reason}.
      </p>
      <p>tonlens stays with {activeLabel}.</p>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onClose}>
          Stay with {activeLabel}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * What a link's `?endpoint=` asks (LinkEndpoint renders it only then): refused with the reason when the
 * URL hides where it goes, nothing when it is the endpoint in use, otherwise the question.
 */
export function LinkEndpointQuestion({
  linkEndpoint,
  onDecline,
}: {
  linkEndpoint: string;
  /** Declined or refused: the link's parameter is dropped, and not asked again on this page. */
  onDecline: () => void;
}) {
  const active = useActiveEndpoint();
  const settings = useSettings();
  const framed = useFramed();
  const baseUrl = linkEndpoint.replace(/\/+$/, '');
  const endpointProblem = checkBaseUrl(linkEndpoint);
  if (endpointProblem) {
    return (
      <RefusedLinkEndpointDialog
        linkEndpoint={linkEndpoint}
        reason={endpointProblem}
        activeLabel={active.label}
        onClose={onDecline}
      />
    );
  }
  if (active.preset === 'custom' && active.baseUrl === baseUrl) return null;
  // A key goes only to the origin it was entered for: a link's new origin has none.
  const storedKey = storedKeyFor(settings, endpointOrigin(baseUrl));
  const keyWillBeSent = storedKey !== undefined && apiKeyProblem(storedKey) === undefined;
  return (
    <LinkEndpointDialog
      linkEndpoint={baseUrl}
      activeLabel={active.label}
      keyWillBeSent={keyWillBeSent}
      framed={framed}
      onUse={() => {
        if (!framed) setEndpointOverride({ preset: 'custom', baseUrl });
      }}
      onDecline={onDecline}
    />
  );
}

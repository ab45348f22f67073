import { checkBaseUrl, endpointOrigin } from '../../api/endpoint.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { useFramed } from '../../settings/framing.ts';
import { setEndpointOverride, useSettings } from '../../settings/settings-store.ts';
import { apiKeyProblem, storedKeyFor } from '../../settings/settings.ts';
import { echoedInput } from '../../ton/seqno.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import styles from './LinkEndpointDialog.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { linkEndpointMessages as m } from './settings-messages.ts';

/** How an international host name begins as the browser reads it. */
const PUNYCODE_PREFIX = 'xn--…';

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
    <Dialog open title={t(m.title)} onClose={onDecline}>
      <p>{t(m.asks, { active: activeLabel })}</p>
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
          <span aria-hidden="true">⚠ </span>
          <Msg
            message={m.internationalHost}
            values={{ punycode: <span className="mono">{PUNYCODE_PREFIX}</span> }}
          />
        </p>
      ) : null}
      <p>{t(m.sentThere)}</p>
      <p>
        {keyWillBeSent ? <strong>{t(m.keyWillBeSent, { origin: endpoint.origin })}</strong> : t(m.noKeySent)}
      </p>
      {framed ? (
        <p className={styles.warning} role="alert">
          <span aria-hidden="true">⚠ </span>
          {t(m.framed)}
        </p>
      ) : (
        <p>{t(m.trustSender)}</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onUse} disabled={framed}>
          {t(m.use, { origin: endpoint.origin })}
        </button>
        <button type="button" className="button" onClick={onDecline}>
          {t(m.stayWith, { active: activeLabel })}
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
    <Dialog open title={t(m.refusedTitle)} onClose={onClose}>
      <p>{t(m.refusedBody, { endpoint: echoedInput(linkEndpoint) })}</p>
      <p className={styles.warning}>
        <span aria-hidden="true">⚠ </span>
        {reason}.
      </p>
      <p>{t(m.staysWith, { active: activeLabel })}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onClose}>
          {t(m.stayWith, { active: activeLabel })}
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

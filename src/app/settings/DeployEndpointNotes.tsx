import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { isConnectAllowedByPage } from '../../settings/content-security-policy.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import styles from './SettingsDialog.module.css';
import { deployEndpointMessages as m } from './deploy-endpoint-messages.ts';

// A build setting, in no language.
const CSP_SETTING = 'VITE_CSP_CONNECT_ORIGINS';

/** In place of the key field: the deploy's proxy adds the key to every request itself. */
export function ServerHoldsKeyNote({ origin }: { origin: string }) {
  return (
    <p className="muted">
      <Msg message={m.serverHoldsKey} values={{ origin: <strong className="mono">{origin}</strong> }} />
    </p>
  );
}

/**
 * The deploy's default endpoint (config.json) is on an origin this build's security policy leaves out:
 * said here rather than left to fail as "cannot be reached" on every page.
 */
export function DeployedEndpointBlocked() {
  const { defaultEndpoint } = useActiveEndpoint();
  const origin = defaultEndpoint.origin;
  if (defaultEndpoint.isSampleApi || origin === undefined || isConnectAllowedByPage(origin)) return null;
  return (
    <p className={styles.problem}>
      <Msg
        message={m.cspBlocked}
        values={{
          origin: <strong className="mono">{origin}</strong>,
          setting: <code>{`${CSP_SETTING}=${origin}`}</code>,
        }}
      />
    </p>
  );
}

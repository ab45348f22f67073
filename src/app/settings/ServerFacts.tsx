import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { masterchainInfoQueryOptions } from '../../api/head/masterchain-info.ts';
import { answeredEndpoints, hostOf, learnedEndpoints } from '../../api/learned-endpoints.ts';
import { sampleCatalogQueryOptions } from '../../api/sample-catalog.ts';
import {
  OPTIONAL_ENDPOINTS,
  checkEndpoint,
  endpointState,
  indexFreshness,
  lagInUnits,
  type OptionalEndpoint,
} from '../../api/server-capabilities.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import dialogStyles from './SettingsDialog.module.css';
import styles from './ServerSettings.module.css';
import { serverMessages as m } from './server-messages.ts';

/** A head asked for less than this long ago is judged as it is: opening Settings asks nothing more. */
const HEAD_FRESH_MS = 60_000;

const PURPOSE: Readonly<Record<OptionalEndpoint, Message>> = {
  actions: m.purposeActions,
  traces: m.purposeTraces,
  metadata: m.purposeMetadata,
  'jetton/wallets': m.purposeJettonWallets,
  'nft/items': m.purposeNftItems,
  walletStates: m.purposeWalletStates,
  'dns/records': m.purposeDnsRecords,
};

/**
 * "This server": what the page has learned of the active endpoint (server-capabilities.ts): how far its
 * index lags the chain, and which optional endpoints it answered. Keyed by the endpoint (ServerSettings),
 * so another endpoint starts afresh.
 */
export function ServerFacts({ client }: { client: ApiClient }) {
  const headingId = useId();
  const noteId = useId();
  useSyncExternalStore(learnedEndpoints.subscribe, learnedEndpoints.version, learnedEndpoints.version);
  useSyncExternalStore(answeredEndpoints.subscribe, answeredEndpoints.version, answeredEndpoints.version);
  const checks = useChecks(client);
  const unknown = OPTIONAL_ENDPOINTS.filter((endpoint) => endpointState(client, endpoint) === 'not-asked');
  return (
    <section className={`${dialogStyles.section} ${styles.section}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(m.legend)}
      </h3>
      <p className={`muted ${styles.note}`}>
        <Msg message={m.learnedFrom} values={{ host: <code dir="ltr">{hostOf(client)}</code> }} />
      </p>
      <Freshness client={client} />
      <table className={styles.table} aria-busy={checks.running || undefined}>
        <caption>{t(m.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(m.endpoint)}</th>
            <th scope="col">{t(m.state)}</th>
          </tr>
        </thead>
        <tbody>
          {OPTIONAL_ENDPOINTS.map((endpoint) => (
            <tr key={endpoint}>
              <th scope="row">
                <code dir="ltr">{endpoint}</code>
                <span className={`muted ${styles.purpose}`}>{t(PURPOSE[endpoint])}</span>
              </th>
              <td>{t(stateMessage(endpointState(client, endpoint), checks.states[endpoint]))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {unknown.length > 0 ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={checks.running}
            aria-describedby={noteId}
            onClick={() => checks.run(unknown)}
          >
            {t(m.checkNow)}
          </button>
          <p id={noteId} className={`muted ${styles.note}`}>
            {t(m.checkNote)}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function stateMessage(learned: ReturnType<typeof endpointState>, check: CheckState | undefined): Message {
  if (learned === 'answered') return m.answered;
  if (learned === 'not-offered') return m.notOffered;
  if (check === 'checking') return m.checking;
  return check === 'failed' ? m.failed : m.notAsked;
}

type CheckState = 'checking' | 'failed';

/** "Check now": the endpoints not asked yet, one after another; abandoned when Settings closes. */
function useChecks(client: ApiClient) {
  const [states, setStates] = useState<Partial<Record<OptionalEndpoint, CheckState>>>({});
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const set = (endpoint: OptionalEndpoint, state: CheckState | undefined) =>
    setStates((current) => ({ ...current, [endpoint]: state }));
  const run = async (endpoints: readonly OptionalEndpoint[]) => {
    const own = new AbortController();
    controller.current = own;
    setRunning(true);
    try {
      for (const endpoint of endpoints) {
        set(endpoint, 'checking');
        const outcome = await checkEndpoint(client, endpoint, own.signal);
        set(endpoint, outcome === 'failed' ? 'failed' : undefined);
      }
    } catch {
      // Aborted: Settings closed, or another endpoint chosen. Nothing to say.
    } finally {
      if (!own.signal.aborted) setRunning(false);
    }
  };
  return { states, running, run: (endpoints: readonly OptionalEndpoint[]) => void run(endpoints) };
}

/**
 * "2025-08-02 18:11 UTC": the same digits in every language, isolated left to right by its element (`dir`).
 * A recording's date, in UTC whatever the times setting: it is the recording's, not a time on the page.
 */
function recordingDate(utime: number): string {
  const iso = new Date(utime * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** How far the index lags the chain, or the recording's date (the sample API). */
function Freshness({ client }: { client: ApiClient }) {
  const active = useActiveEndpoint();
  // Only a server that is none of toncenter's may be the sample API: toncenter is not asked for a catalog.
  const mayBeSample = active.network === 'unknown';
  const catalog = useQuery({ ...sampleCatalogQueryOptions(client), enabled: mayBeSample });
  // The page's own head query (its key, fetcher and retries), asked again only when older than HEAD_FRESH_MS.
  const head = useQuery({ ...masterchainInfoQueryOptions(client), staleTime: HEAD_FRESH_MS });
  const isSample = !mayBeSample
    ? false
    : catalog.isSuccess
      ? catalog.data !== null
      : catalog.isError
        ? false
        : undefined;
  const freshness = indexFreshness({
    isSample,
    genUtime: head.data?.last.gen_utime,
    answeredAtMs: head.dataUpdatedAt,
  });
  let text;
  switch (freshness.kind) {
    case 'unknown':
      text = t(head.isError || catalog.isError ? m.freshnessUnknown : m.freshnessAsking);
      break;
    case 'recorded':
      text =
        freshness.newestBlockAt === undefined ? (
          t(m.recordedNoDate)
        ) : (
          <Msg
            message={m.recorded}
            values={{
              date: (
                <time dir="ltr" dateTime={new Date(freshness.newestBlockAt * 1000).toISOString()}>
                  {recordingDate(freshness.newestBlockAt)}
                </time>
              ),
            }}
          />
        );
      break;
    case 'up-to-date':
      text = t(m.upToDate);
      break;
    case 'behind': {
      const { unit, count } = lagInUnits(freshness.lagSeconds);
      const message = unit === 'minutes' ? m.behindMinutes : unit === 'hours' ? m.behindHours : m.behindDays;
      text = t(message, { count });
      break;
    }
    case 'clock-behind':
      text = t(m.clockBehind, { count: Math.floor(freshness.aheadSeconds / 60) });
      break;
  }
  const measured =
    freshness.kind === 'up-to-date' || freshness.kind === 'behind' || freshness.kind === 'clock-behind';
  return (
    <>
      <p data-freshness={freshness.kind}>{text}</p>
      {measured ? <p className={`muted ${styles.note}`}>{t(m.clockNote)}</p> : null}
    </>
  );
}

import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorPanel } from '../../components/api/ApiErrorPanel.tsx';
import { Time } from '../../components/time/Time.tsx';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { announce } from '../../components/ui/announcer.ts';
import { ErrorPanel } from '../../components/ui/ErrorPanel.tsx';
import { pageTitle, useDocumentTitle } from '../../components/ui/useDocumentTitle.ts';
import { paths } from '../../paths.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { echoedInput } from '../../ton/seqno.ts';
import { canonicalTime, describeTime, parseTimeQuery, type TimeQuery } from '../../ton/text/time-query.ts';
import type { TimeSearchNote } from './time-search-note.ts';
import type { ProbeReport, TimedBlock, TimeSearchResult } from './time-search.ts';
import { useBlockAtTime } from './useBlockAtTime.ts';
import styles from './BlockAtTimeRoute.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { atTimeMessages as m } from './at-time-messages.ts';

/**
 * /block/at/:time — finds the masterchain block in effect at a time (a date alone: its first block),
 * showing each block it asks as it goes, then replaces itself with that block's page. A time without a
 * zone is read in UTC here, whatever the display setting: a link means the same for everyone.
 */
export function BlockAtTimeRoute() {
  const { time: param = '' } = useParams();
  const parsed = parseTimeQuery(param, 'utc');
  if (!parsed.ok) return <NotATime text={param} message={parsed.message} />;
  return <BlockAtTime key={canonicalTime(parsed.time)} time={parsed.time} />;
}

function NotATime({ text, message }: { text: string; message: string }) {
  useDocumentTitle(pageTitle(t(m.notATime)));
  return (
    <div className="page">
      <ErrorPanel title={t(m.notATime)}>
        <p>
          <Msg message={m.notATimeText} values={{ text: <>{echoedInput(text)}</>, message }} />
        </p>
      </ErrorPanel>
    </div>
  );
}

const VERDICTS: Record<ProbeReport['verdict'], () => string> = {
  earlier: () => t(m.verdictEarlier),
  later: () => t(m.verdictLater),
  unknown: () => t(m.verdictUnknown),
  missing: () => t(m.verdictMissing),
};

function BlockAtTime({ time }: { time: TimeQuery }) {
  const asked = describeTime(time);
  const search = useBlockAtTime(time);
  const navigate = useNavigate();
  const { result, reports, catalogUsed } = search;
  useDocumentTitle(pageTitle(t(m.blockAt, { asked })));

  useEffect(() => {
    if (result?.kind !== 'found') return;
    const note: TimeSearchNote = {
      seqno: result.block.seqno,
      asked,
      day: time.precision === 'day',
      noBlockThatDay: result.noBlockThatDay === true,
      catalogUsed: catalogUsed === true,
      probes: result.probes,
    };
    announce(
      t(time.precision === 'day' ? m.announceDay : m.announceMoment, {
        seqno: String(result.block.seqno),
        asked,
      }),
      5000,
    );
    void navigate(paths.block(result.block.seqno), { replace: true, state: { timeSearch: note } });
  }, [result, asked, catalogUsed, navigate, time.precision]);

  return (
    <div className="page">
      <h1>{t(time.precision === 'day' ? m.firstBlockOf : m.blockAt, { asked })}</h1>
      {catalogUsed ? <p className="muted">{t(m.catalogNote)}</p> : null}
      <ProbeList reports={reports} busy={result === undefined && search.error === undefined} />
      {search.error ? (
        <ApiErrorPanel error={search.error} subject={t(m.subject)} onRetry={search.retry} />
      ) : null}
      {result && result.kind !== 'found' ? <Outcome result={result} asked={asked} /> : null}
    </div>
  );
}

/**
 * Every block asked so far, as it was answered: the progress of the search. Each line is read out as it
 * comes (no aria-busy around the live list: screen readers hold a busy region's updates until the end).
 */
function ProbeList({ reports, busy }: { reports: readonly ProbeReport[]; busy: boolean }) {
  const { timeZone } = useSettings();
  return (
    <section aria-labelledby="time-search-progress" className={styles.progress}>
      <h2 id="time-search-progress">{t(busy ? m.searching : m.blocksAsked)}</h2>
      {reports.length === 0 && busy ? <p className="muted">{t(m.askingRange)}</p> : null}
      <ol className={styles.probes} aria-live="polite" aria-relevant="additions">
        {reports.map((report) => (
          <li key={report.seqno} data-verdict={report.verdict}>
            <Link to={paths.block(report.seqno)}>{t(m.probeBlock, { seqno: String(report.seqno) })}</Link>
            {report.time === undefined
              ? null
              : t(m.probeTime, { time: formatAbsolute(new Date(report.time * 1000), timeZone) })}
            {' — '}
            <span className={styles.verdict}>{VERDICTS[report.verdict]()}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function BlockLink({ block }: { block: TimedBlock }) {
  return (
    <Msg
      message={m.blockLinkWithTime}
      values={{
        block: <Link to={paths.block(block.seqno)}>{t(m.blockLink, { seqno: String(block.seqno) })}</Link>,
        time: <Time unixSeconds={block.time} relative={false} />,
      }}
    />
  );
}

/** Why the search ends without a block: out of the index's range, a block it does not hold, or no progress. */
function Outcome({ result, asked }: { result: Exclude<TimeSearchResult, { kind: 'found' }>; asked: string }) {
  switch (result.kind) {
    case 'before-first':
      return (
        <ErrorPanel title={t(m.beforeFirstTitle)}>
          <p>
            <Msg
              message={m.beforeFirst}
              values={{
                asked,
                first: <BlockLink block={result.first} />,
                last: <BlockLink block={result.last} />,
              }}
            />
          </p>
        </ErrorPanel>
      );
    case 'after-last':
      return (
        <ErrorPanel title={t(m.afterLastTitle)}>
          <p>
            <Msg
              message={m.afterLast}
              values={{
                asked,
                first: <BlockLink block={result.first} />,
                last: <BlockLink block={result.last} />,
              }}
            />
          </p>
        </ErrorPanel>
      );
    case 'missing':
      return (
        <ErrorPanel title={t(m.missingTitle, { seqno: String(result.seqno) })}>
          <p>
            <Msg
              message={m.missing}
              values={{
                seqno: String(result.seqno),
                asked,
                below: <BlockLink block={result.below} />,
                above: <BlockLink block={result.above} />,
              }}
            />
          </p>
        </ErrorPanel>
      );
    case 'gave-up':
      return (
        <ErrorPanel title={t(m.gaveUpTitle)}>
          <p>
            <Msg
              message={m.gaveUp}
              values={{
                count: result.probes,
                asked,
                below: <BlockLink block={result.below} />,
                above: <BlockLink block={result.above} />,
              }}
            />
          </p>
        </ErrorPanel>
      );
  }
}

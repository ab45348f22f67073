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
  useDocumentTitle(pageTitle('Not a time'));
  return (
    <div className="page">
      <ErrorPanel title="Not a time">
        <p>
          “{echoedInput(text)}”: {message}
        </p>
      </ErrorPanel>
    </div>
  );
}

const VERDICTS: Record<ProbeReport['verdict'], string> = {
  earlier: 'earlier',
  later: 'later',
  unknown: 'its answer gives no time: trying a neighbour',
  missing: 'the index does not hold it',
};

function BlockAtTime({ time }: { time: TimeQuery }) {
  const asked = describeTime(time);
  const search = useBlockAtTime(time);
  const navigate = useNavigate();
  const { result, reports, catalogUsed } = search;
  useDocumentTitle(pageTitle(`Block at ${asked}`));

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
      `Block ${result.block.seqno}: the block ${time.precision === 'day' ? 'opening' : 'in effect at'} ${asked}`,
      5000,
    );
    void navigate(paths.block(result.block.seqno), { replace: true, state: { timeSearch: note } });
  }, [result, asked, catalogUsed, navigate, time.precision]);

  return (
    <div className="page">
      <h1>{time.precision === 'day' ? `First block of ${asked}` : `Block at ${asked}`}</h1>
      {catalogUsed ? (
        <p className="muted">
          This API lists the blocks it holds: only those are searched, so the block found is the newest one
          the index holds at or before that moment.
        </p>
      ) : null}
      <ProbeList reports={reports} busy={result === undefined && search.error === undefined} />
      {search.error ? (
        <ApiErrorPanel error={search.error} subject="the block at that time" onRetry={search.retry} />
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
      <h2 id="time-search-progress">{busy ? 'Searching…' : 'Blocks asked'}</h2>
      {reports.length === 0 && busy ? (
        <p className="muted">Asking the API for its first and last block…</p>
      ) : null}
      <ol className={styles.probes} aria-live="polite" aria-relevant="additions">
        {reports.map((report) => (
          <li key={report.seqno} data-verdict={report.verdict}>
            <Link to={paths.block(report.seqno)}>Block {report.seqno}</Link>
            {report.time === undefined ? null : `: ${formatAbsolute(new Date(report.time * 1000), timeZone)}`}
            {' — '}
            <span className={styles.verdict}>{VERDICTS[report.verdict]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function BlockLink({ block }: { block: TimedBlock }) {
  return (
    <>
      <Link to={paths.block(block.seqno)}>block {block.seqno}</Link> (
      <Time unixSeconds={block.time} relative={false} />)
    </>
  );
}

/** Why the search ends without a block: out of the index's range, a block it does not hold, or no progress. */
function Outcome({ result, asked }: { result: Exclude<TimeSearchResult, { kind: 'found' }>; asked: string }) {
  switch (result.kind) {
    case 'before-first':
      return (
        <ErrorPanel title="Before the first block">
          <p>
            {asked} is before the first block this API holds: <BlockLink block={result.first} />. Its newest
            is <BlockLink block={result.last} />.
          </p>
        </ErrorPanel>
      );
    case 'after-last':
      return (
        <ErrorPanel title="After the last block">
          <p>
            {asked} is after the newest block this API holds: <BlockLink block={result.last} />. Its first is{' '}
            <BlockLink block={result.first} />.
          </p>
        </ErrorPanel>
      );
    case 'missing':
      return (
        <ErrorPanel title={`The index does not hold block ${result.seqno}`}>
          <p>
            The search needs the time of block {result.seqno}, and the API has no such block. The block in
            effect at {asked} lies between <BlockLink block={result.below} /> and{' '}
            <BlockLink block={result.above} />.
          </p>
        </ErrorPanel>
      );
    case 'gave-up':
      return (
        <ErrorPanel title="The search stopped">
          <p>
            After {result.probes} block requests the search stopped. The block in effect at {asked} lies
            between <BlockLink block={result.below} /> and <BlockLink block={result.above} />.
          </p>
        </ErrorPanel>
      );
  }
}

// `npm run bench`: the performance budgets of issue 8, measured against the built app (`npm run build`
// first) and the sample API in headless Chromium, printed as a table. A benchmark, not a test: it exits
// non-zero only when a budget is missed. With BENCH_CI=1 or CI=true only the budgets that do not depend
// on the machine's speed (download size, DOM nodes) can fail it; the others are printed all the same.
//
// BENCH_SKIP=lighthouse,accounts,… leaves groups out while working on one (see GROUPS below; each group's
// rows: docs/performance.md).
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadSampleDataset } from '../../sample-api/dataset.ts';
import { SYNTHETIC_BLOCK_SEQNO, SYNTHETIC_BLOCK_TRANSACTIONS } from '../../sample-api/big-block.ts';
import { BIG_TRACE_ID, BIG_TRACE_SEQNO, BIG_TRACE_TRANSACTIONS } from '../../sample-api/big-trace.ts';
import {
  blockContent,
  homeContent,
  launchBrowser,
  measureAccountsLookup,
  measureBlockWalk,
  measureBigBlock,
  measureBigTrace,
  measureInitialLoad,
  measureLanguageSwitch,
  measureHostileBlockNodes,
  measureLivePaging,
  measureSampleRevisit,
  measureThrottledBigBlock,
  pastedAccounts,
} from './browser-metrics.ts';
import { HELD_FRAME_MS, measureLighthouse, type LighthouseScores } from './lighthouse-metrics.ts';
import { measureAddressListParse, measureDecoding } from './node-metrics.ts';
import { startPreviewServer, type PreviewServer } from './preview-server.ts';
import { missingReaderFonts } from './reader-fonts.ts';
import { distinctOpcodesBlock } from '../fixtures/distinct-opcodes.ts';

const GROUPS = [
  'size',
  'decoding',
  'big-block',
  'throttled',
  'trace',
  'opcodes',
  'live',
  'revisit',
  'accounts',
  'lighthouse',
] as const;
type Group = (typeof GROUPS)[number];

const ci = process.env.BENCH_CI === '1' || process.env.CI === 'true';
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
for (const name of skipped) {
  if (!(GROUPS as readonly string[]).includes(name))
    throw new Error(`BENCH_SKIP: no group "${name}" (${GROUPS.join(', ')})`);
}
const runs = (group: Group) => !skipped.has(group);

interface Row {
  group: Group;
  budget: string;
  measured: string;
  limit: string;
  /** undefined: informational, no budget. */
  pass: boolean | undefined;
  /** Budgets that do not depend on the machine's speed: the only ones that fail CI. */
  machineIndependent?: boolean;
}

const rows: Row[] = [];
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const x = (ratio: number) => `${ratio.toFixed(2)}×`;

async function main() {
  if (!existsSync(new URL('../../dist/index.html', import.meta.url))) {
    throw new Error('no build in dist/: run `npm run build` first');
  }
  const dataset = loadSampleDataset('mainnet');
  const largest = [...dataset.blocks].sort((a, b) => b.transactions.length - a.transactions.length)[0];
  const newest = dataset.blocks[dataset.blocks.length - 1];
  if (!largest || !newest || largest === newest) throw new Error('the sample needs two blocks');

  const started = Date.now();
  const lines = pastedAccounts(Object.keys(dataset.accounts));
  if (runs('accounts')) {
    // First, while the process is fresh: the first call is what a person's paste meets.
    const parse = measureAddressListParse(lines);
    rows.push({
      group: 'accounts',
      budget: 'Accounts: 1024 pasted addresses parsed, validated and folded',
      measured: `${ms(parse.firstMs)} first call, ${parse.medianMs.toFixed(1)} ms median (Node)`,
      limit: '≤ 30 ms',
      pass: parse.firstMs <= 30,
    });
  }

  const browser = await launchBrowser();
  const servers: PreviewServer[] = [];
  try {
    const spec = await startPreviewServer({
      SAMPLE_API_PROFILE: 'spec',
      SAMPLE_API_BIG_BLOCK: '1',
      SAMPLE_API_BIG_TRACE: '1',
    });
    servers.push(spec);

    if (runs('size')) {
      for (const [route, path, content] of [
        ['home', '/', homeContent],
        ['block', `/block/${largest.seqno}`, blockContent],
      ] as const) {
        const load = await measureInitialLoad(browser, `${spec.origin}${path}`, route, content);
        rows.push({
          group: 'size',
          budget: `Initial load, ${route}: JS + CSS before first paint (gzip)`,
          measured: `${kB(load.firstPaintBytes)} (page complete: ${kB(load.routeBytes)})`,
          limit: '≤ 120 kB',
          pass: load.firstPaintBytes <= 120_000,
          machineIndependent: true,
        });
      }
    }

    if (runs('size')) {
      const language = await measureLanguageSwitch(browser, spec.origin);
      rows.push({
        group: 'size',
        budget: 'Language switch (English → Russian in Settings): files fetched',
        measured: `${language.files.length} (${language.files.map((file) => `${file.path.replace('/assets/', '')} ${kB(file.bytes)}`).join(', ')})`,
        limit: '1 lazy chunk',
        pass: language.files.length === 1,
        machineIndependent: true,
      });
      rows.push({
        group: 'size',
        budget: 'Initial load, home in Russian (?lang=ru): first paint + catalogue (gzip)',
        measured: kB(language.russianFirstPaintBytes),
        limit: 'informational',
        pass: undefined,
      });
    }

    if (runs('decoding')) {
      const response = await fetch(
        `${spec.origin}/api/v3/masterchainBlockShardState?seqno=${SYNTHETIC_BLOCK_SEQNO}`,
      );
      const text = await response.text();
      const decoding = await measureDecoding(text, SYNTHETIC_BLOCK_SEQNO);
      rows.push({
        group: 'decoding',
        budget: `Decoding ${decoding.transactions.toLocaleString('en-US')} transactions (${(decoding.bytes / 1e6).toFixed(1)} MB): parse + normalise ÷ JSON.parse`,
        measured: `${x(decoding.ratio)} (${ms(decoding.parseMs)} + ${ms(decoding.decodeMs)}, Node)`,
        limit: '≤ 2×',
        pass: decoding.ratio <= 2,
      });
    }

    if (runs('big-block') || runs('revisit')) {
      const big = await measureBigBlock(
        browser,
        spec.origin,
        SYNTHETIC_BLOCK_SEQNO,
        SYNTHETIC_BLOCK_TRANSACTIONS,
        largest.seqno,
        runs('big-block') ? 3 : 1,
      );
      if (runs('big-block')) {
        const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
        const floor = middle(big.runs.map((run) => run.parseFloorMs));
        const warm = middle(big.runs.map((run) => run.warmParseMs));
        const first = middle(big.runs.map((run) => run.firstRowsMs));
        rows.push(
          {
            group: 'big-block',
            budget:
              "Big block, cold deep link: first rows after the answer's last byte ÷ a cold JSON.parse of its body",
            measured: `${x(big.firstRowsRatio)} (${ms(first)}${first < 0 ? ', before the answer ended,' : ''} vs ${ms(floor)}; warm parse ${ms(warm)}; median of ${big.runs.length})`,
            // Issue 29: rows before a parse of the whole body could have finished (issue 12's was 1.5×).
            limit: '≤ 1.0×',
            pass: big.firstRowsRatio <= 1,
          },
          {
            group: 'big-block',
            budget: 'Big block: DOM nodes, loaded and scrolled to the end',
            measured: big.maxDomNodes.toLocaleString('en-US'),
            limit: '≤ 3,000',
            pass: big.maxDomNodes <= 3000,
            machineIndependent: true,
          },
          // Both from a bare page (bare-page.ts: no DevTools domain on, as in a reader's browser); the
          // same figures with puppeteer's Runtime domain on (every recorded stack parsed again) follow.
          {
            group: 'big-block',
            budget: 'Big block, cold deep link: longest task, from navigation to the end of the scroll',
            measured: `${ms(big.bare.longestTaskMs)} (${big.bare.longTaskCount} tasks over 50 ms${big.bare.longTaskStarts.length ? `, at ${big.bare.longTaskStarts.map(ms).join(', ')}` : ''}; with the Runtime domain on: ${ms(big.longestTaskMs)}, ${big.longTaskCount} tasks; /api/v3/actions: ${actionsText(big.actionsRequests)})`,
            // No long task: the answer is parsed and validated in the data worker (issue 12; was 200 ms).
            limit: '≤ 50 ms',
            pass: big.bare.longestTaskMs <= 50,
          },
          {
            group: 'big-block',
            budget: 'Big block: slowest frame scrolling to the end (¾ screen a frame)',
            measured: `${ms(big.bare.maxFrameMs)} (p95 ${ms(big.bare.p95FrameMs)}, ${big.bare.scrollFrames} frames${big.bare.reachedEnd ? '' : ', end not reached'}; with the Runtime domain on: ${ms(big.maxFrameMs)})`,
            limit: '< 50 ms',
            pass: big.bare.maxFrameMs < 50 && big.bare.reachedEnd,
          },
        );
      }
      if (runs('revisit')) {
        rows.push({
          group: 'revisit',
          budget: 'Revisit of the big block (back button)',
          measured: `${ms(big.revisitMs)}, ${big.revisitRequests} requests`,
          limit: '≤ 50 ms, 0 requests',
          pass: big.revisitMs <= 50 && big.revisitRequests === 0,
        });
      }
    }

    if (runs('throttled')) {
      // Issue 29: on a 20 Mbit/s connection the first rows come within the body's download time + 10 %.
      const mbit = 20;
      const throttled = await notGating('throttled', `Big block on a ${mbit} Mbit/s connection`, () =>
        measureThrottledBigBlock(browser, spec.origin, SYNTHETIC_BLOCK_SEQNO, mbit),
      );
      if (throttled) {
        const ratio = throttled.firstRowsMs / throttled.downloadMs;
        const leastMs = (throttled.bodyBytes * 8) / (mbit * 1000);
        const rate = (throttled.bodyBytes * 8) / (throttled.downloadMs * 1000);
        // Faster than the throttle allows: it did not apply (to the data worker's fetch).
        const applied = throttled.downloadMs >= 0.95 * leastMs;
        rows.push({
          group: 'throttled',
          budget: `Big block on a ${mbit} Mbit/s connection (cold deep link): first rows from the body's first byte ÷ the body's download time`,
          measured: `${x(ratio)} (first rows ${ms(throttled.firstRowsMs)}, download ${ms(throttled.downloadMs)} of ${(throttled.bodyBytes / 1e6).toFixed(2)} MB gzip = ${rate.toFixed(1)} Mbit/s${applied ? '' : ': NOT THROTTLED'}; worker marks: ${Object.entries(
            throttled.marks,
          )
            .map(([name, at]) => `${name} ${ms(at)}`)
            .join(', ')})`,
          limit: `≤ 1.10×, download ≥ 0.95 × ${ms(leastMs)}`,
          pass: ratio <= 1.1 && applied,
        });
      }
    }

    if (runs('trace')) {
      // Issue 27: the synthetic 4,000-transaction trace (sample-api/big-trace.ts) by its link
      // `?tx=…&trace=1`, from its root transaction (whose hash is the trace id) in block 99999998.
      const trace = await measureBigTrace(browser, spec.origin, BIG_TRACE_SEQNO, BIG_TRACE_ID);
      rows.push({
        group: 'trace',
        budget: `Trace of ${BIG_TRACE_TRANSACTIONS.toLocaleString('en-US')} transactions by its link: longest task, from navigation to the tree and its balance changes (+1 s)`,
        measured: `${ms(trace.bare.longestTaskMs)} (${trace.bare.longTaskCount} tasks over 50 ms; with the Runtime domain on: ${ms(trace.longestTaskMs)}, ${trace.longTaskCount} tasks, longest after the trace's answer ${ms(trace.longestAfterAnswerMs)}); block answer at ${trace.blockAnswerAt === undefined ? '?' : ms(trace.blockAnswerAt)}, trace answer (${trace.answerStatus}) at ${ms(trace.traceAnswerAt)}, tree painted at ${ms(trace.treeMs)} (${ms(trace.afterAnswerMs)} after it); "${trace.shown}", ${trace.domNodes.toLocaleString('en-US')} DOM nodes`,
        limit: '≤ 50 ms',
        pass: trace.bare.longestTaskMs <= 50,
      });
    }

    if (runs('opcodes')) {
      // Issue 24: 10,000 distinct opcodes and accounts once made 20,895 elements (a menu entry each).
      const distinct = 10_000;
      const nodes = await measureHostileBlockNodes(
        browser,
        spec.origin,
        newest.seqno,
        distinctOpcodesBlock(distinct),
        distinct,
      );
      rows.push({
        group: 'opcodes',
        budget: '10,000 distinct opcodes and accounts: DOM nodes, loaded and scrolled to the end',
        measured: nodes.toLocaleString('en-US'),
        limit: '≤ 3,000',
        pass: nodes <= 3000,
        machineIndependent: true,
      });
    }

    if (runs('revisit')) {
      const revisit = await measureSampleRevisit(browser, spec.origin, largest.seqno, newest.seqno);
      rows.push({
        group: 'revisit',
        budget: `Revisit of sample block ${largest.seqno} (back button)`,
        measured: `${ms(revisit.ms)}, ${revisit.requests} requests`,
        limit: '≤ 50 ms, 0 requests',
        pass: revisit.ms <= 50 && revisit.requests === 0,
      });
    }

    if (runs('accounts')) {
      const lookup = await measureAccountsLookup(browser, spec.origin, lines, { tokens: true });
      rows.push(
        {
          group: 'accounts',
          budget: 'Accounts: 1024-address lookup, spec profile',
          measured: `${ms(lookup.ms)} (${lookup.requests} requests)`,
          limit: '≤ 2 s',
          pass: lookup.ms <= 2000,
        },
        {
          group: 'accounts',
          budget: 'Accounts: largest request URL',
          measured: `${lookup.longestUrl.toLocaleString('en-US')} characters`,
          limit: '< 4,096',
          pass: lookup.longestUrl < 4096,
        },
      );
      if (lookup.table)
        rows.push(
          {
            group: 'accounts',
            budget: 'Accounts: 1024 rows with token columns, scrolled to the end: DOM nodes',
            measured: `${lookup.table.nodes.toLocaleString('en-US')} (${lookup.table.rows} rows rendered)`,
            limit: '≤ 3,000',
            pass: lookup.table.nodes <= 3000,
            machineIndependent: true,
          },
          {
            group: 'accounts',
            budget: 'Accounts: 1024 rows with token columns, scrolled to the end: longest task',
            measured: ms(lookup.table.longestTaskMs),
            limit: '≤ 50 ms',
            pass: lookup.table.longestTaskMs <= 50,
          },
        );
      // The same list pasted as `address,label` pairs: 1,024 labels parsed, saved and shown in the table.
      const labelled = await measureAccountsLookup(
        browser,
        spec.origin,
        lines.map((line, index) => `${line},Wallet ${index + 1}`),
      );
      rows.push({
        group: 'accounts',
        budget: 'Accounts: 1024-address lookup with 1,024 pasted labels, spec profile',
        measured: `${ms(labelled.ms)} (${labelled.requests} requests)`,
        limit: '≤ 2 s',
        pass: labelled.ms <= 2000,
      });
    }

    if (runs('lighthouse')) {
      const scores = await notGating('lighthouse', 'Lighthouse', () =>
        measureLighthouse([
          { page: 'home', url: `${spec.origin}/` },
          { page: 'block', url: `${spec.origin}/block/${largest.seqno}` },
          { page: 'accounts', url: `${spec.origin}/accounts` },
        ]),
      );
      for (const result of scores ?? []) {
        const { fcp, lcp, tbt, cls } = result.metrics;
        rows.push(
          {
            group: 'lighthouse',
            budget: `Lighthouse ${result.page}, mobile: performance`,
            measured: `${result.performance} (FCP ${ms(fcp)}, LCP ${ms(lcp)}, TBT ${ms(tbt)}, CLS ${cls.toFixed(3)}; ${lighthouseRunsText(result)})`,
            // Issue 29 (was ≥ 95).
            limit: '≥ 98',
            pass: result.performance >= 98,
          },
          {
            group: 'lighthouse',
            budget: `Lighthouse ${result.page}, mobile: total blocking time`,
            measured: ms(tbt),
            limit: '≤ 50 ms',
            pass: tbt <= 50,
          },
          {
            group: 'lighthouse',
            budget: `Lighthouse ${result.page}, mobile: accessibility`,
            measured: `${result.accessibility}${result.accessibilityFailures.length ? ` (${result.accessibilityFailures.join(', ')})` : ''}`,
            limit: '100',
            pass: result.accessibility === 100,
          },
        );
      }
    }

    // Last: the live profile (1 request a second) takes a few seconds of waiting.
    if (runs('live')) {
      const live = await startPreviewServer({ SAMPLE_API_PROFILE: 'live', SAMPLE_API_BIG_BLOCK: '1' });
      servers.push(live);
      const paging = await notGating('live', 'Big block, live profile', () =>
        measureLivePaging(browser, live.origin, SYNTHETIC_BLOCK_SEQNO, SYNTHETIC_BLOCK_TRANSACTIONS),
      );
      if (paging)
        rows.push({
          group: 'live',
          budget: 'Big block, live profile (pages of 1000): rows shown before the last page',
          measured: `${paging.rowsAtFirstPaint.toLocaleString('en-US')} table rows at ${ms(paging.firstRowsAt)}, last of ${paging.pages} pages at ${ms(paging.lastPageAt)}`,
          limit: 'first rows before the last page',
          pass: paging.firstRowsAt < paging.lastPageAt,
        });

      // A server that is not a toncenter host: the client does not know its limit and has to learn it.
      // The profile counts requests per client address, so each measurement starts after a quiet second.
      await sleep(1100);
      const lookup = await notGating('live', 'Accounts: 1024-address lookup, live profile', () =>
        measureAccountsLookup(browser, live.origin, lines, { tokens: true }),
      );
      if (lookup) {
        // The limit alone: one request a second, the first at once.
        const imposedMs = (lookup.answered - 1) * 1000;
        const ratio = lookup.ms / imposedMs;
        const refusedShare = lookup.refused / lookup.requests;
        rows.push({
          group: 'live',
          budget: 'Accounts: 1024-address lookup, live profile (1 request/s, not a toncenter host)',
          measured: `${lookup.failedAccounts} failed accounts; ${lookup.refused} of ${lookup.requests} requests answered 429 (${percent(refusedShare)}); ${ms(lookup.ms)} = ${ratio.toFixed(2)}× the ${ms(imposedMs)} the limit imposes`,
          limit: '0 failed, ≤ 10 % 429, ≤ 1.3×',
          pass: lookup.failedAccounts === 0 && refusedShare <= 0.1 && ratio <= 1.3,
        });
      }
      const tokens = lookup?.tokens;
      if (lookup && tokens) {
        // Issue 26: the holdings follow the balances (useBalancesFirst) within the same budget.
        const sent = Object.values(tokens.requests).reduce((sum, count) => sum + count, 0);
        const jettonRequests = tokens.requests['jetton/wallets'] ?? 0;
        rows.push(
          {
            group: 'live',
            budget: 'Tokens for the 1024 addresses, live profile (1 request/s), after the balances',
            measured: `"${tokens.status}"; ${Object.entries(tokens.requests)
              .map(([path, count]) => `${count} ${path}`)
              .join(
                ' + ',
              )}, ${tokens.refused} of ${sent} answered 429; done ${ms(tokens.ms - lookup.ms)} after the balances, longest URL ${tokens.longestUrl.toLocaleString('en-US')} chars`,
            limit: '0 failed, ≤ 10 % 429',
            pass: tokens.failed === 0 && tokens.refused <= sent * 0.1,
          },
          {
            group: 'live',
            budget: 'jetton/wallets requests for 1024 owners (URLs ≤ 12,000 chars: 189 owners each)',
            measured: `${jettonRequests}`,
            // Issue 26 asks for ⌈1024/1000⌉ = 2 plus pages: that is a 63 KB URL, which Node (16 KB, the
            // sample API), nginx (8 KB) and Cloudflare (16 KB) refuse; GET is all the index offers.
            limit: '≤ 6 = ⌈1024/189⌉ (issue 26 asks 2: needs 63 KB URLs)',
            pass: jettonRequests <= 6,
          },
        );
      }
      await sleep(1100);
      const walk = await notGating('live', 'Block walk, live profile', () =>
        measureBlockWalk(browser, live.origin, newest.seqno, BLOCK_WALK_STEPS),
      );
      if (walk)
        rows.push({
          group: 'live',
          budget: `${BLOCK_WALK_STEPS} blocks back with ←, live profile (from ${newest.seqno})`,
          measured: `${walk.refused} of ${walk.requests} requests answered 429, ${ms(walk.ms)}`,
          limit: '≤ 1 answered 429',
          pass: walk.refused <= 1,
        });
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }

  const chromium = await launchBrowser().then(async (b) => {
    const version = await b.version();
    await b.close();
    return version;
  });
  const missingFonts = missingReaderFonts();
  const fonts =
    missingFonts === 'unknown'
      ? 'fonts not checked (no fc-list)'
      : missingFonts.length === 0
        ? 'fonts for emoji and Japanese'
        : `NO font for ${missingFonts.join(' or ')}: layouts ask the browser for one at every frame (reader-fonts.ts)`;
  const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; Chromium ${chromium}; ${fonts}`;
  printTable(machine, Math.round((Date.now() - started) / 1000));
}

/**
 * Every Lighthouse run's score, marked where Chromium held the first frame (HELD_FRAME_MS):
 * "runs 99, 90 held 1.0 s, 98".
 */
function lighthouseRunsText(result: LighthouseScores): string {
  const runs = result.runs.map(({ performance, heldFirstFrameMs }) =>
    heldFirstFrameMs > HELD_FRAME_MS
      ? `${performance} held ${(heldFirstFrameMs / 1000).toFixed(1)} s`
      : `${performance}`,
  );
  return `runs ${runs.join(', ')}`;
}

/** Blocks walked back with ← on the live profile (issue 13: at most one 429 on the way). */
const BLOCK_WALK_STEPS = 10;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The block page's /api/v3/actions requests by status: "4 × 200", or "none" (actions off). */
function actionsText(byStatus: Record<string, number>): string {
  const parts = Object.entries(byStatus).map(([status, count]) => `${count} × ${status}`);
  return parts.length ? parts.join(', ') : 'none';
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

/**
 * Runs a measurement whose tools can fail for reasons of their own (Lighthouse, a second server): a
 * failure becomes a missed row, which fails a local run but not CI, instead of stopping the benchmark.
 */
async function notGating<T>(group: Group, budget: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    rows.push({
      group,
      budget,
      measured: `could not be measured: ${message ?? ''}`,
      limit: '—',
      pass: false,
    });
    return undefined;
  }
}

function printTable(machine: string, seconds: number) {
  const verdict = (row: Row) =>
    row.pass === undefined
      ? '—'
      : row.pass
        ? 'pass'
        : ci && !row.machineIndependent
          ? 'MISS (not gated in CI)'
          : 'MISS';
  const header = ['Budget', 'Measured', 'Limit', 'Result'];
  const lines = rows.map((row) => [row.budget, row.measured, row.limit, verdict(row)]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const table = [
    format(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...lines.map(format),
  ];
  const skippedNote = skipped.size ? `\nSkipped: ${[...skipped].join(', ')}` : '';
  const text = `${table.join('\n')}\n\nMachine: ${machine}\nRun: ${seconds} s${ci ? ', CI mode (only size and DOM budgets gate)' : ''}${skippedNote}\n`;
  console.log(`\n== npm run bench\n\n${text}`);
  void mkdir(new URL('../../test-results/', import.meta.url), { recursive: true }).then(() =>
    writeFile(new URL('../../test-results/bench.md', import.meta.url), text),
  );
}

main()
  .then(() => {
    const failing = rows.filter((row) => row.pass === false && (!ci || row.machineIndependent));
    if (failing.length > 0) {
      console.error(`${failing.length} budget(s) missed: ${failing.map((row) => row.budget).join('; ')}`);
      process.exitCode = 1;
    }
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  });

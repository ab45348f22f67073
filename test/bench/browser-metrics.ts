// What the benchmark measures in Chromium against the built app: initial load, the synthetic big block,
// a revisit, the live profile's paging, and a 1024-account lookup. Everything is read inside the page
// (performance.now(), Resource Timing, PerformanceObserver, event time stamps), so the driver's own
// latency is in no figure.
//
// Driven with puppeteer-core and its network monitoring off, not Playwright: Playwright always enables
// the DevTools network domain, and Chromium then decodes every JSON body for the inspector on the page's
// main thread — about 0.4 s of blocked page for the 19 MB block, which would be measured as the app's.
// puppeteer still enables the Runtime domain, which makes V8 parse scripts again for the stacks it
// records: the long tasks and frames of the big block and the trace are read in a bare page as well
// (bare-page.ts), and those are the figures their budgets are judged by.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { parseAddress, toFriendlyAddress } from '../../src/ton/address.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';
import { openBarePage, type BarePage } from './bare-page.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A transaction row of the block page: its open/close button (src/block/list/TransactionRow.tsx). */
const ROW_SELECTOR = '[aria-label^="Open transaction"], [aria-label^="Close transaction"]';
const TIMEOUT_MS = 120_000;

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    networkEnabled: false,
  });
}

/**
 * A page in a fresh context (empty cache and storage). tsx compiles this file keeping function names,
 * through a `__name` helper that the functions sent into the page call: the page gets a stand-in.
 */
async function newPage(
  browser: Browser,
  setup?: (rowSelector: string) => void,
  rowSelector = ROW_SELECTOR,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(() => {
    (globalThis as { __name?: unknown }).__name ??= (target: unknown) => target;
    performance.setResourceTimingBufferSize(10_000);
  });
  if (setup) await page.evaluateOnNewDocument(setup, rowSelector);
  return { page, close: () => context.close() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Runs `check` in the page until it returns true. */
async function waitInPage<A extends string | number | undefined>(
  page: Page,
  check: (arg: A) => boolean,
  arg: A,
): Promise<void> {
  await page.waitForFunction(check as (arg: unknown) => boolean, { timeout: TIMEOUT_MS, polling: 50 }, arg);
}

function resourceUrls(page: Page, fragment: string): Promise<string[]> {
  return page.evaluate(
    (part) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes(part)),
    fragment,
  );
}

interface ResourceEntry {
  name: string;
  /** On the page's clock (ms after its navigation start), wherever the request was made: the body's first byte… */
  responseStart: number;
  /** …and its last. */
  responseEnd: number;
  responseStatus: number;
  /** The body's bytes on the wire (gzipped). */
  encodedBodySize: number;
}

/**
 * Resource Timing entries whose URL contains `fragment`, from the page and from its workers (the block's
 * answers are fetched by the data worker, whose entries are in its own timeline), with the workers'
 * times moved to the page's clock through each context's timeOrigin.
 */
async function resourceEntries(page: Page, fragment: string): Promise<ResourceEntry[]> {
  const read = (part: string) => ({
    origin: performance.timeOrigin,
    entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes(part))
      .map((entry) => ({
        name: entry.name,
        responseStart: entry.responseStart,
        responseEnd: entry.responseEnd,
        responseStatus: entry.responseStatus,
        encodedBodySize: entry.encodedBodySize,
      })),
  });
  const own = await page.evaluate(read, fragment);
  const workers = await Promise.all(page.workers().map((worker) => worker.evaluate(read, fragment)));
  return [own, ...workers].flatMap(({ origin, entries }) =>
    entries.map((entry) => ({
      ...entry,
      responseStart: entry.responseStart + origin - own.origin,
      responseEnd: entry.responseEnd + origin - own.origin,
    })),
  );
}

/**
 * The first Resource Timing entry whose URL contains `fragment`, once there is one: an entry is only
 * added when its body has been read to the end, which a worker that streams the answer (issue 29) may
 * do after it has posted the first rows.
 */
async function resourceEntryOnceRead(page: Page, fragment: string): Promise<ResourceEntry> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const [entry] = await resourceEntries(page, fragment);
    if (entry) return entry;
    if (Date.now() > deadline) throw new Error(`no Resource Timing entry for ${fragment}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The data worker's User Timing marks (`tonlens:read`, `tonlens:first-rows`, …) on the page's clock. */
async function workerMarks(page: Page): Promise<Record<string, number>> {
  const read = () => ({
    origin: performance.timeOrigin,
    marks: performance
      .getEntriesByType('mark')
      .filter((entry) => entry.name.startsWith('tonlens:'))
      .map((entry) => [entry.name, entry.startTime] as const),
  });
  const own = await page.evaluate(read);
  const marks: Record<string, number> = {};
  for (const worker of page.workers()) {
    const { origin, marks: list } = await worker.evaluate(read);
    for (const [name, at] of list) marks[name.replace('tonlens:', '')] ??= at + origin - own.origin;
  }
  return marks;
}

async function requestCount(page: Page, fragment: string): Promise<number> {
  return (await resourceEntries(page, fragment)).length;
}

// ---------------------------------------------------------------------------------------------------
// Initial load

const DIST = new URL('../../dist/', import.meta.url);
const gzipSizes = new Map<string, number>();

/** Gzipped size of a built file (zlib's default level 6, what servers use when compressing on the fly). */
function gzippedSize(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(new URL(`.${pathname}`, DIST))).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** The JS and CSS index.html itself loads (entry script, its modulepreloads, stylesheets): the first paint needs all of them. */
export function shellAssets(): string[] {
  const html = readFileSync(new URL('index.html', DIST), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
}

export interface InitialLoad {
  route: string;
  /** Gzipped bytes of JS + CSS needed for the first paint. */
  firstPaintBytes: number;
  /** Gzipped bytes of all JS + CSS loaded until the route's content shows. */
  routeBytes: number;
  files: { path: string; bytes: number; firstPaint: boolean }[];
  /** First contentful paint, ms from navigation start. */
  fcpMs: number;
}

/** Runs in the page; gets the row selector. */
export type ContentCheck = (rowSelector: string) => boolean;

export const homeContent: ContentCheck = () =>
  document.querySelector('h1')?.textContent === 'tonlens' &&
  [...document.querySelectorAll('a')].some((link) => /^Block \d+$/.test(link.textContent ?? ''));

export const blockContent: ContentCheck = (rowSelector) => document.querySelector(rowSelector) !== null;

export async function measureInitialLoad(
  browser: Browser,
  url: string,
  route: string,
  content: ContentCheck,
): Promise<InitialLoad> {
  const { page, close } = await newPage(browser);
  await page.goto(url);
  await waitInPage(page, content, ROW_SELECTOR);
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const loaded = new Set(
    (await resourceUrls(page, '/assets/'))
      .map((name) => new URL(name).pathname)
      .filter((pathname) => /\.(?:js|css)$/.test(pathname)),
  );
  await close();
  const shell = new Set(shellAssets());
  const files = [...loaded]
    .sort()
    .map((path) => ({ path, bytes: gzippedSize(path), firstPaint: shell.has(path) }));
  const missing = [...shell].filter((path) => !loaded.has(path));
  if (missing.length > 0) throw new Error(`${route}: index.html's ${missing.join(', ')} never loaded`);
  return {
    route,
    firstPaintBytes: files.filter((file) => file.firstPaint).reduce((sum, file) => sum + file.bytes, 0),
    routeBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
    fcpMs,
  };
}

// ---------------------------------------------------------------------------------------------------
// The big block

interface BenchState {
  longTasks: { start: number; duration: number }[];
  firstRowAt: number | undefined;
}
type BenchWindow = Window & { __bench: BenchState };

/** Installed before the app's own scripts: long tasks from the start, and the frame the first row is in. */
function installObservers(rowSelector: string) {
  const state: BenchState = { longTasks: [], firstRowAt: undefined };
  (window as unknown as BenchWindow).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  let waiting = false;
  const observer = new MutationObserver(() => {
    if (waiting || !document.querySelector(rowSelector)) return;
    waiting = true;
    observer.disconnect();
    // The frame that paints the row: its requestAnimationFrame callbacks run right before that paint.
    requestAnimationFrame(() => (state.firstRowAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

const firstRowPainted = () => (window as unknown as BenchWindow).__bench.firstRowAt !== undefined;
const rowCountAtLeast = (expected: number) =>
  Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 0) >= expected;

export interface BigBlockRun {
  /** From the block answer's last byte to the frame that paints the first rows, ms. */
  firstRowsMs: number;
  /** JSON.parse of the same answer's text, once in a fresh page (as the app meets it), ms. */
  parseFloorMs: number;
  /** …and again in that page, its heap grown, ms. */
  warmParseMs: number;
}

/** The figures of the puppeteer run (the Runtime domain on), and the bare page's. */
export interface BigBlockResult extends ScrollFigures {
  runs: BigBlockRun[];
  firstRowsRatio: number;
  maxDomNodes: number;
  /** The same cold link and scroll in a bare page (bare-page.ts: no DevTools domain on, as a reader's). */
  bare: ScrollFigures;
  /** `/api/v3/actions` requests the block page made for the block (its own reading of actions), by status. */
  actionsRequests: Record<string, number>;
  /** Going back to the big block after another page: ms and requests made for it. */
  revisitMs: number;
  revisitRequests: number;
}

/**
 * A cold deep link: the fresh page opens `/block/<seqno>` itself (no in-app navigation before it). Returns
 * the first rows' frame minus the answer's last byte as the data worker read it (its own Resource Timing,
 * put on the page's clock): negative when the rows came before the answer had ended.
 */
async function loadBigBlock(page: Page, origin: string, seqno: number): Promise<number> {
  const { firstRowAt, answer } = await openBlockCold(page, origin, seqno);
  return firstRowAt - answer.responseEnd;
}

async function openBlockCold(
  page: Page,
  origin: string,
  seqno: number,
): Promise<{ firstRowAt: number; answer: ResourceEntry }> {
  await page.goto(`${origin}/block/${seqno}`);
  await waitInPage(page, firstRowPainted, undefined);
  const firstRowAt = await page.evaluate(() => (window as unknown as BenchWindow).__bench.firstRowAt);
  const answer = await resourceEntryOnceRead(page, `masterchainBlockShardState?seqno=${seqno}`);
  if (firstRowAt === undefined) throw new Error('no first row');
  return { firstRowAt, answer };
}

/**
 * JSON.parse of the block's answer in a fresh page of the same origin that runs no app code: first
 * the one parse the app meets (a young heap, which the parse itself has to grow), then the median of
 * four more (a heap already grown).
 */
async function parseFloor(
  browser: Browser,
  origin: string,
  seqno: number,
): Promise<{ cold: number; warm: number }> {
  const { page, close } = await newPage(browser);
  await page.goto(`${origin}/favicon.svg`);
  const result = await page.evaluate(async (blockSeqno) => {
    const text = await (await fetch(`/api/v3/masterchainBlockShardState?seqno=${blockSeqno}`)).text();
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      JSON.parse(text);
      times.push(performance.now() - started);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    return { cold: times[0] ?? Number.NaN, warm: ((warm[1] ?? 0) + (warm[2] ?? 0)) / 2 };
  }, seqno);
  await close();
  return result;
}

interface ScrollResult {
  deltas: number[];
  maxNodes: number;
  reachedEnd: boolean;
}

/** Scrolls the window to the end, three quarters of a screen per frame, timing every frame. */
function scrollToEnd(page: Page) {
  return page.evaluate(scrollToEndInPage);
}

function scrollToEndInPage() {
  return new Promise<ScrollResult>((resolve) => {
    const deltas: number[] = [];
    let maxNodes = 0;
    let atBottom = 0;
    let last = 0;
    const frame = (now: number) => {
      if (last) deltas.push(now - last);
      last = now;
      maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      atBottom = bottom ? atBottom + 1 : 0;
      // Ten frames at the bottom: the rows measured on the way have settled the page's height.
      if (atBottom >= 10 || deltas.length > 20_000) {
        resolve({ deltas, maxNodes, reachedEnd: bottom });
        return;
      }
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export interface ScrollFigures {
  longestTaskMs: number;
  longTaskCount: number;
  /** Each long task's start on the page's clock, ms: where in the load or the scroll it fell. */
  longTaskStarts: number[];
  maxFrameMs: number;
  p95FrameMs: number;
  scrollFrames: number;
  reachedEnd: boolean;
}

/** The longest of the long tasks observed (0 when none passed 50 ms), and how many there were. */
function longTaskFigures(longTasks: { duration: number }[]) {
  return {
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
    longTaskCount: longTasks.length,
  };
}

function scrollFigures(
  longTasks: { start: number; duration: number }[],
  scroll: ScrollResult,
): ScrollFigures {
  const sortedDeltas = [...scroll.deltas].sort((a, b) => a - b);
  return {
    ...longTaskFigures(longTasks),
    longTaskStarts: longTasks.map((task) => task.start),
    maxFrameMs: sortedDeltas[sortedDeltas.length - 1] ?? Number.NaN,
    p95FrameMs: sortedDeltas[Math.floor(sortedDeltas.length * 0.95)] ?? Number.NaN,
    scrollFrames: scroll.deltas.length,
    reachedEnd: scroll.reachedEnd,
  };
}

/** A bare page (bare-page.ts) with the big block's observers installed before the app's scripts. */
function openBenchBarePage(url: string, rowSelector: string) {
  return openBarePage(
    // launchBrowser's arguments, as puppeteer passes them.
    { executable: CHROMIUM_PATH, args: puppeteer.defaultArgs({ headless: true, args: CHROMIUM_ARGS }) },
    url,
    `globalThis.__name ??= (target) => target; (${installObservers.toString()})(${JSON.stringify(rowSelector)});`,
  );
}

async function waitInBarePage(page: BarePage, condition: string) {
  const started = Date.now();
  while (!(await page.evaluate<boolean>(condition))) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`bare page: still not ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The cold deep link to the big block and the scroll to its end in a bare page (bare-page.ts): long tasks
 * from navigation to the end of the scroll, and every scrolled frame.
 */
async function measureBigBlockBare(origin: string, seqno: number, transactions: number) {
  const page = await openBenchBarePage(`${origin}/block/${seqno}`, ROW_SELECTOR);
  try {
    await waitInBarePage(page, `(${rowCountAtLeast.toString()})(${transactions})`);
    const scroll = await page.evaluate<ScrollResult>(`(${scrollToEndInPage.toString()})()`);
    const longTasks = await page.evaluate<{ start: number; duration: number }[]>('window.__bench.longTasks');
    return scrollFigures(longTasks, scroll);
  } finally {
    await page.close();
  }
}

export async function measureBigBlock(
  browser: Browser,
  origin: string,
  seqno: number,
  transactions: number,
  otherSeqno: number,
  runs = 3,
): Promise<BigBlockResult> {
  const results: BigBlockRun[] = [];
  let details: Omit<BigBlockResult, 'runs' | 'firstRowsRatio' | 'bare'> | undefined;
  for (let run = 0; run < runs; run += 1) {
    const floor = await parseFloor(browser, origin, seqno);
    const { page, close } = await newPage(browser, installObservers);
    const firstRowsMs = await loadBigBlock(page, origin, seqno);
    results.push({ firstRowsMs, parseFloorMs: floor.cold, warmParseMs: floor.warm });
    if (run === 0) {
      await waitInPage(page, rowCountAtLeast, transactions);
      const nodesAfterLoad = await page.evaluate(() => document.getElementsByTagName('*').length);
      const scroll = await scrollToEnd(page);
      const longTasks = await page.evaluate(() => (window as unknown as BenchWindow).__bench.longTasks);
      const actionsRequests: Record<string, number> = {};
      for (const entry of await resourceEntries(page, '/api/v3/actions?'))
        actionsRequests[entry.responseStatus] = (actionsRequests[entry.responseStatus] ?? 0) + 1;
      const revisit = await measureRevisit(page, seqno, otherSeqno);
      details = {
        maxDomNodes: Math.max(nodesAfterLoad, scroll.maxNodes),
        ...scrollFigures(longTasks, scroll),
        actionsRequests,
        revisitMs: revisit.ms,
        revisitRequests: revisit.requests,
      };
    }
    await close();
  }
  if (!details) throw new Error('no big block run');
  // After the pages above have closed: this browser runs alone.
  const bare = await measureBigBlockBare(origin, seqno, transactions);
  return {
    bare,
    runs: results,
    firstRowsRatio: median(results.map((run) => run.firstRowsMs / run.parseFloorMs)),
    ...details,
  };
}

// ---------------------------------------------------------------------------------------------------
// The big block on a throttled connection (issue 29)

export interface ThrottledBigBlock {
  /** The throttle asked for, Mbit/s (download). */
  mbit: number;
  /** The answer's bytes on the wire (gzipped). */
  bodyBytes: number;
  /** From the body's first byte to its last, as the data worker read it, ms. */
  downloadMs: number;
  /** From the body's first byte to the frame that paints the first rows, ms. */
  firstRowsMs: number;
  /** The data worker's marks (`read`, `parsed`, `first-rows`, …), ms after the body's first byte. */
  marks: Record<string, number>;
}

/**
 * The cold deep link to the big block with Chromium's network throttling at `mbit` Mbit/s down (5 Mbit/s
 * up, 20 ms latency), on the page's requests and on the data worker's, which is a target of its own:
 * auto-attached (flatten, paused until set up), each session given the same global rule
 * (`Network.emulateNetworkConditionsByRule`, which needs `Network.enable`). The deprecated
 * `Network.emulateNetworkConditions` on the page does not slow the worker's fetch, and on the worker's
 * session it answers "Not supported". The row proves the throttle applied: bodyBytes ÷ downloadMs.
 */
export async function measureThrottledBigBlock(
  browser: Browser,
  origin: string,
  seqno: number,
  mbit: number,
): Promise<ThrottledBigBlock> {
  const { page, close } = await newPage(browser, installObservers);
  try {
    const rule = {
      offline: false,
      matchedNetworkConditions: [
        {
          urlPattern: '',
          offline: false,
          latency: 20,
          downloadThroughput: (mbit * 1e6) / 8,
          uploadThroughput: 5e6 / 8,
        },
      ],
    };
    const throttle = async (session: CDPSession) => {
      await session.send('Network.enable');
      // Newer than puppeteer's copy of the protocol's types.
      await session.send('Network.emulateNetworkConditionsByRule' as 'Network.enable', rule as never);
    };
    const cdp = await page.createCDPSession();
    await throttle(cdp);
    const connection = cdp.connection();
    if (!connection) throw new Error('no CDP connection');
    const failures: string[] = [];
    cdp.on('Target.attachedToTarget', (event) => {
      const session = connection.session(event.sessionId);
      if (!session) return;
      void throttle(session)
        .catch((error: unknown) => failures.push(`${event.targetInfo.type}: ${String(error)}`))
        .finally(() => void session.send('Runtime.runIfWaitingForDebugger').catch(() => undefined));
    });
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    const { firstRowAt, answer } = await openBlockCold(page, origin, seqno);
    if (failures.length > 0) throw new Error(`throttling a worker failed: ${failures.join('; ')}`);
    const marks = Object.fromEntries(
      Object.entries(await workerMarks(page)).map(([name, at]) => [name, at - answer.responseStart]),
    );
    return {
      marks,
      mbit,
      bodyBytes: answer.encodedBodySize,
      downloadMs: answer.responseEnd - answer.responseStart,
      firstRowsMs: firstRowAt - answer.responseStart,
    };
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The big trace (issue 27)

/** A row of a transaction's Trace section (src/block/trace/TraceTree.tsx). */
const TRACE_ROW_SELECTOR = 'ul[aria-label="Transactions of the trace"] > li';
const balancesShown = () =>
  document.querySelector('table[aria-label="Balance changes over the trace"]') !== null;

export interface BigTraceResult {
  /** From navigation start to the frame that paints the trace's first rows, ms. */
  treeMs: number;
  /** From the traces answer's last byte (in the data worker) to that frame, ms. */
  afterAnswerMs: number;
  answerStatus: number;
  longestTaskMs: number;
  longTaskCount: number;
  /** Each long task: its start on the page's clock and its length, ms. */
  longTasks: { start: number; duration: number }[];
  /** The block's own answer's last byte, on the page's clock, ms. */
  blockAnswerAt: number | undefined;
  /** The traces answer's last byte, on the page's clock, ms. */
  traceAnswerAt: number;
  /** The longest task that started after the traces answer arrived (the trace's own work), ms. */
  longestAfterAnswerMs: number;
  /** The tree's own count: "N of M shown". */
  shown: string;
  domNodes: number;
  /** The same link in a bare page (bare-page.ts: no DevTools domain on), to the same point. */
  bare: { longestTaskMs: number; longTaskCount: number };
}

/**
 * Opens `/block/<seqno>?tx=<hash>&trace=1` in a fresh page and waits for the Trace section's tree and its
 * balance changes, then one more second for late work; long tasks from navigation to then (the same
 * observers as the big block's).
 */
export async function measureBigTrace(
  browser: Browser,
  origin: string,
  seqno: number,
  hash: string,
): Promise<BigTraceResult> {
  const opened = await newPage(browser, installObservers, TRACE_ROW_SELECTOR);
  const page = opened.page;
  let closed = false;
  // Closed before the bare page opens, so that browser runs alone; and on any failure.
  const close = async () => {
    if (closed) return;
    closed = true;
    await opened.close();
  };
  try {
    const query = new URLSearchParams([
      ['tx', hash],
      ['trace', '1'],
    ]);
    const url = `${origin}/block/${seqno}?${query.toString()}`;
    await page.goto(url);
    await waitInPage(page, firstRowPainted, undefined);
    await waitInPage(page, balancesShown, undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const state = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
    const [answer] = await resourceEntries(page, '/api/v3/traces?');
    const shown = await page.evaluate(
      () =>
        [...document.querySelectorAll('p > span')]
          .map((span) => span.textContent?.trim() ?? '')
          .find((text) => / of [\d,]+ shown$/.test(text)) ?? '',
    );
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    if (state.firstRowAt === undefined || !answer) throw new Error('no trace answer or no tree');
    const blockAnswerAt = (await resourceEntries(page, `masterchainBlockShardState?seqno=${seqno}`))[0]
      ?.responseEnd;
    await close();
    return {
      bare: await measureBigTraceBare(url),
      treeMs: state.firstRowAt,
      afterAnswerMs: state.firstRowAt - answer.responseEnd,
      answerStatus: answer.responseStatus,
      ...longTaskFigures(state.longTasks),
      longTasks: state.longTasks,
      traceAnswerAt: answer.responseEnd,
      longestAfterAnswerMs: Math.max(
        0,
        ...state.longTasks.filter((task) => task.start >= answer.responseEnd).map((task) => task.duration),
      ),
      blockAnswerAt,
      shown,
      domNodes,
    };
  } finally {
    await close();
  }
}

/** The trace's link in a bare page: long tasks to its tree and balance changes, and one more second. */
async function measureBigTraceBare(url: string) {
  const page = await openBenchBarePage(url, TRACE_ROW_SELECTOR);
  try {
    await waitInBarePage(page, `(${firstRowPainted.toString()})()`);
    await waitInBarePage(page, `(${balancesShown.toString()})()`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return longTaskFigures(await page.evaluate<{ duration: number }[]>('window.__bench.longTasks'));
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Revisit

/** Submits the header's search form with `text`, as a person pressing Enter in it. */
function search(page: Page, text: string) {
  return page.evaluate((query) => {
    const input = document.querySelector<HTMLInputElement>('header input[type="search"]');
    if (!input?.form) throw new Error('no search box in the header');
    // React reads the value through its own setter hook: set it as typing would.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.form.requestSubmit();
  }, text);
}

const headingShows = (seqno: number) =>
  new RegExp(`\\b${seqno}\\b`).test(document.querySelector('h1')?.textContent ?? '');

/**
 * From the page showing block `seqno`: opens block `otherSeqno` through the header search, goes back,
 * and times the back button (its popstate event) to the frame that paints `seqno`'s first rows,
 * counting the requests made for `seqno` meanwhile.
 */
export async function measureRevisit(
  page: Page,
  seqno: number,
  otherSeqno: number,
): Promise<{ ms: number; requests: number }> {
  await search(page, String(otherSeqno));
  await waitInPage(page, headingShows, otherSeqno);
  await waitInPage(page, blockContent, ROW_SELECTOR);
  const requestsBefore = await requestCount(page, `masterchainBlockShardState?seqno=${seqno}`);
  await page.evaluate(
    (blockSeqno, rowSelector) => {
      const state: { start?: number; end?: number } = {};
      (window as unknown as { __revisit: typeof state }).__revisit = state;
      // The event's own time stamp is when the back button was pressed. The router renders the page
      // synchronously inside its popstate listener, before any listener added now runs, so the observer
      // below does not wait for this one.
      window.addEventListener('popstate', (event) => (state.start = event.timeStamp), { once: true });
      let waiting = false;
      const observer = new MutationObserver(() => {
        if (waiting) return;
        const heading = document.querySelector('h1')?.textContent ?? '';
        if (!new RegExp(`\\b${blockSeqno}\\b`).test(heading)) return;
        if (!document.querySelector(rowSelector)) return;
        waiting = true;
        observer.disconnect();
        requestAnimationFrame(() => (state.end = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      history.back();
    },
    seqno,
    ROW_SELECTOR,
  );
  await waitInPage(
    page,
    () => {
      const state = (window as unknown as { __revisit: { start?: number; end?: number } }).__revisit;
      return state.start !== undefined && state.end !== undefined;
    },
    undefined,
  );
  // Let a request the revisit might have started show up in Resource Timing.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const requestsAfter = await requestCount(page, `masterchainBlockShardState?seqno=${seqno}`);
  const ms = await page.evaluate(() => {
    const state = (window as unknown as { __revisit: { start: number; end: number } }).__revisit;
    return state.end - state.start;
  });
  return { ms, requests: requestsAfter - requestsBefore };
}

/**
 * Elements in the page of a hostile block (`body`: e.g. 10,000 distinct opcodes and accounts, which once
 * filled the filters' menus with an element each), served once through the sample API's fault queue in
 * place of block `seqno`'s answer: after all `transactions` have arrived, and after scrolling to the end.
 */
export async function measureHostileBlockNodes(
  browser: Browser,
  origin: string,
  seqno: number,
  body: string,
  transactions: number,
): Promise<number> {
  const queued = await fetch(`${origin}/__sample/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'masterchainBlockShardState', times: 1, fault: { status: 200, body } }),
  });
  if (queued.status !== 201) throw new Error(`the fault queue refused the block: ${queued.status}`);
  const { page, close } = await newPage(browser);
  try {
    await page.goto(`${origin}/block/${seqno}`);
    await waitInPage(page, rowCountAtLeast, transactions);
    const afterLoad = await page.evaluate(() => document.getElementsByTagName('*').length);
    const scroll = await scrollToEnd(page);
    return Math.max(afterLoad, scroll.maxNodes);
  } finally {
    await close();
    await fetch(`${origin}/__sample/faults`, { method: 'DELETE' });
  }
}

export async function measureSampleRevisit(
  browser: Browser,
  origin: string,
  seqno: number,
  otherSeqno: number,
): Promise<{ ms: number; requests: number }> {
  const { page, close } = await newPage(browser);
  await page.goto(`${origin}/block/${seqno}`);
  await waitInPage(page, blockContent, ROW_SELECTOR);
  // Three times there and back: the median, and every request any of them made.
  const results: { ms: number; requests: number }[] = [];
  for (let round = 0; round < 3; round += 1) results.push(await measureRevisit(page, seqno, otherSeqno));
  await close();
  return {
    ms: median(results.map((result) => result.ms)),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
  };
}

// ---------------------------------------------------------------------------------------------------
// The live profile: pages of 1000

export interface LivePaging {
  pages: number;
  /** When the first rows were painted, ms after navigation start. */
  firstRowsAt: number;
  /** When the last page's answer arrived, ms after navigation start. */
  lastPageAt: number;
  /** Rows in the table when the first rows were painted. */
  rowsAtFirstPaint: number;
}

export async function measureLivePaging(
  browser: Browser,
  origin: string,
  seqno: number,
  transactions: number,
): Promise<LivePaging> {
  const { page, close } = await newPage(browser, installObservers);
  await page.goto(`${origin}/block/${seqno}`);
  await waitInPage(page, firstRowPainted, undefined);
  const rowsAtFirstPaint = await page.evaluate(() =>
    Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 0),
  );
  await waitInPage(page, rowCountAtLeast, transactions);
  const answered = (await resourceEntries(page, 'transactionsByMasterchainBlock')).filter(
    (entry) => entry.responseStatus === 200,
  );
  const timing = {
    pages: answered.length,
    lastPageAt: Math.max(...answered.map((entry) => entry.responseEnd)),
    firstRowsAt: await page.evaluate(
      () => (window as unknown as BenchWindow).__bench.firstRowAt ?? Number.NaN,
    ),
  };
  await close();
  return { ...timing, rowsAtFirstPaint };
}

// ---------------------------------------------------------------------------------------------------
// Accounts

/** 1024 accounts as people paste them: the sample's own accounts among valid random ones, in mixed forms. */
export function pastedAccounts(sampleAccounts: string[]): string[] {
  const raws = syntheticAccounts(1024 - sampleAccounts.length, 8);
  const spacing = Math.floor(1024 / sampleAccounts.length);
  sampleAccounts.forEach((raw, index) => raws.splice(index * spacing + 3, 0, raw));
  return raws.map((raw, index) => {
    const parsed = parseAddress(raw);
    if (!parsed.ok) throw new Error(`not an address: ${raw}`);
    if (index % 3 === 1) return toFriendlyAddress(parsed.address, { bounceable: true });
    if (index % 3 === 2) return toFriendlyAddress(parsed.address, { bounceable: false, urlSafe: false });
    return raw.toLowerCase();
  });
}

/** The lookup from the click on "Look up 1,024 accounts" to the frame that says all were fetched. */
export interface AccountsLookup {
  ms: number;
  /** Requests sent, refused ones included. */
  requests: number;
  /** Requests answered 429, and 200. */
  refused: number;
  answered: number;
  /** Accounts the page counts as failed when the lookup ended. */
  failedAccounts: number;
  longestUrl: number;
  /** The token lookup that follows the balances (issue 26), when asked for. */
  tokens?: TokenLookupFigures;
  /** The table with its token columns, loaded and scrolled to the end (with the tokens). */
  table?: { nodes: number; longestTaskMs: number; rows: number };
}

/** The token lookup: from the click to the frame whose status line says every request ended. */
export interface TokenLookupFigures {
  ms: number;
  /** Requests sent per endpoint path, refused ones included. */
  requests: Record<string, number>;
  refused: number;
  /** What the page's status line said at the end ("Tokens: all 17 requests answered"). */
  status: string;
  failed: number;
  longestUrl: number;
}

const TOKEN_PATHS = ['/api/v3/jetton/wallets', '/api/v3/nft/items', '/api/v3/walletStates'];
const TOKEN_DONE = /^Tokens: (all [\d,]+ requests? answered|[\d,]+ requests?, ([\d,]+) failed)$/;

export async function measureAccountsLookup(
  browser: Browser,
  origin: string,
  lines: string[],
  options: { tokens?: boolean } = {},
): Promise<AccountsLookup> {
  const { page, close } = await newPage(browser);
  await page.goto(`${origin}/accounts`);
  // The page's own box: the skeleton's stand-in (disabled, no id) comes first on a cold load.
  await waitInPage(page, () => document.querySelector('textarea#address-list') !== null, undefined);
  const label = `Look up ${lines.length.toLocaleString('en-US')} accounts`;
  await page.evaluate((text) => {
    const textarea = document.querySelector<HTMLTextAreaElement>('textarea#address-list');
    if (!textarea) throw new Error('no paste box');
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, lines.join('\n'));
  await waitInPage(
    page,
    (name) => [...document.querySelectorAll('button')].some((button) => button.textContent === name),
    label,
  );
  await page.evaluate(
    (name, count) => {
      const state: { start?: number; end?: number } = {};
      (window as unknown as { __lookup: typeof state }).__lookup = state;
      const done = `All ${count} accounts fetched`;
      let waiting = false;
      const observer = new MutationObserver(() => {
        if (waiting || !document.body.textContent?.includes(done)) return;
        waiting = true;
        observer.disconnect();
        requestAnimationFrame(() => (state.end = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === name,
      );
      if (!button) throw new Error(`no button ${name}`);
      button.addEventListener('click', (event) => (state.start = event.timeStamp), {
        capture: true,
        once: true,
      });
      button.click();
    },
    label,
    lines.length.toLocaleString('en-US'),
  );
  await waitInPage(
    page,
    () => (window as unknown as { __lookup: { end?: number } }).__lookup.end !== undefined,
    undefined,
  );
  const ms = await page.evaluate(() => {
    const state = (window as unknown as { __lookup: { start: number; end: number } }).__lookup;
    return state.end - state.start;
  });
  const entries = await resourceEntries(page, '/api/v3/accountStates');
  const heading = await page.evaluate(() => document.getElementById('results-heading')?.textContent ?? '');
  const tokens = options.tokens ? await measureTokensAfter(page) : undefined;
  const table = options.tokens ? await measureTableScroll(page) : undefined;
  await close();
  return {
    tokens,
    table,
    ms,
    requests: entries.length,
    refused: entries.filter((entry) => entry.responseStatus === 429).length,
    answered: entries.filter((entry) => entry.responseStatus === 200).length,
    failedAccounts: Number(/([\d,]+) failed/.exec(heading)?.[1]?.replaceAll(',', '') ?? 0),
    longestUrl: Math.max(...entries.map((entry) => entry.name.length)),
  };
}

/**
 * The accounts table once its tokens are in: scrolled to the end a screen at a time, one frame each; the
 * longest task from the first step to the end (PerformanceObserver 'longtask'), and the page's elements.
 */
async function measureTableScroll(
  page: Page,
): Promise<{ nodes: number; longestTaskMs: number; rows: number }> {
  return page.evaluate(async () => {
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    let last = -1;
    while (window.scrollY !== last) {
      last = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return {
      nodes: document.getElementsByTagName('*').length,
      longestTaskMs: Math.max(0, ...tasks),
      rows: document.querySelectorAll('table tr[aria-rowindex]').length,
    };
  });
}

/** Waits for the token status line to say every request ended (measureAccountsLookup's click is 0). */
async function measureTokensAfter(page: Page): Promise<TokenLookupFigures> {
  await waitInPage(
    page,
    (source) => {
      const done = new RegExp(source);
      return [...document.querySelectorAll('span')].some((span) => done.test(span.textContent ?? ''));
    },
    TOKEN_DONE.source,
  );
  const { end, status } = await page.evaluate((source) => {
    const state = (window as unknown as { __lookup: { start: number } }).__lookup;
    const done = new RegExp(source);
    const text = [...document.querySelectorAll('span')]
      .map((span) => span.textContent ?? '')
      .find((candidate) => done.test(candidate));
    return { end: performance.now() - state.start, status: text ?? '' };
  }, TOKEN_DONE.source);
  const entries = (await Promise.all(TOKEN_PATHS.map((path) => resourceEntries(page, path)))).flat();
  const requests: Record<string, number> = {};
  for (const path of TOKEN_PATHS)
    requests[path.replace('/api/v3/', '')] = entries.filter((entry) => entry.name.includes(path)).length;
  return {
    ms: end,
    requests,
    refused: entries.filter((entry) => entry.responseStatus === 429).length,
    status,
    failed: Number(TOKEN_DONE.exec(status)?.[2]?.replaceAll(',', '') ?? 0),
    longestUrl: Math.max(0, ...entries.map((entry) => entry.name.length)),
  };
}

/**
 * Opens block `fromSeqno` and walks `steps` blocks back with ←, each step once its block is whole (the
 * heading names it, no transaction page is still loading). Counts every API request of the walk, and the
 * refused ones (429), prefetches included.
 */
export async function measureBlockWalk(
  browser: Browser,
  origin: string,
  fromSeqno: number,
  steps: number,
): Promise<{ ms: number; requests: number; refused: number }> {
  const { page, close } = await newPage(browser);
  const start = Date.now();
  await page.goto(`${origin}/block/${fromSeqno}`);
  const whole = (seqno: number) =>
    [...document.querySelectorAll('h1')].some((h1) => h1.textContent === `Masterchain block ${seqno}`) &&
    document.getElementById('transactions-heading') !== null &&
    document.querySelector('[aria-busy="true"]') === null &&
    !document.body.textContent?.includes('Loading transactions');
  await waitInPage(page, whole, fromSeqno);
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('ArrowLeft');
    await waitInPage(page, whole, fromSeqno - step);
  }
  const ms = Date.now() - start;
  const entries = await resourceEntries(page, '/api/v3/');
  await close();
  return {
    ms,
    requests: entries.length,
    refused: entries.filter((entry) => entry.responseStatus === 429).length,
  };
}

// ---------------------------------------------------------------------------------------------------
// Languages

export interface LanguageSwitch {
  /** The JS and CSS files fetched from the click on "Русский" until the page speaks Russian. */
  files: { path: string; bytes: number }[];
  /** The home page opened in Russian (`?lang=ru`): its first-paint files plus the catalogue, gzip. */
  russianFirstPaintBytes: number;
}

/**
 * What a language costs: an English reader who opens Settings and picks Russian fetches the Russian
 * catalogue, one lazy chunk, and nothing else (Settings' own chunk was fetched when it opened).
 */
export async function measureLanguageSwitch(browser: Browser, origin: string): Promise<LanguageSwitch> {
  const { page, close } = await newPage(browser);
  await page.goto(`${origin}/`);
  await waitInPage(page, homeContent, ROW_SELECTOR);
  await page.click('header button[aria-describedby]');
  await page.waitForSelector('dialog input[name="language"]');
  // Settings lists "as the browser prefers", English, Русский, فارسی.
  const russianChoice = (await page.$$('dialog input[name="language"]'))[2];
  if (russianChoice === undefined) throw new Error('Settings has no Russian choice');
  const before = new Set(await resourceUrls(page, '/assets/'));
  await russianChoice.click();
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  const fetched = (await resourceUrls(page, '/assets/'))
    .filter((url) => !before.has(url))
    .map((url) => new URL(url).pathname)
    .filter((pathname) => /\.(?:js|css)$/.test(pathname));
  await close();

  const russian = await newPage(browser);
  await russian.page.goto(`${origin}/?lang=ru`);
  await russian.page.waitForFunction(() => document.querySelector('main h1') !== null);
  const loaded = new Set(
    (await resourceUrls(russian.page, '/assets/'))
      .map((url) => new URL(url).pathname)
      .filter((pathname) => /\.(?:js|css)$/.test(pathname)),
  );
  await russian.close();
  const shell = new Set(shellAssets());
  const catalogue = fetched.filter((path) => !shell.has(path));
  const russianFirstPaintBytes = [...loaded]
    .filter((path) => shell.has(path) || catalogue.includes(path))
    .reduce((sum, path) => sum + gzippedSize(path), 0);
  return { files: fetched.map((path) => ({ path, bytes: gzippedSize(path) })), russianFirstPaintBytes };
}

/**
 * What the live server says about a block (issue 13): its `{blocks}` answer gives the masterchain block's
 * header and the latest block of each shard it references. The page lists every one of those shard
 * blocks, also one committed by an earlier masterchain block that holds none of this block's
 * transactions, and shows the masterchain block's header in a "Block details" panel. The spec shape has
 * no blocks: its page is as before.
 *
 * The real app renders against the shared sample API; the `{blocks}` bodies are built from the recorded
 * testnet masterchainInfo (a Block with every field) and the dataset's derived blocks
 * (test/fixtures/block-headers.ts), served with the recorded transactions by a private loopback server.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../../fixtures/block-answers-server.ts';
import {
  MASTERCHAIN_SHARD,
  blocksBody,
  datasetBlocks,
  recordedFullBlock,
  reidentified,
  withRecordedLtsAndHashes,
} from '../../fixtures/block-headers.ts';
import { RECORDED, recordedBlock, type Json } from '../../fixtures/recorded-transactions.ts';
import { queryValueOf } from '../../fixtures/label-values.ts';
import { renderApp } from '../../render-app.tsx';
import openapi from '../../../sample-api/recordings/openapi-v3-swagger.toncenter-ton-indexer.json' with { type: 'json' };

let api: BlockAnswersServer;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
});

afterAll(async () => {
  await api.close();
});

// Imported, not read from disk: jsdom's module URLs are not files.
const swagger = openapi as { definitions: { Block: { properties: Record<string, unknown> } } };

/** Recorded testnet block 36376446: transactions in four blocks of shards 6…, A… and E…; none in 2…. */
const SEQNO = 36376446;
const FULL = recordedFullBlock();
const ROOT_HASH = FULL['root_hash'] as string;
const FILE_HASH = FULL['file_hash'] as string;
/** The recorded full header as this block's masterchain block. */
const masterchain = reidentified(FULL, { workchain: -1, shard: MASTERCHAIN_SHARD, seqno: SEQNO }, SEQNO);
/**
 * Shard 2000000000000000, the one this block's transactions do not touch: its latest block in the dataset
 * before this one, 38182865, was committed by the earlier masterchain block 36376442 and holds 4
 * transactions, none of this block's. Its header is the dataset's, unchanged (masterchain_block_ref
 * 36376442): the live server lists such a block in this block's answer all the same.
 */
const EARLIER = '0:2000000000000000:38182865';
const earlier = datasetBlocks('testnet', 36376442)[1]!;

function serveLive(seqno: number, blocks: ReturnType<typeof datasetBlocks>) {
  api.answer(seqno, blocksBody(blocks));
  api.answerTransactions(seqno, JSON.stringify(recordedBlock('testnet', seqno)));
}

/** The text of the value under `label` in a list of facts; undefined when there is no such label. */
function fact(container: HTMLElement, label: string, options?: { outside?: HTMLElement }) {
  return queryValueOf(container, label, options)?.textContent ?? undefined;
}

/** The Block details panel's value of the API field `field` (each label names it in a <code>). */
function headerField(panel: HTMLElement, field: string): HTMLElement | null {
  return queryValueOf(panel, (term) => within(term).queryByText(field, { selector: 'code' }) !== null);
}

/** The panel a disclosure button opened (the element its aria-controls names). */
function panelOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`${toggle.textContent} controls no panel: is it open?`);
  return panel;
}

async function openPage(seqno: number) {
  const user = userEvent.setup();
  renderApp(`/block/${seqno}`, { baseUrl: api.origin });
  await screen.findByRole('heading', { name: `Masterchain block ${seqno}` });
  await screen.findByRole('table', { name: 'Transactions' });
  return user;
}

describe('shard blocks of the live answer', () => {
  it('lists every shard block, the earlier committed one included, with what the answer says of each', async () => {
    // The answer lists all but one of the shard blocks the transactions point at (0:A…:38134733); that
    // of shard E… with the recorded lts and hashes (another block's values, for display).
    const listed = datasetBlocks('testnet', SEQNO)
      .slice(1)
      .filter((block) => block['seqno'] !== 38134733)
      .map((block) => (block['shard'] === 'E000000000000000' ? withRecordedLtsAndHashes(block) : block));
    serveLive(SEQNO, [masterchain, ...listed, earlier]);
    const user = await openPage(SEQNO);

    const shards = screen.getByRole('region', { name: 'Shard blocks' });
    expect(
      within(shards)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      `Shard block ${EARLIER}`,
      'Shard block 0:6000000000000000:38194539',
      'Shard block 0:A000000000000000:38134732',
      'Shard block 0:A000000000000000:38134733',
      'Shard block 0:E000000000000000:38136835',
    ]);

    // The earlier committed block: its own count, and none of it listed below.
    const earlierItem = within(shards).getByRole('listitem', { name: `Shard block ${EARLIER}` });
    expect(fact(earlierItem, 'Workchain')).toBe('0 basechain');
    expect(fact(earlierItem, 'Shard')).toBe('2000000000000000');
    expect(fact(earlierItem, 'Seqno')).toBe('38182865');
    expect(fact(earlierItem, 'Time')).toBe('2025-10-13 10:27:33 UTC');
    expect(fact(earlierItem, 'Transactions')).toBe('4 · none listed below');
    // A header with lts and hashes shows them.
    const hashedItem = within(shards).getByRole('listitem', {
      name: 'Shard block 0:E000000000000000:38136835',
    });
    expect(fact(hashedItem, 'Transactions')).toBe('1');
    expect(fact(hashedItem, 'Logical time')).toBe('23694519000000 – 23694519000004');
    expect(fact(hashedItem, 'Root hash')).toBe('SMroEPt+…9OmMA=');
    expect(fact(hashedItem, 'File hash')).toBe('TRya8nOm…e6a/k=');

    // The dataset's blocks say less: what they do not say is not shown.
    const datasetItem = within(shards).getByRole('listitem', {
      name: 'Shard block 0:A000000000000000:38134732',
    });
    expect(fact(datasetItem, 'Time')).toBe('2025-10-13 10:27:46 UTC');
    expect(fact(datasetItem, 'Transactions')).toBe('5');
    for (const item of [datasetItem, earlierItem]) {
      for (const absent of ['Logical time', 'Root hash', 'File hash']) {
        expect(fact(item, absent)).toBeUndefined();
      }
    }
    // Seen only in the transactions: no header, its count from them.
    const unlisted = within(shards).getByRole('listitem', {
      name: 'Shard block 0:A000000000000000:38134733',
    });
    expect(fact(unlisted, 'Transactions')).toBe('4 listed below');
    expect(fact(unlisted, 'Time')).toBeUndefined();
    expect(shards.textContent).not.toMatch(/undefined|null|NaN/);

    // A shard block has no page: its seqno and hashes are copied, exactly.
    await user.click(
      within(earlierItem).getByRole('button', { name: `Copy seqno of shard block ${EARLIER}` }),
    );
    expect(await navigator.clipboard.readText()).toBe('38182865');
    await user.click(within(hashedItem).getByRole('button', { name: /^Copy root hash of shard block/ }));
    expect(await navigator.clipboard.readText()).toBe(ROOT_HASH);
    expect(within(shards).queryAllByRole('link')).toEqual([]);

    // The transactions are still grouped by the shard block that holds them.
    const list = screen.getByRole('table', { name: 'Transactions' });
    for (const label of [
      '0:A000000000000000:38134732',
      '0:A000000000000000:38134733',
      '0:E000000000000000:38136835',
    ]) {
      expect(within(list).getByText(label, { selector: 'code' })).toBeInTheDocument();
    }
    expect(within(list).queryByText(EARLIER)).toBeNull();
  });

  it('the Block details panel: closed at first, then every header field of the masterchain block', async () => {
    // The earlier committed block's header with tx_count rewritten to 0, to exercise a block whose header
    // says it holds no transaction (its real count is 4).
    const zeroCount = { ...earlier, tx_count: 0 };
    serveLive(SEQNO, [masterchain, ...datasetBlocks('testnet', SEQNO).slice(1), zeroCount]);
    const user = await openPage(SEQNO);
    const shards = screen.getByRole('region', { name: 'Shard blocks' });
    const zeroItem = within(shards).getByRole('listitem', { name: `Shard block ${EARLIER}` });
    expect(fact(zeroItem, 'Transactions')).toBe('0');
    // The summary's time is the block's own now.
    expect(fact(screen.getByRole('main'), 'Time', { outside: shards })).toMatch(/^2024-07-15 18:39:28 UTC/);

    const toggle = screen.getByRole('button', { name: 'Block details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('root_hash', { selector: 'dt code' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(toggle);

    const text = (field: string) => headerField(panel, field)?.textContent;
    expect(text('root_hash')).toBe(ROOT_HASH);
    expect(text('file_hash')).toBe(FILE_HASH);
    expect(text('global_id')).toBe('-3 (TON testnet)');
    expect(text('version')).toBe('0');
    expect(text('key_block')).toBe('no');
    expect(text('vert_seqno')).toBe('0');
    expect(text('vert_seqno_incr')).toBe('no');
    expect(text('start_lt – end_lt')).toBe('23694519000000 – 23694519000004');
    expect(text('gen_utime')).toMatch(/^2024-07-15 18:39:28 UTC · /);
    expect(text('created_by')).toBe(FULL['created_by']);
    expect(text('rand_seed')).toBe(FULL['rand_seed']);
    expect(text('gen_catchain_seqno')).toBe('288848');
    expect(text('master_ref_seqno')).toBe('0');
    expect(text('validator_list_hash_short')).toBe('197321932');
    expect(text('flags')).toBe('1');
    expect(text('after_merge')).toBe('no');
    expect(text('before_split')).toBe('no');
    expect(text('after_split')).toBe('no');
    expect(text('want_merge')).toBe('yes');
    expect(text('want_split')).toBe('no');
    expect(text('tx_count')).toBe('3');
    // Whose count is whose: the header's tx_count is the masterchain block's own (3 here, tick-tock and
    // the like), the summary counts it with the shard blocks it commits (11 in the answer).
    const term = (field: string) =>
      within(panel)
        .getAllByRole('term')
        .find((dt) => within(dt).queryByText(field, { selector: 'code' }) !== null);
    expect(term('tx_count')).toHaveTextContent(/^Transactions in the masterchain block itself tx_count$/);
    expect(
      fact(screen.getByRole('main'), 'Transactions in this block and its shard blocks', { outside: shards }),
    ).toBe('11');
    // Masterchain blocks it names are pages of their own.
    const link = (field: string) => within(headerField(panel, field)!).getByRole('link');
    expect(link('prev_blocks')).toHaveAttribute('href', `/block/${SEQNO - 1}`);
    expect(link('min_ref_mc_seqno')).toHaveAttribute('href', '/block/21082657');
    expect(link('prev_key_block_seqno')).toHaveAttribute('href', '/block/21082243');

    // Every field of the OpenAPI Block but the block's identity (in the page's heading) is there.
    const shown = within(panel)
      .getAllByText(/.+/, { selector: 'dt code' })
      .flatMap((code) => (code.textContent ?? '').split(' – '));
    const identity = ['workchain', 'shard', 'seqno', 'masterchain_block_ref'];
    expect(shown.sort()).toEqual(
      Object.keys(swagger.definitions.Block.properties)
        .filter((field) => !identity.includes(field))
        .sort(),
    );

    await user.click(within(headerField(panel, 'root_hash')!).getByRole('button'));
    expect(await navigator.clipboard.readText()).toBe(ROOT_HASH);
  });

  it('shows hostile text as text and drifted fields as unreadable, and the page lives', async () => {
    // React's warnings (two children with the same key, …) are errors of the page too.
    const consoleErrors = vi.spyOn(console, 'error');
    const seqno = RECORDED.testnetBouncedBlock;
    const hostile = '<img src=x onerror="window.__pwned=1">\u202Egnp.exe\u200B';
    const masterchainHeader = reidentified(FULL, { workchain: -1, shard: MASTERCHAIN_SHARD, seqno }, seqno);
    // The shard is the server's text too: an isolate and an override around real shards.
    const isolatedShard = '\u2066E000000000000000\u2069';
    const reversedShard = '\u202E6000000000000000';
    const header = {
      ...masterchainHeader,
      root_hash: 12345,
      start_lt: 'soon',
      gen_utime: null,
      key_block: null,
      tx_count: '3',
      created_by: hostile,
      prev_blocks: [
        ...(masterchainHeader['prev_blocks'] as Json[]),
        { workchain: 0, shard: isolatedShard, seqno: 38136835 },
      ],
    };
    const [shardBlock] = datasetBlocks('testnet', seqno).slice(1);
    const answer = recordedBlock('testnet', seqno);
    // One transaction's shard block is the reversed one, which the answer lists as well.
    const moved = answer.transactions[0]!;
    moved['block_ref'] = { ...(moved['block_ref'] as Json), shard: reversedShard };
    api.answer(
      seqno,
      blocksBody([
        header,
        { ...shardBlock, file_hash: `\u202E${FILE_HASH}`, end_lt: 42.5 },
        { ...shardBlock, shard: reversedShard, tx_count: 1 },
      ]),
    );
    api.answerTransactions(seqno, JSON.stringify(answer));
    try {
      const user = await openPage(seqno);

      // gen_utime null is no time: the summary falls back to the transactions'.
      expect(screen.getByText('Time (latest transaction)', { selector: 'dt' })).toBeInTheDocument();
      const shards = screen.getByRole('region', { name: 'Shard blocks' });
      const [item] = within(shards).getAllByRole('listitem');
      expect(fact(item!, 'File hash')).toBe('⟨U+202E⟩TRya8nO…e6a/k=⚠ hidden characters shown as ⟨U+…⟩');
      expect(fact(item!, 'Logical time')).toMatch(/^⚠ unreadable: end_lt: expected a decimal integer string/);
      // The reversed shard, in the list, its name and its copy button's, and in the transactions' group.
      const reversedLabel = '0:⟨U+202E⟩6000000000000000:38194537';
      const reversed = within(shards).getByRole('listitem', { name: `Shard block ${reversedLabel}` });
      expect(fact(reversed, 'Shard')).toBe('⟨U+202E⟩6000000000000000');
      expect(fact(reversed, 'Transactions')).toBe('1');
      expect(
        within(reversed).getByRole('button', { name: `Copy seqno of shard block ${reversedLabel}` }),
      ).toBeInTheDocument();
      const list = screen.getByRole('table', { name: 'Transactions' });
      expect(within(list).getByText(reversedLabel, { selector: 'code' })).toBeInTheDocument();

      const toggle = screen.getByRole('button', { name: 'Block details' });
      await user.click(toggle);
      const notice = screen.getByRole('note', {
        name: "Fields of this block's header not in the expected form",
      });
      for (const field of ['root_hash', 'start_lt', 'tx_count']) expect(notice).toHaveTextContent(field);
      // Each drifted field is named once.
      expect(within(notice).getAllByRole('listitem')).toHaveLength(3);
      const panel = panelOf(toggle);
      expect(panel).toContainElement(notice);
      expect(headerField(panel, 'root_hash')?.textContent).toBe(
        '⚠ unreadable: expected a string, got an integer',
      );
      expect(headerField(panel, 'tx_count')?.textContent).toMatch(
        /unreadable: expected an integer, got a string/,
      );
      expect(headerField(panel, 'start_lt – end_lt')?.textContent).toMatch(
        /^up to 23694519000004 ⚠ unreadable: start_lt: expected a decimal integer string/,
      );
      expect(headerField(panel, 'gen_utime')).toBeNull();
      expect(headerField(panel, 'key_block')).toBeNull();
      expect(headerField(panel, 'created_by')?.textContent).toBe(
        '<img src=x onerror="window.__pwned=1">⟨U+202E⟩gnp.exe⟨U+200B⟩⚠ hidden characters shown as ⟨U+…⟩',
      );
      const isolatedLabel = '0:⟨U+2066⟩E000000000000000⟨U+2069⟩:38136835';
      const previous = headerField(panel, 'prev_blocks')!;
      expect(previous).toHaveTextContent(`Block ${seqno - 1}${isolatedLabel}`);
      expect(
        within(previous).getByRole('button', { name: `Copy seqno of shard block ${isolatedLabel}` }),
      ).toBeInTheDocument();
      expect(document.querySelector('img')).toBeNull();
      // No raw direction or zero-width character reaches the page's text or its accessible names.
      const invisible = /[\u200B\u202E\u2066\u2069]/;
      expect(document.body.textContent).not.toMatch(invisible);
      for (const element of document.body.querySelectorAll('[aria-label]')) {
        expect(element.getAttribute('aria-label')).not.toMatch(invisible);
      }
      // The rest of the page is there.
      expect(screen.getAllByRole('button', { name: /^(Open|Close) transaction/ })).toHaveLength(3);
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      consoleErrors.mockRestore();
    }
  });
});

describe('the spec answer', () => {
  it('has no Block details, and lists the shard blocks of its transactions as before', async () => {
    renderApp(`/block/${RECORDED.mainnetBlock}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${RECORDED.mainnetBlock}` });
    await screen.findByRole('table', { name: 'Transactions' });
    expect(screen.queryByRole('button', { name: 'Block details' })).toBeNull();
    const shards = screen.getByRole('region', { name: 'Shard blocks' });
    expect(within(shards).getByText('0:8000000000000000:55671169', { selector: 'code' })).toBeInTheDocument();
    expect(within(shards).getByText('5 transactions')).toBeInTheDocument();
    expect(within(shards).queryByText('Seqno', { selector: 'dt' })).toBeNull();
  });
});

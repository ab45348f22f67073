// @vitest-environment node
import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the layout and the doors (eslint.config.js), run through ESLint's own API on
 * probe files that exist only here: each bypass must fail lint, and the allowed form must pass.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const LAYERS = 'tonlens/import-layers';

/** A probe module at `file` importing `source`. */
const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('imports run down the layers (ton < api < settings < workspace < paths < components < pages < app)', () => {
  it.each([
    ['src/ton/probe.ts', '../api/schemas.ts', 'ton/ into api/ (the schemas)'],
    ['src/ton/chain/probe.ts', '../../api/schemas.ts', 'a nested ton/ folder into api/'],
    ['src/api/probe.ts', '../settings/settings-store.ts', 'api/ into settings/'],
    ['src/settings/probe.ts', '../workspace/labels.ts', 'settings/ into workspace/'],
    ['src/workspace/probe.ts', '../components/ui/download-file.ts', 'workspace/ into components/'],
    ['src/ton/probe.ts', '../paths.ts', 'ton/ into paths.ts'],
    ['src/components/ui/Probe.tsx', '../api/Unreadable.tsx', 'components/ui into components/api'],
    ['src/components/ui/Probe.tsx', '../ton/Address.tsx', 'components/ui into components/ton'],
    ['src/components/ton/Probe.tsx', '../api/ApiErrorPanel.tsx', 'components/ton into components/api'],
    ['src/components/ui/Probe.tsx', '../SearchBox.tsx', 'components/ui into a components/ module above it'],
    ['src/components/ui/Probe.tsx', '../../block/BlockView.tsx', 'components/ into a page'],
    ['src/ton/probe.ts', '../block/model/block-index.ts', 'ton/ into a page'],
    ['src/api/probe.ts', '../accounts/account-rows.ts', 'api/ into a page'],
    ['src/settings/probe.ts', '../app/App.tsx', 'settings/ into the app'],
    ['src/paths.ts', './accounts/account-rows.ts', 'paths.ts into a page'],
    ['src/block/Probe.tsx', '../accounts/account-rows.ts', 'a page into another page'],
    [
      'src/block/transaction/Probe.tsx',
      '../../accounts/results/AccountsTable.tsx',
      'a nested page folder into another page',
    ],
    ['src/accounts/Probe.tsx', '../home/HomePage.tsx', 'a page into another page'],
    ['src/block/transaction/Probe.tsx', '../../app/routes.tsx', 'a page into the app'],
    ['src/ton/probe.test.ts', '../block/model/block-index.ts', 'a test beside shared code into a page'],
    ['src/api/probe.test.ts', '../app/App.tsx', 'a test beside shared code into the app'],
  ])('%s may not import %s (%s)', async (file, source) => {
    expect(await ruleIdsFor(file, importing(source))).toContain(LAYERS);
  });

  it.each([
    ['src/api/probe.ts', '../ton/opcodes.ts'],
    ['src/settings/probe.ts', '../api/endpoint.ts'],
    ['src/workspace/probe.ts', '../ton/spreadsheet.ts'],
    ['src/components/ton/Probe.tsx', '../../settings/settings-store.ts'],
    ['src/components/ton/Probe.tsx', '../ui/InfoRow.tsx'],
    ['src/components/api/Probe.tsx', '../ui/ErrorPanel.tsx'],
    ['src/block/transaction/Probe.tsx', '../model/block-index.ts'],
    ['src/block/transaction/Probe.tsx', '../../ton/count.ts'],
    ['src/accounts/results/Probe.tsx', '../../components/ui/InfoRow.tsx'],
    ['src/app/Probe.tsx', '../block/BlockRoute.tsx'],
    ['src/ton/probe.test.ts', '../api/schemas.ts'],
  ])('%s may import %s', async (file, source) => {
    expect(await ruleIdsFor(file, importing(source))).not.toContain(LAYERS);
  });

  it('sees dynamic imports and re-exports too', async () => {
    expect(await ruleIdsFor('src/ton/probe.ts', "export const m = import('../api/schemas.ts');\n")).toContain(
      LAYERS,
    );
    expect(
      await ruleIdsFor('src/ton/probe.ts', "export { x } from '../accounts/account-rows.ts';\n"),
    ).toContain(LAYERS);
    expect(
      await ruleIdsFor('src/workspace/probe.ts', "export * from '../components/ui/download-file.ts';\n"),
    ).toContain(LAYERS);
  });
});

describe('one door per kind of value', () => {
  it.each([
    [
      'the clipboard',
      'src/block/Probe.tsx',
      "export const copy = () => navigator.clipboard.writeText('x');\n",
      'no-restricted-properties',
    ],
    [
      'toLocaleString',
      'src/accounts/Probe.tsx',
      'export const text = (n: number) => n.toLocaleString();\n',
      'no-restricted-properties',
    ],
    [
      'Intl.NumberFormat',
      'src/ton/probe.ts',
      "export const format = new Intl.NumberFormat('en-US');\n",
      'no-restricted-properties',
    ],
    [
      'a hash cut by hand',
      'src/block/Probe.tsx',
      'export const cut = (t: { hash: string }) => t.hash.slice(0, 8);\n',
      'no-restricted-syntax',
    ],
    [
      'a hash variable cut by hand',
      'src/block/transaction/Probe.tsx',
      'export const cut = (hash: string) => hash.slice(0, 4);\n',
      'no-restricted-syntax',
    ],
  ])('%s outside its module fails lint', async (_kind, file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it.each([
    [
      'the clipboard in its door',
      'src/components/ui/clipboard/clipboard.ts',
      "export const copy = () => navigator.clipboard.writeText('x');\n",
    ],
    [
      'a hash in its door',
      'src/components/ton/hash-text.ts',
      'export const cut = (hash: string) => hash.slice(0, 8);\n',
    ],
    [
      'a URL fragment, which is no hash value',
      'src/app/Probe.tsx',
      'export const id = (hash: string) => hash.slice(1);\n',
    ],
    [
      'a test reading the clipboard',
      'src/block/Probe.test.tsx',
      'export const read = () => navigator.clipboard.readText();\n',
    ],
  ])('%s passes', async (_kind, file, code) => {
    const ids = await ruleIdsFor(file, code);
    expect(ids).not.toContain('no-restricted-properties');
    expect(ids).not.toContain('no-restricted-syntax');
  });
});

const QUOTED = 'tonlens/quoted-through-door';

describe('what a sentence quotes comes through the stranger-text door', () => {
  it.each([
    [
      'a link parameter in a template literal',
      'src/block/model/probe.ts',
      'export const m = (text: string) => `“${text}” is not an opcode`;\n',
    ],
    [
      'a value already revealed, kept in a variable (the door is not seen)',
      'src/ton/probe.ts',
      'export const m = (short: string) => `“${short.trim()}”`;\n',
    ],
    [
      'single curly quotes',
      'src/api/probe.ts',
      'export const m = (text: string) => `‘${text}’ is not a URL`;\n',
    ],
    [
      'JSX text quoting an expression',
      'src/block/Probe.tsx',
      'export function P({ text }: { text: string }) {\n  return <p>“{text}” is not a shard block</p>;\n}\n',
    ],
  ])('%s fails lint', async (_kind, file, code) => {
    expect(await ruleIdsFor(file, code)).toContain(QUOTED);
  });

  it.each([
    [
      'echoedInput',
      'src/block/model/probe.ts',
      "import { echoedInput } from '../../ton/seqno.ts';\nexport const m = (t: string) => `“${echoedInput(t)}” is not an opcode`;\n",
    ],
    [
      'revealInvisible(…).text',
      'src/ton/probe.ts',
      "import { revealInvisible } from './text/text-safety.ts';\nexport const m = (t: string) => `“${revealInvisible(t).text}”`;\n",
    ],
    [
      'JSX through a door',
      'src/block/Probe.tsx',
      "import { echoedInput } from '../ton/seqno.ts';\nexport function P({ text }: { text: string }) {\n  return <p>“{echoedInput(text)}”</p>;\n}\n",
    ],
    ['a value that is not quoted', 'src/ton/probe.ts', 'export const m = (n: number) => `${n} blocks`;\n'],
    ['a test', 'src/ton/probe.test.ts', 'export const m = (t: string) => `“${t}”`;\n'],
  ])('%s passes', async (_kind, file, code) => {
    expect(await ruleIdsFor(file, code)).not.toContain(QUOTED);
  });
});

const FAST_REFRESH = 'react-refresh/only-export-components';

describe('component files export components', () => {
  const component = 'export function Probe() {\n  return <span>probe</span>;\n}\n';
  it.each([
    ['a helper function', 'export function probeText(value: string): string {\n  return value;\n}\n'],
    ['a constant', 'export const PROBE_COUNT = 8;\n'],
    ['a hook', 'export function useProbe(): number {\n  return 1;\n}\n'],
  ])('a component beside %s fails lint', async (_kind, helper) => {
    expect(await ruleIdsFor('src/block/Probe.tsx', `${component}${helper}`)).toContain(FAST_REFRESH);
  });

  it('a component beside a component declared but not exported, exporting a helper, fails lint', async () => {
    const code =
      'function Inner() {\n  return <span>inner</span>;\n}\n' +
      'export const probeElement = () => <Inner />;\n';
    expect(await ruleIdsFor('src/components/ton/Probe.tsx', code)).toContain(FAST_REFRESH);
  });

  it.each([
    [
      'components only (a type may go with them)',
      'src/block/Probe.tsx',
      `export type ProbeProps = { value: string };\n${component}export function ProbeRow() {\n  return <Probe />;\n}\n`,
    ],
    [
      'a helper module beside its component',
      'src/block/probe-text.ts',
      'export function probeText(value: string): string {\n  return value;\n}\n',
    ],
    [
      'a test beside a component',
      'src/block/Probe.test.tsx',
      `${component}export const probeText = (value: string) => value;\n`,
    ],
  ])('%s passes', async (_kind, file, code) => {
    expect(await ruleIdsFor(file, code)).not.toContain(FAST_REFRESH);
  });
});

describe('the coin’s door: amounts of GRAM (or TON) get their unit in src/ton/coin.ts alone', () => {
  const IMPORT = 'no-restricted-imports';
  const SYNTAX = 'no-restricted-syntax';

  it.each([
    [
      'formatTon from a page',
      'src/accounts/Probe.tsx',
      "import { formatTon } from '../ton/amount.ts';\nexport const t = formatTon(1n);\n",
      IMPORT,
    ],
    [
      'formatNanotons from a nested page folder',
      'src/block/transaction/Probe.tsx',
      "import { formatNanotons } from '../../ton/amount.ts';\nexport const t = formatNanotons(1n);\n",
      IMPORT,
    ],
    [
      'formatSignedDelta beside the door, in ton/',
      'src/ton/probe.ts',
      "import { formatSignedDelta } from './amount.ts';\nexport const t = formatSignedDelta(1n);\n",
      IMPORT,
    ],
    [
      'formatTon into a component',
      'src/components/ton/Probe.tsx',
      "import { formatTon } from '../../ton/amount.ts';\nexport const t = formatTon(1n);\n",
      IMPORT,
    ],
    [
      'the formatters through a namespace import',
      'src/block/Probe.tsx',
      "import * as amount from '../ton/amount.ts';\nexport const t = amount.formatTon(1n);\n",
      IMPORT,
    ],
    [
      'the formatters re-exported',
      'src/settings/probe.ts',
      "export { formatTon } from '../ton/amount.ts';\n",
      IMPORT,
    ],
    ['a ticker after a value', 'src/block/probe.ts', 'export const t = (x: string) => `${x} TON`;\n', SYNTAX],
    [
      'the new ticker after a value',
      'src/accounts/probe.ts',
      'export const t = (x: string) => `received ${x} GRAM since then`;\n',
      SYNTAX,
    ],
    [
      'nanoGRAM after a value',
      'src/block/probe.ts',
      'export const t = (x: string) => `${x}nanoGRAM`;\n',
      SYNTAX,
    ],
    ['a ticker appended', 'src/block/probe.ts', "export const t = (x: string) => x + ' TON';\n", SYNTAX],
    ['an amount written out', 'src/app/Probe.tsx', "export const example = 'TON (1,234.5 TON)';\n", SYNTAX],
    [
      'an amount written out in a template',
      'src/block/probe.ts',
      'export const t = `carrying 0.5 GRAM`;\n',
      SYNTAX,
    ],
    ['the unit’s name', 'src/block/probe.ts', "export const unit = 'nanoTON';\n", SYNTAX],
    [
      'a ticker after a value in JSX',
      'src/accounts/Probe.tsx',
      'export const Cell = ({ x }: { x: string }) => <span>{x} TON</span>;\n',
      SYNTAX,
    ],
    [
      'nanotons after a value in JSX',
      'src/accounts/Probe.tsx',
      'export const Cell = ({ x }: { x: bigint }) => <span>= {x.toString()} nanotons</span>;\n',
      SYNTAX,
    ],
    [
      'an amount in JSX text',
      'src/home/Probe.tsx',
      'export const P = () => <p>Costs 0.05 GRAM</p>;\n',
      SYNTAX,
    ],
    [
      'a ticker after a value, in the hashes’ door too',
      'src/components/ton/Hash.tsx',
      'export const t = (x: string) => `${x} GRAM`;\n',
      SYNTAX,
    ],
  ])('%s fails lint', async (_kind, file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it.each([
    [
      'the door itself',
      'src/ton/coin.ts',
      "import { formatNanotons, formatTon } from './amount.ts';\nexport const t = (n: bigint) => `${formatTon(n)} GRAM = ${formatNanotons(n)} nanoGRAM`;\n",
    ],
    [
      'the door’s API from a page',
      'src/accounts/Probe.tsx',
      "import { coinAmountText } from '../ton/coin.ts';\nexport const t = (n: bigint) => coinAmountText(n, { unit: 'ton', ticker: 'GRAM' });\n",
    ],
    [
      'the unit-free helpers of ton/amount.ts',
      'src/accounts/Probe.tsx',
      "import { formatTokenAmount, parseDecimalBigInt } from '../ton/amount.ts';\nexport const t = formatTokenAmount(parseDecimalBigInt('1') ?? 0n, 6);\n",
    ],
    ['the chain’s name', 'src/settings/probe.ts', "export const label = 'TON mainnet (toncenter.com)';\n"],
    ['TON DNS after a value', 'src/ton/probe.ts', 'export const t = (x: string) => `${x} TON DNS domain`;\n'],
    [
      'the chain’s networks in JSX',
      'src/accounts/Probe.tsx',
      'export const B = ({ to }: { to: string }) => <button>Switch to {to} TON testnet</button>;\n',
    ],
    [
      'the TON virtual machine',
      'src/home/Probe.tsx',
      'export const P = ({ n }: { n: number }) => <p>{n} emulated with the TON virtual machine</p>;\n',
    ],
    [
      'a ticker alone, as a setting’s value',
      'src/app/Probe.tsx',
      "export const tickers = ['GRAM', 'TON'];\n",
    ],
    [
      'a TL-B type name',
      'src/ton/probe.ts',
      "export const isGrams = (type: string) => type === 'nanograms';\n",
    ],
    [
      'a test asserting on the text',
      'src/block/probe.test.ts',
      "import { formatTon } from '../ton/amount.ts';\nexport const expected = `${formatTon(1n)} GRAM`;\n",
    ],
  ])('%s passes', async (_kind, file, code) => {
    const ids = await ruleIdsFor(file, code);
    expect(ids.filter((id) => id.startsWith('fatal'))).toEqual([]);
    expect(ids).not.toContain(IMPORT);
    expect(ids).not.toContain(SYNTAX);
  });
});

describe('function length', () => {
  const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
  it('a component function over 120 lines fails lint; one of exactly 120 passes', async () => {
    const long = `export function Long() {\n${body(119)}\n  return v0;\n}\n`;
    const fits = `export function Fits() {\n${body(117)}\n  return v0;\n}\n`;
    expect(await ruleIdsFor('src/block/Long.tsx', long)).toContain('max-lines-per-function');
    expect(await ruleIdsFor('src/block/Fits.tsx', fits)).not.toContain('max-lines-per-function');
  });
});

describe('query options in one place per request', () => {
  const PREFER = '@tanstack/query/prefer-query-options';
  const DEPS = '@tanstack/query/exhaustive-deps';

  it.each([
    [
      'a query written inline',
      `import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context.ts';
import { fetchMasterchainInfo } from '../api/masterchain-info.ts';
import { endpointKey } from '../api/query-keys.ts';
export function useHead() {
  const client = useApiClient();
  return useQuery({ queryKey: ['masterchainInfo', endpointKey(client)], queryFn: () => fetchMasterchainInfo(client) });
}
`,
    ],
    [
      'a cache read under a key written by hand',
      `import { useQueryClient } from '@tanstack/react-query';
export function useHeadData() {
  const queryClient = useQueryClient();
  return queryClient.getQueryData(['masterchainInfo', '']);
}
`,
    ],
    [
      'a cache removal under a key written by hand',
      `import { useQueryClient } from '@tanstack/react-query';
export function useForget() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: ['block'] });
}
`,
    ],
  ])('%s fails lint', async (_kind, code) => {
    expect(await ruleIdsFor('src/block/Probe.tsx', code)).toContain(PREFER);
  });

  it('a query, a cache read and a removal through the factory pass', async () => {
    const code = `import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context.ts';
import { masterchainInfoQueryOptions } from '../api/masterchain-info.ts';
export function useHead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { queryKey } = masterchainInfoQueryOptions(client);
  const forget = () => queryClient.removeQueries({ queryKey, exact: true });
  const seqno = queryClient.getQueryData(queryKey)?.last.seqno;
  return { query: useQuery({ ...masterchainInfoQueryOptions(client), enabled: seqno === undefined }), forget };
}
`;
    expect(await ruleIdsFor('src/block/Probe.tsx', code)).toEqual([]);
  });

  it('a factory keyed by client.baseUrl alone fails exhaustive-deps; one keyed by endpointKey(client) passes', async () => {
    const factory = (key: string) => `import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchMasterchainInfo } from './masterchain-info.ts';
${key.startsWith('endpointKey') ? "import { endpointKey } from './query-keys.ts';\n" : ''}export function headQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: ['masterchainInfo', ${key}], queryFn: () => fetchMasterchainInfo(client) });
}
`;
    expect(await ruleIdsFor('src/api/probe.ts', factory('client.baseUrl'))).toContain(DEPS);
    expect(await ruleIdsFor('src/api/probe.ts', factory('endpointKey(client)'))).toEqual([]);
  });
});

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

const BOUNDARY = 'tonlens/import-boundaries';

describe('import boundaries', () => {
  it.each([
    [
      'src/block/transaction/Probe.tsx',
      '../../accounts/AccountsTable.tsx',
      'a nested page folder into another page',
    ],
    ['src/block/Probe.tsx', '../accounts/account-rows.ts', 'a page into another page'],
    ['src/accounts/Probe.tsx', '../home/HomePage.tsx', 'a page into another page'],
    ['src/block/transaction/Probe.tsx', '../../app/routes.tsx', 'a page into the app'],
    ['src/ton/probe.ts', '../block/block-index.ts', 'ton/ into a page'],
    ['src/api/probe.ts', '../accounts/account-rows.ts', 'api/ into a page'],
    ['src/components/ui/Probe.tsx', '../../block/BlockView.tsx', 'components/ into a page'],
    ['src/settings/probe.ts', '../app/framing.ts', 'settings/ into the app'],
    ['src/workspace/probe.ts', '../accounts/account-rows.ts', 'workspace/ into a page'],
    ['src/paths.ts', './accounts/account-rows.ts', 'paths.ts into a page'],
    ['src/ton/probe.test.ts', '../block/block-index.ts', 'a test beside shared code into a page'],
  ])('%s may not import %s (%s)', async (file, source) => {
    const ids = await ruleIdsFor(file, `import { x } from '${source}';\nexport const y = x;\n`);
    expect(ids).toContain(BOUNDARY);
  });

  it.each([
    ['src/block/transaction/Probe.tsx', '../block-index.ts'],
    ['src/block/transaction/Probe.tsx', '../../ton/count.ts'],
    ['src/accounts/Probe.tsx', '../components/ui/InfoRow.tsx'],
    ['src/app/Probe.tsx', '../block/BlockRoute.tsx'],
    ['src/ton/probe.ts', '../api/schemas.ts'],
    ['src/components/ton/Probe.tsx', '../../settings/settings-store.ts'],
  ])('%s may import %s', async (file, source) => {
    const ids = await ruleIdsFor(file, `import { x } from '${source}';\nexport const y = x;\n`);
    expect(ids).not.toContain(BOUNDARY);
  });

  it('sees dynamic imports and re-exports too', async () => {
    expect(
      await ruleIdsFor('src/ton/probe.ts', "export const m = import('../block/block-index.ts');\n"),
    ).toContain(BOUNDARY);
    expect(
      await ruleIdsFor('src/ton/probe.ts', "export { x } from '../accounts/account-rows.ts';\n"),
    ).toContain(BOUNDARY);
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
      'src/components/ui/clipboard.ts',
      "export const copy = () => navigator.clipboard.writeText('x');\n",
    ],
    [
      'a hash in its door',
      'src/components/ton/Hash.tsx',
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

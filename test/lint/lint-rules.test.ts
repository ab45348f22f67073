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

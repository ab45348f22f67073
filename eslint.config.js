import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import path from 'node:path';

const SRC = path.join(import.meta.dirname, 'src');
/** The pages: each may use the shared folders, never another page or the app that holds them. */
const PAGES = ['block', 'accounts', 'home'];
/** Shared by every page: they may use each other, never a page or the app. */
const SHARED = ['api', 'ton', 'components', 'settings', 'workspace', 'paths.ts'];

/** The first folder (or file) under src/ that `file` is in, or undefined outside src/. */
function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/**
 * Imports point one way (docs/decisions/2026-11-24-one-door-per-kind.md): pages meet only in src/app;
 * shared folders import no page and not the app. The imported path is resolved from the importing file,
 * so a nested folder (src/block/transaction/) is held to its page's rule and `../../accounts/x` is seen.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Pages never import each other or the app; shared folders never import pages.' },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (from === undefined) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (to === undefined || to === from) return;
      const toPageOrApp = PAGES.includes(to) || to === 'app';
      if (PAGES.includes(from) && toPageOrApp) {
        context.report({
          node: node.source,
          message: `src/${from} must not import src/${to}: pages meet only in src/app; shared code goes in api/, ton/, components/ or settings/.`,
        });
      } else if (SHARED.includes(from) && toPageOrApp) {
        context.report({
          node: node.source,
          message: `src/${from} is shared by every page and must not import src/${to}.`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/** Syntax banned everywhere in src/ (a later block that overrides the rule must repeat these). */
const BANNED_SYNTAX = [
  { selector: 'TSEnumDeclaration', message: 'Use `as const` objects and unions instead of enum.' },
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Untrusted text is text.' },
];

/** Cutting a hash by hand: hashes become text only in src/components/ton/Hash.tsx. */
const HASH_CUT = {
  selector:
    'CallExpression[callee.property.name=/^(slice|substring|substr)$/][arguments.0.value=0]:matches([callee.object.name=/[hH]ash$/], [callee.object.property.name=/[hH]ash$/])',
  message:
    'Hashes become text in one place: use Hash, HashPrefix or hashPrefix from src/components/ton/Hash.tsx.',
};

/**
 * Amounts of the native coin (GRAM, formerly TON) get their digits and their unit in one module,
 * src/ton/coin.ts (elements, titles and accessible names through components/ton/Amount.tsx and
 * coin-format.ts, which use it). Its building blocks in ton/amount.ts may be imported by it alone.
 */
const COIN_DOOR = 'src/ton/coin.ts';
const COIN_MESSAGE =
  'Amounts of the coin get their unit in one place: Amount or useAmountText/useCoinFormat (src/components/ton/), coinAmountText (src/ton/coin.ts).';
const COIN_FORMATTERS = {
  // './amount.ts' from inside ton/, '../ton/amount.ts' and the like from everywhere else.
  regex: '(^|/)ton/amount(\\.ts)?$|^\\./amount(\\.ts)?$',
  caseSensitive: true,
  importNames: ['formatTon', 'formatNanotons', 'formatSignedDelta'],
  message: COIN_MESSAGE,
};
/** The chain keeps the name TON: "TON mainnet", "TON DNS", "the TON virtual machine" are no amounts. */
const CHAIN_WORDS =
  '(?!\\s+(mainnet|testnet|DNS|blockchain|chain|network|networks|virtual|emulator|index|node|Connect|API|wallet))';
/** A unit right after an interpolated value: `${formatTon(x)} TON`, `${x}nanoGRAM`. */
const UNIT_AFTER_VALUE = `^\\s*(nano)?(TON|GRAM)\\b${CHAIN_WORDS}`;
/** Text that ends an amount with a ticker or names the coin's unit: "1.5 TON", "0 nanoGRAM". */
const AMOUNT_WITH_UNIT = '(\\d\\s?(nano)?(TON|GRAM)\\b|nano(TON|GRAM))';
const COIN_TEXT = [
  { selector: `TemplateElement:not(:first-child)[value.raw=/${UNIT_AFTER_VALUE}/]`, message: COIN_MESSAGE },
  {
    // JSX text after a value: `{formatTon(x)} TON`, `{balance.toString()} nanotons`.
    selector: `:matches(JSXExpressionContainer, JSXElement) + JSXText[value=/${UNIT_AFTER_VALUE}|^\\s*nano(ton|gram)s?\\b/]`,
    message: COIN_MESSAGE,
  },
  // A unit to be appended: `text + ' TON'`.
  { selector: `Literal[value=/^\\s+(nano)?(TON|GRAM)\\b${CHAIN_WORDS}/]`, message: COIN_MESSAGE },
  { selector: `Literal[value=/${AMOUNT_WITH_UNIT}/]`, message: COIN_MESSAGE },
  { selector: `TemplateElement[value.raw=/${AMOUNT_WITH_UNIT}/]`, message: COIN_MESSAGE },
  { selector: `JSXText[value=/${AMOUNT_WITH_UNIT}/]`, message: COIN_MESSAGE },
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'sample-api/dataset', '.scratch'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Amounts are bigint from the edge to the pixel: floating-point parsing of chain numbers is a bug.
      'no-restricted-globals': [
        'error',
        { name: 'parseFloat', message: 'Amounts are bigint; see src/ton/amount.ts' },
      ],
      'no-restricted-syntax': ['error', ...BANNED_SYNTAX],
    },
  },
  {
    // One door per kind of value (see the README's "Doors"): counts, the clipboard and hashes each become
    // text or leave the page through one module, so a bypass is a lint error rather than a review comment.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'navigator',
          property: 'clipboard',
          message:
            'Copy through src/components/ui/clipboard.ts (copyToClipboard, CopyButton, CopyTextButton).',
        },
        {
          property: 'toLocaleString',
          message:
            'Counts go through src/ton/count.ts (formatCount, countOf); amounts through ton/amount.ts.',
        },
        {
          object: 'Intl',
          property: 'NumberFormat',
          message:
            'Counts go through src/ton/count.ts (formatCount, countOf); amounts through ton/amount.ts.',
        },
      ],
      'no-restricted-syntax': ['error', ...BANNED_SYNTAX, HASH_CUT, ...COIN_TEXT],
      'no-restricted-imports': ['error', { patterns: [COIN_FORMATTERS] }],
      // Components read as their sections: a function this long has a named part waiting to come out.
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['src/components/ui/clipboard.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { tonlens: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'tonlens/import-boundaries': 'error' },
  },
  {
    files: ['src/components/ton/Hash.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...BANNED_SYNTAX, ...COIN_TEXT] },
  },
  {
    // The coin's door: the only module that writes its unit and imports the formatters it is built on.
    files: [COIN_DOOR],
    rules: { 'no-restricted-syntax': ['error', ...BANNED_SYNTAX, HASH_CUT], 'no-restricted-imports': 'off' },
  },
  {
    // Tests assert on data they just built; a failed assertion is the error message there.
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

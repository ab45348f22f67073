import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import path from 'node:path';
import { importLayersRule } from './eslint-rules/import-layers.js';
import { quotedThroughDoorRule } from './eslint-rules/quoted-through-door.js';
import { textThroughDoorRule } from './eslint-rules/text-through-door.js';

const SRC = path.join(import.meta.dirname, 'src');

/** Syntax banned everywhere in src/ (a later block that overrides the rule must repeat these). */
const BANNED_SYNTAX = [
  { selector: 'TSEnumDeclaration', message: 'Use `as const` objects and unions instead of enum.' },
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Untrusted text is text.' },
];

/** Cutting a hash by hand: hashes become text only in src/components/ton/hash-text.ts. */
const HASH_CUT = {
  selector:
    'CallExpression[callee.property.name=/^(slice|substring|substr)$/][arguments.0.value=0]:matches([callee.object.name=/[hH]ash$/], [callee.object.property.name=/[hH]ash$/])',
  message:
    'Hashes become text in one place: use Hash or HashPrefix (src/components/ton/Hash.tsx), or hashPrefix (hash-text.ts).',
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
      // Each request's key, queryFn and timings live in one factory beside its fetch code (its
      // queryOptions; keys in src/api/query-keys.ts): a query or a cache read never writes a key by hand.
      '@tanstack/query/prefer-query-options': 'error',
    },
  },
  {
    // One door per kind of value (see docs/architecture.md): counts, the clipboard and hashes each become
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
            'Copy through src/components/ui/clipboard/clipboard.ts (copyToClipboard, CopyButton, CopyTextButton).',
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
    // Component files export components, so Fast Refresh swaps an edited one in place instead of reloading
    // the page; a helper, hook or constant lives in a kebab-case module beside its component (hash-text.ts
    // beside Hash.tsx) or a hook's own useX file. Strict: not even a constant beside a component.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { 'react-refresh': reactRefresh.plugin },
    rules: { 'react-refresh/only-export-components': 'error' },
  },
  {
    files: ['src/components/ui/clipboard/clipboard.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      tonlens: {
        rules: {
          'import-layers': importLayersRule(SRC),
          'quoted-through-door': quotedThroughDoorRule,
          'text-through-door': textThroughDoorRule,
        },
      },
    },
    rules: { 'tonlens/import-layers': 'error' },
  },
  {
    // What a sentence quotes (“…”) is a stranger's text: it comes through the stranger-text door.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'tonlens/quoted-through-door': 'error' },
  },
  {
    // Every word a reader sees or hears comes through the i18n door (src/ton/i18n/door.ts).
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'tonlens/text-through-door': 'error' },
  },
  {
    files: ['src/components/ton/hash-text.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BANNED_SYNTAX, ...COIN_TEXT] },
  },
  {
    // The coin's door: the only module that writes its unit and imports the formatters it is built on.
    files: [COIN_DOOR, 'src/ton/coin-labels.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BANNED_SYNTAX, HASH_CUT], 'no-restricted-imports': 'off' },
  },
  {
    // Tests assert on data they just built; a failed assertion is the error message there.
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

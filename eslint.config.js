import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import path from 'node:path';
import { importLayersRule } from './eslint-rules/import-layers.js';

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
      'no-restricted-syntax': ['error', ...BANNED_SYNTAX, HASH_CUT],
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
    plugins: { tonlens: { rules: { 'import-layers': importLayersRule(SRC) } } },
    rules: { 'tonlens/import-layers': 'error' },
  },
  {
    files: ['src/components/ton/hash-text.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BANNED_SYNTAX] },
  },
  {
    // Tests assert on data they just built; a failed assertion is the error message there.
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

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
      'no-restricted-syntax': ['error', ...BANNED_SYNTAX, HASH_CUT],
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
    rules: { 'no-restricted-syntax': ['error', ...BANNED_SYNTAX] },
  },
  {
    // Tests assert on data they just built; a failed assertion is the error message there.
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
